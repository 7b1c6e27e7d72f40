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

/** A holiday period [starts, ends) whose factor replaces the month's. */
type SeasonPeak = { season: SeasonProfile; name: string; starts: string; ends: string; factor: number };

type Holiday = {
  name: string;
  starts: (year: number) => string;
  days: number;
  factor: Partial<Record<SeasonProfile, number>>;
};

/** Approximate school-holiday weeks (they differ a little by state and year); Easter is exact. */
const HOLIDAYS: readonly Holiday[] = [
  {
    name: 'Summer holidays',
    starts: (y) => `${y}-12-20`,
    days: 22,
    factor: { 'au-coast': 1.5, 'au-city': 1.15, 'au-south': 1.35, 'nz-city': 1.3, 'nz-alpine': 1.35 },
  },
  {
    name: 'Easter',
    starts: (y) => addDays(easterSunday(y), -3),
    days: 5,
    factor: { 'au-coast': 1.35, 'au-city': 1.15, 'au-south': 1.25, 'nz-city': 1.2, 'nz-alpine': 1.2 },
  },
  {
    name: 'Autumn school holidays',
    starts: (y) => addDays(easterSunday(y), 2),
    days: 10,
    factor: { 'au-coast': 1.15, 'au-south': 1.1 },
  },
  {
    name: 'Winter school holidays',
    starts: (y) => `${y}-06-27`,
    days: 16,
    factor: { 'au-coast': 1.1, 'au-city': 1.05 },
  },
  { name: 'Ski holidays', starts: (y) => `${y}-07-04`, days: 16, factor: { 'nz-alpine': 1.65, 'nz-city': 1.05 } },
  {
    name: 'Spring school holidays',
    starts: (y) => `${y}-09-20`,
    days: 16,
    factor: { 'au-coast': 1.2, 'au-city': 1.05, 'au-south': 1.05 },
  },
];

/** Every holiday period that touches the window, per season profile. */
const seasonPeaks = (window: PortfolioWindow): SeasonPeak[] => {
  const first = Number(window.from.slice(0, 4)) - 1;
  const last = Number(window.to.slice(0, 4));
  const peaks: SeasonPeak[] = [];
  for (let year = first; year <= last; year += 1) {
    for (const holiday of HOLIDAYS) {
      const starts = holiday.starts(year);
      const ends = addDays(starts, holiday.days);
      if (ends <= window.from || starts >= window.to) continue;
      for (const [season, factor] of Object.entries(holiday.factor) as [SeasonProfile, number][]) {
        peaks.push({ season, name: `${holiday.name} ${starts.slice(0, 4)}`, starts, ends, factor });
      }
    }
  }
  return peaks;
};

/** Fri and Sat nights cost this much of the night's season rate (a weekend rate 15% above). */
export const WEEKEND_PERCENT = 115;
/** The corporate partners' negotiated discount on every demo plan. */
export const CORPORATE_DISCOUNT_PERCENT = 12;

/** 'March 2027': a month season's name. */
const monthName = (night: string): string =>
  new Date(`${night}T00:00:00Z`).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A run of nights [starts, ends] (both included) priced at `percent` of a home's base rate: one plan season. */
export type SeasonSegment = { season: SeasonProfile; name: string; starts: string; ends: string; percent: number };

/**
 * A profile's seasons over [from, to): each holiday period (the dearest where two meet) and the months around them,
 * as whole percentages of the base rate so that SQL and the domain's rules round every price the same way.
 */
export const seasonSegments = (season: SeasonProfile, from: string, to: string): SeasonSegment[] => {
  const peaks = seasonPeaks({ from, to, month: from, today: from }).filter((p) => p.season === season);
  const segments: SeasonSegment[] = [];
  for (let night = from; night < to; night = addDays(night, 1)) {
    const peak = peaks
      .filter((p) => p.starts <= night && night < p.ends)
      .reduce<SeasonPeak | undefined>((best, p) => (best && best.factor >= p.factor ? best : p), undefined);
    const month = Number(night.slice(5, 7));
    const name = peak?.name ?? monthName(night);
    const percent = Math.round((peak?.factor ?? monthFactor(season, month)) * 100);
    const last = segments.at(-1);
    if (last && last.name === name && last.percent === percent) last.ends = night;
    else segments.push({ season, name, starts: night, ends: night, percent });
  }
  return segments;
};

export const monthFactor = (season: SeasonProfile, month: number): number => MONTHS[season][month - 1] ?? 1;
