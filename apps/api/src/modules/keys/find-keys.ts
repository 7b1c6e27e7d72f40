import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TKeysQuery, TKeysResponse } from '@hearth/domain';
import { reachesUnassignedKeys } from '../../access/find-in-scope';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys, keyStores, properties } from '../../db/schema';
import type { SessionUser } from '../../types';
import { presentKeys } from './keys.presenter';
import { escapeLike } from './keys.queries';

/**
 * `GET v3/keys?name=&assignedToProperty=0&storeId=` (docs/product/keys.md#calls): keys by name. Keys on a property are listed for
 * callers who reach that property; keys on none (in a store) only for callers who reach every property
 * (find-in-scope.ts `reachesUnassignedKeys`), so a licensee's list holds their own homes' keys only.
 */
export const findKeys = async (options: { db: Db; caller: SessionUser; query: TKeysQuery }): Promise<TKeysResponse> => {
  const { db, query } = options;
  const scopeCaller = scopeCallerOf(options.caller);
  const scope = propertyScope(scopeCaller);
  const assigned = scope ? and(isNotNull(keys.propertyId), scope) : isNotNull(keys.propertyId);
  const reach = reachesUnassignedKeys(scopeCaller) ? or(assigned, isNull(keys.propertyId)) : assigned;
  const filters: (SQL | undefined)[] = [reach];
  if (query.name) filters.push(ilike(keys.name, `%${escapeLike(query.name)}%`));
  if (query.assignedToProperty === '0') filters.push(isNull(keys.propertyId));
  if (query.assignedToProperty === '1') filters.push(isNotNull(keys.propertyId));
  if (query.storeId) filters.push(eq(keys.storeId, query.storeId));
  const where = and(...filters);
  const size = query['page[size]'];
  const [counted] = await db
    .select({ n: count() })
    .from(keys)
    .leftJoin(properties, eq(properties.id, keys.propertyId))
    .where(where);
  const rows = await db
    .select({ key: keys, store: keyStores })
    .from(keys)
    .leftJoin(properties, eq(properties.id, keys.propertyId))
    .leftJoin(keyStores, eq(keyStores.id, keys.storeId))
    .where(where)
    .orderBy(asc(sql`lower(${keys.name})`), asc(keys.id))
    .limit(size)
    .offset((query['page[number]'] - 1) * size);
  const totalCount = counted?.n ?? 0;
  return presentKeys(rows, { totalCount, totalPages: Math.ceil(totalCount / size) });
};
