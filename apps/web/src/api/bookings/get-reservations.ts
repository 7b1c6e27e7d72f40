import {
  RESERVATION_LIST,
  type TReservationFilterParams,
  type TReservationFilters,
  type TReservationListItem,
  type TReservationsResponse,
} from '@hearth/domain/bookings';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { bookingKeys } from './keys';

/** The list's search, filters and sort as the API reads them (`ZReservationFilters`: lists as arrays). */
export type ReservationFilters = TReservationFilters;

/**
 * Query parameters of `GET v3/bookings` and of its CSV export, page aside: the same filters with lists
 * comma-separated and empty values left out (each key and value is the filter's own, hence the cast).
 */
export const reservationParams = (filters: ReservationFilters): TReservationFilterParams => {
  const params: [string, string][] = [];
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
    if (text !== '') params.push([key, text]);
  }
  return Object.fromEntries(params) as TReservationFilterParams;
};

/** `GET v3/bookings`: one page of the reservation list (scoped by the API to the caller's homes). */
export const getReservations = (params: TReservationFilterParams, page: number, signal?: AbortSignal) =>
  api.get<TReservationsResponse>('/api/v3/bookings', {
    params: { ...params, 'page[number]': page, 'page[size]': RESERVATION_LIST.pageSize },
    signal,
  });

/** The next page while the server has more (and the page number stays in the API's range). */
const nextPage = (last: TReservationsResponse, pages: readonly unknown[]): number | undefined =>
  pages.length < last.meta.totalPages && pages.length < RESERVATION_LIST.pageNumberMax && last.data.length > 0
    ? pages.length + 1
    : undefined;

/**
 * Keyed on the whole query, so a changed search, filter or sort starts again at page 1 and an older answer lands in
 * its own cache entry: a slow answer to an earlier search never replaces the newer one on screen (docs/product/bookings.md#states).
 */
export const reservationsOptions = (params: TReservationFilterParams) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.reservations(params),
    queryFn: ({ pageParam, signal }) => getReservations(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(last, pages),
  });

/** The rows of the previous query stay on screen (dimmed) until the new first page comes. */
export const useReservations = (params: TReservationFilterParams) =>
  useInfiniteQuery({ ...reservationsOptions(params), placeholderData: keepPreviousData });

export type ReservationsData = InfiniteData<TReservationsResponse>;

/** Every row of the loaded pages. */
export const reservationsOf = (data: ReservationsData | undefined): TReservationListItem[] =>
  data?.pages.flatMap((page) => page.data) ?? [];
