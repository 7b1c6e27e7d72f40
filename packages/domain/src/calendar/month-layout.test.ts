import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/days';
import {
  bookingSpan,
  itemsOnDay,
  lastDayOfMonth,
  layoutMonth,
  layoutWeek,
  monthWeeks,
  shiftMonth,
  weekDaysOf,
  weekStartOf,
} from './month-layout';

const WEEK = weekDaysOf('2026-03-09'); // Monday 9 to Sunday 15 March 2026
const item = (id: string, start: string, end: string) => ({ id, start, end });

describe('calendar grid (docs/product/calendar.md#limits: weeks from Monday, up to 6 week rows)', () => {
  it('starts every week on Monday', () => {
    expect(weekStartOf('2026-03-15')).toBe('2026-03-09'); // a Sunday belongs to the week before
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(WEEK).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('covers a month in whole weeks, from the Monday before the 1st', () => {
    const weeks = monthWeeks(2026, 1); // 1 January 2026 is a Thursday
    expect(weeks[0]?.[0]).toBe('2025-12-29');
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)?.at(-1)).toBe('2026-02-01');
  });

  it('needs 6 rows for a 31-day month starting on Sunday, and 4 for a February starting on Monday', () => {
    expect(monthWeeks(2026, 3)).toHaveLength(6); // 1 March 2026 is a Sunday
    expect(monthWeeks(2027, 2)).toHaveLength(4); // 1 February 2027 is a Monday, 28 days
    for (let month = 1; month <= 12; month += 1) {
      expect(monthWeeks(2028, month).length).toBeLessThanOrEqual(6);
    }
  });

  it('knows month ends, leap years and month steps across years', () => {
    expect(lastDayOfMonth(2028, 2)).toBe('2028-02-29');
    expect(lastDayOfMonth(2026, 12)).toBe('2026-12-31');
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addDays('2026-10-04', 1)).toBe('2026-10-05'); // daylight saving starts in Sydney: still one day
  });

  it('draws a booking over its nights, check-out excluded', () => {
    expect(bookingSpan('2026-03-10', '2026-03-13')).toEqual({ start: '2026-03-10', end: '2026-03-12' });
    expect(bookingSpan('2026-03-10', '2026-03-11')).toEqual({ start: '2026-03-10', end: '2026-03-10' });
  });
});

describe('layoutWeek (bars across days, 15 row slots, +n more)', () => {
  it('places a bar at its first day and spans its days', () => {
    const { bars, slotCount, more } = layoutWeek(WEEK, [item('a', '2026-03-10', '2026-03-12')]);
    expect(bars).toEqual([
      {
        item: item('a', '2026-03-10', '2026-03-12'),
        slot: 0,
        column: 1,
        span: 3,
        continuesBefore: false,
        continuesAfter: false,
      },
    ]);
    expect(slotCount).toBe(1);
    expect(more).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('clips a bar that runs across weeks and says it continues', () => {
    const long = item('long', '2026-03-05', '2026-03-20');
    const [bar] = layoutWeek(WEEK, [long]).bars;
    expect(bar).toMatchObject({ column: 0, span: 7, continuesBefore: true, continuesAfter: true });
  });

  it('leaves out items of other weeks', () => {
    expect(layoutWeek(WEEK, [item('x', '2026-03-01', '2026-03-08')]).bars).toEqual([]);
  });

  it('shares a slot between bars that do not overlap and stacks those that do', () => {
    const { bars, slotCount } = layoutWeek(WEEK, [
      item('a', '2026-03-09', '2026-03-10'),
      item('b', '2026-03-11', '2026-03-12'),
      item('c', '2026-03-10', '2026-03-11'),
    ]);
    const slotOf = (id: string) => bars.find((bar) => bar.item.id === id)?.slot;
    expect([slotOf('a'), slotOf('c'), slotOf('b')]).toEqual([0, 1, 0]);
    expect(slotCount).toBe(2);
  });

  it('puts earlier, then longer items first, keeping the given order for ties', () => {
    const { bars } = layoutWeek(WEEK, [
      item('task', '2026-03-10', '2026-03-10'),
      item('stay', '2026-03-10', '2026-03-14'),
      item('task2', '2026-03-10', '2026-03-10'),
    ]);
    expect(bars.map((bar) => [bar.item.id, bar.slot])).toEqual([
      ['stay', 0],
      ['task', 1],
      ['task2', 2],
    ]);
  });

  it('uses at most 15 slots and counts what did not fit on each of its days', () => {
    const wide = Array.from({ length: 16 }, (_, index) => item(`w${index}`, '2026-03-10', '2026-03-12'));
    const tasks = Array.from({ length: 3 }, (_, index) => item(`t${index}`, '2026-03-11', '2026-03-11'));
    const { bars, slotCount, more } = layoutWeek(WEEK, [...tasks, ...wide]);
    expect(bars).toHaveLength(15);
    expect(bars.every((bar) => bar.item.id.startsWith('w'))).toBe(true);
    expect(slotCount).toBe(15);
    // The 16th wide bar counts on each of its three days; the three tasks on theirs.
    expect(more).toEqual([0, 1, 4, 1, 0, 0, 0]);
  });

  it('honours a smaller slot limit', () => {
    const { bars, more } = layoutWeek(
      WEEK,
      [item('a', '2026-03-09', '2026-03-09'), item('b', '2026-03-09', '2026-03-09')],
      1,
    );
    expect(bars).toHaveLength(1);
    expect(more[0]).toBe(1);
  });

  it('lays out each week of a month on its own and lists the items of a day', () => {
    const items = [item('a', '2026-03-14', '2026-03-17')];
    const weeks = layoutMonth(2026, 3, items);
    expect(weeks).toHaveLength(6);
    expect(weeks[2]?.bars[0]).toMatchObject({ column: 5, span: 2, continuesAfter: true });
    expect(weeks[3]?.bars[0]).toMatchObject({ column: 0, span: 2, continuesBefore: true });
    expect(itemsOnDay('2026-03-16', items)).toEqual(items);
    expect(itemsOnDay('2026-03-18', items)).toEqual([]);
  });
});
