/** The multi-calendar (issue 15 item 4): many homes' nights at once, one row per home and one column per night. */

export const TIMELINE = {
  /** The widest window: three months of nights, so the grid never has more than 92 columns. */
  nightsMax: 92,
  /** Rows a page answers by default and at most; the screen asks for the next page as its end nears. */
  pageSize: 50,
  pageSizeMax: 200,
  pageNumberMax: 1_000,
  filterTextMax: 200,
  /** The search box follows typing after this pause, as the property list's does (docs/product/calendar.md#limits). */
  searchDebounceMs: 600,
} as const;

/** The widths the screen offers, in nights from its start date. */
export const TIMELINE_WIDTHS = [
  { value: '2w', label: '2 weeks', nights: 14 },
  { value: '1m', label: '1 month', nights: 31 },
  { value: '2m', label: '2 months', nights: 61 },
  { value: '3m', label: '3 months', nights: 92 },
] as const;
export type TimelineWidth = (typeof TIMELINE_WIDTHS)[number]['value'];
export const TIMELINE_WIDTH_VALUES = TIMELINE_WIDTHS.map((w) => w.value) as [TimelineWidth, ...TimelineWidth[]];
export const TIMELINE_DEFAULT_WIDTH: TimelineWidth = '1m';

/**
 * What a property event is on the timeline (docs/product/calendar.md#states): a hold takes its nights until its expiry, a block takes
 * them with no expiry, an available event only marks them.
 */
export const TIMELINE_EVENT_KINDS = ['hold', 'block', 'available'] as const;

/** Task statuses that are done: a task in any other status whose day has passed is overdue on the timeline. */
export const TIMELINE_DONE_TASK_STATUSES = ['closed', 'finished', 'approved'] as const;

export const TIMELINE_MESSAGES = {
  toBeforeFrom: 'to must be on or after from',
  windowTooLong: `A timeline shows at most ${TIMELINE.nightsMax} nights`,
} as const;
