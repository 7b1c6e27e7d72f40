import { and, asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { TemplateSort, TKeyStoresQuery, TKeyStoresResponse } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { keyStores } from '../../db/schema';
import type { SessionUser } from '../../types';
import { presentKeyStores } from './keys.presenter';
import { escapeLike, propertiesCount } from './keys.queries';

const sortOf = (sort: TemplateSort | undefined, count: SQL<number>): SQL[] => {
  const field = (sort ?? 'name').replace(/^-/, '');
  const column: SQL =
    field === 'type'
      ? sql`${keyStores.storeType}`
      : field === 'address'
        ? sql`lower(${keyStores.address})`
        : field === 'photos'
          ? sql`jsonb_array_length(${keyStores.photos})`
          : field === 'properties'
            ? count
            : sql`lower(${keyStores.name})`;
  const direction = sort?.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, sql`lower(${keyStores.name}) asc`, asc(keyStores.id)];
};

/**
 * `GET v3/key-stores?type=&search=&sort=&page[number]=&page[size]=25` (docs/product/templates.md#calls): templates by
 * type, searched by name and address, sorted by name, type, address, photos or properties, with totals.
 */
export const findKeyStores = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  query: TKeyStoresQuery;
}): Promise<TKeyStoresResponse> => {
  const { db, query } = options;
  const filters: SQL[] = [];
  if (query.type && query.type.length > 0) filters.push(inArray(keyStores.storeType, query.type));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    filters.push(
      sql`(${keyStores.name} ilike ${pattern} or ${keyStores.displayName} ilike ${pattern} or ${keyStores.address} ilike ${pattern})`,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const size = query['page[size]'];
  const numberOfProperties = propertiesCount(options.caller);
  const [counted] = await db.select({ n: count() }).from(keyStores).where(where);
  const rows = await db
    .select({ store: keyStores, numberOfProperties })
    .from(keyStores)
    .where(where)
    .orderBy(...sortOf(query.sort, numberOfProperties))
    .limit(size)
    .offset((query['page[number]'] - 1) * size);
  const totalCount = counted?.n ?? 0;
  return presentKeyStores(rows, options.blob, { totalCount, totalPages: Math.ceil(totalCount / size) });
};
