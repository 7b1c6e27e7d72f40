import { eq, sql, type SQL } from 'drizzle-orm';
import { can, HTTP, KEY_ERROR_CODES, TEMPLATE_MESSAGES, type TKeyStoreDocument } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys, keyStores, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import { presentKeyStoreDocument, type KeyStoreRow } from './keys.presenter';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export const storeOf = async (db: Db, storeId: string | null): Promise<KeyStoreRow | null> => {
  if (storeId === null) return null;
  const [store] = await db.select().from(keyStores).where(eq(keyStores.id, storeId));
  return store ?? null;
};

export const templateNotFound = () =>
  new AppError({ status: HTTP.notFound, code: KEY_ERROR_CODES.storeNotFound, detail: TEMPLATE_MESSAGES.notFound });

/** A template by id, or 404. */
export const findKeyStore = async (db: Db, id: string): Promise<KeyStoreRow> => {
  const [current] = await db.select().from(keyStores).where(eq(keyStores.id, id));
  if (!current) throw templateNotFound();
  return current;
};

/**
 * Properties with a key from the store: every one on the templates page (template:manage, developers, who reach no
 * property themselves), else among the properties the caller reaches. The store's id is written out in full: in a
 * one-table select Drizzle leaves columns unqualified, and a bare `id` is ambiguous inside the subquery.
 */
export const propertiesCount = (caller: SessionUser): SQL<number> => {
  const scopeCaller = scopeCallerOf(caller);
  const scope = can(scopeCaller, 'template:manage')
    ? undefined
    : propertyScope(scopeCaller, { id: sql`kp.id`, companyId: sql`kp.company_id` });
  return sql<number>`(select count(distinct kp.id)::int from ${keys} kk join ${properties} kp on kp.id = kk.property_id where kk.store_id = ${sql.raw('"key_stores"."id"')}${scope ? sql` and ${scope}` : sql``})`;
};

export const readKeyStoreDocument = async (
  db: Db,
  blob: BlobStore,
  caller: SessionUser,
  id: string,
): Promise<TKeyStoreDocument> => {
  const [row] = await db
    .select({ store: keyStores, numberOfProperties: propertiesCount(caller) })
    .from(keyStores)
    .where(eq(keyStores.id, id));
  if (!row) throw templateNotFound();
  return presentKeyStoreDocument(row, blob);
};
