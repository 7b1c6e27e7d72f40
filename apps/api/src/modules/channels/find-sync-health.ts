import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ChannelSyncSort, TChannelSyncResponse } from '@hearth/domain';
import { channelAccounts, channelListings, channels, icalExports, icalFeeds, properties } from '../../db/schema';
import { presentChannelSync } from './channels.presenter';
import type { ChannelsDeps } from './channel-deps';
import { selectSyncRows } from './channels.queries';
import { healthAt, lastExportAt, lastImportAt, staleSql } from './sync-times';

/** What each sort key orders by; a missing time counts as the oldest (worst). */
const SORTS: Record<ChannelSyncSort, SQL> = {
  health: healthAt,
  property: sql`lower(${properties.name})`,
  channel: sql`lower(${channels.name})`,
  lastImport: lastImportAt,
  lastExport: lastExportAt,
};

/** Ascending puts missing times first (worst first), descending last; then the home, then the listing id. */
const orderOf = (sort: string | undefined): SQL[] => {
  const value = sort ?? 'health';
  const column = SORTS[value.replace(/^-/, '') as ChannelSyncSort] ?? SORTS.health;
  const direction = value.startsWith('-') ? sql`desc nulls last` : sql`asc nulls first`;
  return [sql`${column} ${direction}`, asc(sql`lower(${properties.name})`), asc(channelListings.id)];
};

/** A fragment of the home's name or code, the channel's name or the account's name, any case. */
const searchMatch = (search: string | undefined): SQL | undefined => {
  const term = search?.trim().toLowerCase();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    sql`lower(${properties.name}) like ${like}`,
    sql`lower(${properties.code}) like ${like}`,
    sql`lower(${channels.name}) like ${like}`,
    sql`lower(${channelAccounts.name}) like ${like}`,
  );
};

/** `GET v3/channels/sync-health`: a page of listings (home × channel account), worst first by default. */
export const findSyncHealth = async (
  options: ChannelsDeps & {
    search?: string | undefined;
    sort?: string | undefined;
    stale?: boolean | undefined;
    page: { number: number; size: number };
  },
): Promise<TChannelSyncResponse> => {
  const { db, now, page } = options;
  const stale = staleSql(now);
  const matched = searchMatch(options.search);
  const staleFilter = options.stale === undefined ? undefined : options.stale ? stale : sql`not (${stale})`;
  const [counted] = await db
    .select({
      total: sql<number>`count(*) filter (where ${staleFilter ?? sql`true`})`.mapWith(Number),
      staleCount: sql<number>`count(*) filter (where ${stale})`.mapWith(Number),
    })
    .from(channelListings)
    .innerJoin(channelAccounts, eq(channelAccounts.id, channelListings.accountId))
    .innerJoin(channels, eq(channels.id, channelAccounts.channelId))
    .innerJoin(properties, eq(properties.id, channelListings.propertyId))
    .leftJoin(icalFeeds, eq(icalFeeds.id, channelListings.icalFeedId))
    .leftJoin(icalExports, eq(icalExports.propertyId, channelListings.propertyId))
    .where(matched);

  const rows = await selectSyncRows(db, now, and(matched, staleFilter))
    .orderBy(...orderOf(options.sort))
    .limit(page.size)
    .offset((page.number - 1) * page.size);

  const totalCount = counted?.total ?? 0;
  return {
    data: rows.map(presentChannelSync),
    meta: { totalCount, totalPages: Math.ceil(totalCount / page.size), staleCount: counted?.staleCount ?? 0 },
  };
};
