import { isNight } from '../dates/nights';
import { SELECTION_MESSAGES } from './calendar.constants';
import { addDays, daysBetween } from '../dates/days';

/**
 * Choosing a date range on the calendar by clicking days (docs/product/calendar.md#screens, #rules). The range is a stay: `start` is the first
 * night (check-in) and `end` the day after the last night (check-out), so an end on or before the start is refused.
 * `focus` says which end the next click sets; once both are set it is null and a click asks to pick one first.
 */
export type SelectionFocus = 'start' | 'end' | null;
export type DaySelection = { start: string | null; end: string | null; focus: SelectionFocus };
export type SelectionMessage = (typeof SELECTION_MESSAGES)[keyof typeof SELECTION_MESSAGES];
/** `detail` names what a refused range runs over ('Mia Chen's stay, 12 Mar to 15 Mar'), when the rules can say. */
export type SelectionResult = { selection: DaySelection; message: SelectionMessage | null; detail?: string | null };

export type SelectionRules = {
  /** Days nobody may choose (before today, outside the loaded window). */
  isRestricted: (day: string) => boolean;
  /** Nights already booked or blocked. */
  isTaken: (night: string) => boolean;
  /** What holds a taken night, in words ('Mia Chen's stay, Thu 12 Mar to Sun 15 Mar'), for the refusal. */
  takenBy?: (night: string) => string | null;
};

export const EMPTY_SELECTION: DaySelection = { start: null, end: null, focus: 'start' };

/** Whether every night from `start` up to the night before `end` is free. */
export const isRangeFree = (start: string, end: string, isTaken: SelectionRules['isTaken']): boolean => {
  for (let night = start; night < end; night = addDays(night, 1)) {
    if (isTaken(night)) return false;
  }
  return true;
};

const refuse = (selection: DaySelection, message: SelectionMessage, detail: string | null = null): SelectionResult =>
  detail ? { selection, message, detail } : { selection, message };

/** What holds the first taken night of [start, end), in the rules' words. */
const firstTakenIn = (start: string, end: string, rules: SelectionRules): string | null => {
  for (let night = start; night < end; night = addDays(night, 1)) {
    if (rules.isTaken(night)) return rules.takenBy?.(night) ?? null;
  }
  return null;
};
const accept = (selection: DaySelection): SelectionResult => ({ selection, message: null });

/** The outcome of clicking `day` with the current selection. A refused click keeps the selection as it was. */
export const selectDay = (current: DaySelection, day: string, rules: SelectionRules): SelectionResult => {
  if (current.focus === null) return refuse(current, SELECTION_MESSAGES.selectFirst);
  if (!isNight(day)) {
    return refuse(current, current.focus === 'start' ? SELECTION_MESSAGES.invalidStart : SELECTION_MESSAGES.invalidEnd);
  }
  if (rules.isRestricted(day)) return refuse(current, SELECTION_MESSAGES.restricted);

  if (current.focus === 'start') {
    // No stay can begin on a taken night.
    if (rules.isTaken(day)) return refuse(current, SELECTION_MESSAGES.notAvailable);
    if (current.end !== null) {
      if (day >= current.end) return refuse(current, SELECTION_MESSAGES.invalidStart);
      if (!isRangeFree(day, current.end, rules.isTaken)) {
        return refuse(current, SELECTION_MESSAGES.invalidStart, firstTakenIn(day, current.end, rules));
      }
      return accept({ start: day, end: current.end, focus: null });
    }
    return accept({ start: day, end: null, focus: 'end' });
  }

  if (current.start === null) return refuse(current, SELECTION_MESSAGES.invalidEnd);
  if (day <= current.start) return refuse(current, SELECTION_MESSAGES.endBeforeStart);
  // No stay can end on a day whose night before is taken; one that does not fit from this start is invalid.
  if (rules.isTaken(addDays(day, -1))) return refuse(current, SELECTION_MESSAGES.notAvailable);
  if (!isRangeFree(current.start, day, rules.isTaken)) {
    return refuse(current, SELECTION_MESSAGES.invalidEnd, firstTakenIn(current.start, day, rules));
  }
  return accept({ start: current.start, end: day, focus: null });
};

/** Points the next click at the start or the end (the 'Start' and 'End' controls). */
export const focusSelection = (current: DaySelection, focus: 'start' | 'end'): DaySelection => ({ ...current, focus });

/**
 * A selection read from the address (`startDate`/`endDate`, or the list's `availableFrom`/`availableTo`): each end
 * checked with the same rules as a click, the first failure reported and the rest left unset.
 */
export const selectionFromQuery = (
  startDate: string | null,
  endDate: string | null,
  rules: SelectionRules,
): SelectionResult => {
  if (startDate === null && endDate === null) return accept(EMPTY_SELECTION);
  if (startDate === null) return refuse(EMPTY_SELECTION, SELECTION_MESSAGES.selectFirst);
  const withStart = selectDay(EMPTY_SELECTION, startDate, rules);
  if (withStart.message !== null) {
    return refuse(EMPTY_SELECTION, isNight(startDate) ? withStart.message : SELECTION_MESSAGES.invalidStart);
  }
  if (endDate === null) return withStart;
  const withEnd = selectDay(withStart.selection, endDate, rules);
  if (withEnd.message !== null) return refuse(withStart.selection, withEnd.message, withEnd.detail ?? null);
  return withEnd;
};

/** Nights covered by a complete selection (0 until both ends are set). */
export const selectedNights = (selection: DaySelection): number =>
  selection.start && selection.end ? daysBetween(selection.start, selection.end) : 0;

/** The nights covered by `spans` (first to last day, both included), as a set for `isTaken`. */
export const nightsCovered = (spans: readonly { start: string; end: string }[]): Set<string> => {
  const nights = new Set<string>();
  for (const span of spans) {
    for (let night = span.start; night <= span.end; night = addDays(night, 1)) nights.add(night);
  }
  return nights;
};
