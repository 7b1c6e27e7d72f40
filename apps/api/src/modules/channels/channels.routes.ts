import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { signedInCaller } from '../../lib/signed-in';
import { findChannels } from './find-channels';
import { findSyncHealth } from './find-sync-health';
import { getChannel } from './get-channel';
import { getChannelAccount } from './get-channel-account';
import { setChannelAccountStatus } from './set-channel-account-status';

/**
 * Channels, their accounts and the homes listed through them, with sync health (issue 17 item 1). Every call is
 * `channel:manage` (channel managers); channels are the operator's, not any home's, so there is no object scope.
 */
export const channelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['channels'];
  const access = { action: 'channel:manage' } as const;
  const deps = () => ({ db: app.db, now: new Date() });

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

  for (const action of ['connect', 'disconnect'] as const) {
    app.post(
      `/api/v3/channel-accounts/:accountId/${action}`,
      {
        config: { access: { ...access, object: 'channel-account' } },
        schema: {
          tags,
          summary:
            action === 'connect'
              ? 'Connect the account (clears its last error); an already connected one answers as it is'
              : 'Disconnect the account; an already disconnected one answers as it is',
          params: ZChannelAccountIdParams,
          querystring: ZChannelAccountQuery,
          body: ZChannelAccountActionBody,
          response: { 200: ZChannelAccountDocument },
        },
      },
      async (request) => {
        const options = { ...deps(), accountId: request.params.accountId };
        await setChannelAccountStatus({ ...options, caller: signedInCaller(request.sessionUser), action });
        return getChannelAccount({ ...options, includeListings: request.query.include.includes('listings') });
      },
    );
  }
};
