import { addDays, easterSunday, type PortfolioWindow } from './calendar';
import type { SeasonProfile } from './places';

/** Month factors Jan..Dec: summer high and winter low in AU and Auckland; Queenstown peaks in the ski season. */
const MONTHS: Record<SeasonProfile, readonly number[]> = {
  'au-coast': [1.2, 0.95, 0.95, 1.05, 0.85, 0.85, 0.9, 0.85, 0.95, 1, 0.95, 1.1],
  'au-city': [1.05, 1, 1.05, 1, 0.95, 0.9, 0.9, 0.9, 0.95, 1, 1.05, 1.05],
  'au-south': [1.2, 1.15, 1.1, 1, 0.85, 0.8, 0.8, 0.8, 0.85, 0.95, 1, 1.1],
  'nz-city': [1.2, 1.1, 1.05, 0.95, 0.85, 0.85, 0.9, 0.85, 0.9, 0.95, 1, 1.1],
  'nz-alpine': [1.15, 1, 0.95, 0.85, 0.8, 1.1, 1.45, 1.4, 1.15, 0.85, 0.85, 1.1],
};

export type SeasonMonth = { season: SeasonProfile; month: number; factor: number };
/** A holiday period [starts, ends) whose factor replaces the month's. */
export type SeasonPeak = { season: SeasonProfile; starts: string; ends: string; factor: number };

export const seasonMonths = (): SeasonMonth[] =>
  (Object.keys(MONTHS) as SeasonProfile[]).flatMap((season) =>
    MONTHS[season].map((factor, i) => ({ season, month: i + 1, factor })),
  );

type Holiday = { starts: (year: number) => string; days: number; factor: Partial<Record<SeasonProfile, number>> };

/** Approximate school-holiday weeks (they differ a little by state and year); Easter is exact. */
const HOLIDAYS: readonly Holiday[] = [
  {
    starts: (y) => `${y}-12-20`,
    days: 22,
    factor: { 'au-coast': 1.5, 'au-city': 1.15, 'au-south': 1.35, 'nz-city': 1.3, 'nz-alpine': 1.35 },
  },
  {
    starts: (y) => addDays(easterSunday(y), -3),
    days: 5,
    factor: { 'au-coast': 1.35, 'au-city': 1.15, 'au-south': 1.25, 'nz-city': 1.2, 'nz-alpine': 1.2 },
  },
  { starts: (y) => addDays(easterSunday(y), 2), days: 10, factor: { 'au-coast': 1.15, 'au-south': 1.1 } },
  { starts: (y) => `${y}-06-27`, days: 16, factor: { 'au-coast': 1.1, 'au-city': 1.05 } },
  { starts: (y) => `${y}-07-04`, days: 16, factor: { 'nz-alpine': 1.65, 'nz-city': 1.05 } },
  { starts: (y) => `${y}-09-20`, days: 16, factor: { 'au-coast': 1.2, 'au-city': 1.05, 'au-south': 1.05 } },
];

/** Every holiday period that touches the window, per season profile. */
export const seasonPeaks = (window: PortfolioWindow): SeasonPeak[] => {
  const first = Number(window.from.slice(0, 4)) - 1;
  const last = Number(window.to.slice(0, 4));
  const peaks: SeasonPeak[] = [];
  for (let year = first; year <= last; year += 1) {
    for (const holiday of HOLIDAYS) {
      const starts = holiday.starts(year);
      const ends = addDays(starts, holiday.days);
      if (ends <= window.from || starts >= window.to) continue;
      for (const [season, factor] of Object.entries(holiday.factor) as [SeasonProfile, number][]) {
        peaks.push({ season, starts, ends, factor });
      }
    }
  }
  return peaks;
};

/** Fri and Sat nights cost this much more. */
export const WEEKEND_FACTOR = 1.15;
/** Channel prices over the base rate: what each channel's fees add; corporate partners get a negotiated rate. */
export const CHANNEL_FACTORS = { airbnb: 1.15, bookingCom: 1.18, vrbo: 1.12, corporate: 0.88 } as const;

export const monthFactor = (season: SeasonProfile, month: number): number => MONTHS[season][month - 1] ?? 1;
