/** The action cards of /devtools (docs/product/devtools.md#screens: cards that open a 450 px confirm dialog for an action). */
export const DEVTOOLS_ACTIONS = [
  {
    id: 'sync-staging-data',
    title: 'Sync staging data',
    description:
      'Replaces every record with a fresh copy of the demo data: companies, people, homes, bookings, quotes, statements and resources. Signed-in sessions stay signed in.',
    confirm: 'Replace all data with a fresh copy of the demo data? Every change made since the last sync is lost.',
    confirmLabel: 'Sync staging data',
  },
  {
    id: 'send-test-mail',
    title: 'Send a test email',
    description: 'Sends a test email to you through the mail adapter. In the demo it arrives in the mail outbox below.',
    confirm: 'Send a test email to your address?',
    confirmLabel: 'Send',
  },
  {
    id: 'refresh-statistics',
    title: 'Refresh database statistics',
    description: 'Runs ANALYZE so the query planner knows how many rows each table holds, e.g. after a large import.',
    confirm: 'Run ANALYZE on every table now? Queries may be slower for a few seconds.',
    confirmLabel: 'Refresh',
  },
] as const;
export type DevtoolsActionId = (typeof DEVTOOLS_ACTIONS)[number]['id'];

/** docs/product/devtools.md#messages: a failed action shows the server's message, else this. */
export const DEVTOOLS_UNKNOWN_ERROR = 'An unknown error occurred';

export const DEVTOOLS_ERROR_CODES = {
  refusedInProduction: 'DEVTOOLS_REFUSED_IN_PRODUCTION',
  syncRunning: 'STAGING_SYNC_RUNNING',
  syncFailed: 'STAGING_SYNC_FAILED',
} as const;

export const DEVTOOLS_MESSAGES = {
  refusedInProduction: 'Syncing staging data is refused in production: it would replace real data with the demo data.',
  syncRunning: 'A staging data sync is already running. Wait for it to finish.',
} as const;
