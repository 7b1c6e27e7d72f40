import {
  composeAddress,
  isTemplateLocked,
  type TKeyDocument,
  type TKeyItem,
  type TKeyStoreAttachmentResponse,
  type TKeyStoreDocument,
  type TKeyStoreItem,
  type TKeyStoreRef,
  type TKeysResponse,
  type TKeyStoresResponse,
  type TPlacesResponse,
  type TPropertyKeysResponse,
  type TRefreshKeyResponse,
} from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { keys, keyStores } from '../../db/schema';
import type { GazetteerPlace } from './gazetteer';

export type KeyRow = typeof keys.$inferSelect;
export type KeyStoreRow = typeof keyStores.$inferSelect;

/** The store as a key shows it (docs/product/keys.md#fields 'Key store'): where to go, not the template's every field. */
const presentStoreRef = (store: KeyStoreRow): TKeyStoreRef => ({
  id: store.id,
  name: store.displayName ?? store.name,
  storeType: store.storeType,
  address: store.address,
  keyNestId: store.keyNestId,
  openingTime: store.openingTime,
});

/** A key (docs/product/keys.md#fields 'Key'), with its store, property, primary flag and distance; nothing else of the row. */
const presentKey = (key: KeyRow, store: KeyStoreRow | null): TKeyItem => ({
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

/** A key collection template (docs/product/keys.md#fields); each photo's download URL is signed again, for 15 minutes. */
const presentKeyStore = (options: {
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

type KeyWithStore = { key: KeyRow; store: KeyStoreRow | null };
type KeyStoreWithCount = { store: KeyStoreRow; numberOfProperties: number };

export const presentKeyDocument = (key: KeyRow, store: KeyStoreRow | null): TKeyDocument => ({
  data: presentKey(key, store),
});

/** A page of keys with their totals. */
export const presentKeys = (rows: readonly KeyWithStore[], meta: TKeysResponse['meta']): TKeysResponse => ({
  data: rows.map((row) => presentKey(row.key, row.store)),
  meta,
});

/** A property's keys, and whether a distance among them is a straight line. */
export const presentPropertyKeys = (
  rows: readonly KeyWithStore[],
  meta: TPropertyKeysResponse['meta'],
): TPropertyKeysResponse => ({
  data: rows.map((row) => presentKey(row.key, row.store)),
  meta,
});

/** A refreshed key, with where its status came from. */
export const presentRefreshedKey = (
  key: KeyRow,
  store: KeyStoreRow | null,
  meta: TRefreshKeyResponse['meta'],
): TRefreshKeyResponse => ({ data: presentKey(key, store), meta });

/** A page of key collection templates with their totals. */
export const presentKeyStores = (
  rows: readonly KeyStoreWithCount[],
  blob: BlobStore,
  meta: TKeyStoresResponse['meta'],
): TKeyStoresResponse => ({
  data: rows.map((row) => presentKeyStore({ store: row.store, numberOfProperties: row.numberOfProperties, blob })),
  meta,
});

export const presentKeyStoreDocument = (row: KeyStoreWithCount, blob: BlobStore): TKeyStoreDocument => ({
  data: presentKeyStore({ store: row.store, numberOfProperties: row.numberOfProperties, blob }),
});

/** Where to upload a template photo, and the s3Key the template then lists. */
export const presentKeyStoreAttachment = (
  attributes: TKeyStoreAttachmentResponse['data']['attributes'],
): TKeyStoreAttachmentResponse => ({ data: { type: 'key-store-attachment', attributes } });

/** Gazetteer suburbs and towns as the key-location form's address choices. */
export const presentPlaces = (places: readonly GazetteerPlace[]): TPlacesResponse => ({
  data: places.map((place) => ({
    placeId: place.placeId,
    full: composeAddress({
      street: null,
      city: place.name,
      state: place.region,
      postcode: place.postcode,
      country: place.country,
    }),
    street: null,
    unit: null,
    city: place.name,
    state: place.region,
    postcode: place.postcode,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
  })),
});
