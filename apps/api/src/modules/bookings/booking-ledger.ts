import { formatFeePercentage } from '@hearth/domain';
import type { bookingPayments, quotes } from '../../db/schema';

type PaymentRow = typeof bookingPayments.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;

const sum = (rows: readonly PaymentRow[]) => rows.reduce((total, p) => total + p.amountCents, 0);

/**
 * A booking's payments added up: `paid` (charges received), `due` (charges not yet paid), `refunded` (refunds not
 * failed), and `netPaid`, what the guest has in with us now (never below 0): what a cancellation keeps its fee from.
 */
export const ledgerOf = (payments: readonly PaymentRow[]) => {
  const paid = sum(payments.filter((p) => !p.isRefund && p.status === 'paid'));
  const due = sum(payments.filter((p) => p.status === 'unpaid'));
  const refunded = sum(payments.filter((p) => p.isRefund && p.status !== 'failed'));
  return { paid, due, refunded, netPaid: Math.max(0, paid - refunded) };
};

const DEPOSIT_TYPES: readonly string[] = ['deposit', 'bond'];

/**
 * Deposits and bonds: charged (not failed), paid, refunded and still held. Refunds are not tied to one payment, so
 * a refund settles the deposit first (it was the first money in): refunded = min(deposit paid, all refunds).
 */
export const depositSummaryOf = (payments: readonly PaymentRow[]) => {
  const deposits = payments.filter((p) => !p.isRefund && DEPOSIT_TYPES.includes(p.paymentType));
  const amount = sum(deposits.filter((p) => p.status !== 'failed'));
  const paid = sum(deposits.filter((p) => p.status === 'paid'));
  const refunded = Math.min(paid, ledgerOf(payments).refunded);
  return { amount, paid, refunded, held: paid - refunded };
};

/**
 * The owner's side of a quote, line by line, the lines adding up to the owner payout: the accommodation, less the
 * management fee, plus what else the quote pays the owner (the owner-side guest fees of stay-price.ts, or a change
 * made by hand), shown only when it is not zero.
 */
export const payoutOf = (quote: QuoteRow | undefined, managementFeePercentage: string) => {
  if (!quote) return { payoutBreakdown: null, payoutSummary: null };
  const fee = formatFeePercentage(Number(managementFeePercentage));
  const rest = quote.ownerPayoutCents - (quote.accommodationCents - quote.managementFeeCents);
  return {
    payoutBreakdown: [
      { label: 'Accommodation', amount: quote.accommodationCents },
      { label: `Management fee (${fee}%)`, amount: -quote.managementFeeCents },
      ...(rest !== 0 ? [{ label: rest > 0 ? 'Guest fees to the owner' : 'Adjustments', amount: rest }] : []),
    ],
    payoutSummary: {
      accommodation: quote.accommodationCents,
      cleaning: quote.cleaningFeeCents,
      managementFee: quote.managementFeeCents,
      ownerPayout: quote.ownerPayoutCents,
      currency: quote.currency,
    },
  };
};
