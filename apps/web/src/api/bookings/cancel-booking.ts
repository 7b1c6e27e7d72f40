import type { TBookingDocument, TCancelBookingBody } from '@hearth/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { calendarKeys } from '../calendar/keys';
import { taskKeys } from '../tasks/keys';
import { bookingKeys } from './keys';

/**
 * `POST v3/bookings/{id}/cancel`: ACTIVE → CANCELLING → CANCELLED, keeping the clean-cancellation fee the caller was
 * shown (409 if it changed since). Answers the cancelled booking; its nights are free at once.
 */
export const cancelBooking = (id: string, body: TCancelBookingBody) =>
  api.post<TBookingDocument>(`/api/v3/bookings/${encodeURIComponent(id)}/cancel`, body);

/** Cancels, then marks every bookings query stale (the calendar, the list, the record and the multi-calendar). */
export const useCancelBooking = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCancelBookingBody) => cancelBooking(id, body),
    // Not awaited: the caller closes its dialog at once, and the calendar's two-year window reloads behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      // Its checkout clean was closed with it (docs/product/tasks.md#checkout-cleans).
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
};
