import { and, eq, sql } from 'drizzle-orm';
import { DISTANCE_MESSAGES, propertyKeyOf, type DistanceKind, type KeyStatus, type KeyType } from '@hearth/domain';
import { DistanceError, straightLineDistance, type DistanceService, type GeoPoint } from '../../adapters/maps';
import type { Db } from '../../db/client';
import { keys, keyStores, properties } from '../../db/schema';

/*
 * What every key call shares: how far a store is from a property, and keeping the property's key type and status
 * in step with its primary key (the property list filters on them).
 */

export type MeasuredDistance = {
  distance: { metres: number; kind: DistanceKind } | null;
  /** Why it is an estimate, or why there is none: shown beside the distance. */
  note: string | null;
};

const pointOf = (row: { latitude: number | null; longitude: number | null }): GeoPoint | null =>
  row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude };

/**
 * From the store to the property: the maps service's walking distance, or a straight line when the service is
 * offline or fails (the failure's words, docs/product/keys.md#messages, become the note). Call it outside a transaction: it may
 * take a network round trip.
 */
export const measureDistance = async (
  service: DistanceService,
  store: { latitude: number | null; longitude: number | null } | null,
  property: { latitude: number | null; longitude: number | null } | null,
): Promise<MeasuredDistance> => {
  const from = store ? pointOf(store) : null;
  const to = property ? pointOf(property) : null;
  if (!from || !to) return { distance: null, note: store && property ? DISTANCE_MESSAGES.noLocation : null };
  try {
    const distance = await service.measure(from, to);
    return { distance, note: distance.kind === 'straight-line' ? DISTANCE_MESSAGES.straightLine : null };
  } catch (error) {
    if (!(error instanceof DistanceError)) throw error;
    return { distance: straightLineDistance(from, to), note: `${error.message}; ${DISTANCE_MESSAGES.straightLine}` };
  }
};

/** The distance columns of a key row. */
export const distanceColumns = (measured: MeasuredDistance) => ({
  distanceMetres: measured.distance?.metres ?? null,
  distanceKind: measured.distance?.kind ?? null,
});

/** The map position of a property, for distances. */
export const propertyPoint = async (db: Db, propertyId: string) => {
  const [row] = await db
    .select({ latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? null;
};

/**
 * Holds the property's row until the transaction ends, so two calls changing its keys (the first key made primary,
 * a primary switch) run one after the other and the one-primary index is never raced into a 500.
 */
export const lockProperty = async (tx: Db, propertyId: string) => {
  await tx.execute(sql`select 1 from ${properties} where ${properties.id} = ${propertyId} for update`);
};

export type PropertyKeyState = { keyType: KeyType; keyStatus: KeyStatus };

/**
 * Sets the property's `keyType` and `keyStatus` from its primary key (propertyKeyOf), inside the caller's
 * transaction, and gives back what they were and are, for the audit entry (empty when nothing changed).
 */
export const syncPropertyKey = async (
  tx: Db,
  propertyId: string,
): Promise<{ before: Partial<PropertyKeyState>; after: Partial<PropertyKeyState> }> => {
  const [current] = await tx
    .select({ keyType: properties.keyType, keyStatus: properties.keyStatus })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!current) return { before: {}, after: {} };
  const [primary] = await tx
    .select({ status: keys.status, storeType: keyStores.storeType })
    .from(keys)
    .leftJoin(keyStores, eq(keyStores.id, keys.storeId))
    .where(and(eq(keys.propertyId, propertyId), eq(keys.isPrimary, true)));
  const next = propertyKeyOf(primary ?? null, current.keyType);
  const before: Partial<PropertyKeyState> = {};
  const after: Partial<PropertyKeyState> = {};
  for (const field of ['keyType', 'keyStatus'] as const) {
    if (next[field] !== current[field]) {
      (before as Record<string, string>)[field] = current[field];
      (after as Record<string, string>)[field] = next[field];
    }
  }
  if (Object.keys(after).length > 0) {
    await tx.update(properties).set(next).where(eq(properties.id, propertyId));
  }
  return { before, after };
};
