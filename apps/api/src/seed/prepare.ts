import type { Database } from '../db/client';
import type { BlobStore } from '../adapters/blob';
import { seedDemo } from './seed';
import { hasNoUser } from '../common/users/no-user';
import { loadLocations } from '../db/reference/load-locations';

/** Applies the committed migrations, loads the gazetteer, then seeds the demo data into an empty database. Returns whether it seeded. */
export const prepareDatabase = async (options: {
  database: Database;
  blob: BlobStore;
  seed: boolean;
  /** The configuration's credential key: the demo's bank details are sealed under it (docs/product/payouts.md#rules). */
  credentialKey: string;
}): Promise<boolean> =>
  // Under the start-up lock: a second process waits, then finds the migrations applied and the database seeded.
  options.database.exclusive(async () => {
    await options.database.migrate();
    await loadLocations(options.database.db);
    if (!options.seed || !(await hasNoUser(options.database.db))) return false;
    await seedDemo({ db: options.database.db, blob: options.blob, credentialKey: options.credentialKey });
    return true;
  });
