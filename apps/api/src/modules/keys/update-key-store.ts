import { eq } from 'drizzle-orm';
import {
  HTTP,
  isTemplateLocked,
  KEY_ERROR_CODES,
  TEMPLATE_MESSAGES,
  type TKeyStoreDocument,
  type TUpdateKeyStoreBody,
} from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { DistanceService } from '../../adapters/maps';
import type { Db } from '../../db/client';
import { keys, keyStores, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { distanceColumns, measureDistance } from './key-location';
import { resolveAddress, sameAddress } from './key-store-address';
import { auditView, checkedPhotos } from './key-store-photos';
import type { KeyStoreRow } from './keys.presenter';
import { findKeyStore, readKeyStoreDocument } from './keys.queries';

const locked = (detail: string, pointer: string) =>
  new AppError({ status: HTTP.badRequest, code: KEY_ERROR_CODES.storeLocked, detail, source: { pointer } });

/**
 * `PATCH v3/key-stores/{id}` (docs/product/templates.md#rules, #calls): the fields sent. A KeyNest template's name, address and type are
 * locked (400). A moved store's assigned keys get their distances measured again, after the change commits.
 */
export const updateKeyStore = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  id: string;
  body: TUpdateKeyStoreBody;
  distance: DistanceService;
}): Promise<TKeyStoreDocument> => {
  const { db, blob, caller, body } = options;
  const current = await findKeyStore(db, options.id);
  const address = await resolveAddress(db, body);
  if (isTemplateLocked(current.storeType)) {
    if (body.name !== undefined && body.name !== current.name) throw locked(TEMPLATE_MESSAGES.keyNestLocked, '/name');
    if (address && !sameAddress(address, current)) throw locked(TEMPLATE_MESSAGES.keyNestLocked, '/addressComponents');
    if (body.storeType !== undefined && body.storeType !== current.storeType) {
      throw locked(TEMPLATE_MESSAGES.keyNestTypeLocked, '/storeType');
    }
  }
  const known = new Set(current.photos.map((photo) => photo.s3Key));
  const photos = body.photos ? await checkedPhotos(blob, body.photos, known) : undefined;
  const next: Partial<KeyStoreRow> = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.displayName !== undefined ? { displayName: body.displayName } : {}),
    ...(body.storeType !== undefined ? { storeType: body.storeType } : {}),
    ...(address ?? {}),
    ...(body.openingTime !== undefined ? { openingTime: body.openingTime } : {}),
    ...(body.longDescription !== undefined ? { longDescription: body.longDescription } : {}),
    ...(photos ? { photos } : {}),
    ...(body.keyNestId !== undefined ? { keyNestId: body.keyNestId } : {}),
    ...(body.storeId !== undefined ? { storeId: body.storeId } : {}),
  };
  const changed = (Object.keys(next) as (keyof KeyStoreRow)[]).filter(
    (field) => JSON.stringify(next[field]) !== JSON.stringify(current[field]),
  );
  if (changed.length > 0) {
    const pick = (row: Partial<KeyStoreRow>) => Object.fromEntries(changed.map((field) => [field, row[field]]));
    await auditedChange(db, async (tx) => {
      await tx.update(keyStores).set(next).where(eq(keyStores.id, current.id));
      return {
        result: undefined,
        audit: {
          actor: actorOf(caller),
          action: 'key-stores.update',
          entity: 'key_store',
          entityId: current.id,
          before: auditView(pick(current)),
          after: auditView(pick(next)),
        },
      };
    });
    const dropped = [...known].filter((key) => !photos || !photos.some((photo) => photo.s3Key === key));
    if (photos) await Promise.all(dropped.map((key) => blob.delete(key).catch(() => undefined)));
    if (changed.includes('latitude') || changed.includes('longitude')) {
      await remeasureStoreKeys(db, options.distance, { ...current, ...next });
    }
  }
  return readKeyStoreDocument(db, blob, caller, current.id);
};

/** The distances of a moved store's assigned keys, measured again one by one (each may be a maps call). */
const remeasureStoreKeys = async (db: Db, distance: DistanceService, store: KeyStoreRow) => {
  const assigned = await db
    .select({ id: keys.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(keys)
    .innerJoin(properties, eq(properties.id, keys.propertyId))
    .where(eq(keys.storeId, store.id));
  for (const key of assigned) {
    const measured = await measureDistance(distance, store, key);
    await db.update(keys).set(distanceColumns(measured)).where(eq(keys.id, key.id));
  }
};
