import { asc, desc, eq, sql } from 'drizzle-orm';
import { DISTANCE_MESSAGES, type TPropertyKeysResponse } from '@hearth/domain';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys, keyStores } from '../../db/schema';
import type { SessionUser } from '../../types';
import { presentPropertyKeys } from './keys.presenter';

/** `GET v3/properties/{id}/keys`: the property's keys, primary first, with their stores and distances. */
export const findPropertyKeys = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
}): Promise<TPropertyKeysResponse> => {
  const { db } = options;
  const { home } = await findInScope(db, scopeCallerOf(options.caller), 'property', options.propertyId);
  const rows = await db
    .select({ key: keys, store: keyStores })
    .from(keys)
    .leftJoin(keyStores, eq(keyStores.id, keys.storeId))
    .where(eq(keys.propertyId, home.id))
    .orderBy(desc(keys.isPrimary), asc(sql`lower(${keys.name})`), asc(keys.id));
  const estimated = rows.some((row) => row.key.distanceKind === 'straight-line');
  return presentPropertyKeys(rows, {
    totalCount: rows.length,
    distanceNote: estimated ? DISTANCE_MESSAGES.straightLine : null,
  });
};
