import { z } from 'zod';
import { csvEnum, intIn } from '../api/params.schemas';
import { KEY_STATUSES } from '../properties/properties.constants';
import {
  ADDRESS_MODES,
  DISTANCE_KINDS,
  KEY_LIMITS,
  KEY_MESSAGES,
  KEY_STATUS_SOURCES,
  KEY_STORE_TYPES,
  TEMPLATE_LIST,
  TEMPLATE_MESSAGES,
  TEMPLATE_PHOTO_TYPE_KEYS,
  TEMPLATE_SORTS,
} from './keys.constants';
import { templateProblems, type TemplateField, type TemplateInput } from './keys.rules';

/** Request and response pairs of the keys and key-store calls (docs/product/keys.md#calls). */

const pageParams = {
  'page[number]': intIn(1, 10_000).default(1),
  'page[size]': intIn(1, KEY_LIMITS.pageSizeMax).default(KEY_LIMITS.pageSize),
};
const ZListMeta = z.object({ totalCount: z.number().int(), totalPages: z.number().int() });

// ---------- Keys ----------

/** The store a key is in, as a key shows it (docs/product/keys.md#fields 'Key store': id, address, keyNestId, name). */
export const ZKeyStoreRef = z.object({
  id: z.string(),
  name: z.string(),
  storeType: z.enum(KEY_STORE_TYPES),
  address: z.string().nullable(),
  keyNestId: z.string().nullable(),
  openingTime: z.string().nullable(),
});
export type TKeyStoreRef = z.infer<typeof ZKeyStoreRef>;

export const ZKeyDistance = z.object({ metres: z.number().int(), kind: z.enum(DISTANCE_KINDS) });

/** A key (docs/product/keys.md#fields 'Key': id, keyNestId, name, store), with where it is and how far from its property. */
export const ZKeyAttributes = z.object({
  name: z.string(),
  keyNestId: z.string().nullable(),
  status: z.enum(KEY_STATUSES),
  store: ZKeyStoreRef.nullable(),
  /** The property it is assigned to; null while it waits in its store. */
  propertyId: z.string().nullable(),
  isPrimary: z.boolean(),
  /** From the store to the property; null when unassigned or either has no map position. */
  distance: ZKeyDistance.nullable(),
  /** When its status was last read from KeyNest. */
  refreshedAt: z.string().nullable(),
});
export const ZKeyItem = z.object({ id: z.string(), type: z.literal('key'), attributes: ZKeyAttributes });
export type TKeyItem = z.infer<typeof ZKeyItem>;

/** `GET v3/keys?name=&assignedToProperty=0&storeId=`: keys by name, unassigned ones only with `assignedToProperty=0`. */
export const ZKeysQuery = z.object({
  name: z.string().trim().max(KEY_LIMITS.searchMax).optional(),
  assignedToProperty: z.enum(['0', '1']).optional(),
  storeId: z.uuid().optional(),
  ...pageParams,
});
export type TKeysQuery = z.infer<typeof ZKeysQuery>;
/** `GET v3/keys` as a client sends it. */
export type TKeysParams = z.input<typeof ZKeysQuery>;
export const ZKeysResponse = z.object({ data: z.array(ZKeyItem), meta: ZListMeta });
export type TKeysResponse = z.infer<typeof ZKeysResponse>;

export const ZKeyDocument = z.object({ data: ZKeyItem });
export type TKeyDocument = z.infer<typeof ZKeyDocument>;

/** `GET v3/properties/{id}/keys`: the property's keys, primary first; `distanceNote` when a distance is an estimate. */
export const ZPropertyKeysResponse = z.object({
  data: z.array(ZKeyItem),
  meta: z.object({ totalCount: z.number().int(), distanceNote: z.string().nullable() }),
});
export type TPropertyKeysResponse = z.infer<typeof ZPropertyKeysResponse>;

const ZKeyName = z
  .string({ error: KEY_MESSAGES.nameRequired })
  .trim()
  .min(1, KEY_MESSAGES.nameRequired)
  .max(KEY_LIMITS.keyNameMax, `A key name has at most ${KEY_LIMITS.keyNameMax} characters`);

/**
 * `PATCH v3/keys/{id}`: rename, set the status, or `isPrimary: true` (docs/product/keys.md#calls), which takes the primary from the
 * property's other key. Unknown fields are refused: the property and store change through assign and unassign.
 */
