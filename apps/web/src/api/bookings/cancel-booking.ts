import type { TBookingDocument, TCancelBookingBody } from '@hearth/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { calendarKeys } from '../calendar/keys';
import { bookingKeys } from './keys';

/**
 * `POST v3/bookings/{id}/cancel`: ACTIVE → CANCELLING → CANCELLED, keeping the clean-cancellation fee the caller was
 * shown (409 if it changed since). Answers the cancelled booking; its nights are free at once.
 */
export const cancelBooking = (id: string, body: TCancelBookingBody) =>
  api.post<TBookingDocument>(`/api/v3/bookings/${encodeURIComponent(id)}/cancel`, body);

/** Cancels, then refreshes every bookings query (the calendar, the list and the record). */
export const useCancelBooking = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCancelBookingBody) => cancelBooking(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
};
