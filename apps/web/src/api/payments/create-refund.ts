import type { TCreateRefundBody } from '@hearth/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { bookingKeys } from '../bookings/keys';

type TRefundsCreated = { data: { id: string; type: 'payment'; attributes: { amount: number; status: string } }[] };

/**
 * `POST v3/bookings/{id}/refunds`: money back to the guest, at most what was paid and not yet refunded; pending
 * until it has moved (docs/product/payments.md#refunds).
 */
export const createRefund = (bookingId: string, body: TCreateRefundBody) =>
  api.post<TRefundsCreated>(`/api/v3/bookings/${encodeURIComponent(bookingId)}/refunds`, body);

export const useCreateRefund = (bookingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateRefundBody) => createRefund(bookingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
};
