import { daysBetween, addDays } from '../dates/days';
import { nightCapLabel, nightsWithin, type CapYear, type NightCap } from '../properties/night-cap.rules';
import { dayText, LIFECYCLE_STAY_MESSAGES, lifecycleRefusal, type HomeLifecycle } from './home-lifecycle.rules';

/** Shorter stays count as short-term rental accommodation (three months): a long-term-only home takes none of them. */
export const LONG_TERM_MIN_NIGHTS = 90;

/** What a home allows of a stay (docs/product/bookings.md#stay-limits). */
export type StayLimits = {
  maxGuests: number;
  minimumStay: number;
  /** The compliance block's 'Long-term stays only' this year. */
  longTermOnly: boolean;
  nightCap: NightCap | null;
  /** Where the home is in its life cycle: an inactive home takes no stays, an offboarding one none past its last night. */
  lifecycle?: HomeLifecycle;
  /**
   * What the rates say of the stay's own nights (docs/product/rates.md#rate-plan): the minimum stay set for its arrival
   * night (a season's or one set by hand, over the home's own), the plan's longest stay, the nights closed by hand.
   */
  nights?: { arrivalMinNights: number | null; maxNights: number | null; closed: readonly string[] };
};

export const STAY_LIMIT_ERROR_CODES = {
  overCapacity: 'STAY_OVER_CAPACITY',
  belowMinimumStay: 'STAY_BELOW_MINIMUM',
  longTermOnly: 'STAY_LONG_TERM_ONLY',
  overNightCap: 'STAY_OVER_NIGHT_CAP',
  notBookable: 'STAY_HOME_NOT_BOOKABLE',
  aboveMaximumStay: 'STAY_ABOVE_MAXIMUM',
  nightsClosed: 'STAY_NIGHTS_CLOSED',
} as const;
export const STAY_LIMIT_CODES = [
  STAY_LIMIT_ERROR_CODES.overCapacity,
  STAY_LIMIT_ERROR_CODES.belowMinimumStay,
  STAY_LIMIT_ERROR_CODES.longTermOnly,
  STAY_LIMIT_ERROR_CODES.overNightCap,
  STAY_LIMIT_ERROR_CODES.notBookable,
  STAY_LIMIT_ERROR_CODES.aboveMaximumStay,
  STAY_LIMIT_ERROR_CODES.nightsClosed,
] as const;

export type StayRefusal = {
  code: (typeof STAY_LIMIT_ERROR_CODES)[keyof typeof STAY_LIMIT_ERROR_CODES];
  message: string;
  /** The field of the booking form the refusal belongs to. */
  field: 'adults' | 'checkOut';
};

const nights = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

export const STAY_LIMIT_MESSAGES = {
  ...LIFECYCLE_STAY_MESSAGES,
  overCapacity: (maxGuests: number, guests: number) =>
    `This home sleeps at most ${maxGuests} guest${maxGuests === 1 ? '' : 's'}; this stay is for ${guests}.`,
  belowMinimumStay: (minimumStay: number) => `This home's minimum stay is ${nights(minimumStay)}.`,
  belowArrivalMinimum: (minimumStay: number, checkIn: string) =>
    `Stays arriving on ${dayText(checkIn)} are at least ${nights(minimumStay)}.`,
  aboveMaximumStay: (maxNights: number) => `This home's longest stay is ${nights(maxNights)}.`,
  nightsClosed: (closed: readonly string[]) =>
    `${closed.length === 1 ? 'This night is' : 'These nights are'} closed: ${closed.slice(0, 3).map(dayText).join(', ')}${closed.length > 3 ? ` and ${closed.length - 3} more` : ''}.`,
  longTermOnly: () => `This home takes long-term stays only this year: at least ${nights(LONG_TERM_MIN_NIGHTS)}.`,
  overNightCap: (label: string, cap: number, left: number, year: CapYear, stayNights: number) =>
    `${label}: ${nights(cap)} a year. ${left === 0 ? 'No nights are' : `Only ${nights(left)} ${left === 1 ? 'is' : 'are'}`} left in the year to ${dayText(addDays(year.to, -1))}, and this stay has ${nights(stayNights)} in it.`,
} as const;

/**
 * The first limit of the home that the stay breaks, or null: guests within the maximum, the minimum stay, the
 * long-term minimum while the home takes long-term stays only, then the night cap in each cap year the stay
 * touches (`capYears`: each year with the nights already booked in it, from capYearsOfStay).
 */
export const stayRefusal = (
  limits: StayLimits,
  stay: { checkIn: string; checkOut: string; adults: number; children: number },
  capYears: ReadonlyArray<{ year: CapYear; booked: number }> = [],
): StayRefusal | null => {
  const lifecycle = limits.lifecycle ? lifecycleRefusal(limits.lifecycle, stay.checkOut) : null;
  if (lifecycle) return { code: STAY_LIMIT_ERROR_CODES.notBookable, message: lifecycle, field: 'checkOut' };
  const guests = stay.adults + stay.children;
  if (guests > limits.maxGuests) {
    return {
      code: STAY_LIMIT_ERROR_CODES.overCapacity,
      message: STAY_LIMIT_MESSAGES.overCapacity(limits.maxGuests, guests),
      field: 'adults',
    };
  }
  const stayNights = daysBetween(stay.checkIn, stay.checkOut);
  if (limits.longTermOnly && stayNights < LONG_TERM_MIN_NIGHTS) {
    return {
      code: STAY_LIMIT_ERROR_CODES.longTermOnly,
      message: STAY_LIMIT_MESSAGES.longTermOnly(),
      field: 'checkOut',
    };
  }
  const rated = limits.nights;
  if (rated && rated.closed.length > 0) {
    return {
      code: STAY_LIMIT_ERROR_CODES.nightsClosed,
      message: STAY_LIMIT_MESSAGES.nightsClosed(rated.closed),
      field: 'checkOut',
    };
  }
  const arrivalMinimum = rated?.arrivalMinNights ?? null;
  if (stayNights < (arrivalMinimum ?? limits.minimumStay)) {
    return {
      code: STAY_LIMIT_ERROR_CODES.belowMinimumStay,
      message:
        arrivalMinimum === null
          ? STAY_LIMIT_MESSAGES.belowMinimumStay(limits.minimumStay)
          : STAY_LIMIT_MESSAGES.belowArrivalMinimum(arrivalMinimum, stay.checkIn),
      field: 'checkOut',
    };
  }
  if (rated?.maxNights != null && stayNights > rated.maxNights && !limits.longTermOnly) {
    return {
      code: STAY_LIMIT_ERROR_CODES.aboveMaximumStay,
      message: STAY_LIMIT_MESSAGES.aboveMaximumStay(rated.maxNights),
      field: 'checkOut',
    };
  }
  const cap = limits.nightCap;
  if (!cap) return null;
  for (const { year, booked } of capYears) {
    const within = nightsWithin(stay, year);
    if (booked + within > cap.nights) {
      const left = Math.max(0, cap.nights - booked);
      return {
        code: STAY_LIMIT_ERROR_CODES.overNightCap,
        message: STAY_LIMIT_MESSAGES.overNightCap(nightCapLabel(cap.rule), cap.nights, left, year, within),
        field: 'checkOut',
      };
    }
  }
  return null;
};
