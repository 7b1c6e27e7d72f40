import { and, eq } from 'drizzle-orm';
import { KEY_MESSAGES, type TKeyDocument, type TUpdateKeyRequest } from '@hearth/domain';
import { findKeyInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { keyAudit, keyNotAssigned } from './key-changes';
import { lockProperty, syncPropertyKey } from './key-location';
import { presentKeyDocument, type KeyRow } from './keys.presenter';
import { storeOf } from './keys.queries';

/**
 * `PATCH v3/keys/{id}` (docs/product/keys.md#calls): rename, set the status, or `isPrimary: true`, which takes the primary from the
 * property's other key. The property's key type and status follow a change of its primary key.
 */
export const updateKey = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  body: TUpdateKeyRequest;
}): Promise<TKeyDocument> => {
  const { db, caller, body } = options;
  const { row: current } = await findKeyInScope(db, scopeCallerOf(caller), options.id);
  if (body.isPrimary && current.propertyId === null) throw keyNotAssigned(KEY_MESSAGES.primaryNotAssigned);
  const key = await auditedChange(db, async (tx) => {
    if (current.propertyId) await lockProperty(tx, current.propertyId);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const changes: Partial<KeyRow> = {};
    if (body.name !== undefined && body.name !== current.name) {
      changes.name = body.name;
      before.keyName = current.name;
      after.keyName = body.name;
    }
    if (body.status !== undefined && body.status !== current.status) {
      changes.status = body.status;
      before[`status of ${current.name}`] = current.status;
      after[`status of ${current.name}`] = body.status;
    }
    const makePrimary = body.isPrimary === true && !current.isPrimary && current.propertyId !== null;
    if (makePrimary && current.propertyId) {
      const [previous] = await tx
        .update(keys)
        .set({ isPrimary: false })
        .where(and(eq(keys.propertyId, current.propertyId), eq(keys.isPrimary, true)))
        .returning({ name: keys.name });
      changes.isPrimary = true;
      before.primaryKey = previous?.name ?? null;
      after.primaryKey = changes.name ?? current.name;
    }
    if (Object.keys(changes).length === 0) return { result: current, audit: null };
    const [row] = await tx.update(keys).set(changes).where(eq(keys.id, current.id)).returning();
    const updated = row ?? current;
    if (updated.propertyId && updated.isPrimary) {
      const synced = await syncPropertyKey(tx, updated.propertyId);
      Object.assign(before, synced.before);
      Object.assign(after, synced.after);
    }
    return { result: updated, audit: keyAudit(caller, updated, 'keys.update', before, after) };
  });
  return presentKeyDocument(key, await storeOf(db, key.storeId));
};
