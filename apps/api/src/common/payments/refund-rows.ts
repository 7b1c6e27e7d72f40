import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingPayments } from '../../db/schema';

type PaymentRow = typeof bookingPayments.$inferSelect;

/** What can still be given back from each charge received: paid (not disputed), not a refund, with money left. */
export const refundableCharges = (payments: readonly PaymentRow[], kind: 'stay' | 'bond') =>
  payments
    .filter(
      (p) =>
        !p.isRefund &&
        p.status === 'paid' &&
        p.refundableCents > 0 &&
        (kind === 'bond' ? p.paymentType === 'bond' : p.paymentType !== 'bond'),
    )
    .sort((a, b) => b.refundableCents - a.refundableCents);

export const refundableTotal = (charges: readonly PaymentRow[]) =>
  charges.reduce((total, p) => total + p.refundableCents, 0);

/**
 * Writes `amount` of refunds against the charges it comes back from, the largest first, each a refund row `pending`
 * until the money has moved (docs/product/payments.md#refunds): a Stripe charge's refund is sent by `sendRefunds`
 * after the transaction commits; any other's waits for finance to record it sent. Each charge's refundable amount
 * goes down at once, so the same money cannot be promised back twice. The caller checked `amount` is at most
 * `refundableTotal(charges)`.
 */
export const writeRefunds = async (
  tx: Db,
  options: {
    bookingId: string;
    charges: readonly PaymentRow[];
    amount: number;
    today: string;
    note: string;
    paymentType: 'refund' | 'bond';
  },
): Promise<PaymentRow[]> => {
  const written: PaymentRow[] = [];
  let left = options.amount;
  for (const charge of options.charges) {
    if (left <= 0) break;
    const amount = Math.min(left, charge.refundableCents);
    left -= amount;
    const [row] = await tx
      .insert(bookingPayments)
      .values({
        bookingId: options.bookingId,
        amountCents: amount,
        dueOn: options.today,
        paymentType: options.paymentType,
        status: 'pending',
        isRefund: true,
        method: charge.method,
        refundOfId: charge.id,
        note: options.note,
      })
      .returning();
    await tx
      .update(bookingPayments)
      .set({ refundableCents: sql`${bookingPayments.refundableCents} - ${amount}` })
      .where(eq(bookingPayments.id, charge.id));
    if (row) written.push(row);
  }
  return written;
};
