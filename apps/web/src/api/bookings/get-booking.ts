import type { TBookingDocument } from '@hearth/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { bookingKeys } from './keys';

/** `GET v3/bookings/{id}?include=…`: the booking and the relations asked for (those the caller may not read are left out). */
export const getBooking = (id: string, include: readonly string[], signal?: AbortSignal): Promise<TBookingDocument> =>
  api.get<TBookingDocument>(`/api/v3/bookings/${encodeURIComponent(id)}`, {
    params: include.length > 0 ? { include: include.join(',') } : undefined,
    signal,
  });

export const bookingOptions = (id: string, include: readonly string[]) =>
  queryOptions({
    queryKey: bookingKeys.document(id, include),
    queryFn: ({ signal }) => getBooking(id, include, signal),
  });

export const useBooking = (id: string, include: readonly string[], options: { enabled?: boolean } = {}) =>
  useQuery({ ...bookingOptions(id, include), enabled: options.enabled ?? true });
