import { asc, eq, sql } from 'drizzle-orm';
import type { TChannelAccountDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import { channelListings, icalExports, icalFeeds, properties } from '../../db/schema';
import type { ChannelsDeps } from './channel-deps';
import { presentChannelAccountDocument } from './channels.presenter';
import { getChannelAccountRow } from './channels.queries';
import { lastExportAt, lastImportAt, staleSql } from './sync-times';

/** The homes listed through an account with their sync times, by home name. */
const findAccountListings = (db: Db, now: Date, accountId: string) =>
  db
    .select({
      id: channelListings.id,
      propertyId: properties.id,
      propertyCode: properties.code,
      propertyName: properties.name,
      externalId: channelListings.externalId,
      lastImportAt: lastImportAt,
      lastExportAt: lastExportAt,
      stale: staleSql(now),
      lastError: sql<string | null>`coalesce(${channelListings.lastError}, ${icalFeeds.lastError})`,
    })
    .from(channelListings)
    .innerJoin(properties, eq(properties.id, channelListings.propertyId))
    .leftJoin(icalFeeds, eq(icalFeeds.id, channelListings.icalFeedId))
    .leftJoin(icalExports, eq(icalExports.propertyId, channelListings.propertyId))
    .where(eq(channelListings.accountId, accountId))
    .orderBy(asc(sql`lower(${properties.name})`), asc(channelListings.id));

/** `GET v3/channel-accounts/{id}`: the account; with include=listings the homes mapped to it. */
export const getChannelAccount = async (
  options: ChannelsDeps & { accountId: string; includeListings: boolean },
): Promise<TChannelAccountDocument> => {
  const row = await getChannelAccountRow(options.db, options.accountId);
  if (!options.includeListings) return presentChannelAccountDocument(row, null, options.apiMode);
  const listings = await findAccountListings(options.db, options.now, options.accountId);
  return presentChannelAccountDocument(row, listings, options.apiMode);
};
