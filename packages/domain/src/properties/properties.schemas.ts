import { z } from 'zod';
import { csvOf, intIn } from '../api/params.schemas';
import { ZNight } from '../dates/dates.schemas';
import { nightsBetween } from '../dates/nights';
import {
  AMENITIES,
  BUILDING_TYPES,
  CLEANING_STATUSES,
  CURRENCIES,
  KEY_STATUS_FILTERS,
  KEY_STATUSES,
  KEY_TYPE_FILTERS,
  KEY_TYPES,
  MANAGEMENT_TYPES,
  PROPERTY_LIST,
  PROPERTY_MESSAGES,
  PROPERTY_SEGMENTS,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_FILTERS,
  type PropertySort,
  RISK_STATUSES,
} from './properties.constants';

const latitude = z.coerce.number<number | string>().min(-90).max(90);
const longitude = z.coerce.number<number | string>().min(-180).max(180);
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * `GET v3/search` (docs/product/properties.md#calls): every list filter, the availability search and the search-area box.
 * Lists take repeated keys or comma-separated values; prices are cents of the stay's total.
 */
export const ZPropertySearchQuery = z
  .object({
    'page[number]': intIn(1, PROPERTY_LIST.pageNumberMax).default(1),
    'page[size]': intIn(1, PROPERTY_LIST.pageSizeMax).default(PROPERTY_LIST.pageSize),
    'filters[type]': z.literal('property').default('property'),
    'filters[query]': z.string().trim().max(PROPERTY_LIST.queryMax).optional(),
    version: z.enum(['1', '2']).optional(),
    sort: z.enum(PROPERTY_SORTS as unknown as [PropertySort, ...PropertySort[]]).optional(),
    'filters[propertyStatuses]': csvOf(z.enum(PROPERTY_STATUSES)).optional(),
    'filters[availableFrom]': ZNight.optional(),
    'filters[availableTo]': ZNight.optional(),
    'filters[isAvailabilitySearch]': booleanFlag.optional(),
    'filters[adults]': intIn(PROPERTY_LIST.adultsMin, PROPERTY_LIST.adultsMax).optional(),
    'filters[children]': intIn(PROPERTY_LIST.childrenMin, PROPERTY_LIST.childrenMax).optional(),
    'filters[minPrice]': intIn(0, 100_000_000).optional(),
    'filters[maxPrice]': intIn(0, 100_000_000).optional(),
    /** Price range and price bounds on the corporate rate ('Show corporate rate'). */
    'filters[corporateRate]': booleanFlag.optional(),
    /**
     * Only homes priced in this currency: the currency of the price range when a search spans A$ and NZ$ homes,
     * whose totals do not compare.
     */
    'filters[currency]': z.enum(CURRENCIES).optional(),
    nwlat: latitude.optional(),
    nwlng: longitude.optional(),
    selat: latitude.optional(),
    selng: longitude.optional(),
    'filters[companies]': csvOf(z.uuid()).optional(),
    'filters[owners]': csvOf(z.uuid()).optional(),
    'filters[cleaningStatuses]': csvOf(z.enum(CLEANING_STATUSES)).optional(),
    'filters[airbnbOverallRatings]': csvOf(z.coerce.number().int().min(1).max(5)).optional(),
    'filters[riskStatuses]': csvOf(z.enum(RISK_STATUSES)).optional(),
    'filters[propertyTypes]': csvOf(z.enum(PROPERTY_TYPE_FILTERS)).optional(),
    'filters[minimumStay]': intIn(0, PROPERTY_LIST.minimumStayMax).optional(),
    'filters[bedrooms]': intIn(1, PROPERTY_LIST.roomsMax).optional(),
    'filters[bathrooms]': intIn(1, PROPERTY_LIST.roomsMax).optional(),
    'filters[propertySegments]': csvOf(z.enum(PROPERTY_SEGMENTS)).optional(),
    'filters[keyTypes]': csvOf(z.enum(KEY_TYPE_FILTERS)).optional(),
    'filters[keyStatuses]': csvOf(z.enum(KEY_STATUS_FILTERS)).optional(),
    'filters[managementTypes]': csvOf(z.enum(MANAGEMENT_TYPES)).optional(),
    'filters[amenities]': csvOf(z.enum(AMENITIES)).optional(),
  })
  .superRefine((q, ctx) => {
    const from = q['filters[availableFrom]'];
    const to = q['filters[availableTo]'];
    if (from && to) {
      const nights = nightsBetween(from, to);
      if (nights <= 0) {
        ctx.addIssue({ code: 'custom', path: ['filters[availableTo]'], message: PROPERTY_MESSAGES.fromAfterTo });
      } else if (nights > PROPERTY_LIST.stayMax) {
        ctx.addIssue({ code: 'custom', path: ['filters[availableTo]'], message: PROPERTY_MESSAGES.stayTooLong });
      }
    }
    const min = q['filters[minPrice]'];
    const max = q['filters[maxPrice]'];
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', path: ['filters[minPrice]'], message: PROPERTY_MESSAGES.priceRangeInverted });
    }
    const box = [q.nwlat, q.nwlng, q.selat, q.selng];
    if (box.some((v) => v !== undefined) && box.some((v) => v === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['nwlat'], message: PROPERTY_MESSAGES.boundingBoxIncomplete });
    }
    const inverted = q.nwlat !== undefined && q.selat !== undefined && q.nwlat < q.selat;
    if (inverted) ctx.addIssue({ code: 'custom', path: ['nwlat'], message: PROPERTY_MESSAGES.boundingBoxInverted });
  });
