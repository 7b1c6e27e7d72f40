import { sql, type SQL } from 'drizzle-orm';
import { CHANNEL_SYNC_STALE_HOURS } from '@hearth/domain';
import { channelListings, icalExports, icalFeeds } from '../../db/schema';

/*
 * A listing's sync times in SQL, for queries that left-join its iCal feed (icalFeeds on the listing's icalFeedId)
 * and its home's export (icalExports on the property). greatest() skips nulls, so either source alone counts.
 */

/** The last successful import: the listing's own, or its feed's last sync when that feed has no error. */
export const lastImportAt = sql`greatest(${channelListings.lastImportAt}, case when ${icalFeeds.lastError} is null then ${icalFeeds.lastSyncedAt} end)`;

/** The last successful export: the listing's own, or when a channel last fetched the home's iCal export. */
export const lastExportAt = sql`greatest(${channelListings.lastExportAt}, ${icalExports.lastFetchedAt})`;

/** The older of the two, null when either is missing: the listing's health, worst (null, then oldest) first. */
export const healthAt = sql`case when (${lastImportAt}) is null or (${lastExportAt}) is null then null else least(${lastImportAt}, ${lastExportAt}) end`;

/** The instant before which a sync is stale. */
export const staleBefore = (now: Date): string =>
  new Date(now.getTime() - CHANNEL_SYNC_STALE_HOURS * 3_600_000).toISOString();

/** True when the older sync is missing or older than CHANNEL_SYNC_STALE_HOURS before `now`. */
export const staleSql = (now: Date): SQL<boolean> =>
  sql<boolean>`coalesce((${healthAt}) < ${staleBefore(now)}::timestamptz, true)`;

/** Timestamps from raw SQL come back as text on node-postgres and as Date on PGlite: one ISO string either way. */
export const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
