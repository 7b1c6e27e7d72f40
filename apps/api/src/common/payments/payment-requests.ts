import { desc, eq } from 'drizzle-orm';
import type { TPaymentRequest } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingPayments, paymentRequests } from '../../db/schema';

type RequestRow = typeof paymentRequests.$inferSelect;

/** A payment request as the payments tab shows it beside its payment (docs/product/payments.md#fields). */
export const presentPaymentRequest = (row: RequestRow): TPaymentRequest => ({
  id: row.id,
  status: row.status,
  amount: row.amountCents,
  url: row.url,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  sentTo: row.sentTo,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/** The latest request of each payment of a booking, by payment id. */
export const latestRequestsOf = async (db: Db, bookingId: string): Promise<Map<string, RequestRow>> => {
  const rows = await db
    .selectDistinctOn([paymentRequests.paymentId], { request: paymentRequests })
    .from(paymentRequests)
    .innerJoin(bookingPayments, eq(bookingPayments.id, paymentRequests.paymentId))
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(paymentRequests.paymentId, desc(paymentRequests.createdAt));
  return new Map(rows.map(({ request }) => [request.paymentId, request]));
};
