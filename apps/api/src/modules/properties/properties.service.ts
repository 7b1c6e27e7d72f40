import { asc, eq, inArray } from 'drizzle-orm';
import {
  propertyListAbilities,
  type TPropertyListItem,
  type TPropertySearchQuery,
  type TPropertySearchResponse,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, properties, propertyOwners, propertyPhotos, users, type PropertyRow } from '../../db/schema';
import type { BlobStore } from '../../adapters/blob';
import type { ScopeCaller } from './property-scope';
import { searchProperties, type PropertySearchHit } from './property-search';

type Related = {
  company: { id: string; name: string; partnerType: string };
  owners: { id: string; fullName: string }[];
  photoKeys: string[];
};

/** Company, owners and photos of a page of properties, three queries whatever the page size. */
const loadRelated = async (db: Db, ids: string[]): Promise<Map<string, PropertyRow & Related>> => {
  const rows = await db
    .select({
      property: properties,
      company: { id: companies.id, name: companies.name, partnerType: companies.partnerType },
    })
    .from(properties)
    .innerJoin(companies, eq(companies.id, properties.companyId))
    .where(inArray(properties.id, ids));
  const owners = await db
    .select({
      propertyId: propertyOwners.propertyId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .where(inArray(propertyOwners.propertyId, ids))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const photos = await db
    .select({ propertyId: propertyPhotos.propertyId, blobKey: propertyPhotos.blobKey })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, ids))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position));
  const byId = new Map(
    rows.map((r) => [
      r.property.id,
      { ...r.property, company: r.company, owners: [], photoKeys: [] } as PropertyRow & Related,
    ]),
  );
  for (const o of owners) byId.get(o.propertyId)?.owners.push({ id: o.id, fullName: `${o.firstName} ${o.lastName}` });
  for (const p of photos) byId.get(p.propertyId)?.photoKeys.push(p.blobKey);
  return byId;
};

/** One list row; owners do not see risk status or task counts (spec 000 §6). */
const presentListItem = (
  row: PropertyRow & Related,
  hit: PropertySearchHit,
  options: { blob: BlobStore; ownerView: boolean },
): TPropertyListItem => {
  const photoUrls = row.photoKeys.map((key) => options.blob.signedUrl(key));
  return {
    id: row.id,
    type: 'property',
    attributes: {
      code: row.code,
      name: row.name,
      status: row.status,
      address: {
        street: row.street,
        city: row.city,
        state: row.state,
        postcode: row.postcode,
        country: row.country,
        full: row.fullAddress,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      company: row.company,
      owners: row.owners,
      details: {
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        maxGuests: row.maxGuests,
        minimumStay: row.minimumStay,
        type: row.buildingType,
        segment: row.segment,
      },
      managementType: row.managementType,
      keyType: row.keyType,
      keyStatus: row.keyStatus,
      overallCleaningStatus: row.cleaningStatus,
      riskStatus: options.ownerView ? null : row.riskStatus,
      airbnbOverallRating: row.airbnbOverallRating,
      amenities: row.amenities,
      currency: row.currency,
      primaryPhoto: photoUrls[0] ?? null,
      photos: photoUrls.map((url) => ({ url })),
      tasksSummary: options.ownerView ? null : row.tasksSummary,
      totalBookingAmount: hit.totalCents,
      corporateBookingAmount: hit.corporateCents,
    },
  };
};

/** `GET v3/search`: a page of the caller's properties matching every filter, with stay totals. */
export const findProperties = async (options: {
  db: Db;
  blob: BlobStore;
  caller: ScopeCaller;
  query: TPropertySearchQuery;
}): Promise<TPropertySearchResponse> => {
  const { db, blob, caller, query } = options;
  const page = await searchProperties({ db, caller, query });
  const related =
    page.hits.length > 0
      ? await loadRelated(
          db,
          page.hits.map((h) => h.id),
        )
      : new Map();
  const { ownerView } = propertyListAbilities(caller.roles);
  const size = query['page[size]'];
  return {
    data: page.hits.flatMap((hit) => {
      const row = related.get(hit.id);
      return row ? [presentListItem(row, hit, { blob, ownerView })] : [];
    }),
    meta: {
      totalCount: page.totalCount,
      totalPages: Math.ceil(page.totalCount / size),
      pageNumber: query['page[number]'],
      pageSize: size,
      minPrice: page.minPrice,
      maxPrice: page.maxPrice,
      currency: page.currency,
    },
  };
};
