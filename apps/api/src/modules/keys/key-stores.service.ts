import { and, asc, count, eq, inArray, isNotNull, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import {
  can,
  composeAddress,
  HTTP,
  isTemplateLocked,
  KEY_ERROR_CODES,
  KEY_LIMITS,
  TEMPLATE_MESSAGES,
  TEMPLATE_PHOTO_MAX_BYTES,
  TEMPLATE_PHOTO_TYPES,
  type TCreateKeyStoreBody,
  type TemplatePhotoType,
  type TemplateSort,
  type TKeyStoreDocument,
  type TKeyStoresQuery,
  type TKeyStoresResponse,
  type TPlacesResponse,
  type TUpdateKeyStoreBody,
} from '@hearth/domain';
import { BLOB_KEY_PATTERN, type BlobStore } from '../../adapters/blob';
import type { DistanceService } from '../../adapters/maps';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import { keys, keyStores, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { getPlace, searchPlaces } from './gazetteer';
import type { SessionUser } from '../../types';
import { distanceColumns, hasSqlState, measureDistance } from './key-location';
import { presentKeyStore, type KeyStoreRow } from './keys.presenter';

/** Template photos live under this prefix; a photo key of another purpose is never accepted. */
const PHOTO_PREFIX = 'key-store-photo';
const PHOTO_CONTENT_TYPES = [...new Set(Object.values(TEMPLATE_PHOTO_TYPES))];
/** SQLSTATE foreign_key_violation: a key was put in the store while it was being deleted. */
const FOREIGN_KEY_VIOLATION = '23503';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const notFound = () =>
  new AppError({ status: HTTP.notFound, code: KEY_ERROR_CODES.storeNotFound, detail: TEMPLATE_MESSAGES.notFound });

const inUse = () =>
  new AppError({ status: HTTP.conflict, code: KEY_ERROR_CODES.storeInUse, detail: TEMPLATE_MESSAGES.inUse });

const locked = (detail: string, pointer: string) =>
  new AppError({ status: HTTP.badRequest, code: KEY_ERROR_CODES.storeLocked, detail, source: { pointer } });

/**
 * Properties with a key from the store: every one on the templates page (template:manage, developers, who reach no
 * property themselves), else among the properties the caller reaches. The store's id is written out in full: in a
 * one-table select Drizzle leaves columns unqualified, and a bare `id` is ambiguous inside the subquery.
 */
const propertiesCount = (caller: SessionUser): SQL<number> => {
  const scopeCaller = scopeCallerOf(caller);
  const scope = can(scopeCaller, 'template:manage')
    ? undefined
    : propertyScope(scopeCaller, { id: sql`kp.id`, companyId: sql`kp.company_id` });
  return sql<number>`(select count(distinct kp.id)::int from ${keys} kk join ${properties} kp on kp.id = kk.property_id where kk.store_id = ${sql.raw('"key_stores"."id"')}${scope ? sql` and ${scope}` : sql``})`;
};

const sortOf = (sort: TemplateSort | undefined, count: SQL<number>): SQL[] => {
  const field = (sort ?? 'name').replace(/^-/, '');
  const column: SQL =
    field === 'type'
      ? sql`${keyStores.storeType}`
      : field === 'address'
        ? sql`lower(${keyStores.address})`
        : field === 'photos'
          ? sql`jsonb_array_length(${keyStores.photos})`
          : field === 'properties'
            ? count
            : sql`lower(${keyStores.name})`;
  const direction = sort?.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, sql`lower(${keyStores.name}) asc`, asc(keyStores.id)];
};

/**
 * `GET v3/key-stores?type=&search=&sort=&page[number]=&page[size]=25` (spec 000 §7, spec 001 §7): templates by
 * type, searched by name and address, sorted by name, type, address, photos or properties, with totals.
 */
export const findKeyStores = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  query: TKeyStoresQuery;
}): Promise<TKeyStoresResponse> => {
  const { db, query } = options;
  const filters: SQL[] = [];
  if (query.type && query.type.length > 0) filters.push(inArray(keyStores.storeType, query.type));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    filters.push(
      sql`(${keyStores.name} ilike ${pattern} or ${keyStores.displayName} ilike ${pattern} or ${keyStores.address} ilike ${pattern})`,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const size = query['page[size]'];
  const numberOfProperties = propertiesCount(options.caller);
  const [counted] = await db.select({ n: count() }).from(keyStores).where(where);
  const rows = await db
    .select({ store: keyStores, numberOfProperties })
    .from(keyStores)
    .where(where)
    .orderBy(...sortOf(query.sort, numberOfProperties))
    .limit(size)
    .offset((query['page[number]'] - 1) * size);
  const totalCount = counted?.n ?? 0;
  return {
    data: rows.map((row) =>
      presentKeyStore({ store: row.store, numberOfProperties: row.numberOfProperties, blob: options.blob }),
    ),
    meta: { totalCount, totalPages: Math.ceil(totalCount / size) },
  };
};

const storeDocument = async (db: Db, blob: BlobStore, caller: SessionUser, id: string): Promise<TKeyStoreDocument> => {
  const [row] = await db
    .select({ store: keyStores, numberOfProperties: propertiesCount(caller) })
    .from(keyStores)
    .where(eq(keyStores.id, id));
  if (!row) throw notFound();
  return { data: presentKeyStore({ store: row.store, numberOfProperties: row.numberOfProperties, blob }) };
};

type ResolvedAddress = Pick<
  KeyStoreRow,
  'address' | 'street' | 'city' | 'postcode' | 'state' | 'country' | 'latitude' | 'longitude' | 'googlePlaceId'
>;

/**
 * The address a template body gives: a gazetteer place (search mode; the street line and a postcode may be added)
 * or the typed fields (manual mode, checked by the schema: street, city, postcode, latitude, longitude).
 */
const resolveAddress = async (db: Db, body: TUpdateKeyStoreBody): Promise<ResolvedAddress | null> => {
  if (!body.addressMode) return null;
  const parts: Partial<NonNullable<TUpdateKeyStoreBody['addressComponents']>> = body.addressComponents ?? {};
  if (body.addressMode === 'search') {
    const place = body.placeId ? await getPlace({ db, placeId: body.placeId }) : null;
    if (!place) {
      throw new AppError({
        status: HTTP.badRequest,
        code: KEY_ERROR_CODES.place,
        detail: TEMPLATE_MESSAGES.placeNotFound,
        source: { pointer: '/placeId' },
      });
    }
    const components = {
      street: parts.street ?? null,
      city: place.name,
      postcode: parts.postcode ?? place.postcode,
      state: place.region,
      country: place.country,
    };
    return {
      ...components,
      address: composeAddress(components),
      latitude: place.latitude,
      longitude: place.longitude,
      googlePlaceId: place.placeId,
    };
  }
  const components = {
    street: parts.street ?? null,
    city: parts.city ?? null,
    postcode: parts.postcode ?? null,
    state: parts.state ?? null,
    country: parts.country ?? 'Australia',
  };
  return {
    ...components,
    address: composeAddress(components),
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    googlePlaceId: null,
  };
};

const sameAddress = (a: ResolvedAddress, b: ResolvedAddress) =>
  (['address', 'street', 'city', 'postcode', 'state', 'country', 'latitude', 'longitude'] as const).every(
    (field) => a[field] === b[field],
  );

/** The photos a body lists, each one ours and uploaded (a key given before is kept without looking again). */
const checkedPhotos = async (
  blob: BlobStore,
  photos: readonly { s3Key: string }[],
  known: ReadonlySet<string>,
): Promise<{ s3Key: string }[]> => {
  const unique = [...new Set(photos.map((photo) => photo.s3Key))];
  for (const key of unique) {
    if (known.has(key)) continue;
    const ours = key.startsWith(`${PHOTO_PREFIX}.`) && BLOB_KEY_PATTERN.test(key);
    const meta = ours
      ? await blob.verifyUpload(key, { contentTypes: PHOTO_CONTENT_TYPES, maxBytes: TEMPLATE_PHOTO_MAX_BYTES })
      : null;
    if (!meta) {
      throw new AppError({
        status: HTTP.badRequest,
        code: KEY_ERROR_CODES.photo,
        detail: TEMPLATE_MESSAGES.photoNotUploaded,
        source: { pointer: '/photos' },
      });
    }
  }
  return unique.map((s3Key) => ({ s3Key }));
};

/** What the audit log keeps of a template: its fields, photos as a count (never storage keys). */
const auditView = (store: Partial<KeyStoreRow>) => {
  const { photos, id: _id, createdAt: _createdAt, ...fields } = store;
  return { ...fields, ...(photos !== undefined ? { photos: photos.length } : {}) };
};

/** `POST v3/key-stores` (spec 001 §5, §7): a template, its address resolved and its photos checked. */
export const createKeyStore = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  body: TCreateKeyStoreBody;
}): Promise<TKeyStoreDocument> => {
  const { db, blob, caller, body } = options;
  const address = await resolveAddress(db, body);
  const photos = await checkedPhotos(blob, body.photos ?? [], new Set());
  const values = {
    name: body.name,
    displayName: body.displayName ?? null,
    storeType: body.storeType,
    ...address!,
    openingTime: body.openingTime ?? null,
    longDescription: body.longDescription ?? null,
    photos,
    keyNestId: body.keyNestId ?? null,
    storeId: body.storeId ?? null,
  };
  const created = await auditedChange(db, async (tx) => {
    const [row] = await tx.insert(keyStores).values(values).returning();
    return {
      result: row!,
      audit: {
        actor: actorOf(caller),
        action: 'key-stores.create',
        entity: 'key_store',
        entityId: row!.id,
        after: auditView(values),
      },
    };
  });
  return storeDocument(db, blob, caller, created.id);
};

