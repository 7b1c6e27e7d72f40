import { eq } from 'drizzle-orm';
import { CHANNEL_ERROR_CODES, CHANNEL_MESSAGES, HTTP, type TChannelSyncDocument } from '@hearth/domain';
import { syncFeed } from '../../common/ical/ical-sync';
import { channelAccounts, channelListings, icalFeeds, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { openSecret } from '../../lib/secret-box';
import type { SessionUser } from '../../types';
import type { ChannelConnections, ChannelsDeps } from './channel-deps';
import { presentChannelSync } from './channels.presenter';
import { getChannelAccountRow, selectSyncRows } from './channels.queries';
import { checkChannelAccount } from './check-channel-account';

const listingNotFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: CHANNEL_MESSAGES.listingNotFound });

/**
 * 'Retry' on a sync health row (docs/product/channels.md#connecting): check the listing's account again with the
 * credential Connect kept, and when the channel takes it, import the listing's calendar feed now. The account and
 * the listing keep what happened (Connected or Failed, the last error); the row comes back as it is afterwards.
 */
export const retryChannelListing = async (
  options: ChannelsDeps & ChannelConnections & { caller: SessionUser; listingId: string },
): Promise<TChannelSyncDocument> => {
  const { db, now, listingId } = options;
  const [listing] = await db
    .select({
      id: channelListings.id,
      accountId: channelListings.accountId,
      feed: icalFeeds,
      timezone: properties.timezone,
    })
    .from(channelListings)
    .innerJoin(properties, eq(properties.id, channelListings.propertyId))
    .leftJoin(icalFeeds, eq(icalFeeds.id, channelListings.icalFeedId))
    .where(eq(channelListings.id, listingId));
  if (!listing) throw listingNotFound();
  const account = await getChannelAccountRow(db, listing.accountId);
  const [kept] = await db
    .select({ sealed: channelAccounts.credentialSealed })
    .from(channelAccounts)
    .where(eq(channelAccounts.id, account.id));
  if (!kept?.sealed) {
    throw new AppError({
      status: HTTP.conflict,
      code: CHANNEL_ERROR_CODES.noCredential,
      detail: CHANNEL_MESSAGES.noCredential,
    });
  }
  const { check } = await checkChannelAccount(account, openSecret(kept.sealed, options.credentialKey), options);
  if (!check) {
    throw new AppError({
      status: HTTP.conflict,
      code: CHANNEL_ERROR_CODES.offline,
      detail: CHANNEL_MESSAGES.apiOffline(account.channelName),
    });
  }
  const actor = actorOf(options.caller);
  // The calendar comes in only through an account the channel still takes.
  const imported =
    check.ok && listing.feed?.url
      ? await syncFeed({
          db,
          feed: { ...listing.feed, url: listing.feed.url, timezone: listing.timezone },
          actor,
          policy: options.feedPolicy,
          log: options.log,
          now,
        })
      : null;
  const listingError = !check.ok ? check.reason : imported?.outcome === 'failed' ? imported.error : null;
  await auditedChange(db, async (tx) => {
    await tx
      .update(channelAccounts)
      .set(
        check.ok
          ? { status: 'connected', lastError: null, checkedAt: now }
          : { status: 'failed', lastError: check.reason, checkedAt: now },
      )
      .where(eq(channelAccounts.id, account.id));
    // A feed being imported already keeps what its listing said: that import will say how it went.
    if (imported?.outcome !== 'busy') {
      await tx
        .update(channelListings)
        .set({ lastError: listingError, ...(imported?.outcome === 'ok' ? { lastImportAt: now } : {}) })
        .where(eq(channelListings.id, listingId));
    }
    return {
      result: undefined,
      audit: {
        actor,
        action: 'channel-listing.retry',
        entity: 'channel-listing',
        entityId: listingId,
        before: { accountStatus: account.status, lastError: account.lastError },
        after: {
          accountStatus: check.ok ? 'connected' : 'failed',
          lastError: listingError,
          imported: imported?.outcome ?? null,
        },
      },
    };
  });
  const [row] = await selectSyncRows(db, now, eq(channelListings.id, listingId));
  if (!row) throw listingNotFound();
  return { data: presentChannelSync(row) };
};
