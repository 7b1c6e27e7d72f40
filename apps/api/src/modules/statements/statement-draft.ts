import { todayIn, type StatementLineKind } from '@hearth/domain';
import { monthNightsOf, nightsWithin, shareByNights, stayNightsIn } from './split-stay';

/** What a booking brings to its home's statements: its nights, status, fee kept, and its current quote (or none). */
export type StatementBooking = {
  id: string;
  longCode: string;
  guestName: string | null;
  status: string;
  recordStatus: string;
  createdByType: string;
  cleaningRequired: boolean;
  checkIn: string;
  checkOut: string;
  cancelledAt: Date | null;
  cancellationFeeCents: number | null;
  /** Percent, as the booking keeps it ('20', '17.50'). */
  managementFeePercentage: string;
  /** The booking's current quote: the latest of its chain. */
  quote: {
    accommodationCents: number;
    managementFeeCents: number;
    ownerPayoutCents: number;
    cleaningFeeCents: number;
  } | null;
};

export type StatementLineDraft = {
  kind: StatementLineKind;
  bookingId: string | null;
  description: string;
  nights: number;
  checkIn: string | null;
  checkOut: string | null;
  incomeCents: number;
  managementFeeCents: number;
  costsCents: number;
  payoutCents: number;
};

export type StatementDraft = {
  lines: StatementLineDraft[];
  /** Guest nights in the month; owner stays earn nothing, so their nights are not counted. */
  nights: number;
  incomeCents: number;
  managementFeeCents: number;
  costsCents: number;
  payoutCents: number;
  /** Guest stays with nights in the month and no quote: no payout to state (a statement check). */
  withoutPayout: StatementBooking[];
};

const cancelled = (b: StatementBooking) => b.status === 'CANCELLED' || b.recordStatus === 'CANCELLED';
const isOwnerStay = (b: StatementBooking) => b.createdByType === 'owner' && !cancelled(b);
/** A confirmed guest stay: a request is not one yet, a block by staff earns nothing. */
const isGuestStay = (b: StatementBooking) => b.status === 'BOOKED' && !cancelled(b) && b.createdByType !== 'owner';

const who = (b: StatementBooking) => (b.guestName ? `, ${b.guestName}` : '');

const emptyLine = (b: StatementBooking) => ({
  bookingId: b.id,
  checkIn: b.checkIn,
  checkOut: b.checkOut,
  nights: 0,
  incomeCents: 0,
  managementFeeCents: 0,
  costsCents: 0,
  payoutCents: 0,
});

/** A guest stay's nights in the month and its share of the quote's figures, split by nights. */
const stayLine = (b: StatementBooking, month: string): StatementLineDraft | null => {
  const nights = stayNightsIn(b, monthNightsOf(month));
  if (nights.within === 0 || !b.quote) return null;
  const split = nights.within < nights.all ? ` (${nights.within} of ${nights.all} nights)` : '';
  const managementFeeCents = shareByNights(b.quote.managementFeeCents, nights);
  // The quote's payout (price-breakdown.ts ownerLinesOf): the nights less the fee plus the guest fees that are the
  // owner's. The owner's income is that before the fee, so each line reads income − fee = payout.
  const payoutCents = shareByNights(b.quote.ownerPayoutCents, nights);
  return {
    ...emptyLine(b),
    kind: 'stay',
    description: `Guest stay ${b.longCode}${who(b)}${split}`,
    nights: nights.within,
    incomeCents: payoutCents + managementFeeCents,
    managementFeeCents,
    payoutCents,
  };
};

/** An owner stay's nights in the month (no income), and its cleaning as a cost in the month of check-out. */
const ownerStayLines = (b: StatementBooking, month: string, propertyCleaningCents: number): StatementLineDraft[] => {
  const { start, end } = monthNightsOf(month);
  const lines: StatementLineDraft[] = [];
  const nights = nightsWithin(b, start, end);
  if (nights > 0) lines.push({ ...emptyLine(b), kind: 'owner-stay', description: `Owner stay ${b.longCode}`, nights });
  const cleaning = b.quote ? b.quote.cleaningFeeCents : propertyCleaningCents;
  if (b.cleaningRequired && cleaning > 0 && b.checkOut >= start && b.checkOut < end) {
    lines.push({
      ...emptyLine(b),
      kind: 'cost',
      description: `Cleaning after owner stay ${b.longCode}`,
      costsCents: cleaning,
      payoutCents: -cleaning,
    });
  }
  return lines;
};

/** The fee a cancellation kept, in the month it was cancelled (in the home's time zone), less the management fee. */
const cancellationLine = (b: StatementBooking, month: string, timezone: string): StatementLineDraft | null => {
  const fee = b.cancellationFeeCents ?? 0;
  if (!cancelled(b) || fee <= 0 || !b.cancelledAt) return null;
  if (todayIn(timezone, b.cancelledAt).slice(0, 7) !== month.slice(0, 7)) return null;
  const managementFee = Math.round((fee * Number(b.managementFeePercentage)) / 100);
  return {
    ...emptyLine(b),
    kind: 'cancellation',
    description: `Cancellation fee ${b.longCode}${who(b)}`,
    incomeCents: fee,
    managementFeeCents: managementFee,
    payoutCents: fee - managementFee,
  };
};

/**
 * One home's statement for one month (`YYYY-MM`), from its bookings: guest stays split by nights, owner stays and
 * their cleaning, cancellation fees kept. Totals are the sums of the lines. Figures are the quotes' own: a stay
 * quoted in another currency than the home's is still stated in its figures (each home has one currency in
 * practice; the statement carries the home's).
 */
export const buildStatement = (options: {
  month: string;
  timezone: string;
  /** The home's cleaning fee per stay, for an owner stay with no quote. */
  propertyCleaningCents: number;
  bookings: readonly StatementBooking[];
}): StatementDraft => {
  const { month } = options;
  const lines: StatementLineDraft[] = [];
  const withoutPayout: StatementBooking[] = [];
  for (const b of options.bookings) {
    if (isGuestStay(b)) {
      const line = stayLine(b, month);
      if (line) lines.push(line);
      else if (!b.quote && nightsWithin(b, monthNightsOf(month).start, monthNightsOf(month).end) > 0) {
        withoutPayout.push(b);
      }
    } else if (isOwnerStay(b)) {
      lines.push(...ownerStayLines(b, month, options.propertyCleaningCents));
    } else {
      const line = cancellationLine(b, month, options.timezone);
      if (line) lines.push(line);
    }
  }
  lines.sort(
    (a, b) => (a.checkIn ?? '').localeCompare(b.checkIn ?? '') || (a.bookingId ?? '').localeCompare(b.bookingId ?? ''),
  );
  const sum = (pick: (line: StatementLineDraft) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    nights: sum((line) => (line.kind === 'stay' ? line.nights : 0)),
    incomeCents: sum((line) => line.incomeCents),
    managementFeeCents: sum((line) => line.managementFeeCents),
    costsCents: sum((line) => line.costsCents),
    payoutCents: sum((line) => line.payoutCents),
    withoutPayout,
  };
};