/**
 * `PATCH v3/key-stores/{id}` (spec 001 §5, §7): the fields sent. A KeyNest template's name, address and type are
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
  const [current] = await db.select().from(keyStores).where(eq(keyStores.id, options.id));
  if (!current) throw notFound();
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
  return storeDocument(db, blob, caller, current.id);
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

/**
 * `DELETE v3/key-stores/{id}` (spec 001 §4, §8): 409 'Property Key is using this Key Collection Template, cannot
 * delete it.' while a key of it is assigned to a property; otherwise the template goes, with the keys waiting in
 * it (they belong to no property), and its photos.
 */
export const deleteKeyStore = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  id: string;
}): Promise<void> => {
  const { db, caller } = options;
  const [current] = await db.select().from(keyStores).where(eq(keyStores.id, options.id));
  if (!current) throw notFound();
  const [assigned] = await db
    .select({ id: keys.id })
    .from(keys)
    .where(and(eq(keys.storeId, current.id), isNotNull(keys.propertyId)))
    .limit(1);
  if (assigned) throw inUse();
  try {
    await auditedChange(db, async (tx) => {
      const spares = await tx
        .delete(keys)
        .where(and(eq(keys.storeId, current.id), isNull(keys.propertyId)))
        .returning({ id: keys.id });
      const [deleted] = await tx
        .delete(keyStores)
        .where(
          and(
            eq(keyStores.id, current.id),
            notExists(tx.select({ id: keys.id }).from(keys).where(eq(keys.storeId, keyStores.id))),
          ),
        )
        .returning({ id: keyStores.id });
      if (!deleted) throw inUse();
      return {
        result: undefined,
        audit: {
          actor: actorOf(caller),
          action: 'key-stores.delete',
          entity: 'key_store',
          entityId: current.id,
          before: { ...auditView(current), unassignedKeys: spares.length },
          after: null,
        },
      };
    });
  } catch (error) {
    if (hasSqlState(error, FOREIGN_KEY_VIOLATION)) throw inUse();
    throw error;
  }
  await Promise.all(current.photos.map((photo) => options.blob.delete(photo.s3Key).catch(() => undefined)));
};

/**
 * `GET v3/key-stores/attachment-url?type=` (spec 000 §7): a fresh key under `key-store-photo` and a signed PUT URL
 * for one jpg or png of at most 20 MB, valid 15 minutes; the s3Key is what the template then lists in `photos`.
 */
export const createKeyStoreAttachment = async (options: { blob: BlobStore; type: TemplatePhotoType }) => {
  const s3Key = options.blob.newKey(PHOTO_PREFIX);
  const { url, expiresAt } = await options.blob.signedUploadUrl(s3Key, {
    contentType: TEMPLATE_PHOTO_TYPES[options.type],
    maxBytes: TEMPLATE_PHOTO_MAX_BYTES,
  });
  return { s3Key, signedUrl: url, expiresAt: expiresAt.toISOString() };
};

/** `GET v3/key-stores/places?search=`: gazetteer suburbs and towns (AU and NZ only) for the key-location form. */
export const findPlaces = async (options: { db: Db; search: string }): Promise<TPlacesResponse> => {
  const places = await searchPlaces({ db: options.db, search: options.search, limit: KEY_LIMITS.placesMax });
  return {
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
  };
};