export type TPropertySearchQuery = z.output<typeof ZPropertySearchQuery>;
export type TPropertySearchParams = z.input<typeof ZPropertySearchQuery>;

const ZPerson = z.object({ id: z.string(), fullName: z.string() });

/** One row of the property list (docs/product/properties.md#fields 'Property', the fields the list shows). */
/** A property's address as the list and the property document present it. */
export const ZPropertyAddress = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  full: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const ZPropertyListItemAttributes = z.object({
  code: z.string(),
  name: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  address: ZPropertyAddress,
  company: z.object({ id: z.string(), name: z.string(), partnerType: z.string() }),
  owners: z.array(ZPerson),
  details: z.object({
    bedrooms: z.number().int(),
    bathrooms: z.number().int(),
    maxGuests: z.number().int(),
    minimumStay: z.number().int(),
    type: z.enum(BUILDING_TYPES),
    segment: z.enum(PROPERTY_SEGMENTS),
  }),
  managementType: z.enum(MANAGEMENT_TYPES),
  keyType: z.enum(KEY_TYPES),
  keyStatus: z.enum(KEY_STATUSES),
  overallCleaningStatus: z.enum(CLEANING_STATUSES),
  /** Hidden from owners (null). */
  riskStatus: z.enum(RISK_STATUSES).nullable(),
  airbnbOverallRating: z.number().nullable(),
  amenities: z.array(z.enum(AMENITIES)),
  currency: z.enum(CURRENCIES),
  primaryPhoto: z.string().nullable(),
  photos: z.array(z.object({ url: z.string() })),
  /** Hidden from owners (null). */
  tasksSummary: z
    .object({
      maintenanceOverdue: z.number().int(),
      inspectionOverdue: z.number().int(),
      maintenanceTasks: z.number().int(),
      inspectionTasks: z.number().int(),
    })
    .nullable(),
  /** The stay's total in cents, only in an availability search. */
  totalBookingAmount: z.number().int().nullable(),
  corporateBookingAmount: z.number().int().nullable(),
});

export const ZPropertyListItem = z.object({
  id: z.string(),
  type: z.literal('property'),
  attributes: ZPropertyListItemAttributes,
});
export type TPropertyListItem = z.infer<typeof ZPropertyListItem>;

/** The cheapest and dearest stay total, in cents, among the matches priced in one currency. */
export const ZCurrencyPriceBounds = z.object({
  currency: z.enum(CURRENCIES),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
});
export type TCurrencyPriceBounds = z.infer<typeof ZCurrencyPriceBounds>;

export const ZPropertySearchResponse = z.object({
  data: z.array(ZPropertyListItem),
  meta: z.object({
    totalCount: z.number().int(),
    /**
     * True when an availability search found more than PROPERTY_LIST.availabilityCountCap homes: totalCount stopped
     * there, and the price bounds are those of the homes counted.
     */
    countCapped: z.boolean(),
    totalPages: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    /**
     * Cheapest and dearest stay total among the matches before the price range, in `currency`. Null without
     * dates, and when the matches are priced in more than one currency (A$ and NZ$ totals do not compare).
     */
    minPrice: z.number().int().nullable(),
    maxPrice: z.number().int().nullable(),
    currency: z.enum(CURRENCIES).nullable(),
    /**
     * The same bounds per currency, for each currency with a priced match (before the price range and
     * `filters[currency]`, so every currency stays on offer); empty without dates.
     */
    priceBounds: z.array(ZCurrencyPriceBounds),
  }),
});
export type TPropertySearchResponse = z.infer<typeof ZPropertySearchResponse>;

/**
 * `POST v3/properties/{id}/{activate|offboard|reactivate|deactivate}` (docs/product/properties.md#life-cycle): a move
 * of the home's life cycle; starting offboarding takes the last night guests may stay.
 */
export const ZPropertyMoveRequest = z.object({
  data: z
    .object({
      type: z.literal('property-status').default('property-status'),
      attributes: z.object({ lastNight: ZNight.optional() }).default({}),
    })
    .default({ type: 'property-status', attributes: {} }),
});
