import type { TRecordPaymentBody } from '@hearth/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { bookingKeys } from '../bookings/keys';

/**
 * `POST v3/booking-payments/{id}/record`: money that moved outside Stripe, recorded by finance: a payment received,
 * or a refund sent (docs/product/payments.md#recorded-by-hand).
 */
export const recordPayment = (paymentId: string, body: TRecordPaymentBody) =>
  api.post<undefined>(`/api/v3/booking-payments/${encodeURIComponent(paymentId)}/record`, body);

export const useRecordPayment = (paymentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordPaymentBody) => recordPayment(paymentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
};
