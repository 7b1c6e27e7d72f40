/*
 * Keys, key stores (key collection templates) and the distance from a store to a property
 * (docs/product/keys.md, docs/product/templates.md; issue 14). No zod here: the web reads these in its first load.
 */

/** Where keys are kept (docs/product/keys.md#fields): a convenience store, an offsite office or a KeyNest. */
export const KEY_STORE_TYPES = ['convenience-store', 'offsite', 'key-nest'] as const;
export type KeyStoreType = (typeof KEY_STORE_TYPES)[number];
export const KEY_STORE_TYPE_LABELS: Record<KeyStoreType, string> = {
  'convenience-store': 'Convenience store',
  offsite: 'Offsite',
  'key-nest': 'KeyNest',
};

/** How a key's distance was measured: a maps service's walking route, or a straight line (offline, or its failure). */
export const DISTANCE_KINDS = ['walking', 'straight-line'] as const;
export type DistanceKind = (typeof DISTANCE_KINDS)[number];

/** The key-location address form takes Australian and New Zealand addresses only (docs/product/keys.md#screens, #rules). */
export const ADDRESS_COUNTRIES = ['Australia', 'New Zealand'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
/** The two countries' extent, mainland and islands (Lord Howe, Stewart Island, Norfolk Island), as a box. */
export const AU_NZ_BOUNDS = { latMin: -48, latMax: -9, lngMin: 112, lngMax: 179 } as const;

/** A template's address is picked from the gazetteer ('search') or typed in full ('manual', docs/product/keys.md#rules). */
export const ADDRESS_MODES = ['search', 'manual'] as const;
export type AddressMode = (typeof ADDRESS_MODES)[number];

export const KEY_LIMITS = {
  keyNameMax: 100,
  templateNameMax: 120,
  displayNameMax: 120,
  streetMax: 200,
  cityMax: 100,
  postcodeMax: 10,
  stateMax: 60,
  openingTimeMax: 300,
  longDescriptionMax: 2000,
  keyNestIdMax: 60,
  placeIdMax: 120,
  searchMax: 100,
  photosMax: 12,
  /** Keys listed a page, and at most. */
  pageSize: 25,
  pageSizeMax: 100,
  /** Places the address search offers. */
  placesMax: 10,
  placeSearchMinChars: 2,
} as const;

/** The templates page (docs/product/keys.md#limits): pages of 25, 400 ms search, a 550 px modal, a 450 px confirm closing 200 ms after. */
export const TEMPLATE_LIST = {
  pageSize: 25,
  pageSizeMax: 100,
  searchDebounceMs: 400,
  modalWidth: 550,
  confirmWidth: 450,
  closeAfterDeleteMs: 200,
} as const;

/** Sorts of the templates list (docs/product/keys.md#calls), '-' for descending. */
export const TEMPLATE_SORTS = [
  'name',
  '-name',
  'type',
  '-type',
  'address',
  '-address',
  'photos',
  '-photos',
  'properties',
  '-properties',
] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

/** Template photos: jpg, jpeg and png, at most 20 MB (docs/product/keys.md#rules; docs/CONTRIBUTING.md#security). Keys are attachment-url's `type`. */
export const TEMPLATE_PHOTO_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' } as const;
export type TemplatePhotoType = keyof typeof TEMPLATE_PHOTO_TYPES;
export const TEMPLATE_PHOTO_TYPE_KEYS = Object.keys(TEMPLATE_PHOTO_TYPES) as [
  TemplatePhotoType,
  ...TemplatePhotoType[],
];
export const TEMPLATE_PHOTO_MAX_BYTES = 20 * 1024 * 1024;

export const TEMPLATE_MESSAGES = {
  title: 'Key Collection Templates',
  addButton: 'Add New Template',
  addTitle: 'Add a key collection template',
  editTitle: 'Edit Key Collection Template',
  deleteConfirm: 'Are you sure you want to delete this key collection template?',
  /** The 409 of a delete while a key of the template is assigned to a property (docs/product/keys.md#messages). */
  inUse: 'Property Key is using this Key Collection Template, cannot delete it.',
  emptySearch: 'There are no templates matching your search',
  emptyNone: 'There are no templates available yet',
  searchPlaceholder: 'Search templates by name or address',
  nameRequired: 'Enter a template name',
  typeRequired: 'Choose a type',
  placeRequired: 'Choose a suburb or town from the list',
  streetRequired: 'Enter a street',
  cityRequired: 'Enter a city or suburb',
  postcodeRequired: 'Enter a postcode',
  postcodeInvalid: 'Enter a 4-digit postcode',
  latitudeRequired: 'Enter a latitude',
  longitudeRequired: 'Enter a longitude',
  latitudeInvalid: 'Enter a latitude between -48 and -9 (Australia or New Zealand)',
  longitudeInvalid: 'Enter a longitude between 112 and 179 (Australia or New Zealand)',
  countryInvalid: 'Addresses are limited to Australia and New Zealand',
  placeNotFound: 'That place is not in the Australian and New Zealand gazetteer.',
  /** docs/product/keys.md#rules: a KeyNest template's name and address come from KeyNest. */
  keyNestLocked: 'The name and address of a KeyNest template come from KeyNest and cannot be changed.',
  keyNestTypeLocked: 'A KeyNest template stays a KeyNest template.',
  photoNotUploaded: 'A photo was not uploaded here. Upload it again.',
  photoTypes: 'Photos must be jpg, jpeg or png',
  photosTooMany: `A template holds at most ${KEY_LIMITS.photosMax} photos`,
  notFound: 'No key collection template with that id.',
} as const;

export const KEY_MESSAGES = {
  /** docs/product/keys.md#messages. */
  noItems: 'No items found.',
  noKeys: 'This property has no keys yet.',
  noUnassignedKeys: 'No unassigned keys in this store: give the new key a name.',
  nameRequired: 'Enter a key name',
  keyOrName: 'Choose a key from the store, or give a new key a name',
  keyAssigned: 'That key is already assigned to a property. Unassign it first.',
  keyNotAssigned: 'That key is not assigned to a property.',
  primaryNotAssigned: 'Only a key assigned to a property can be its primary key.',
  storeNotFound: 'No key store with that id.',
  notFound: 'No key with that id.',
  unassignConfirm: 'Unassign this key from the property? It stays in its store.',
  /** The offline KeyNest adapter (docs/CONTRIBUTING.md#adapters: offline is a real mode, and says so). */
  keyNestOffline: 'KeyNest is not configured, so the status shown is the one last recorded here.',
  keyNestLive: 'Status read from KeyNest just now.',
  notKeyNest: 'This key is not held by KeyNest: its status is kept here.',
  keyNestFailed: 'KeyNest did not answer',
} as const;

/** The distance messages of docs/product/keys.md#messages, and the label of an estimate (docs/CONTRIBUTING.md#adapters). */
export const DISTANCE_MESSAGES = {
  calculating: (status: string) => `Error in calculating distance: ${status}`,
  matrix: (status: string) => `Distance Matrix API error: ${status}`,
  notLoaded: 'Google Maps API is not loaded.',
  straightLine: 'distance is a straight-line estimate',
  /** Beside a distance on screen. */
  straightLineShort: '(straight-line estimate)',
  noLocation: 'No distance: the property or the store has no map position.',
} as const;

export const KEY_ERROR_CODES = {
  notFound: 'KEY_NOT_FOUND',
  storeNotFound: 'KEY_STORE_NOT_FOUND',
  keyAssigned: 'KEY_ASSIGNED',
  keyNotAssigned: 'KEY_NOT_ASSIGNED',
  storeInUse: 'KEY_STORE_IN_USE',
  storeLocked: 'KEY_STORE_LOCKED',
  photo: 'KEY_STORE_PHOTO',
  place: 'KEY_STORE_PLACE',
  keyNest: 'KEYNEST_ERROR',
} as const;

/**
 * Where a key's status came from on refresh: KeyNest just now; KeyNest not configured (the stored status); a key
 * KeyNest does not hold (kept here); KeyNest configured but failing (the stored status, and why).
 */
export const KEY_STATUS_SOURCES = ['keynest', 'offline', 'local', 'unavailable'] as const;
export type KeyStatusSource = (typeof KEY_STATUS_SOURCES)[number];
