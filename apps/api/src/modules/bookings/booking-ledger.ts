import { ownerLinesOf, type QuoteMoney } from '@hearth/domain';
import type { bookingPayments, quotes } from '../../db/schema';

type PaymentRow = typeof bookingPayments.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;

const sum = (rows: readonly PaymentRow[]) => rows.reduce((total, p) => total + p.amountCents, 0);

/** A refundable security deposit: held on arrival and returned, so it is neither charged nor due for the stay. */
const isBond = (p: PaymentRow) => p.paymentType === 'bond';

/**
 * A booking's payments added up (docs/product/payments.md#states): `paid` (charges received and not in dispute),
 * `due` (charges not yet paid), `refunded` (refunds whose money has moved), `refundPending` (refunds started, not yet
 * moved), `disputed` (charges the guest's bank is disputing), and `netPaid`, what the guest has in with us and not on
 * its way back (never below 0): what a cancellation keeps its fee from. The security deposit is counted apart
 * (depositSummaryOf), so paid and due add up to the booking's total.
 */
export const ledgerOf = (payments: readonly PaymentRow[]) => {
  const charges = payments.filter((p) => !isBond(p));
  const paid = sum(charges.filter((p) => !p.isRefund && p.status === 'paid'));
  const due = sum(charges.filter((p) => p.status === 'unpaid'));
  const refunded = sum(charges.filter((p) => p.isRefund && p.status === 'refunded'));
  const refundPending = sum(charges.filter((p) => p.isRefund && p.status === 'pending'));
  const disputed = sum(charges.filter((p) => !p.isRefund && p.status === 'disputed'));
  return { paid, due, refunded, refundPending, disputed, netPaid: Math.max(0, paid - refunded - refundPending) };
};

/**
 * The security deposit: asked for (not failed), paid, returned (the money moved), on its way back, and still held.
 * A returned deposit is a refund row of type 'bond'.
 */
export const depositSummaryOf = (payments: readonly PaymentRow[]) => {
  const bonds = payments.filter((p) => p.paymentType === 'bond');
  const asked = bonds.filter((p) => !p.isRefund);
  const amount = sum(asked.filter((p) => p.status !== 'failed'));
  const paid = sum(asked.filter((p) => p.status === 'paid'));
  const refunded = Math.min(paid, sum(bonds.filter((p) => p.isRefund && p.status === 'refunded')));
  return { amount, paid, refunded, held: paid - refunded };
};

/** What a recorded quote keeps of its price, as price-breakdown.ts reads it. */
export const quoteMoneyOfRow = (quote: QuoteRow): QuoteMoney => ({
  nights: quote.nights,
  accommodation: quote.accommodationCents,
  fees: quote.fees,
  cleaningFee: quote.cleaningFeeCents,
  total: quote.totalCents,
  managementFee: quote.managementFeeCents,
  ownerPayout: quote.ownerPayoutCents,
});

/** The owner's side of a quote, line by line (price-breakdown.ts), and its summary. */
export const payoutOf = (quote: QuoteRow | undefined, managementFeePercentage: string) => {
  if (!quote) return { payoutBreakdown: null, payoutSummary: null };
  return {
    payoutBreakdown: ownerLinesOf(quoteMoneyOfRow(quote), managementFeePercentage).map(({ label, amount }) => ({
      label,
      amount,
    })),
    payoutSummary: {
      accommodation: quote.accommodationCents,
      cleaning: quote.cleaningFeeCents,
      managementFee: quote.managementFeeCents,
      ownerPayout: quote.ownerPayoutCents,
      currency: quote.currency,
    },
  };
};
