import { addDays } from '../dates/days';

/*
 * What a home's life cycle allows of stays (docs/product/properties.md#life-cycle): an inactive home takes none, an
 * offboarding one none past its last night. Apart from the other stay limits (stay-limits.rules.ts, which answers
 * with these words), so the calendars' first load carries only this.
 */

/**
 * A home's place in its life cycle: its status (one of PROPERTY_STATUSES, which the property document sends as
 * plain text), and its last night while offboarding.
 */
export type HomeLifecycle = { status: string; lastNight: string | null };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '30 Jun 2027': a day in a message, the same on every machine (no locale data involved). */
export const dayText = (day: string): string =>
  `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

export const LIFECYCLE_STAY_MESSAGES = {
  inactive: () => 'This home is inactive: it takes no stays.',
  lastNight: (lastNight: string) => `This home is offboarding: its last night is ${dayText(lastNight)}.`,
  pastLastNight: (lastNight: string) =>
    `This home is offboarding: its last night is ${dayText(lastNight)}, and this stay runs past it.`,
} as const;

/** The last night an offboarding home may be slept, or null when its life cycle sets no end. */
const lastNightOf = (home: HomeLifecycle): string | null =>
  home.status === 'offboarding' && home.lastNight ? home.lastNight : null;

/** Whether a new stay may hold the night as far as the life cycle goes; the calendars grey the others. */
export const nightTakesStays = (home: HomeLifecycle, night: string): boolean => {
  if (home.status === 'inactive') return false;
  const last = lastNightOf(home);
  return last === null || night <= last;
};

/** What the calendars say of a home that takes no stays, or none past a night: null when it takes them all. */
export const lifecycleNote = (home: HomeLifecycle): string | null => {
  if (home.status === 'inactive') return LIFECYCLE_STAY_MESSAGES.inactive();
  const last = lastNightOf(home);
  return last === null ? null : LIFECYCLE_STAY_MESSAGES.lastNight(last);
};

/** Why the life cycle refuses a stay checking out on `checkOut`, or null (booking, quote and the calendars' Book). */
export const lifecycleRefusal = (home: HomeLifecycle, checkOut: string): string | null => {
  if (home.status === 'inactive') return LIFECYCLE_STAY_MESSAGES.inactive();
  // The night of `lastNight` is the last that may be slept: the stay must check out by the next morning.
  const last = lastNightOf(home);
  return last !== null && checkOut > addDays(last, 1) ? LIFECYCLE_STAY_MESSAGES.pastLastNight(last) : null;
};
