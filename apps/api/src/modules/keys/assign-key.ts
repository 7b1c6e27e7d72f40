import { and, eq, isNull } from 'drizzle-orm';
import {
  HTTP,
  KEY_ERROR_CODES,
  KEY_MESSAGES,
  type KeyStatus,
  type KeyStoreType,
  type TAssignKeyRequest,
  type TKeyDocument,
} from '@hearth/domain';
import type { DistanceService } from '../../adapters/maps';
import { findInScope, findKeyInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { keyAudit, keyLabel } from './key-changes';
import { distanceColumns, lockProperty, measureDistance, propertyPoint, syncPropertyKey } from './key-location';
import { presentKeyDocument, type KeyRow, type KeyStoreRow } from './keys.presenter';
import { storeOf } from './keys.queries';

const storeNotFound = () =>
  new AppError({
    status: HTTP.notFound,
    code: KEY_ERROR_CODES.storeNotFound,
    detail: KEY_MESSAGES.storeNotFound,
    source: { pointer: '/storeId' },
  });

/** A new key's status: KeyNest keys wait to be dropped off, a shop's or office's key is in its store. */
const newKeyStatus = (storeType: KeyStoreType): KeyStatus =>
  storeType === 'key-nest' ? 'waiting-for-drop-off' : 'in-store';

/**
 * `POST v3/properties/{id}/keys` (docs/product/keys.md#calls): assign a key waiting in a store (`keyId`), or make a new key in a
 * store (`name`, `storeId`) on the property. The property's first key becomes its primary key, and the property's
 * key type and status follow it. The distance from the store is measured before the transaction opens.
 */
export const assignKey = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  body: TAssignKeyRequest;
  distance: DistanceService;
}): Promise<TKeyDocument> => {
  const { db, caller, body } = options;
  const scopeCaller = scopeCallerOf(caller);
  const { home } = await findInScope(db, scopeCaller, 'property', options.propertyId);
  let existing: KeyRow | null = null;
  let store: KeyStoreRow | null;
  if ('keyId' in body) {
    existing = (await findKeyInScope(db, scopeCaller, body.keyId)).row;
    if (existing.propertyId !== null) {
      throw new AppError({
        status: HTTP.conflict,
        code: KEY_ERROR_CODES.keyAssigned,
        detail: KEY_MESSAGES.keyAssigned,
        source: { pointer: '/keyId' },
      });
    }
    store = await storeOf(db, existing.storeId);
  } else {
    store = await storeOf(db, body.storeId);
    if (!store) throw storeNotFound();
  }
  const measured = await measureDistance(options.distance, store, await propertyPoint(db, home.id));
  const key = await auditedChange(db, async (tx) => {
    await lockProperty(tx, home.id);
    const [primary] = await tx
      .select({ id: keys.id })
      .from(keys)
      .where(and(eq(keys.propertyId, home.id), eq(keys.isPrimary, true)));
    const placement = { propertyId: home.id, isPrimary: !primary, ...distanceColumns(measured) };
    let row: KeyRow | undefined;
    if (existing) {
      [row] = await tx
        .update(keys)
        .set(placement)
        .where(and(eq(keys.id, existing.id), isNull(keys.propertyId)))
        .returning();
      // Someone assigned it between our read and this write.
      if (!row) {
        throw new AppError({
          status: HTTP.conflict,
          code: KEY_ERROR_CODES.keyAssigned,
          detail: KEY_MESSAGES.keyAssigned,
        });
      }
    } else if (store && 'name' in body) {
      [row] = await tx
        .insert(keys)
        .values({
          name: body.name,
          storeId: store.id,
          status: body.status ?? newKeyStatus(store.storeType),
          ...placement,
        })
        .returning();
    }
    if (!row) throw storeNotFound();
    const synced = row.isPrimary ? await syncPropertyKey(tx, home.id) : { before: {}, after: {} };
    return {
      result: row,
      audit: keyAudit(
        caller,
        row,
        'keys.assign',
        { assignedKey: null, ...synced.before },
        { assignedKey: keyLabel(row.name, store), ...(row.isPrimary ? { primaryKey: row.name } : {}), ...synced.after },
      ),
    };
  });
  return presentKeyDocument(key, store);
};
