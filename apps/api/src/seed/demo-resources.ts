import type { BlobStore } from '../adapters/blob';
import type { Db } from '../db/client';

/** The demo documents tree, forms and newsletters of /resources (issue 17 item 3). */
export const seedDemoResources = async (_db: Db, _options: { blob: BlobStore; today: string }): Promise<void> => {};
