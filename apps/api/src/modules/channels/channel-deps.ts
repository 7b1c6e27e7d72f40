import type { Db } from '../../db/client';

/** What every channels operation is given by the routes: the database and now (sync health is stale after 24 h). */
export type ChannelsDeps = { db: Db; now: Date };
