import { addDays, DAY_MS } from '../dates/days';
import { CALENDAR_LAYOUT } from './calendar.constants';

/**
 * The calendar's grid and bars (docs/product/calendar.md#screens, #limits): weeks from Monday, up to 6 week rows a month, bars across days in
 * at most 15 row slots a week, and a '+n more' count for each day whose items did not fit. Days are `YYYY-MM-DD`
 * strings; arithmetic is in UTC so no time zone or daylight saving change can move a day.
 */

const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number): string => new Date(time).toISOString().slice(0, 10);
const pad = (value: number): string => String(value).padStart(2, '0');

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: string): number =>
  (new Date(toTime(day)).getUTCDay() + 7 - CALENDAR_LAYOUT.weekStartsOn) % 7;

/** The Monday on or before `day`. */
export const weekStartOf = (day: string): string => addDays(day, -weekdayIndex(day));

/** The seven days of the week holding `day`, Monday first. */
export const weekDaysOf = (day: string): string[] => {
  const start = weekStartOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
};

export const firstDayOfMonth = (year: number, month: number): string => `${year}-${pad(month)}-01`;

export const lastDayOfMonth = (year: number, month: number): string => fromTime(Date.UTC(year, month, 1) - DAY_MS);

/** The week rows of a month (month 1–12): every week holding one of its days, Monday first; never more than 6. */
export const monthWeeks = (year: number, month: number): string[][] => {
  const last = lastDayOfMonth(year, month);
  const weeks: string[][] = [];
  let start = weekStartOf(firstDayOfMonth(year, month));
  while (start <= last && weeks.length < CALENDAR_LAYOUT.weekRows) {
    weeks.push(weekDaysOf(start));
    start = addDays(start, 7);
  }
  return weeks;
};

/** The month `delta` months from `year`/`month` (1–12). */
export const shiftMonth = (year: number, month: number, delta: number): { year: number; month: number } => {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** Year and month (1–12) of a day. */
export const monthOf = (day: string): { year: number; month: number } => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});

/** Something drawn on the calendar from its first to its last day, both included. */
export type CalendarSpan = { start: string; end: string };

/** A booking covers its nights: check-in up to the night before check-out. */
export const bookingSpan = (startDate: string, endDate: string): CalendarSpan => ({
  start: startDate,
  end: endDate > startDate ? addDays(endDate, -1) : startDate,
});

export type PlacedBar<T> = {
  item: T;
  /** Row slot within the week, 0 first. */
  slot: number;
  /** Column of the first day shown in this week, 0 (Monday) to 6. */
  column: number;
  /** Days the bar covers in this week. */
  span: number;
  /** The item starts before this week / goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

export type WeekLayout<T> = {
  days: string[];
  bars: PlacedBar<T>[];
  /** Slots in use (the highest used slot + 1), at most `maxSlots`. */
  slotCount: number;
  /** For each day of the week, how many of its items found no slot: the '+n more' count. */
  more: number[];
};

const overlaps = (span: CalendarSpan, first: string, last: string): boolean => span.start <= last && span.end >= first;

/**
 * Places `items` on one week of `days` (7 consecutive days). Earlier items come first, then longer ones, then the
 * caller's order; each takes the lowest slot free on every day it covers in this week. An item with no free slot
 * below `maxSlots` is left out and counted on each of its days.
 */
export const layoutWeek = <T extends CalendarSpan>(
  days: readonly string[],
  items: readonly T[],
  maxSlots: number = CALENDAR_LAYOUT.rowSlots,
): WeekLayout<T> => {
  const first = days[0];
  const last = days[days.length - 1];
  const more = days.map(() => 0);
  if (first === undefined || last === undefined) return { days: [...days], bars: [], slotCount: 0, more };

  const inWeek = items
    .map((item, order) => ({ item, order }))
    .filter(({ item }) => item.end >= item.start && overlaps(item, first, last))
    .sort(
      (a, b) => a.item.start.localeCompare(b.item.start) || b.item.end.localeCompare(a.item.end) || a.order - b.order,
    );

  const taken: boolean[][] = [];
  const bars: PlacedBar<T>[] = [];
  for (const { item } of inWeek) {
    const column = item.start < first ? 0 : days.indexOf(item.start);
    const endColumn = item.end > last ? days.length - 1 : days.indexOf(item.end);
    let slot = 0;
    while (slot < maxSlots && (taken[slot] ?? []).slice(column, endColumn + 1).some(Boolean)) slot += 1;
    if (slot >= maxSlots) {
      for (let index = column; index <= endColumn; index += 1) more[index] = (more[index] ?? 0) + 1;
      continue;
    }
    const row = (taken[slot] ??= days.map(() => false));
    for (let index = column; index <= endColumn; index += 1) row[index] = true;
    bars.push({
      item,
      slot,
      column,
      span: endColumn - column + 1,
      continuesBefore: item.start < first,
      continuesAfter: item.end > last,
    });
  }
  return { days: [...days], bars, slotCount: taken.length, more };
};

/** Every week row of a month laid out. */
export const layoutMonth = <T extends CalendarSpan>(
  year: number,
  month: number,
  items: readonly T[],
  maxSlots: number = CALENDAR_LAYOUT.rowSlots,
): WeekLayout<T>[] => monthWeeks(year, month).map((days) => layoutWeek(days, items, maxSlots));

/** The items covering `day`, in the order the week places them. */
export const itemsOnDay = <T extends CalendarSpan>(day: string, items: readonly T[]): T[] =>
  items.filter((item) => item.start <= day && item.end >= day);
