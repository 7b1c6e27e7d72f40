import type { BlobStore } from '../../adapters/blob';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';

/** What every quote operation is given by the routes: the stores, the configuration, the signed-in caller and now. */
export type SmartquoteDeps = { db: Db; blob: BlobStore; config: Config; caller: SessionUser; now: Date };