export const ZUpdateKeyRequest = z
  .object({
    name: ZKeyName.optional(),
    status: z.enum(KEY_STATUSES).optional(),
    isPrimary: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send a name, a status or isPrimary');
export type TUpdateKeyRequest = z.input<typeof ZUpdateKeyRequest>;

/**
 * `POST v3/properties/{id}/keys`: assign an unassigned key (`keyId`) or a new key made in a store (`name`, `storeId`).
 * The property's first key becomes its primary key.
 */
export const ZAssignKeyRequest = z.union(
  [
    z.object({ keyId: z.uuid() }).strict(),
    z.object({ name: ZKeyName, storeId: z.uuid(), status: z.enum(KEY_STATUSES).optional() }).strict(),
  ],
  { error: KEY_MESSAGES.keyOrName },
);
export type TAssignKeyRequest = z.input<typeof ZAssignKeyRequest>;

/** `POST v3/keys/{id}/refresh`: the key, where its status came from and what to say about it. */
export const ZRefreshKeyResponse = z.object({
  data: ZKeyItem,
  meta: z.object({
    statusSource: z.enum(KEY_STATUS_SOURCES),
    message: z.string(),
    distanceNote: z.string().nullable(),
  }),
});
export type TRefreshKeyResponse = z.infer<typeof ZRefreshKeyResponse>;

// ---------- Key stores (key collection templates) ----------

/** `GET v3/key-stores?type=offsite,key-nest&search=&sort=&page[number]=&page[size]=25` (docs/product/keys.md#calls). */
export const ZKeyStoresQuery = z.object({
  type: csvEnum(KEY_STORE_TYPES).optional(),
  search: z.string().trim().max(KEY_LIMITS.searchMax).optional(),
  sort: z.enum(TEMPLATE_SORTS).optional(),
  'page[number]': intIn(1, 10_000).default(1),
  'page[size]': intIn(1, TEMPLATE_LIST.pageSizeMax).default(TEMPLATE_LIST.pageSize),
});
export type TKeyStoresQuery = z.infer<typeof ZKeyStoresQuery>;
/** `GET v3/key-stores` as a client sends it (`type` comma-separated). */
export type TKeyStoresParams = z.input<typeof ZKeyStoresQuery>;

export const ZAddressComponents = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});

/** A key collection template (docs/product/keys.md#fields); photos carry a download URL signed for 15 minutes beside their key. */
export const ZKeyStoreAttributes = z.object({
  name: z.string(),
  displayName: z.string().nullable(),
  storeType: z.enum(KEY_STORE_TYPES),
  address: z.string().nullable(),
  addressComponents: ZAddressComponents,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  googlePlaceId: z.string().nullable(),
  /** Typed in full rather than picked from the place search (docs/product/keys.md#fields 'Store/key location'). */
  manualAddress: z.boolean(),
  openingTime: z.string().nullable(),
  longDescription: z.string().nullable(),
  photos: z.array(z.object({ s3Key: z.string(), url: z.string() })),
  /** Properties with a key from this store, among those the caller reaches. */
  numberOfProperties: z.number().int(),
  keyNestId: z.string().nullable(),
  storeId: z.string().nullable(),
  /** A KeyNest template: name and address cannot be changed (docs/product/keys.md#rules). */
  locked: z.boolean(),
});
export const ZKeyStoreItem = z.object({
  id: z.string(),
  type: z.literal('key-store'),
  attributes: ZKeyStoreAttributes,
});
export type TKeyStoreItem = z.infer<typeof ZKeyStoreItem>;
export const ZKeyStoresResponse = z.object({ data: z.array(ZKeyStoreItem), meta: ZListMeta });
export type TKeyStoresResponse = z.infer<typeof ZKeyStoresResponse>;
export const ZKeyStoreDocument = z.object({ data: ZKeyStoreItem });
export type TKeyStoreDocument = z.infer<typeof ZKeyStoreDocument>;

/** Optional text: trimmed, capped, '' read as null (a cleared field). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const ZTemplateFields = {
  name: z
    .string({ error: TEMPLATE_MESSAGES.nameRequired })
    .trim()
    .max(KEY_LIMITS.templateNameMax, `A template name has at most ${KEY_LIMITS.templateNameMax} characters`),
  displayName: optionalText(KEY_LIMITS.displayNameMax),
  storeType: z.enum(KEY_STORE_TYPES, { error: TEMPLATE_MESSAGES.typeRequired }),
  addressMode: z.enum(ADDRESS_MODES),
  /** Search mode: the place picked from `GET v3/key-stores/places`. */
  placeId: optionalText(KEY_LIMITS.placeIdMax),
  addressComponents: z
    .object({
      street: optionalText(KEY_LIMITS.streetMax),
      city: optionalText(KEY_LIMITS.cityMax),
      postcode: optionalText(KEY_LIMITS.postcodeMax),
      state: optionalText(KEY_LIMITS.stateMax),
      country: optionalText(KEY_LIMITS.cityMax),
    })
    .strict()
    .optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  openingTime: optionalText(KEY_LIMITS.openingTimeMax),
  longDescription: optionalText(KEY_LIMITS.longDescriptionMax),
  photos: z
    .array(z.object({ s3Key: z.string().max(100) }).strict())
    .max(KEY_LIMITS.photosMax, TEMPLATE_MESSAGES.photosTooMany)
    .optional(),
  keyNestId: optionalText(KEY_LIMITS.keyNestIdMax),
  storeId: optionalText(KEY_LIMITS.keyNestIdMax),
};

