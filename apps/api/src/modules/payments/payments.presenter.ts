import type { paymentRequests } from '../../db/schema';
import { presentPaymentRequest } from '../../common/payments/payment-requests';

type RequestRow = typeof paymentRequests.$inferSelect;

/** `POST v3/booking-payments/{id}/request`'s answer: the request as a JSON:API resource. */
export const presentPaymentRequestDocument = (row: RequestRow) => {
  const { id, ...attributes } = presentPaymentRequest(row);
  return { data: { id, type: 'payment-request' as const, attributes } };
};
