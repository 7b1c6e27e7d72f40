import {
  calendarBookingParams,
  type TBookingListResponse,
  type TPropertyBookingsParams,
} from '@hearth/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { CalendarWindow } from '../window';
import { bookingKeys } from './keys';

/** `GET v3/properties/{propertyId}/bookings`: every booking of the load window at once. */
export const getPropertyBookings = (
  propertyId: string,
  params: TPropertyBookingsParams,
  signal?: AbortSignal,
): Promise<TBookingListResponse> =>
  api.get<TBookingListResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/bookings`, { params, signal });

export const propertyBookingsOptions = (propertyId: string, window: CalendarWindow, roles: readonly string[]) => {
  const params = calendarBookingParams(window, { roles });
  return queryOptions({
    queryKey: bookingKeys.list(propertyId, params),
    queryFn: ({ signal }) => getPropertyBookings(propertyId, params, signal),
  });
};

export const usePropertyBookings = (propertyId: string, window: CalendarWindow, roles: readonly string[]) =>
  useQuery(propertyBookingsOptions(propertyId, window, roles));
