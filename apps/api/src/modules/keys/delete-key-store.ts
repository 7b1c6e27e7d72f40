import { and, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import { HTTP, KEY_ERROR_CODES, TEMPLATE_MESSAGES } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { keys, keyStores } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { hasSqlState } from '../../lib/error-chain';
import { auditView } from './key-store-photos';
import { findKeyStore } from './keys.queries';

/** SQLSTATE foreign_key_violation: a key was put in the store while it was being deleted. */
const FOREIGN_KEY_VIOLATION = '23503';

const inUse = () =>
  new AppError({ status: HTTP.conflict, code: KEY_ERROR_CODES.storeInUse, detail: TEMPLATE_MESSAGES.inUse });

/**
 * `DELETE v3/key-stores/{id}` (docs/product/templates.md#states, #messages): 409 'Property Key is using this Key Collection Template, cannot
 * delete it.' while a key of it is assigned to a property; otherwise the template goes, with the keys waiting in
 * it (they belong to no property), and its photos.
 */
export const deleteKeyStore = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  id: string;
}): Promise<void> => {
  const { db, caller } = options;
  const current = await findKeyStore(db, options.id);
  const [assigned] = await db
    .select({ id: keys.id })
    .from(keys)
    .where(and(eq(keys.storeId, current.id), isNotNull(keys.propertyId)))
    .limit(1);
  if (assigned) throw inUse();
  try {
    await auditedChange(db, async (tx) => {
      const spares = await tx
        .delete(keys)
        .where(and(eq(keys.storeId, current.id), isNull(keys.propertyId)))
        .returning({ id: keys.id });
      const [deleted] = await tx
        .delete(keyStores)
        .where(
          and(
            eq(keyStores.id, current.id),
            notExists(tx.select({ id: keys.id }).from(keys).where(eq(keys.storeId, keyStores.id))),
          ),
        )
        .returning({ id: keyStores.id });
      if (!deleted) throw inUse();
      return {
        result: undefined,
        audit: {
          actor: actorOf(caller),
          action: 'key-stores.delete',
          entity: 'key_store',
          entityId: current.id,
          before: { ...auditView(current), unassignedKeys: spares.length },
          after: null,
        },
      };
    });
  } catch (error) {
    if (hasSqlState(error, FOREIGN_KEY_VIOLATION)) throw inUse();
    throw error;
  }
  await Promise.all(current.photos.map((photo) => options.blob.delete(photo.s3Key).catch(() => undefined)));
};
