import { and, asc, count, desc, eq, isNull, max, ne, or, sql } from 'drizzle-orm';
import {
  can,
  channelLabel,
  channelOfFeedName,
  isSalesforceLink,
  PROFILE_PARTS,
  type PermissionCaller,
  type PropertyInclude,
  type TPropertyChannel,
  type TPropertyDocumentAnswer,
  type TPropertyKey,
  type TPropertyMerchant,
  type TPropertyProfile,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import {
  bookings,
  companies,
  icalFeeds,
  keyStores,
  keys,
  merchantAccounts,
  properties,
  propertyManagers,
  propertyOwners,
  propertyPhotos,
  propertyProfiles,
  userRoles,
  users,
  type PropertyRow,
} from '../../db/schema';
import type { BlobStore } from '../../adapters/blob';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { icalExportUrl } from '../../shared/ical/ical-export-url';
import { only } from '../../shared/bookings/booking-fields';

type Attributes = TPropertyDocumentAnswer['data']['attributes'];

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const loadManagers = (db: Db, propertyId: string) =>
  db
    .select({ id: users.id, email: users.email, fullName, type: propertyManagers.type })
    .from(propertyManagers)
    .innerJoin(users, eq(users.id, propertyManagers.userId))
    .where(eq(propertyManagers.propertyId, propertyId))
    .orderBy(asc(users.lastName), asc(users.firstName));

const loadOwners = (db: Db, propertyId: string) =>
  db
    .select({
      id: users.id,
      email: users.email,
      fullName,
      lastLoginAt: users.lastLoginAt,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .where(eq(propertyOwners.propertyId, propertyId))
    .orderBy(asc(users.lastName), asc(users.firstName));

type Owner = Awaited<ReturnType<typeof loadOwners>>[number];

/**
 * An owner as the caller may see them: the name for everyone; email, last sign-in and roles with
 * `property:read-owner-contacts` (an owner has it on their own row only, so co-owners see each other by name).
 */
const presentOwner = (owner: Owner, seesContacts: boolean): NonNullable<Attributes['owners']>[number] => ({
  id: owner.id,
  fullName: owner.fullName,
  ...only(seesContacts, {
    email: owner.email,
    lastLoginAt: owner.lastLoginAt?.toISOString() ?? null,
    roles: owner.roles,
  }),
});

/** The property's keys (the `keys` table; the keys area changes them): primary first, then by name. */
const loadKeys = async (db: Db, propertyId: string): Promise<TPropertyKey[]> => {
  const rows = await db
    .select({ key: keys, storeName: keyStores.name, storeDisplayName: keyStores.displayName })
    .from(keys)
    .leftJoin(keyStores, eq(keyStores.id, keys.storeId))
    .where(eq(keys.propertyId, propertyId))
    .orderBy(desc(keys.isPrimary), asc(keys.name), asc(keys.id));
  return rows.map(({ key, storeName, storeDisplayName }) => ({
    id: key.id,
    name: key.name,
    keyNestId: key.keyNestId,
    status: key.status,
    isPrimary: key.isPrimary,
    store: key.storeId && storeName ? { id: key.storeId, name: storeDisplayName ?? storeName } : null,
    distance:
      key.distanceMetres === null ? null : { metres: key.distanceMetres, kind: key.distanceKind ?? 'straight-line' },
  }));
};

/**
 * The channels a property sells on: each channel its stays were booked through (owner blocks are not sales), and
 * the portals its imported iCal calendars come from, by the calendar's name ('Stayz calendar' is stayz).
 */
const loadChannels = async (db: Db, propertyId: string, productName: string): Promise<TPropertyChannel[]> => {
  const [sold, feeds] = await Promise.all([
    db
      .select({ channel: bookings.channel, bookings: count(), lastBookedAt: max(bookings.bookedAt) })
      .from(bookings)
      .where(and(eq(bookings.propertyId, propertyId), ne(bookings.status, 'BLOCKED')))
      .groupBy(bookings.channel),
    db.select({ name: icalFeeds.name }).from(icalFeeds).where(eq(icalFeeds.propertyId, propertyId)),
  ]);
  const byCode = new Map<string, TPropertyChannel>();
  const entry = (code: string): TPropertyChannel => {
    let found = byCode.get(code);
    if (!found) {
      found = {
        code,
        name: channelLabel(code).replace('{product}', productName),
        bookings: 0,
        lastBookedAt: null,
        icalFeeds: 0,
      };
      byCode.set(code, found);
    }
    return found;
  };
  for (const row of sold) {
    const channel = entry(row.channel);
    channel.bookings = row.bookings;
    channel.lastBookedAt = row.lastBookedAt ? new Date(row.lastBookedAt).toISOString() : null;
  }
  for (const feed of feeds) entry(channelOfFeedName(feed.name) ?? `ical:${feed.name.trim()}`).icalFeeds += 1;
  return [...byCode.values()].sort((a, b) => b.bookings - a.bookings || a.name.localeCompare(b.name));
};

/**
 * The merchant account the property's guests pay into (merchant_accounts): its company's account in the property's
 * currency, else the operator's own (no company) in that currency; null when there is neither.
 */
const loadMerchant = async (db: Db, propertyId: string): Promise<TPropertyMerchant | null> => {
  const [account] = await db
    .select({
      id: merchantAccounts.id,
      name: merchantAccounts.name,
      merchantAccountId: merchantAccounts.providerAccountId,
      currency: merchantAccounts.currency,
    })
    .from(merchantAccounts)
    .innerJoin(
      properties,
      and(
        eq(properties.id, propertyId),
        eq(merchantAccounts.currency, properties.currency),
        or(eq(merchantAccounts.companyId, properties.companyId), isNull(merchantAccounts.companyId)),
      ),
    )
    // The company's own account before the operator's.
    .orderBy(sql`${merchantAccounts.companyId} is null`, asc(merchantAccounts.name), asc(merchantAccounts.id))
    .limit(1);
  return account ?? null;
};

type ProfileRow = typeof propertyProfiles.$inferSelect;

/** The stored profile parts, each checked against its domain shape: what no longer fits is shown as unset. */
export const presentProfile = (row: ProfileRow | undefined): TPropertyProfile => {
  const list = <K extends 'baseFees' | 'managementFees' | 'pricingExclusions' | 'rooms'>(part: K) => {
    const parsed = PROFILE_PARTS[part].safeParse(row?.[part] ?? []);
    return (parsed.success ? parsed.data : []) as TPropertyProfile[K];
  };
  const single = <K extends 'finance' | 'policy' | 'settings'>(part: K) => {
    const parsed = PROFILE_PARTS[part].safeParse(row?.[part]);
    return (parsed.success ? parsed.data : null) as TPropertyProfile[K];
  };
  return {
    baseFees: list('baseFees'),
    managementFees: list('managementFees'),
    finance: single('finance'),
    policy: single('policy'),
    pricingExclusions: list('pricingExclusions'),
    rooms: list('rooms'),
    settings: single('settings'),
  };
};

/** What the caller may read of a property in scope (GUARDED_FIELDS), decided once per request. */
export const propertyFieldsFor = (caller: PermissionCaller) => ({
  confidential: can(caller, 'property:read-confidential'),
  earnings: can(caller, 'booking:read-earnings'),
  payments: can(caller, 'booking:read-payments'),
  keys: can(caller, 'key:read'),
  salesforce: can(caller, 'property:see-salesforce-link'),
});

/** The links the caller may see: the Salesforce record only with `property:see-salesforce-link` (spec 000 §6). */
export const visibleLinks = <L extends { name: string; url: string }>(links: readonly L[], seesSalesforce: boolean) =>
  links.filter((link) => seesSalesforce || !isSalesforceLink(link));

/**
 * `GET v3/properties/{id}?include=…`: the property's own facts, and each relation asked for (spec 000 §3). A relation
 * the caller may not read is left out even when asked for, as `GUARDED_FIELDS` says; owners get no risk status, and
 * only admin, staff and licensees the iCal export URL (whoever holds it reads the calendar).
 */
export const getPropertyDocument = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  id: string;
  include: readonly PropertyInclude[];
  publicUrl: string;
  productName: string;
}): Promise<TPropertyDocumentAnswer> => {
  const { db, blob } = options;
  const caller = scopeCallerOf(options.caller);
  await findHomeInScope(db, caller, options.id);
  const asked = new Set(options.include);
  const fields = propertyFieldsFor(caller);
  const wants = (relation: PropertyInclude, allowed = true) => allowed && asked.has(relation);
  const profileParts: PropertyInclude[] = [
    'base-fees',
    'management-fees',
    'finance',
    'policy',
    'pricing-exclusions',
    'rooms',
    'settings',
  ];
  const none = Promise.resolve(undefined);
  const [[row], photos, managers, owners, keyList, channels, [profile], merchant] = await Promise.all([
    db
      .select({
        property: properties,
        company: { id: companies.id, name: companies.name, partnerType: companies.partnerType },
      })
      .from(properties)
      .innerJoin(companies, eq(companies.id, properties.companyId))
      .where(eq(properties.id, options.id)),
    db
      .select({ blobKey: propertyPhotos.blobKey })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, options.id))
      .orderBy(asc(propertyPhotos.position)),
    wants('managers') ? loadManagers(db, options.id) : none,
    wants('users') ? loadOwners(db, options.id) : none,
    wants('keys', fields.keys) ? loadKeys(db, options.id) : none,
    wants('channels') ? loadChannels(db, options.id, options.productName) : none,
    profileParts.some((part) => asked.has(part))
      ? db.select().from(propertyProfiles).where(eq(propertyProfiles.propertyId, options.id))
      : Promise.resolve([]),
    wants('merchant', fields.payments) ? loadMerchant(db, options.id) : none,
  ]);
  if (!row) throw new Error('property vanished');
  const p: PropertyRow = row.property;
  const parts = presentProfile(profile);
  const photoUrls = photos.map((ph) => blob.signedUrl(ph.blobKey));
  const seesOwnerContacts = (owner?: Owner) =>
    can(caller, 'property:read-owner-contacts', { userId: owner?.id ?? null });

  const relations: Partial<Attributes> = {
    ...(wants('address') && {
      address: {
        street: p.street,
        city: p.city,
        state: p.state,
        postcode: p.postcode,
        country: p.country,
        full: p.fullAddress,
        latitude: p.latitude,
        longitude: p.longitude,
      },
    }),
    ...(wants('amenities') && { amenities: p.amenities }),
    ...(wants('base-fees', fields.earnings) && { baseFees: parts.baseFees }),
    ...(channels && { channels }),
    ...(wants('company') && { company: row.company }),
    ...(wants('compliance') && { compliance: p.compliance ?? null }),
    ...(wants('details') && {
      details: {
        bedrooms: p.bedrooms,
        bathrooms: p.bathrooms,
        maxGuests: p.maxGuests,
        minimumStay: p.minimumStay,
        type: p.buildingType,
        segment: p.segment,
      },
    }),
    ...(wants('finance', fields.confidential) && { finance: parts.finance }),
    ...(keyList && { keys: keyList }),
    ...(managers && {
      managers: managers.map((m) => ({ ...m, photoUrl: null })),
      accountManager: ((m) => (m ? { fullName: m.fullName, photoUrl: null } : null))(
        managers.find((m) => m.type === 'customer_experience'),
      ),
    }),
    ...(wants('management-fees', fields.earnings) && { managementFees: parts.managementFees }),
    ...(merchant !== undefined && { merchant }),
    ...(wants('photos') && { photos: photoUrls.map((url) => ({ url })) }),
    ...(wants('policy') && { policy: parts.policy }),
    ...(wants('pricing-exclusions', fields.earnings) && { pricingExclusions: parts.pricingExclusions }),
    ...(wants('resources') && { resources: { links: visibleLinks(p.resourceLinks, fields.salesforce) } }),
    ...(wants('rooms') && { rooms: parts.rooms }),
    ...(wants('settings') && { settings: parts.settings }),
    ...(owners && {
      owners: owners.map((o) => presentOwner(o, seesOwnerContacts(o))),
      // The latest of every owner's sign-ins: for an owner it could be a co-owner's, so no `own` grant reaches it.
      ...only(seesOwnerContacts(), { lastLoginAt: latestOf(owners.map((o) => o.lastLoginAt)) }),
    }),
  };

  return {
    data: {
      id: p.id,
      type: 'property',
      attributes: {
        code: p.code,
        name: p.name,
        status: p.status,
        currency: p.currency,
        timezone: p.timezone,
        createdAt: p.createdAt.toISOString(),
        managementType: p.managementType,
        keyType: p.keyType,
        keyStatus: p.keyStatus,
        overallCleaningStatus: p.cleaningStatus,
        riskStatus: fields.confidential ? p.riskStatus : null,
        airbnbOverallRating: p.airbnbOverallRating,
        checkpoints: p.checkpoints ?? null,
        primaryPhoto: photoUrls[0] ?? null,
        icalUrl: fields.confidential
          ? await icalExportUrl(db, { propertyId: p.id, publicUrl: options.publicUrl })
          : null,
        ...relations,
      },
    },
  };
};

const latestOf = (instants: readonly (Date | null)[]): string | null => {
  const times = instants.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
};
