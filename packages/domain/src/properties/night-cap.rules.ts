import { addDays, daysBetween } from '../dates/days';

/**
 * Local caps on the nights a home may be let for short stays when its host does not live there
 * (docs/product/properties.md#night-caps). A home's cap is set on its compliance block: one of these rules, or a
 * number of its own ('custom'). Booking a night past the cap is refused.
 */
export const NIGHT_CAP_RULES = {
  'greater-sydney': { label: 'Greater Sydney short-term rental cap', nights: 180 },
  'byron-shire': { label: 'Byron Shire short-term rental cap', nights: 60 },
  custom: { label: 'Night cap', nights: null },
} as const;
export type NightCapRule = keyof typeof NIGHT_CAP_RULES;
export const NIGHT_CAP_RULE_IDS = Object.keys(NIGHT_CAP_RULES) as NightCapRule[];

/** Where no renewal date says otherwise, a cap's year is the Australian financial year: 1 July to 30 June. */
const DEFAULT_YEAR_START = '07-01';

/** Byron Shire's towns (NSW): a home here gets the Byron rule suggested. */
const BYRON_SHIRE_TOWNS = ['byron bay', 'bangalow', 'brunswick heads', 'mullumbimby', 'suffolk park', 'ocean shores'];

/**
 * The rule a home's address suggests: Byron Shire's towns, then Greater Sydney's postcodes (2000–2234 and
 * 2555–2574, 2740–2786), else none. The compliance block lets staff choose another.
 */
export const suggestedNightCapRule = (address: {
  state: string;
  city: string;
  postcode: string;
}): NightCapRule | null => {
  if (address.state.trim().toUpperCase() !== 'NSW') return null;
  if (BYRON_SHIRE_TOWNS.includes(address.city.trim().toLowerCase())) return 'byron-shire';
  const postcode = Number(address.postcode);
  const sydney =
    (postcode >= 2000 && postcode <= 2234) ||
    (postcode >= 2555 && postcode <= 2574) ||
    (postcode >= 2740 && postcode <= 2786);
  return sydney ? 'greater-sydney' : null;
};

/** A cap's year: nights from `from` up to, not including, `to`. */
export type CapYear = { from: string; to: string };

/**
 * The cap year a night falls in: from the month and day of the home's registration renewal (when it has one),
 * otherwise from 1 July, to the same day a year later.
 */
export const capYearOf = (night: string, renewalDate: string | null): CapYear => {
  // 29 February starts no year: such a renewal counts from 1 March.
  const renewal = renewalDate?.slice(5);
  const start = renewal === undefined ? DEFAULT_YEAR_START : renewal === '02-29' ? '03-01' : renewal;
  const year = Number(night.slice(0, 4));
  const candidate = `${year}-${start}`;
  const from = night >= candidate ? candidate : `${year - 1}-${start}`;
  return { from, to: `${Number(from.slice(0, 4)) + 1}-${start}` };
};

/** The cap years the nights of [checkIn, checkOut) fall in, in order (one, or two when the stay crosses a year). */
export const capYearsOfStay = (checkIn: string, checkOut: string, renewalDate: string | null): CapYear[] => {
  const first = capYearOf(checkIn, renewalDate);
  const last = capYearOf(addDays(checkOut, -1), renewalDate);
  const years = [first];
  let next = first;
  while (next.to <= last.from) {
    next = capYearOf(next.to, renewalDate);
    years.push(next);
  }
  return years;
};

/** The nights of [checkIn, checkOut) that fall in `year`. */
export const nightsWithin = (stay: { checkIn: string; checkOut: string }, year: CapYear): number => {
  const from = stay.checkIn > year.from ? stay.checkIn : year.from;
  const to = stay.checkOut < year.to ? stay.checkOut : year.to;
  return to > from ? daysBetween(from, to) : 0;
};

/** A home's cap as its compliance record holds it: the number, and the rule it came from. */
export type NightCap = { nights: number; rule: NightCapRule | null; renewalDate: string | null };

/** What the compliance block shows: the cap, its rule, its year, the nights booked in it and the nights left. */
export type NightCapUsage = {
  nights: number;
  label: string;
  year: CapYear;
  booked: number;
  left: number;
};

export const nightCapLabel = (rule: NightCapRule | null): string => NIGHT_CAP_RULES[rule ?? 'custom'].label;

export const nightCapUsage = (cap: NightCap, year: CapYear, booked: number): NightCapUsage => ({
  nights: cap.nights,
  label: nightCapLabel(cap.rule),
  year,
  booked,
  left: Math.max(0, cap.nights - booked),
});
