import type { TBookingDocument, TCreateBookingBody } from '@hearth/domain/bookings';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client';
import { calendarKeys } from '../calendar/keys';
import { taskKeys } from '../tasks/keys';
import { bookingKeys } from './keys';

export type CreateBookingInput = {
  body: TCreateBookingBody;
  /** The same key for every send of the same booking, so that a retry answers the first result (never a second stay). */
  idempotencyKey: string;
};

/** A fresh `Idempotency-Key`: a random UUID (getRandomValues where randomUUID is missing: plain http off localhost). */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * `POST v3/bookings` with its `Idempotency-Key` → 201 with the booking. 409 when some night was taken meanwhile, 422
 * when the key was already used for another body.
 */
export const createBooking = ({ body, idempotencyKey }: CreateBookingInput): Promise<TBookingDocument> =>
  api.post<TBookingDocument>('/api/v3/bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } });

const createBookingKey = [...bookingKeys.all, 'create'] as const;

/** Whether a booking is on its way (a form that is sending one is not closed under it). */
export const useIsBooking = (): boolean => useIsMutating({ mutationKey: createBookingKey }) > 0;

/**
 * Books; the mutation settles once the property's calendar has reloaded, so the stay is on it when the form closes.
 * Every other bookings query (lists, other calendars, live prices) is marked stale without reloading now: a price
 * on screen would otherwise flash 'no longer free' for the stay just booked. A conflict reloads everything on
 * screen: the calendar and the price were out of date.
 */
export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createBookingKey,
    mutationFn: createBooking,
    onSuccess: async (_booking, { body }) => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      // The stay's checkout clean (docs/product/tasks.md#checkout-cleans) is on the calendar too.
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      await queryClient.invalidateQueries({ queryKey: bookingKeys.property(body.propertyId) });
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || error.status === 422)) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      }
    },
  });
};
