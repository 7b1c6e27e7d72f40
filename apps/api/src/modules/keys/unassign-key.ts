import { and, eq } from 'drizzle-orm';
import type { TKeyDocument } from '@hearth/domain';
import { findKeyInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { keyLabel, keyNotAssigned } from './key-changes';
import { lockProperty, syncPropertyKey } from './key-location';
import { presentKeyDocument } from './keys.presenter';
import { storeOf } from './keys.queries';

/**
 * `PATCH v3/keys/{id}/unassign` (docs/product/keys.md#calls): the key leaves the property and waits in its store. When it was the
 * primary key the property has none until another is made primary: its key type becomes standard, status unknown.
 */
export const unassignKey = async (options: { db: Db; caller: SessionUser; id: string }): Promise<TKeyDocument> => {
  const { db, caller } = options;
  const { row: current } = await findKeyInScope(db, scopeCallerOf(caller), options.id);
  const propertyId = current.propertyId;
  if (propertyId === null) throw keyNotAssigned();
  const store = await storeOf(db, current.storeId);
  const key = await auditedChange(db, async (tx) => {
    await lockProperty(tx, propertyId);
    const [row] = await tx
      .update(keys)
      .set({ propertyId: null, isPrimary: false, distanceMetres: null, distanceKind: null })
      .where(and(eq(keys.id, current.id), eq(keys.propertyId, propertyId)))
      .returning();
    if (!row) throw keyNotAssigned();
    const synced = current.isPrimary ? await syncPropertyKey(tx, propertyId) : { before: {}, after: {} };
    return {
      result: row,
      audit: {
        actor: actorOf(caller),
        action: 'keys.unassign',
        entity: 'property',
        entityId: propertyId,
        before: {
          assignedKey: keyLabel(current.name, store),
          ...(current.isPrimary ? { primaryKey: current.name } : {}),
          ...synced.before,
        },
        after: { assignedKey: null, ...(current.isPrimary ? { primaryKey: null } : {}), ...synced.after },
      },
    };
  });
  return presentKeyDocument(key, store);
};
