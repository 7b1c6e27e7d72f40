import { can } from '@hearth/domain/access';
import {
  CALENDAR_BOOKING_DEFAULTS,
  calendarBookingStatuses,
  type TBookingListResponse,
  type TPropertyBookingsParams,
} from '@hearth/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { CalendarWindow } from '../window';
import { bookingKeys } from './keys';

/**
 * The bookings query of the calendar for a user (docs/product/bookings.md#states, #who-uses-it): active and cancelling records, booked and blocked
 * (developers also requested and cancelled), with notes only for those who see confidential data.
 */
export const bookingParams = (window: CalendarWindow, roles: readonly string[]): TPropertyBookingsParams => ({
  from: window.from,
  to: window.to,
  recordStatuses: CALENDAR_BOOKING_DEFAULTS.recordStatuses.join(','),
  statuses: calendarBookingStatuses({ roles }).join(','),
  include: can({ roles }, 'property:read-confidential') ? 'resources,notes' : 'resources',
});

/** `GET v3/properties/{propertyId}/bookings`: every booking of the load window at once. */
export const getPropertyBookings = (
  propertyId: string,
  params: TPropertyBookingsParams,
  signal?: AbortSignal,
): Promise<TBookingListResponse> =>
  api.get<TBookingListResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/bookings`, { params, signal });

export const propertyBookingsOptions = (propertyId: string, window: CalendarWindow, roles: readonly string[]) => {
  const params = bookingParams(window, roles);
  return queryOptions({
    queryKey: bookingKeys.list(propertyId, params),
    queryFn: ({ signal }) => getPropertyBookings(propertyId, params, signal),
  });
};

export const usePropertyBookings = (propertyId: string, window: CalendarWindow, roles: readonly string[]) =>
  useQuery(propertyBookingsOptions(propertyId, window, roles));
