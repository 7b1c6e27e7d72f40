import { isTemplateLocked, type TKeyItem, type TKeyStoreItem, type TKeyStoreRef } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { keys, keyStores } from '../../db/schema';

export type KeyRow = typeof keys.$inferSelect;
export type KeyStoreRow = typeof keyStores.$inferSelect;

/** The store as a key shows it (spec 000 §3 'Key store'): where to go, not the template's every field. */
export const presentStoreRef = (store: KeyStoreRow): TKeyStoreRef => ({
  id: store.id,
  name: store.displayName ?? store.name,
  storeType: store.storeType,
  address: store.address,
  keyNestId: store.keyNestId,
  openingTime: store.openingTime,
});

/** A key (spec 000 §3 'Key'), with its store, property, primary flag and distance; nothing else of the row. */
export const presentKey = (key: KeyRow, store: KeyStoreRow | null): TKeyItem => ({
  id: key.id,
  type: 'key',
  attributes: {
    name: key.name,
    keyNestId: key.keyNestId,
    status: key.status,
    store: store ? presentStoreRef(store) : null,
    propertyId: key.propertyId,
    isPrimary: key.isPrimary,
    distance:
      key.distanceMetres !== null && key.distanceKind !== null
        ? { metres: key.distanceMetres, kind: key.distanceKind }
        : null,
    refreshedAt: key.refreshedAt?.toISOString() ?? null,
  },
});

/** A key collection template (spec 001 §3); each photo's download URL is signed again, for 15 minutes. */
export const presentKeyStore = (options: {
  store: KeyStoreRow;
  numberOfProperties: number;
  blob: BlobStore;
}): TKeyStoreItem => {
  const { store } = options;
  return {
    id: store.id,
    type: 'key-store',
    attributes: {
      name: store.name,
      displayName: store.displayName,
      storeType: store.storeType,
      address: store.address,
      addressComponents: {
        street: store.street,
        city: store.city,
        postcode: store.postcode,
        state: store.state,
        country: store.country,
      },
      latitude: store.latitude,
      longitude: store.longitude,
      googlePlaceId: store.googlePlaceId,
      manualAddress: store.googlePlaceId === null,
      openingTime: store.openingTime,
      longDescription: store.longDescription,
      photos: store.photos.map((photo) => ({ s3Key: photo.s3Key, url: options.blob.signedUrl(photo.s3Key) })),
      numberOfProperties: options.numberOfProperties,
      keyNestId: store.keyNestId,
      storeId: store.storeId,
      locked: isTemplateLocked(store.storeType),
    },
  };
};
