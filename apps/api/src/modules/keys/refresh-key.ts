import { and, eq, isNull } from 'drizzle-orm';
import { KEY_MESSAGES, type KeyStatus, type KeyStatusSource, type TRefreshKeyResponse } from '@hearth/domain';
import { KeyNestError, type KeyNestService } from '../../adapters/keynest';
import type { DistanceService } from '../../adapters/maps';
import { findKeyInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { keyAudit } from './key-changes';
import {
  distanceColumns,
  lockProperty,
  measureDistance,
  propertyPoint,
  syncPropertyKey,
  type MeasuredDistance,
} from './key-location';
import { presentRefreshedKey, type KeyRow, type KeyStoreRow } from './keys.presenter';
import { storeOf } from './keys.queries';

type StatusReading = { status: KeyStatus | null; source: KeyStatusSource; message: string };

/** Where the key's status comes from now: KeyNest (when it holds the key and is configured), or what we have. */
const readStatus = async (keynest: KeyNestService, key: KeyRow, store: KeyStoreRow | null): Promise<StatusReading> => {
  const keyNestId = key.keyNestId;
  if (!keyNestId) {
    return store?.storeType === 'key-nest' && keynest.mode === 'offline'
      ? { status: null, source: 'offline', message: KEY_MESSAGES.keyNestOffline }
      : { status: null, source: 'local', message: KEY_MESSAGES.notKeyNest };
  }
  if (keynest.mode === 'offline') return { status: null, source: 'offline', message: KEY_MESSAGES.keyNestOffline };
  try {
    const remote = await keynest.getKey(keyNestId);
    if (!remote) return { status: null, source: 'offline', message: KEY_MESSAGES.keyNestOffline };
    return {
      status: remote.status,
      source: 'keynest',
      message: `${KEY_MESSAGES.keyNestLive} KeyNest says: ${remote.statusText}.`,
    };
  } catch (error) {
    if (!(error instanceof KeyNestError)) throw error;
    return {
      status: null,
      source: 'unavailable',
      message: `${KEY_MESSAGES.keyNestFailed}: ${error.message}. The status shown is the one last recorded here.`,
    };
  }
};

/**
 * `POST v3/keys/{id}/refresh` (docs/product/keys.md#calls): the status from KeyNest when it holds the key and is configured
 * (offline: the stored status, and a message saying KeyNest is not configured), and the distance measured again.
 * Both outside calls happen before the transaction; the answer says where the status came from.
 */
export const refreshKey = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  keynest: KeyNestService;
  distance: DistanceService;
}): Promise<TRefreshKeyResponse> => {
  const { db, caller } = options;
  const { row: current } = await findKeyInScope(db, scopeCallerOf(caller), options.id);
  const store = await storeOf(db, current.storeId);
  const reading = await readStatus(options.keynest, current, store);
  const measured: MeasuredDistance | null = current.propertyId
    ? await measureDistance(options.distance, store, await propertyPoint(db, current.propertyId))
    : null;
  const key = await auditedChange(db, async (tx) => {
    if (current.propertyId) await lockProperty(tx, current.propertyId);
    const changes: Partial<KeyRow> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (reading.source === 'keynest') changes.refreshedAt = new Date();
    if (reading.status && reading.status !== current.status) {
      changes.status = reading.status;
      before[`status of ${current.name}`] = current.status;
      after[`status of ${current.name}`] = reading.status;
    }
    if (measured) {
      const columns = distanceColumns(measured);
      if (columns.distanceMetres !== current.distanceMetres || columns.distanceKind !== current.distanceKind) {
        Object.assign(changes, columns);
        before[`distance of ${current.name}`] = current.distanceMetres;
        after[`distance of ${current.name}`] = columns.distanceMetres;
      }
    }
    if (Object.keys(changes).length === 0) return { result: current, audit: null };
    // Only where it still is: an unassign in between keeps its own answer.
    const [row] = await tx
      .update(keys)
      .set(changes)
      .where(
        and(
          eq(keys.id, current.id),
          current.propertyId ? eq(keys.propertyId, current.propertyId) : isNull(keys.propertyId),
        ),
      )
      .returning();
    if (!row) return { result: current, audit: null };
    if (row.propertyId && row.isPrimary && changes.status) {
      const synced = await syncPropertyKey(tx, row.propertyId);
      Object.assign(before, synced.before);
      Object.assign(after, synced.after);
    }
    const audit = Object.keys(after).length > 0 ? keyAudit(caller, row, 'keys.refresh', before, after) : null;
    return { result: row, audit };
  });
  return presentRefreshedKey(key, store, {
    statusSource: reading.source,
    message: reading.message,
    distanceNote: measured?.note ?? null,
  });
};
