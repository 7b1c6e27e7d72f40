import { eq, inArray, sql } from 'drizzle-orm';
import {
  propertyListAbilities,
  type TPropertyListItem,
  type TPropertySearchQuery,
  type TPropertySearchResponse,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, properties, propertyOwners, propertyPhotos, users } from '../../db/schema';
import type { BlobStore } from '../../adapters/blob';
import type { ScopeCaller } from './property-scope';
import { searchProperties, type PropertySearchHit } from './property-search';

/** The columns a list row shows: the wide ones (checkpoints, compliance, links, search text) stay in the table. */
const LIST_COLUMNS = {
  id: properties.id,
  code: properties.code,
  name: properties.name,
  status: properties.status,
  street: properties.street,
  city: properties.city,
  state: properties.state,
  postcode: properties.postcode,
  country: properties.country,
  fullAddress: properties.fullAddress,
  latitude: properties.latitude,
  longitude: properties.longitude,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  maxGuests: properties.maxGuests,
  minimumStay: properties.minimumStay,
  buildingType: properties.buildingType,
  segment: properties.segment,
  managementType: properties.managementType,
  keyType: properties.keyType,
  keyStatus: properties.keyStatus,
  cleaningStatus: properties.cleaningStatus,
  riskStatus: properties.riskStatus,
  airbnbOverallRating: properties.airbnbOverallRating,
  amenities: properties.amenities,
  currency: properties.currency,
  tasksSummary: properties.tasksSummary,
};

/** A page of properties with company, owners and photo keys, in one round trip whatever the page size. */
const loadListRows = (db: Db, ids: string[]) =>
  db
    .select({
      ...LIST_COLUMNS,
      company: { id: companies.id, name: companies.name, partnerType: companies.partnerType },
      owners: sql<{ id: string; fullName: string }[]>`(
        select coalesce(json_agg(json_build_object('id', u.id, 'fullName', u.first_name || ' ' || u.last_name)
          order by u.last_name, u.first_name), '[]'::json)
        from ${propertyOwners} po join ${users} u on u.id = po.user_id where po.property_id = ${properties.id})`,
      photoKeys: sql<string[]>`(
        select coalesce(array_agg(ph.blob_key order by ph.position), '{}')
        from ${propertyPhotos} ph where ph.property_id = ${properties.id})`,
    })
    .from(properties)
    .innerJoin(companies, eq(companies.id, properties.companyId))
    .where(inArray(properties.id, ids));

type ListRow = Awaited<ReturnType<typeof loadListRows>>[number];

/** One list row; owners do not see risk status or task counts (spec 000 §6). */
const presentListItem = (
  row: ListRow,
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
  const rows =
    page.hits.length > 0
      ? await loadListRows(
          db,
          page.hits.map((h) => h.id),
        )
      : [];
  const related = new Map(rows.map((row) => [row.id, row]));
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