/** Where each field's problem points in the body. */
const PATHS: Record<TemplateField, (string | number)[]> = {
  name: ['name'],
  storeType: ['storeType'],
  placeId: ['placeId'],
  street: ['addressComponents', 'street'],
  city: ['addressComponents', 'city'],
  postcode: ['addressComponents', 'postcode'],
  country: ['addressComponents', 'country'],
  latitude: ['latitude'],
  longitude: ['longitude'],
};

type TemplateBody = {
  name?: string;
  storeType?: TemplateInput['storeType'];
  addressMode?: TemplateInput['addressMode'];
  placeId?: string | null;
  addressComponents?: {
    street?: string | null;
    city?: string | null;
    postcode?: string | null;
    country?: string | null;
  };
  latitude?: number | null;
  longitude?: number | null;
};

const templateChecks = (partial: boolean) => (body: TemplateBody, ctx: z.RefinementCtx) => {
  const address = body.addressComponents;
  const hasAddressField =
    body.placeId !== undefined || address !== undefined || body.latitude !== undefined || body.longitude !== undefined;
  if (partial && hasAddressField && !body.addressMode) {
    ctx.addIssue({ code: 'custom', path: ['addressMode'], message: 'Send addressMode with a new address' });
  }
  const problems = templateProblems(
    {
      name: body.name,
      storeType: body.storeType,
      addressMode: body.addressMode,
      placeId: body.placeId,
      street: address?.street,
      city: address?.city,
      postcode: address?.postcode,
      country: address?.country,
      latitude: body.latitude,
      longitude: body.longitude,
    },
    { partial },
  );
  for (const [field, message] of Object.entries(problems) as [TemplateField, string][]) {
    ctx.addIssue({ code: 'custom', path: PATHS[field], message });
  }
};

/**
 * `POST v3/key-stores`: a template (docs/product/keys.md#fields, #rules). The address is a gazetteer place (search mode, with an optional
 * street line) or typed in full (manual mode: street, city, postcode, latitude and longitude required). Photos are
 * the s3Keys attachment-url gave.
 */
export const ZCreateKeyStoreRequest = z.object(ZTemplateFields).strict().superRefine(templateChecks(false));
export type TCreateKeyStoreRequest = z.input<typeof ZCreateKeyStoreRequest>;
export type TCreateKeyStoreBody = z.output<typeof ZCreateKeyStoreRequest>;

/**
 * `PATCH v3/key-stores/{id}`: the fields sent; an address is replaced whole and comes with its `addressMode`. A
 * KeyNest template's name and address are locked (docs/product/keys.md#rules): changing them is a 400.
 */
export const ZUpdateKeyStoreRequest = z
  .object({
    ...ZTemplateFields,
    name: ZTemplateFields.name.optional(),
    storeType: ZTemplateFields.storeType.optional(),
    addressMode: ZTemplateFields.addressMode.optional(),
  })
  .strict()
  .superRefine(templateChecks(true))
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field');
export type TUpdateKeyStoreRequest = z.input<typeof ZUpdateKeyStoreRequest>;
export type TUpdateKeyStoreBody = z.output<typeof ZUpdateKeyStoreRequest>;

/** `GET v3/key-stores/attachment-url?type=png`: where to PUT one template photo, and the s3Key to save. */
export const ZKeyStoreAttachmentQuery = z.object({ type: z.enum(TEMPLATE_PHOTO_TYPE_KEYS).default('jpeg') });
export const ZKeyStoreAttachmentResponse = z.object({
  data: z.object({
    type: z.literal('key-store-attachment'),
    attributes: z.object({ s3Key: z.string(), signedUrl: z.string(), expiresAt: z.string() }),
  }),
});
export type TKeyStoreAttachmentResponse = z.infer<typeof ZKeyStoreAttachmentResponse>;

/** `GET v3/key-stores/places?search=`: AU and NZ suburbs and towns for the key-location address form. */
export const ZPlacesQuery = z.object({ search: z.string().trim().max(KEY_LIMITS.searchMax).default('') });
/** An address parsed from a place (docs/product/keys.md#fields): a suburb or town of the gazetteer, without a street. */
export const ZPlace = z.object({
  placeId: z.string(),
  full: z.string(),
  street: z.string().nullable(),
  unit: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postcode: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TPlace = z.infer<typeof ZPlace>;
export const ZPlacesResponse = z.object({ data: z.array(ZPlace) });
export type TPlacesResponse = z.infer<typeof ZPlacesResponse>;
