import { describe, expect, it } from 'vitest';
import { SELECTION_MESSAGES } from './calendar.constants';
import {
  EMPTY_SELECTION,
  focusSelection,
  isRangeFree,
  nightsCovered,
  selectDay,
  selectedNights,
  selectionFromQuery,
  type SelectionRules,
} from './day-selection';

// Today is 10 March 2026; the 15th and 16th are booked (check-out the 17th).
const taken = nightsCovered([{ start: '2026-03-15', end: '2026-03-16' }]);
const rules: SelectionRules = {
  isRestricted: (day) => day < '2026-03-10' || day > '2027-01-31',
  isTaken: (night) => taken.has(night),
};

describe('calendar day selection (docs/product/calendar.md#rules)', () => {
  it('sets the start, then the end, then asks to pick which end to change', () => {
    const first = selectDay(EMPTY_SELECTION, '2026-03-11', rules);
    expect(first).toEqual({ selection: { start: '2026-03-11', end: null, focus: 'end' }, message: null });
    const second = selectDay(first.selection, '2026-03-14', rules);
    expect(second).toEqual({ selection: { start: '2026-03-11', end: '2026-03-14', focus: null }, message: null });
    expect(selectedNights(second.selection)).toBe(3);
    const third = selectDay(second.selection, '2026-03-12', rules);
    expect(third.message).toBe('Select start or end date first');
    expect(third.selection).toBe(second.selection);
  });

  it("refuses a restricted date with 'That date is restricted'", () => {
    expect(selectDay(EMPTY_SELECTION, '2026-03-09', rules).message).toBe('That date is restricted');
    const started = selectDay(EMPTY_SELECTION, '2026-12-30', rules).selection;
    expect(selectDay(started, '2027-02-02', rules).message).toBe(SELECTION_MESSAGES.restricted);
  });

  it("refuses a day with no free range with 'That date is not available'", () => {
    // No stay starts on a booked night…
    expect(selectDay(EMPTY_SELECTION, '2026-03-15', rules).message).toBe('That date is not available');
    // …and none ends on the day after a booked night; a start on check-out day is fine (same-day turnover).
    const afterStay = selectDay(EMPTY_SELECTION, '2026-03-17', rules);
    expect(afterStay.message).toBeNull();
    const started = selectDay(EMPTY_SELECTION, '2026-03-16', { ...rules, isTaken: () => false }).selection;
    expect(selectDay(started, '2026-03-17', rules).message).toBe('That date is not available');
  });

  it("allows an end on a booked night's check-in day (turnover) and refuses one across a stay as 'Invalid end date'", () => {
    const started = selectDay(EMPTY_SELECTION, '2026-03-12', rules).selection;
    expect(selectDay(started, '2026-03-15', rules)).toMatchObject({
      message: null,
      selection: { end: '2026-03-15' },
    });
    expect(selectDay(started, '2026-03-20', rules).message).toBe('Invalid end date');
  });

  it("refuses an end on or before the start with 'End day before start date'", () => {
    const started = selectDay(EMPTY_SELECTION, '2026-03-12', rules).selection;
    expect(selectDay(started, '2026-03-12', rules).message).toBe('End day before start date');
    expect(selectDay(started, '2026-03-11', rules).message).toBe('End day before start date');
  });

  it("refuses a new start after the end or across a stay with 'Invalid start date'", () => {
    const range = { start: '2026-03-18', end: '2026-03-20', focus: null };
    const refocused = focusSelection(range, 'start');
    expect(refocused.focus).toBe('start');
    expect(selectDay(refocused, '2026-03-20', rules).message).toBe('Invalid start date');
    expect(selectDay(refocused, '2026-03-12', rules).message).toBe('Invalid start date');
    expect(selectDay(refocused, '2026-03-17', rules)).toEqual({
      selection: { start: '2026-03-17', end: '2026-03-20', focus: null },
      message: null,
    });
  });

  it("refuses an end with no start as 'Invalid end date', and days that do not exist", () => {
    expect(selectDay(focusSelection(EMPTY_SELECTION, 'end'), '2026-03-20', rules).message).toBe('Invalid end date');
    expect(selectDay(EMPTY_SELECTION, '2026-02-30', rules).message).toBe('Invalid start date');
  });

  it('moves the end on its own once refocused', () => {
    const range = { start: '2026-03-11', end: '2026-03-13', focus: null };
    expect(selectDay(focusSelection(range, 'end'), '2026-03-14', rules).selection).toEqual({
      start: '2026-03-11',
      end: '2026-03-14',
      focus: null,
    });
  });

  it('reads a range from the address with the same rules', () => {
    expect(selectionFromQuery(null, null, rules)).toEqual({ selection: EMPTY_SELECTION, message: null });
    expect(selectionFromQuery('2026-03-11', '2026-03-13', rules).selection).toEqual({
      start: '2026-03-11',
      end: '2026-03-13',
      focus: null,
    });
    expect(selectionFromQuery('2026-03-11', null, rules).selection).toEqual({
      start: '2026-03-11',
      end: null,
      focus: 'end',
    });
    expect(selectionFromQuery('soon', '2026-03-13', rules)).toEqual({
      selection: EMPTY_SELECTION,
      message: 'Invalid start date',
    });
    expect(selectionFromQuery('2026-03-11', 'later', rules).message).toBe('Invalid end date');
    expect(selectionFromQuery('2026-03-13', '2026-03-11', rules).message).toBe('End day before start date');
    expect(selectionFromQuery(null, '2026-03-11', rules).message).toBe('Select start or end date first');
  });

  it('checks ranges night by night', () => {
    expect(isRangeFree('2026-03-12', '2026-03-15', rules.isTaken)).toBe(true);
    expect(isRangeFree('2026-03-12', '2026-03-16', rules.isTaken)).toBe(false);
    expect([...nightsCovered([{ start: '2026-03-30', end: '2026-04-01' }])]).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
  });
});

describe('a refused range names what it runs over', () => {
  it('says whose stay the end would cross, when the rules can tell', () => {
    const taken = new Set(['2026-03-12', '2026-03-13']);
    const rules = {
      isRestricted: () => false,
      isTaken: (night: string) => taken.has(night),
      takenBy: (night: string) => (taken.has(night) ? "Mia Chen's stay, 12 Mar to 14 Mar" : null),
    };
    const started = selectDay(EMPTY_SELECTION, '2026-03-10', rules).selection;
    expect(selectDay(started, '2026-03-16', rules)).toMatchObject({
      message: 'Invalid end date',
      detail: "Mia Chen's stay, 12 Mar to 14 Mar",
    });
    expect(selectDay(started, '2026-03-12', rules).detail).toBeUndefined();
  });
});
