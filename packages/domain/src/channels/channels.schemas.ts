import { z } from 'zod';
import { includeOf, intIn } from '../api/params.schemas';
import {
  CHANNEL_ACCOUNT_INCLUDES,
  CHANNEL_ACCOUNT_STATUSES,
  CHANNEL_CONNECTION_KINDS,
  CHANNEL_INCLUDES,
  CHANNEL_LIMITS as L,
  CHANNEL_SYNC_SORTS,
} from './channels.constants';

/** Channels, their accounts, the homes listed through them and sync health (issue 17 item 1). */

export const ZChannelIdParams = z.object({ channelId: z.uuid() });
export const ZChannelAccountIdParams = z.object({ accountId: z.uuid() });

export const ZChannelsQuery = z.object({ include: includeOf(CHANNEL_INCLUDES) });
export const ZChannelAccountQuery = z.object({ include: includeOf(CHANNEL_ACCOUNT_INCLUDES) });

/** Disconnect takes nothing; an empty object is fine, anything in it is not. */
export const ZChannelAccountActionBody = z.object({}).strict().nullish();

/** Connect takes what the channel needs (CHANNEL_CREDENTIAL_LABELS): the feed URL or the API key, checked first. */
export const ZChannelConnectBody = z.strictObject({
  credential: z.string().trim().min(1, 'Enter the calendar feed URL or API key').max(L.credentialMax),
});
export type TChannelConnectBody = z.infer<typeof ZChannelConnectBody>;

export const ZChannelListingIdParams = z.object({ listingId: z.uuid() });

export const ZChannelAttributes = z.object({
  code: z.string(),
  name: z.string(),
  setupUrl: z.string().nullable(),
  /** How its accounts connect: through a calendar feed or the channel's API (connectionKindOf). */
  connection: z.enum(CHANNEL_CONNECTION_KINDS),
  /** Whether Connect can check a credential here now (an API channel needs CHANNEL_API_URL). */
  connectable: z.boolean(),
  accountCount: z.number().int(),
  connectedCount: z.number().int(),
  /** Distinct homes listed through any of its accounts. */
  listingCount: z.number().int(),
  staleCount: z.number().int(),
});
export type TChannelAttributes = z.infer<typeof ZChannelAttributes>;

const ZRef = <T extends string>(type: T) => z.object({ id: z.string(), type: z.literal(type) });

export const ZChannelResource = z.object({
  id: z.string(),
  type: z.literal('channel'),
  attributes: ZChannelAttributes,
  relationships: z.object({ accounts: z.object({ data: z.array(ZRef('channel-account')) }) }).optional(),
});
export type TChannelResource = z.infer<typeof ZChannelResource>;

export const ZChannelAccountAttributes = z.object({
  channelId: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  code: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(CHANNEL_ACCOUNT_STATUSES),
  connection: z.enum(CHANNEL_CONNECTION_KINDS),
  connectable: z.boolean(),
  /** When Hearth last checked the account's credential with the channel. */
  checkedAt: z.string().nullable(),
  /** The partner company the account belongs to; null: the operator's own. */
  companyName: z.string().nullable(),
  listingCount: z.number().int(),
  connectedAt: z.string().nullable(),
  disconnectedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const ZChannelAccountResource = z.object({
  id: z.string(),
  type: z.literal('channel-account'),
  attributes: ZChannelAccountAttributes,
});
export type TChannelAccountResource = z.infer<typeof ZChannelAccountResource>;

/** Sync times of a listing: the last successful import and export, and whether either is too old or missing. */
export const ZChannelSyncTimes = z.object({
  lastImportAt: z.string().nullable(),
  lastExportAt: z.string().nullable(),
  stale: z.boolean(),
  lastError: z.string().nullable(),
});

export const ZChannelListingResource = z.object({
  id: z.string(),
  type: z.literal('channel-listing'),
  attributes: ZChannelSyncTimes.extend({
    propertyId: z.string(),
    propertyCode: z.string(),
    propertyName: z.string(),
    externalId: z.string(),
  }),
});
export type TChannelListingResource = z.infer<typeof ZChannelListingResource>;

export const ZChannelsResponse = z.object({
  data: z.array(ZChannelResource),
  included: z.array(ZChannelAccountResource).optional(),
});
export type TChannelsResponse = z.infer<typeof ZChannelsResponse>;

export const ZChannelDocument = z.object({
  data: ZChannelResource,
  included: z.array(ZChannelAccountResource).optional(),
});
export type TChannelDocument = z.infer<typeof ZChannelDocument>;

export const ZChannelAccountDocument = z.object({
  data: ZChannelAccountResource,
  included: z.array(ZChannelListingResource).optional(),
});
export type TChannelAccountDocument = z.infer<typeof ZChannelAccountDocument>;

/** `GET v3/channels/sync-health`: `sort` (`-key` descending), `stale=true|false`, a search over home, channel, account. */
export const ZChannelSyncQuery = z.object({
  search: z.string().trim().max(L.searchMax).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${CHANNEL_SYNC_SORTS.join('|')})$`))
    .optional(),
  stale: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  'page[number]': intIn(1, 10_000).default(1),
  'page[size]': intIn(1, L.syncPageSizeMax).default(L.syncPageSize),
});
export type TChannelSyncQuery = z.input<typeof ZChannelSyncQuery>;

export const ZChannelSyncResource = z.object({
  /** The listing's id. */
  id: z.string(),
  type: z.literal('channel-sync'),
  attributes: ZChannelSyncTimes.extend({
    propertyId: z.string(),
    propertyCode: z.string(),
    propertyName: z.string(),
    channelId: z.string(),
    channelCode: z.string(),
    channelName: z.string(),
    accountId: z.string(),
    accountName: z.string(),
    /** The home's last task sync (Breezeway); null when none synced. */
    lastTaskSyncAt: z.string().nullable(),
  }),
});
export type TChannelSyncResource = z.infer<typeof ZChannelSyncResource>;

/** `POST v3/channel-listings/{id}/retry`: the row as it is after the retry. */
export const ZChannelSyncDocument = z.object({ data: ZChannelSyncResource });
export type TChannelSyncDocument = z.infer<typeof ZChannelSyncDocument>;

export const ZChannelSyncResponse = z.object({
  data: z.array(ZChannelSyncResource),
  meta: z.object({ totalCount: z.number().int(), totalPages: z.number().int(), staleCount: z.number().int() }),
});
export type TChannelSyncResponse = z.infer<typeof ZChannelSyncResponse>;
