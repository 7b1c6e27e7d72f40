import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DISTANCE_MESSAGES,
  HTTP,
  KEY_ERROR_CODES,
  KEY_MESSAGES,
  type KeyStatus,
  type KeyStatusSource,
  type KeyStoreType,
  type TAssignKeyRequest,
  type TKeyDocument,
  type TKeysQuery,
  type TKeysResponse,
  type TPropertyKeysResponse,
  type TRefreshKeyResponse,
  type TUpdateKeyRequest,
} from '@hearth/domain';
import { KeyNestError, type KeyNestService } from '../../adapters/keynest';
import type { DistanceService } from '../../adapters/maps';
import { findInScope, findKeyInScope, reachesUnassignedKeys } from '../../access/find-in-scope';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys, keyStores, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange, type AuditEntry } from '../../lib/audit';
import type { SessionUser } from '../../types';
import {
  distanceColumns,
  lockProperty,
  measureDistance,
  propertyPoint,
  syncPropertyKey,
  type MeasuredDistance,
} from './key-location';
import { presentKey, type KeyRow, type KeyStoreRow } from './keys.presenter';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const keyNotAssigned = (detail: string = KEY_MESSAGES.keyNotAssigned) =>
  new AppError({ status: HTTP.conflict, code: KEY_ERROR_CODES.keyNotAssigned, detail });

const storeNotFound = () =>
  new AppError({
    status: HTTP.notFound,
    code: KEY_ERROR_CODES.storeNotFound,
    detail: KEY_MESSAGES.storeNotFound,
    source: { pointer: '/storeId' },
  });

/** 'Front door, 7-Eleven Noosa Heads': a key as the property's history names it. */
const keyLabel = (name: string, store: KeyStoreRow | null) =>
  store ? `${name}, ${store.displayName ?? store.name}` : name;

/** A new key's status: KeyNest keys wait to be dropped off, a shop's or office's key is in its store. */
const newKeyStatus = (storeType: KeyStoreType): KeyStatus =>
  storeType === 'key-nest' ? 'waiting-for-drop-off' : 'in-store';

const storeOf = async (db: Db, storeId: string | null): Promise<KeyStoreRow | null> => {
  if (storeId === null) return null;
  const [store] = await db.select().from(keyStores).where(eq(keyStores.id, storeId));
  return store ?? null;
};

const keyDocument = async (db: Db, key: KeyRow): Promise<TKeyDocument> => ({
  data: presentKey(key, await storeOf(db, key.storeId)),
});

/** The entry a change of a key writes: on its property's history when assigned, else on the key itself. */
const keyAudit = (
  caller: SessionUser,
  key: KeyRow,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditEntry => ({
  actor: actorOf(caller),
  action,
  entity: key.propertyId ? 'property' : 'key',
  entityId: key.propertyId ?? key.id,
  before,
  after,
});

/**
 * `GET v3/keys?name=&assignedToProperty=0&storeId=` (spec 000 §7): keys by name. Keys on a property are listed for
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
  return {
    data: rows.map((row) => presentKey(row.key, row.store)),
    meta: { totalCount, totalPages: Math.ceil(totalCount / size) },
  };
};

/** `GET v3/keys/{id}`: one key the caller reaches (else 404). */
export const getKey = async (options: { db: Db; caller: SessionUser; id: string }): Promise<TKeyDocument> => {
  const { row } = await findKeyInScope(options.db, scopeCallerOf(options.caller), options.id);
  return keyDocument(options.db, row);
};

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
  return {
    data: rows.map((row) => presentKey(row.key, row.store)),
    meta: { totalCount: rows.length, distanceNote: estimated ? DISTANCE_MESSAGES.straightLine : null },
  };
};

/**
 * `POST v3/properties/{id}/keys` (spec 000 §7): assign a key waiting in a store (`keyId`), or make a new key in a
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
  return { data: presentKey(key, store) };
};

/**
 * `PATCH v3/keys/{id}` (spec 000 §7): rename, set the status, or `isPrimary: true`, which takes the primary from the
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
  return keyDocument(db, key);
};

/**
 * `PATCH v3/keys/{id}/unassign` (spec 000 §7): the key leaves the property and waits in its store. When it was the
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
  return { data: presentKey(key, store) };
};

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
 * `POST v3/keys/{id}/refresh` (spec 000 §7): the status from KeyNest when it holds the key and is configured
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
  return {
    data: presentKey(key, store),
    meta: { statusSource: reading.source, message: reading.message, distanceNote: measured?.note ?? null },
  };
};
