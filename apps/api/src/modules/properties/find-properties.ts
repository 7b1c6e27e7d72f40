import { sql } from 'drizzle-orm';
import { propertyListAbilities, type TPropertySearchQuery, type TPropertySearchResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { propertyOwners, propertyPhotos, users } from '../../db/schema';
import type { BlobStore } from '../../adapters/blob';
import type { ScopeCaller } from '../../access/scope';
import { presentPropertyList, type ListRow } from './properties.presenter';
import { searchProperties } from './property-search';

/**
 * The columns a list row shows, read with the page in the search statement (`lp` the property, `lc` its company):
 * the wide ones (checkpoints, compliance, links, search text) stay in the table.
 */
const LIST_ROW = sql<ListRow>`json_build_object(
  'code', lp.code, 'name', lp.name, 'status', lp.status, 'street', lp.street, 'city', lp.city, 'state', lp.state,
  'postcode', lp.postcode, 'country', lp.country, 'fullAddress', lp.full_address, 'latitude', lp.latitude,
  'longitude', lp.longitude, 'bedrooms', lp.bedrooms, 'bathrooms', lp.bathrooms, 'maxGuests', lp.max_guests,
  'minimumStay', lp.minimum_stay, 'buildingType', lp.building_type, 'segment', lp.segment,
  'managementType', lp.management_type, 'keyType', lp.key_type, 'keyStatus', lp.key_status,
  'cleaningStatus', lp.cleaning_status, 'riskStatus', lp.risk_status, 'airbnbOverallRating', lp.airbnb_overall_rating,
  'amenities', lp.amenities, 'currency', lp.currency, 'tasksSummary', lp.tasks_summary,
  'company', json_build_object('id', lc.id, 'name', lc.name, 'partnerType', lc.partner_type),
  'owners', (
    select coalesce(json_agg(json_build_object('id', u.id, 'fullName', u.first_name || ' ' || u.last_name)
      order by u.last_name, u.first_name), '[]'::json)
    from ${propertyOwners} po join ${users} u on u.id = po.user_id where po.property_id = lp.id),
  'photoKeys', (
    select coalesce(json_agg(ph.blob_key order by ph.position), '[]'::json)
    from ${propertyPhotos} ph where ph.property_id = lp.id))`;

/** The search statement with the list's page rows, as the bench measures it. */
export const searchPropertyList = (options: { db: Db; caller: ScopeCaller; query: TPropertySearchQuery }) =>
  searchProperties({ ...options, pageRow: LIST_ROW });

/** `GET v3/search`: a page of the caller's properties matching every filter, with stay totals. */
export const findProperties = async (options: {
  db: Db;
  blob: BlobStore;
  caller: ScopeCaller;
  query: TPropertySearchQuery;
}): Promise<TPropertySearchResponse> => {
  const { db, blob, caller, query } = options;
  const page = await searchPropertyList({ db, caller, query });
  const { ownerView } = propertyListAbilities(caller);
  const size = query['page[size]'];
  return presentPropertyList(
    page.hits,
    { blob, ownerView },
    {
      totalCount: page.totalCount,
      countCapped: page.countCapped,
      // Past the cap the pages go on while the walk finds more (docs/product/properties.md#limits).
      totalPages: page.countCapped
        ? Math.max(Math.ceil(page.totalCount / size), query['page[number]'] + (page.morePages ? 1 : 0))
        : Math.ceil(page.totalCount / size),
      pageNumber: query['page[number]'],
      pageSize: size,
      minPrice: page.minPrice,
      maxPrice: page.maxPrice,
      currency: page.currency,
      priceBounds: page.priceBounds,
    },
  );
};
