import type { z } from 'zod';
import type { ZPaymentRequestDocument } from '@hearth/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { bookingKeys } from '../bookings/keys';

type TPaymentRequestDocument = z.output<typeof ZPaymentRequestDocument>;

/**
 * `POST v3/booking-payments/{id}/request`: a Stripe page for the payment's amount, mailed to the guest
 * (docs/product/payments.md#guest-payments). 503 while Stripe is down: nothing charged, try again.
 */
export const requestPayment = (paymentId: string) =>
  api.post<TPaymentRequestDocument>(`/api/v3/booking-payments/${encodeURIComponent(paymentId)}/request`, {});

export const useRequestPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
};
