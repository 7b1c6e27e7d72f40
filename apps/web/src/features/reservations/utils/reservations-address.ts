import { addressDay, addressId, addressList, addressOrNull } from '@hearth/domain/api';
import {
  BOOKING_CHANNELS,
  BOOKING_RECORD_STATUSES,
  BOOKING_STATUSES,
  RESERVATION_DEFAULT_SORT,
  RESERVATION_LIST,
  RESERVATION_SORTS,
} from '@hearth/domain/bookings';
import * as z from 'zod/mini';
import type { ReservationFilters } from '../../../api/bookings/get-reservations';

const CHECK_IN_REVERSED = 'The check-in range ends before it starts';
const CHECK_OUT_REVERSED = 'The check-out range ends before it starts';

/**
 * The address of /reservation-all: search, the drawer's filters and the sort, so that a copied link reopens the same
 * list (zod/mini, as every address schema: domain api/address.schemas.ts). Lists are comma-separated; a value the API
 * would refuse (an unknown status, a malformed day, a range ending before it starts) is dropped from the address.
 */
export const ZReservationsAddress = z
  .object({
    search: z.pipe(
      z._default(z.string(), ''),
      z.transform((text: string) => text.trim().slice(0, RESERVATION_LIST.searchMax)),
    ),
    statuses: addressList(z.enum(BOOKING_STATUSES)),
    recordStatuses: addressList(z.enum(BOOKING_RECORD_STATUSES)),
    channels: addressList(z.enum(BOOKING_CHANNELS)),
    checkInFrom: addressOrNull(addressDay),
    checkInTo: addressOrNull(addressDay),
    checkOutFrom: addressOrNull(addressDay),
    checkOutTo: addressOrNull(addressDay),
    properties: addressList(addressId),
    companies: addressList(addressId),
    // The default order is left out of the address, so the plain list has a plain address.
    sort: z._default(z.enum(RESERVATION_SORTS), RESERVATION_DEFAULT_SORT),
  })
  .check(
    z.superRefine((a, ctx) => {
      if (a.checkInFrom !== null && a.checkInTo !== null && a.checkInTo < a.checkInFrom)
        ctx.addIssue({ code: 'custom', path: ['checkInTo'], message: CHECK_IN_REVERSED, input: a.checkInTo });
      if (a.checkOutFrom !== null && a.checkOutTo !== null && a.checkOutTo < a.checkOutFrom)
        ctx.addIssue({ code: 'custom', path: ['checkOutTo'], message: CHECK_OUT_REVERSED, input: a.checkOutTo });
    }),
  );
export type ReservationsAddress = z.output<typeof ZReservationsAddress>;

/** What the filter drawer sets: every part of the address but the search and the sort. */
export type ReservationDrawerFilters = Omit<ReservationsAddress, 'search' | 'sort'>;

export const EMPTY_RESERVATION_FILTERS: ReservationDrawerFilters = {
  statuses: [],
  recordStatuses: [],
  channels: [],
  checkInFrom: null,
  checkInTo: null,
  checkOutFrom: null,
  checkOutTo: null,
  properties: [],
  companies: [],
};

export const drawerFiltersOf = ({ search: _search, sort: _sort, ...filters }: ReservationsAddress) => filters;

/** How many filters narrow the list: one per field of the drawer, a range counting once. */
export const activeFilterCount = (f: ReservationDrawerFilters): number =>
  [
    f.statuses.length > 0,
    f.recordStatuses.length > 0,
    f.channels.length > 0,
    f.checkInFrom !== null || f.checkInTo !== null,
    f.checkOutFrom !== null || f.checkOutTo !== null,
    f.properties.length > 0,
    f.companies.length > 0,
  ].filter(Boolean).length;

/** The address as the API's query (`ZReservationFilters`), shared by the list and its CSV export. */
export const reservationFiltersOf = (a: ReservationsAddress): ReservationFilters => ({
  filterText: a.search === '' ? undefined : a.search,
  'filters[statuses]': a.statuses,
  'filters[recordStatuses]': a.recordStatuses,
  'filters[channels]': a.channels,
  'filters[checkInFrom]': a.checkInFrom ?? undefined,
  'filters[checkInTo]': a.checkInTo ?? undefined,
  'filters[checkOutFrom]': a.checkOutFrom ?? undefined,
  'filters[checkOutTo]': a.checkOutTo ?? undefined,
  'filters[properties]': a.properties,
  'filters[companies]': a.companies,
  sort: a.sort,
});

/** Drops what the caller is not offered: a company filter in a link an admin copied, opened by a licensee. */
export const withinReach = (a: ReservationsAddress, canFilterCompanies: boolean): ReservationsAddress =>
  canFilterCompanies || a.companies.length === 0 ? a : { ...a, companies: [] };
