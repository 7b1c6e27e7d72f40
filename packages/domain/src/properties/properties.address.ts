import * as z from 'zod/mini';
import {
  addressDay,
  addressFlag,
  addressId,
  addressInt,
  addressList,
  addressNumber,
  addressOrNull,
} from '../api/address.schemas';
import { nightsBetween } from '../dates/nights';
import {
  AMENITIES,
  CLEANING_STATUSES,
  CURRENCIES,
  KEY_STATUS_FILTERS,
  KEY_TYPE_FILTERS,
  MANAGEMENT_TYPES,
  PROPERTY_LIST,
  PROPERTY_MESSAGES,
  PROPERTY_SEGMENTS,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_FILTERS,
  RISK_STATUSES,
  type PropertySort,
} from './properties.constants';

const PRICE_MAX_CENTS = 100_000_000;
const sorts = PROPERTY_SORTS as unknown as [PropertySort, ...PropertySort[]];

/**
 * The filter drawer's part of the property list's address (docs/product/properties.md#screens 'list page query parameters'): one field per
 * filter, read from its query value. Prices are cents of the stay's total; 0 min nights and null rooms mean Any. A new
 * filter is a field here and a control in the drawer; the address, the search call and the count follow. (zod/mini,
 * as every address schema: api/address.schemas.ts.)
 */
export const ZPropertyListFilters = z.object({
  minPrice: addressOrNull(addressInt(0, PRICE_MAX_CENTS)),
  maxPrice: addressOrNull(addressInt(0, PRICE_MAX_CENTS)),
  /** The currency of the price range: only homes priced in it (A$ and NZ$ totals do not compare). */
  currency: addressOrNull(z.enum(CURRENCIES)),
  companies: addressList(addressId),
  owners: addressList(addressId),
  cleaningStatuses: addressList(z.enum(CLEANING_STATUSES)),
  /** Whole stars, 1 to 5 (RATING_FILTERS). */
  airbnbOverallRatings: z.pipe(
    addressList(addressInt(1, 5)),
    z.transform((stars: number[]) => stars.sort()),
  ),
  riskStatuses: addressList(z.enum(RISK_STATUSES)),
  propertyTypes: addressList(z.enum(PROPERTY_TYPE_FILTERS)),
  minimumStay: z._default(addressInt(0, PROPERTY_LIST.minimumStayMax), 0),
  bedrooms: addressOrNull(addressInt(1, PROPERTY_LIST.roomsMax)),
  bathrooms: addressOrNull(addressInt(1, PROPERTY_LIST.roomsMax)),
  propertyStatuses: addressList(z.enum(PROPERTY_STATUSES)),
  propertySegments: addressList(z.enum(PROPERTY_SEGMENTS)),
  keyTypes: addressList(z.enum(KEY_TYPE_FILTERS)),
  keyStatuses: addressList(z.enum(KEY_STATUS_FILTERS)),
  managementTypes: addressList(z.enum(MANAGEMENT_TYPES)),
  amenities: addressList(z.enum(AMENITIES)),
});
export type TPropertyListFilters = z.output<typeof ZPropertyListFilters>;

/**
 * The property list's address (docs/product/properties.md#screens), read against `today` (the searcher's day): search text, sort, the
 * availability search (no stay starting before today, none reversed or longer than PROPERTY_LIST.stayMax nights, no
 * check-out without its check-in), guests, the chosen place, the two checkboxes, then the filters.
 */
export const propertyListQuery = (today: string) =>
  z
    .object({
      filterText: z.pipe(
        z._default(z.string(), ''),
        z.transform((text: string) => text.slice(0, PROPERTY_LIST.queryMax)),
      ),
      sort: addressOrNull(z.enum(sorts)),
      availableFrom: addressOrNull(addressDay.check(z.refine((day) => day >= today, PROPERTY_MESSAGES.checkInPast))),
      availableTo: addressOrNull(addressDay),
      adults: z._default(addressInt(PROPERTY_LIST.adultsMin, PROPERTY_LIST.adultsMax), PROPERTY_LIST.adultsDefault),
      children: z._default(
        addressInt(PROPERTY_LIST.childrenMin, PROPERTY_LIST.childrenMax),
        PROPERTY_LIST.childrenDefault,
      ),
      location: addressOrNull(z.string().check(z.trim(), z.minLength(1), z.maxLength(PROPERTY_LIST.locationNameMax))),
      lat: addressOrNull(addressNumber(-90, 90)),
      lng: addressOrNull(addressNumber(-180, 180)),
      includeInactive: addressFlag,
      corporateRate: addressFlag,
      ...ZPropertyListFilters.shape,
    })
    .check(
      z.superRefine((q, ctx) => {
        const issue = (key: keyof typeof q, message: string) =>
          ctx.addIssue({ code: 'custom', path: [key], message, input: q[key] });
        if (q.availableTo !== null) {
          const nights = q.availableFrom === null ? null : nightsBetween(q.availableFrom, q.availableTo);
          if (nights === null) issue('availableTo', PROPERTY_MESSAGES.checkOutAlone);
          else if (nights <= 0) issue('availableTo', PROPERTY_MESSAGES.fromAfterTo);
          else if (nights > PROPERTY_LIST.stayMax) issue('availableTo', PROPERTY_MESSAGES.stayTooLong);
        }
        if (q.minPrice !== null && q.maxPrice !== null && q.minPrice > q.maxPrice) {
          issue('minPrice', PROPERTY_MESSAGES.priceRangeInverted);
          issue('maxPrice', PROPERTY_MESSAGES.priceRangeInverted);
        }
        // A place is its name and both coordinates.
        const place = [q.location, q.lat, q.lng];
        if (place.some((v) => v === null) && place.some((v) => v !== null)) {
          for (const key of ['location', 'lat', 'lng'] as const)
            if (q[key] !== null) issue(key, 'A place needs its name, lat and lng');
        }
      }),
    );
export type TPropertyListQuery = z.output<ReturnType<typeof propertyListQuery>>;
