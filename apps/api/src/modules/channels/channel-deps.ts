import type { ChannelConnector } from '../../adapters/channels';
import type { FeedFetchPolicy } from '../../common/ical/ical-fetch';
import type { Db } from '../../db/client';

/**
 * What every channels operation is given by the routes: the database, now (sync health is stale after 24 h) and
 * whether API channels can be checked here (an account says whether Connect can work).
 */
export type ChannelsDeps = { db: Db; now: Date; apiMode: ChannelConnector['mode'] };

/** What connecting and retrying need besides: who checks API keys, where feeds may be read from, the sealing key. */
export type ChannelConnections = {
  connector: ChannelConnector;
  feedPolicy: FeedFetchPolicy;
  credentialKey: string;
  /** Where an import's unexpected failure is logged. */
  log: { error: (object: object, message: string) => void };
};
