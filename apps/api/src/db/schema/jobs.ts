import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The state of each scheduled job (docs/CONTRIBUTING.md#adapters): when it last ran and how it ended. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  /** The process running the job holds it until then; another may take it over only after (see lib/jobs.ts). */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leaseHolder: text('lease_holder'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastStatus: text('last_status'),
  lastError: text('last_error'),
  /** A job's own cursor, e.g. the Breezeway sync's last updated-since. */
  cursor: text('cursor'),
});
