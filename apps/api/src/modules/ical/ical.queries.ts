import type { Db } from '../../db/client';
import { findHomeInScope, findInScope } from '../../access/find-in-scope';
import type { ScopeCaller } from '../../access/scope';
import type { ScopedFeed } from '../../common/ical/ical-import-job';

/** The property if the caller may see it; out-of-scope ids answer 404 like unknown ones (docs/CONTRIBUTING.md#security). */
export const getScopedProperty = async (options: { db: Db; caller: ScopeCaller; propertyId: string }) =>
  findHomeInScope(options.db, options.caller, options.propertyId);

/** The feed if the caller may see its property (404 otherwise), with the property's time zone. */
export const getScopedFeed = async (options: { db: Db; caller: ScopeCaller; feedId: string }): Promise<ScopedFeed> => {
  const { row, home } = await findInScope(options.db, options.caller, 'ical-feed', options.feedId);
  return { ...row, timezone: home.timezone };
};
