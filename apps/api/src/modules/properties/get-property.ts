import { eq } from 'drizzle-orm';
import {
  capYearOf,
  channelLabel,
  channelOfFeedName,
  nightCapUsage,
  todayIn,
  type PropertyInclude,
  type TPropertyChannel,
  type TPropertyDocumentAnswer,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, properties, propertyProfiles, type PropertyRow } from '../../db/schema';
import type { BlobStore } from '../../adapters/blob';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { icalExportUrl } from '../../common/ical/ical-export-url';
import { bookedNightsIn, nightCapOf } from '../../common/bookings/stay-limits';

import { presentPropertyDocument, presentPropertyKeys } from './properties.presenter';
import { documentRelations, type SoldRead } from './property-document-reads';
import { propertyFieldsFor } from './property-fields';

/**
 * The channels a property sells on: each channel its stays were booked through, and the portals its imported iCal
 * calendars come from, by the calendar's name ('Stayz calendar' is stayz).
 */
const channelsOf = (sold: readonly SoldRead[], feedNames: readonly string[], productName: string) => {
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
  for (const name of feedNames) entry(channelOfFeedName(name) ?? `ical:${name.trim()}`).icalFeeds += 1;
  return [...byCode.values()].sort((a, b) => b.bookings - a.bookings || a.name.localeCompare(b.name));
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
  const [row] = await db
    .select({
      property: properties,
      company: { id: companies.id, name: companies.name, partnerType: companies.partnerType },
      profile: propertyProfiles,
      ...documentRelations({
        managers: wants('managers'),
        owners: wants('users'),
        keys: wants('keys', fields.keys),
        channels: wants('channels'),
        merchant: wants('merchant', fields.payments),
        icalToken: fields.confidential,
      }),
    })
    .from(properties)
    .innerJoin(companies, eq(companies.id, properties.companyId))
    .leftJoin(propertyProfiles, eq(propertyProfiles.propertyId, properties.id))
    .where(eq(properties.id, options.id));
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
    photoKeys: row.photoKeys,
    managers: row.managers ?? undefined,
    owners: row.owners?.map((owner) => ({
      ...owner,
      lastLoginAt: owner.lastLoginAt === null ? null : new Date(owner.lastLoginAt),
    })),
    keyList: row.keyList ? presentPropertyKeys(row.keyList) : undefined,
    channels: row.sold && row.feedNames ? channelsOf(row.sold, row.feedNames, options.productName) : undefined,
    profile: profileParts.some((part) => asked.has(part)) ? (row.profile ?? undefined) : undefined,
    merchant: wants('merchant', fields.payments) ? row.merchant : undefined,
    icalUrl: fields.confidential
      ? await icalExportUrl(db, { propertyId: p.id, publicUrl: options.publicUrl, token: row.icalToken })
      : null,
    nightCapUsage: cap && capYear ? nightCapUsage(cap, capYear, await bookedNightsIn(db, p.id, capYear)) : null,
  });
};
