import { addDays, daysBetween } from '../dates/days';
import { BASE_FEE_LABELS, type BaseFeeType, type Currency } from '../properties/properties.constants';
import type { TBaseFee, TManagementFee } from '../properties/property-profile';
import { formatFeePercentage } from './bookings.rules';
import type { TStayPrice } from './reservations.schemas';

/*
 * The price of a stay booked from the calendar (issue 15 item 3), a pure function of the property's rates and
 * profile. The rule, in integer cents of the property's currency:
 *
 * - Nightly: each night of [checkIn, checkOut) costs its daily rate: `price_cents`, or `corporate_cents` with the
 *   corporate rate. A night with no rate row is unpriced, and a stay with any unpriced night has no price at all.
 * - Accommodation: the sum of the nights.
 * - Fees (the property's base fees): `stay` once, `night` × nights, `guest-night` × nights × the guests above
 *   those the home's rate plan covers (its `extraGuestsAbove`), else above STAY_PRICE_RULES.includedGuests (adults
 *   and children alike). Fees that depend on a request the booking form does not take (pets, early check-in, late
 *   check-out) are not charged; the security deposit is a refundable bond, held rather than charged, so it is shown (`securityDeposit`) but is neither a fee nor part of the total.
 * - Total: accommodation + fees. It is what the guest pays.
 * - Management fee: the `short-stay` management fee in force on the check-in day (startsOn ≤ checkIn ≤ endsOn; the
 *   edit form and the seed write endsOn as the last day of a period, the day before the next one starts), the
 *   latest-starting if two overlap, else STAY_PRICE_RULES.defaultManagementFeePercentage (the bookings default). It
 *   is taken on the accommodation only, rounded to the nearest cent (halves up).
 * - Owner payout: accommodation − management fee + the owner-side fees (STAY_PRICE_RULES.ownerFeeTypes: an extra
 *   guest or a pet wears the owner's home). Cleaning and linen pay the cleaner and the laundry, and the other
 *   service fees the operator, so they are not the owner's.
 */

export const STAY_PRICE_RULES = {
  /** Guests a nightly rate covers; each one more pays the `guest-night` fees. */
  includedGuests: 2,
  /** When no short-stay management fee is in force on the check-in day (the bookings table's default). */
  defaultManagementFeePercentage: 20,
  /** Fees the booking form has no field for: charged only when the guest asks, so never by this price. */
  onRequestFeeTypes: ['pet', 'early-check-in', 'late-check-out'] as readonly BaseFeeType[],
  /** Fees paid over to the owner (the rest pay the cleaner, the laundry or the operator). */
  ownerFeeTypes: ['extra-guest', 'pet'] as readonly BaseFeeType[],
} as const;

export type NightlyRate = { night: string; priceCents: number; corporateCents: number };

export type StayPriceInput = {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  corporateRate: boolean;
  currency: Currency;
  /** The property's daily rates; nights outside the stay are ignored. */
  rates: readonly NightlyRate[];
  baseFees: readonly TBaseFee[];
  managementFees: readonly TManagementFee[];
  /** Guests the nightly rate covers, from the home's rate plan; STAY_PRICE_RULES.includedGuests without one. */
  includedGuests?: number;
};

/** Each night of [checkIn, checkOut), in order. */
export const stayNights = (checkIn: string, checkOut: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(checkIn, checkOut)) }, (_, i) => addDays(checkIn, i));

/** The short-stay management fee (percent) in force on `day`, or the default. */
export const managementFeeOn = (fees: readonly TManagementFee[], day: string): number => {
  const inForce = fees
    .filter((f) => f.kind === 'short-stay' && f.startsOn <= day && (f.endsOn === null || day <= f.endsOn))
    .sort((a, b) => b.startsOn.localeCompare(a.startsOn));
  return inForce[0]?.percentage ?? STAY_PRICE_RULES.defaultManagementFeePercentage;
};

/** `percentage` of `cents`, to the nearest cent, halves up; in basis points so 17.5% of odd cents never drifts. */
export const percentOf = (cents: number, percentage: number): number =>
  Math.floor((cents * Math.round(percentage * 100) + 5_000) / 10_000);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The nights with no rate, and the price (null while any night lacks one). */
export const priceStay = (input: StayPriceInput): { unpricedNights: string[]; price: TStayPrice | null } => {
  const byNight = new Map(input.rates.map((r) => [r.night, r]));
  const nights = stayNights(input.checkIn, input.checkOut);
  const unpricedNights = nights.filter((night) => !byNight.has(night));
  if (unpricedNights.length > 0 || nights.length === 0) return { unpricedNights, price: null };

  const nightly = nights.map((night) => {
    const rate = byNight.get(night)!;
    return { night, amount: input.corporateRate ? rate.corporateCents : rate.priceCents };
  });
  const accommodation = nightly.reduce((sum, n) => sum + n.amount, 0);
  const guests = input.adults + input.children;
  const extraGuests = Math.max(0, guests - (input.includedGuests ?? STAY_PRICE_RULES.includedGuests));

  const fees: TStayPrice['fees'] = [];
  let ownerFees = 0;
  let securityDeposit = 0;
  for (const fee of input.baseFees) {
    if (fee.type === 'security-deposit') {
      securityDeposit += fee.amount;
      continue;
    }
    if (STAY_PRICE_RULES.onRequestFeeTypes.includes(fee.type)) continue;
    const label = BASE_FEE_LABELS[fee.type];
    const [amount, detail] =
      fee.chargedPer === 'stay'
        ? [fee.amount, null]
        : fee.chargedPer === 'night'
          ? [fee.amount * nights.length, plural(nights.length, 'night')]
          : [
              fee.amount * nights.length * extraGuests,
              `${plural(extraGuests, 'extra guest')} × ${plural(nights.length, 'night')}`,
            ];
    if (amount === 0) continue;
    fees.push({ type: fee.type, label: detail ? `${label} (${detail})` : label, amount });
    if (STAY_PRICE_RULES.ownerFeeTypes.includes(fee.type)) ownerFees += amount;
  }
  const cleaningFee = fees.filter((f) => f.type === 'cleaning').reduce((sum, f) => sum + f.amount, 0);
  const total = accommodation + fees.reduce((sum, f) => sum + f.amount, 0);
  const percentage = managementFeeOn(input.managementFees, input.checkIn);
  const managementFee = percentOf(accommodation, percentage);
  return {
    unpricedNights,
    price: {
      nights: nights.length,
      nightly,
      accommodation,
      fees,
      cleaningFee,
      total,
      managementFeePercentage: formatFeePercentage(percentage),
      managementFee,
      ownerPayout: accommodation - managementFee + ownerFees,
      currency: input.currency,
      corporateRate: input.corporateRate,
      securityDeposit,
    },
  };
};
