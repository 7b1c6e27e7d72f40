import { daysBetween } from '../dates/days';
import { CANCELLATION_POLICIES, type CancellationPolicy, type Currency } from '../properties/properties.constants';
import type { BookingRecordStatus, BookingStatus } from './bookings.constants';
import { RESERVATION_MESSAGES } from './reservations.constants';
import type { TCleanCancellation } from './reservations.schemas';
import { percentOf } from './stay-price';

/*
 * The clean cancellation of a stay (issue 15 item 5): what cancelling it today keeps and gives back.
 *
 * - Days before check-in: whole days from today (the property's day) to the check-in day; 0 on the arrival day and
 *   negative once the stay has begun.
 * - The booking's cancellation policy keeps a share of the booking's total (CANCELLATION_RULES): the first step
 *   whose `fromDays` the days before check-in reach. A booking with no policy (or an unknown one) is `moderate`.
 *     flexible: 1 day or more before check-in nothing; later 50%.
 *     moderate: 5 days or more nothing; 1 to 4 days 50%; later 100%.
 *     strict:   14 days or more nothing; 7 to 13 days 50%; later 100%.
 *   The share is rounded to the nearest cent, halves up.
 * - The fee is taken only from money received: fee = min(share kept, paid), where paid is what the guest paid less
 *   what was already refunded (never below 0). The refund is the rest of what was paid: refund = paid − fee.
 *   Nothing is charged on cancelling (there is no card to charge); what was due and unpaid is simply no longer due.
 * - Only a live booking (record ACTIVE, status not CANCELLED) whose check-out is after today can be cancelled;
 *   otherwise `cancellable` is false, `reason` says why, and fee and refund are 0.
 */

type Step = { fromDays: number; keepPercent: number };

export const CANCELLATION_RULES: Record<CancellationPolicy, readonly Step[]> = {
  flexible: [
    { fromDays: 1, keepPercent: 0 },
    { fromDays: -Infinity, keepPercent: 50 },
  ],
  moderate: [
    { fromDays: 5, keepPercent: 0 },
    { fromDays: 1, keepPercent: 50 },
    { fromDays: -Infinity, keepPercent: 100 },
  ],
  strict: [
    { fromDays: 14, keepPercent: 0 },
    { fromDays: 7, keepPercent: 50 },
    { fromDays: -Infinity, keepPercent: 100 },
  ],
};
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'moderate';

export const cancellationPolicyOf = (policy: string | null): CancellationPolicy =>
  (CANCELLATION_POLICIES as readonly string[]).includes(policy ?? '')
    ? (policy as CancellationPolicy)
    : DEFAULT_CANCELLATION_POLICY;

/** The share of the total (percent) `policy` keeps `daysBeforeCheckIn` days before arrival. */
export const keptPercent = (policy: CancellationPolicy, daysBeforeCheckIn: number): number =>
  CANCELLATION_RULES[policy].find((step) => daysBeforeCheckIn >= step.fromDays)?.keepPercent ?? 100;

export type CleanCancellationInput = {
  policy: string | null;
  status: BookingStatus;
  recordStatus: BookingRecordStatus;
  checkIn: string;
  checkOut: string;
  /** The property's today, `YYYY-MM-DD`. */
  today: string;
  /** The booking's total, cents. */
  total: number;
  /** Paid by the guest less refunds already made, cents. */
  paid: number;
  currency: Currency;
};

/** Why the booking cannot be cancelled today, or null when it can. */
export const whyNotCancellable = (b: Pick<CleanCancellationInput, 'status' | 'recordStatus' | 'checkOut' | 'today'>) =>
  b.status === 'CANCELLED' || b.recordStatus === 'CANCELLED'
    ? ('alreadyCancelled' as const)
    : b.recordStatus !== 'ACTIVE'
      ? ('notCancellable' as const)
      : b.checkOut <= b.today
        ? ('pastStay' as const)
        : null;

export const cleanCancellation = (input: CleanCancellationInput): TCleanCancellation => {
  const policy = cancellationPolicyOf(input.policy);
  const daysBeforeCheckIn = daysBetween(input.today, input.checkIn);
  const blocked = whyNotCancellable(input);
  const paid = Math.max(0, input.paid);
  const fee = blocked ? 0 : Math.min(percentOf(input.total, keptPercent(policy, daysBeforeCheckIn)), paid);
  return {
    policy,
    daysBeforeCheckIn,
    fee,
    refund: blocked ? 0 : paid - fee,
    currency: input.currency,
    cancellable: blocked === null,
    reason: blocked ? RESERVATION_MESSAGES[blocked] : null,
  };
};
