/** The calendar screen: day selection words and the month grid (docs/product/calendar.md#screens, #rules). */

/** Calendar day selection (docs/product/calendar.md#rules). */
export const SELECTION_MESSAGES = {
  restricted: 'That date is restricted',
  notAvailable: 'That date is not available',
  selectFirst: 'Select start or end date first',
  invalidStart: 'Invalid start date',
  invalidEnd: 'Invalid end date',
  endBeforeStart: 'End day before start date',
} as const;

export const CALENDAR_LAYOUT = {
  rowSlots: 15,
  weekRows: 6,
  /** dayjs day number: weeks start on Monday. */
  weekStartsOn: 1,
} as const;
