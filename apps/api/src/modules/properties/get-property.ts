import { and, asc, count, desc, eq, isNull, max, ne, or, sql } from 'drizzle-orm';
import {
  capYearOf,
  channelLabel,
  channelOfFeedName,
  nightCapUsage,
  todayIn,
  type PropertyInclude,
  type TPropertyChannel,
  type TPropertyDocumentAnswer,
  type TPropertyKey,
  type TPropertyMerchant,
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
import { icalExportUrl } from '../../common/ical/ical-export-url';
import { bookedNightsIn, nightCapOf } from '../../common/bookings/stay-limits';

import { presentPropertyDocument, presentPropertyKeys, type PropertyKeyRow } from './properties.presenter';
import { propertyFieldsFor } from './property-fields';

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

/** The property's keys (the `keys` table; the keys area changes them): primary first, then by name. */
const loadKeys = async (db: Db, propertyId: string): Promise<TPropertyKey[]> => {
  const rows: PropertyKeyRow[] = await db
    .select({ key: keys, storeName: keyStores.name, storeDisplayName: keyStores.displayName })
    .from(keys)
    .leftJoin(keyStores, eq(keyStores.id, keys.storeId))
    .where(eq(keys.propertyId, propertyId))
    .orderBy(desc(keys.isPrimary), asc(keys.name), asc(keys.id));
  return presentPropertyKeys(rows);
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

/**
 * `GET v3/properties/{id}?include=…`: the property's own facts, and each relation asked for (docs/product/properties.md#fields). A relation
 * the caller may not read is left out even when asked for, as `GUARDED_FIELDS` says; owners get no risk status, and
 * only admin, staff and licensees the iCal export URL (whoever holds it reads the calendar).
 */
export const getProperty = async (options: {
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
  const cap = wants('compliance') ? nightCapOf(p.compliance) : null;
  const capYear = cap && capYearOf(todayIn(p.timezone), cap.renewalDate);
  return presentPropertyDocument({
    caller,
    fields,
    wants,
    blob,
    property: p,
    company: row.company,
    photoKeys: photos.map((ph) => ph.blobKey),
    managers,
    owners,
    keyList,
    channels,
    profile,
    merchant,
    icalUrl: fields.confidential ? await icalExportUrl(db, { propertyId: p.id, publicUrl: options.publicUrl }) : null,
    nightCapUsage: cap && capYear ? nightCapUsage(cap, capYear, await bookedNightsIn(db, p.id, capYear)) : null,
  });
};
