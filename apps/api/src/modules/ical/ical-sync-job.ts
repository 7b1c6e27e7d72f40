import type { Job } from '../../lib/jobs';
import { syncAllIcalFeeds } from './sync-all-ical-feeds';

/**
 * Fetches every feed with a URL every 30 minutes (docs/CONTRIBUTING.md#adapters). A feed that cannot be reached gets its
 * last_error; the job itself fails only on a database error. Offline, every fetch fails and says so.
 */
export const icalSyncJob: Job = {
  name: 'ical-sync',
  everyMs: 30 * 60_000,
  leaseMs: 25 * 60_000,
  run: async ({ db, log, now }) => {
    const { synced, failed } = await syncAllIcalFeeds({ db, log, now });
    if (synced + failed > 0) log.info({ synced, failed }, 'iCal feeds synced');
  },
};
