import { BASE_FEE_LABELS } from '../properties/properties.constants';
import { formatFeePercentage } from './bookings.rules';
import { STAY_PRICE_RULES } from './stay-price';
import type { TStayPrice } from './reservations.schemas';

/*
 * One price breakdown, read the same way wherever money is shown (docs/product/bookings.md#money): the booking
 * drawer, the booking record's quote, payout and payments tabs, and the statements. Each function here gives lines
 * that add up to the figure they explain, so no screen can drop a fee and still show the total.
 */

export type PriceLine = { type: string; label: string; amount: number };

/** What a recorded quote keeps of its price: enough to give both sides of it line by line. */
export type QuoteMoney = {
  nights: number;
  accommodation: number;
  /** The guest's fee lines as priced; empty on a quote recorded before fees were kept line by line. */
  fees: readonly PriceLine[];
  cleaningFee: number;
  total: number;
  managementFee: number;
  ownerPayout: number;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const sumOf = (lines: readonly PriceLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** The line that makes `lines` add up to `total`, when they do not (a change made by hand, an older quote). */
const rest = (lines: readonly PriceLine[], total: number, label: string): PriceLine[] => {
  const missing = total - sumOf(lines);
  return missing === 0 ? [] : [{ type: 'adjustment', label, amount: missing }];
};

/** What the guest pays, line by line: the nights, each fee, and any difference; the lines add up to `total`. */
export const guestLinesOf = (quote: QuoteMoney): PriceLine[] => {
  const fees: PriceLine[] =
    quote.fees.length > 0 || quote.cleaningFee === 0
      ? [...quote.fees]
      : [{ type: 'cleaning', label: BASE_FEE_LABELS.cleaning, amount: quote.cleaningFee }];
  const lines = [
    { type: 'accommodation', label: `Accommodation (${plural(quote.nights, 'night')})`, amount: quote.accommodation },
    ...fees,
  ];
  return [...lines, ...rest(lines, quote.total, 'Other charges')];
};

/**
 * What the owner gets, line by line: the accommodation, less the management fee, plus the guest fees that are the
 * owner's (STAY_PRICE_RULES.ownerFeeTypes), and any difference; the lines add up to `ownerPayout`. Cleaning and
 * linen pay the cleaner and the laundry, so they are not on this side.
 */
export const ownerLinesOf = (quote: QuoteMoney, managementFeePercentage: number | string): PriceLine[] => {
  const percent = formatFeePercentage(Number(managementFeePercentage));
  const lines: PriceLine[] = [
    { type: 'accommodation', label: 'Accommodation', amount: quote.accommodation },
    { type: 'management-fee', label: `Management fee (${percent}%)`, amount: -quote.managementFee },
    ...quote.fees.filter((fee) => (STAY_PRICE_RULES.ownerFeeTypes as readonly string[]).includes(fee.type)),
  ];
  return [...lines, ...rest(lines, quote.ownerPayout, 'Adjustments')];
};

/** A priced stay as the quote that records it. */
export const quoteMoneyOf = (price: TStayPrice): QuoteMoney => ({
  nights: price.nights,
  accommodation: price.accommodation,
  fees: price.fees,
  cleaningFee: price.cleaningFee,
  total: price.total,
  managementFee: price.managementFee,
  ownerPayout: price.ownerPayout,
});

export type ScheduledCharge = { paymentType: 'accommodation' | 'bond'; amount: number; dueOn: string };

/**
 * The payments a booking made in Hearth schedules: the total, due the day it is booked, and the refundable security
 * deposit the drawer promised, due on arrival (held, then returned; never part of the total).
 */
export const paymentScheduleOf = (
  price: TStayPrice,
  stay: { bookedOn: string; checkIn: string },
): ScheduledCharge[] => [
  { paymentType: 'accommodation', amount: price.total, dueOn: stay.bookedOn },
  ...(price.securityDeposit > 0
    ? [{ paymentType: 'bond' as const, amount: price.securityDeposit, dueOn: stay.checkIn }]
    : []),
];
