import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChannelConnectBody,
  ZChannelListingIdParams,
  ZChannelSyncDocument,
  ZChannelAccountActionBody,
  ZChannelAccountDocument,
  ZChannelAccountIdParams,
  ZChannelAccountQuery,
  ZChannelDocument,
  ZChannelIdParams,
  ZChannelSyncQuery,
  ZChannelSyncResponse,
  ZChannelsQuery,
  ZChannelsResponse,
} from '@hearth/domain';
import { createChannelConnector, type ChannelConnector } from '../../adapters/channels';
import { DEFAULT_FEED_FETCH_POLICY, type FeedFetchPolicy } from '../../common/ical/ical-fetch';
import { signedInCaller } from '../../lib/signed-in';
import { connectChannelAccount } from './connect-channel-account';
import { disconnectChannelAccount } from './disconnect-channel-account';
import { retryChannelListing } from './retry-channel-listing';
import { findChannels } from './find-channels';
import { findSyncHealth } from './find-sync-health';
import { getChannel } from './get-channel';
import { getChannelAccount } from './get-channel-account';

export type ChannelsModuleOptions = {
  /** Who checks API keys; defaults to the configuration's (the connectivity API, or offline). */
  connector?: ChannelConnector;
  /** Where calendar feeds may be read from; tests serve one over http from 127.0.0.1. */
  feedFetchPolicy?: FeedFetchPolicy;
};

/**
 * Channels, their accounts and the homes listed through them, with sync health (issue 17 item 1), and connecting an
 * account with a checked credential (issue 28 item 5). Every call is `channel:manage` (channel managers); channels are
 * the operator's, not any home's, so there is no object scope.
 */
export const channelsModule =
  (options: ChannelsModuleOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['channels'];
    const access = { action: 'channel:manage' } as const;
    const connector = options.connector ?? createChannelConnector(app.config);
    const connections = {
      connector,
      feedPolicy: options.feedFetchPolicy ?? DEFAULT_FEED_FETCH_POLICY,
      credentialKey: app.config.credentialKey,
      log: app.log,
    };
    const deps = () => ({ db: app.db, now: new Date(), apiMode: connector.mode });

    app.get(
      '/api/v3/channels',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Every channel with its counts; with include=accounts its accounts in `included`',
          querystring: ZChannelsQuery,
          response: { 200: ZChannelsResponse },
        },
      },
      async (request) => findChannels({ ...deps(), includeAccounts: request.query.include.includes('accounts') }),
    );

    app.get(
      '/api/v3/channels/sync-health',
      {
        config: { access },
        schema: {
          tags,
          summary: 'One row per listing (home × channel): last successful import and export, stale after 24 h',
          querystring: ZChannelSyncQuery,
          response: { 200: ZChannelSyncResponse },
        },
      },
      async (request) => {
        const q = request.query;
        return findSyncHealth({
          ...deps(),
          search: q.search,
          sort: q.sort,
          stale: q.stale,
          page: { number: q['page[number]'], size: q['page[size]'] },
        });
      },
    );

    app.get(
      '/api/v3/channels/:channelId',
      {
        config: { access: { ...access, object: 'channel' } },
        schema: {
          tags,
          summary: 'A channel with its counts; with include=accounts its accounts',
          params: ZChannelIdParams,
          querystring: ZChannelsQuery,
          response: { 200: ZChannelDocument },
        },
      },
      async (request) =>
        getChannel({
          ...deps(),
          channelId: request.params.channelId,
          includeAccounts: request.query.include.includes('accounts'),
        }),
    );

    app.get(
      '/api/v3/channel-accounts/:accountId',
      {
        config: { access: { ...access, object: 'channel-account' } },
        schema: {
          tags,
          summary: 'A channel account; with include=listings the homes mapped to it and their sync times',
          params: ZChannelAccountIdParams,
          querystring: ZChannelAccountQuery,
          response: { 200: ZChannelAccountDocument },
        },
      },
      async (request) =>
        getChannelAccount({
          ...deps(),
          accountId: request.params.accountId,
          includeListings: request.query.include.includes('listings'),
        }),
    );

    app.post(
      '/api/v3/channel-accounts/:accountId/connect',
      {
        config: { access: { ...access, object: 'channel-account' } },
        schema: {
          tags,
          summary:
            "Connect the account with its calendar feed URL or API key, checked with the channel first: Connected, or 422 with the channel's reason (kept as the last error)",
          params: ZChannelAccountIdParams,
          querystring: ZChannelAccountQuery,
          body: ZChannelConnectBody,
          response: { 200: ZChannelAccountDocument },
        },
      },
      async (request) => {
        const accountId = request.params.accountId;
        const caller = signedInCaller(request.sessionUser);
        await connectChannelAccount({
          ...deps(),
          ...connections,
          caller,
          accountId,
          credential: request.body.credential,
        });
        return getChannelAccount({ ...deps(), accountId, includeListings: request.query.include.includes('listings') });
      },
    );

    app.post(
      '/api/v3/channel-accounts/:accountId/disconnect',
      {
        config: { access: { ...access, object: 'channel-account' } },
        schema: {
          tags,
          summary: 'Disconnect the account and forget its credential; an already disconnected one answers as it is',
          params: ZChannelAccountIdParams,
          querystring: ZChannelAccountQuery,
          body: ZChannelAccountActionBody,
          response: { 200: ZChannelAccountDocument },
        },
      },
      async (request) => {
        const accountId = request.params.accountId;
        await disconnectChannelAccount({ ...deps(), caller: signedInCaller(request.sessionUser), accountId });
        return getChannelAccount({ ...deps(), accountId, includeListings: request.query.include.includes('listings') });
      },
    );

    app.post(
      '/api/v3/channel-listings/:listingId/retry',
      {
        config: { access: { ...access, object: 'channel-listing' } },
        schema: {
          tags,
          summary: "Check the listing's account again and import its calendar now; the sync health row afterwards",
          params: ZChannelListingIdParams,
          body: ZChannelAccountActionBody,
          response: { 200: ZChannelSyncDocument },
        },
      },
      async (request) =>
        retryChannelListing({
          ...deps(),
          ...connections,
          caller: signedInCaller(request.sessionUser),
          listingId: request.params.listingId,
        }),
    );
  };

export const channelsRoutes = channelsModule();
