import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { CHANNEL_MESSAGES, HTTP } from '@hearth/domain';
import type { Db } from '../../db/client';
import {
  channelAccounts,
  channelListings,
  channels,
  companies,
  icalExports,
  icalFeeds,
  properties,
  propertyTasks,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ChannelAccountRow, ChannelRow } from './channels.presenter';
import { lastExportAt, lastImportAt, staleSql } from './sync-times';

const channelNotFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: CHANNEL_MESSAGES.channelNotFound });

/** The accounts (of one channel, or one account), with their channel, company and how many homes each lists. */
export const selectChannelAccounts = (db: Db, where: { channelId?: string; accountId?: string }) =>
  db
    .select({
      id: channelAccounts.id,
      channelId: channelAccounts.channelId,
      channelCode: channels.code,
      channelName: channels.name,
      code: channelAccounts.code,
      email: channelAccounts.email,
      name: channelAccounts.name,
      status: channelAccounts.status,
      companyName: companies.name,
      connectedAt: channelAccounts.connectedAt,
      disconnectedAt: channelAccounts.disconnectedAt,
      lastError: channelAccounts.lastError,
      checkedAt: channelAccounts.checkedAt,
      listingCount:
        sql<number>`(select count(*) from ${channelListings} where ${channelListings.accountId} = ${channelAccounts.id})`.mapWith(
          Number,
        ),
    })
    .from(channelAccounts)
    .innerJoin(channels, eq(channels.id, channelAccounts.channelId))
    .leftJoin(companies, eq(companies.id, channelAccounts.companyId))
    .where(
      and(
        where.channelId ? eq(channelAccounts.channelId, where.channelId) : undefined,
        where.accountId ? eq(channelAccounts.id, where.accountId) : undefined,
      ),
    )
    .orderBy(asc(channels.name), asc(sql`lower(${channelAccounts.name})`), asc(channelAccounts.id));

/** Per channel: its accounts, connected accounts, distinct listed homes and stale listings. */
const channelCounts = async (db: Db, now: Date, channelId: string | undefined) => {
  const accounts = await db
    .select({
      channelId: channelAccounts.channelId,
      accounts: count(),
      connected: sql<number>`count(*) filter (where ${channelAccounts.status} = 'connected')`.mapWith(Number),
    })
    .from(channelAccounts)
    .where(channelId ? eq(channelAccounts.channelId, channelId) : undefined)
    .groupBy(channelAccounts.channelId);
  const listings = await db
    .select({
      channelId: channelAccounts.channelId,
      homes: sql<number>`count(distinct ${channelListings.propertyId})`.mapWith(Number),
      stale: sql<number>`count(*) filter (where ${staleSql(now)})`.mapWith(Number),
    })
    .from(channelListings)
    .innerJoin(channelAccounts, eq(channelAccounts.id, channelListings.accountId))
    .leftJoin(icalFeeds, eq(icalFeeds.id, channelListings.icalFeedId))
    .leftJoin(icalExports, eq(icalExports.propertyId, channelListings.propertyId))
    .where(channelId ? eq(channelAccounts.channelId, channelId) : undefined)
    .groupBy(channelAccounts.channelId);
  return {
    accounts: new Map(accounts.map((row) => [row.channelId, row])),
    listings: new Map(listings.map((row) => [row.channelId, row])),
  };
};

/**
 * The channels (or one channel: 404 when unknown), each with its counts; with accounts, the accounts too (their ids
 * under each channel, the accounts themselves null when they were not asked for).
 */
export const readChannels = async (options: {
  db: Db;
  now: Date;
  channelId?: string;
  includeAccounts: boolean;
}): Promise<{ channels: ChannelRow[]; accounts: ChannelAccountRow[] | null }> => {
  const { db, now, channelId } = options;
  const rows = await db
    .select({ id: channels.id, code: channels.code, name: channels.name, setupUrl: channels.setupUrl })
    .from(channels)
    .where(channelId ? eq(channels.id, channelId) : undefined)
    .orderBy(asc(channels.name), asc(channels.id));
  if (channelId && rows.length === 0) throw channelNotFound();
  const counts = await channelCounts(db, now, channelId);
  const accounts: ChannelAccountRow[] = options.includeAccounts
    ? await selectChannelAccounts(db, channelId ? { channelId } : {})
    : [];
  return {
    channels: rows.map((row) => ({
      ...row,
      accountCount: counts.accounts.get(row.id)?.accounts ?? 0,
      connectedCount: counts.accounts.get(row.id)?.connected ?? 0,
      listingCount: counts.listings.get(row.id)?.homes ?? 0,
      staleCount: counts.listings.get(row.id)?.stale ?? 0,
      accountIds: options.includeAccounts ? accounts.filter((a) => a.channelId === row.id).map((a) => a.id) : null,
    })),
    accounts: options.includeAccounts ? accounts : null,
  };
};

/** The account row, or a 404 for an unknown id. */
export const getChannelAccountRow = async (db: Db, accountId: string): Promise<ChannelAccountRow> => {
  const [row] = await selectChannelAccounts(db, { accountId });
  if (!row) throw new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: CHANNEL_MESSAGES.accountNotFound });
  return row;
};

/** Sync health rows (listing × its account, channel and home, with sync times), those `where` picks. */
export const selectSyncRows = (db: Db, now: Date, where: SQL | undefined) =>
  db
    .select({
      id: channelListings.id,
      propertyId: properties.id,
      propertyCode: properties.code,
      propertyName: properties.name,
      externalId: channelListings.externalId,
      channelId: channels.id,
      channelCode: channels.code,
      channelName: channels.name,
      accountId: channelAccounts.id,
      accountName: channelAccounts.name,
      lastImportAt,
      lastExportAt,
      stale: staleSql(now),
      lastError: sql<string | null>`coalesce(${channelListings.lastError}, ${icalFeeds.lastError})`,
      lastTaskSyncAt: sql`(select max(${propertyTasks.syncedAt}) from ${propertyTasks} where ${propertyTasks.propertyId} = ${channelListings.propertyId})`,
    })
    .from(channelListings)
    .innerJoin(channelAccounts, eq(channelAccounts.id, channelListings.accountId))
    .innerJoin(channels, eq(channels.id, channelAccounts.channelId))
    .innerJoin(properties, eq(properties.id, channelListings.propertyId))
    .leftJoin(icalFeeds, eq(icalFeeds.id, channelListings.icalFeedId))
    .leftJoin(icalExports, eq(icalExports.propertyId, channelListings.propertyId))
    .where(where)
    .$dynamic();
