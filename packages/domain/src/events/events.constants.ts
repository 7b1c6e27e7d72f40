/** A property event either blocks its nights or marks them available (docs/product/events.md#states). */
export const EVENT_STATUSES = ['available', 'blocking'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Expiry choices of a blocking event, in days; 0 is 'Never' (docs/product/events.md#rules). */
export const EVENT_EXPIRY_OPTIONS = [
  { days: 0, label: 'Never' },
  { days: 1, label: '1 day' },
  { days: 2, label: '2 days' },
  { days: 3, label: '3 days' },
] as const;
export type EventExpiryDays = (typeof EVENT_EXPIRY_OPTIONS)[number]['days'];

export const EVENT_LIMITS = {
  detailsMin: 1,
  detailsMax: 250,
  /** The date picker's years (docs/product/events.md#screens). */
  yearMin: 2010,
  yearMax: 2100,
  /** The longest event the API accepts, in nights: a year covers every owner block seen in practice. */
  nightsMax: 366,
} as const;

export const EVENT_MESSAGES = {
  detailsMin: 'Enter at least 1 character',
  detailsMax: 'Maximum length is 250 characters',
  invalidStart: 'Invalid start date',
  invalidEnd: 'Invalid end date',
  invalidStatus: 'Invalid status',
  endBeforeStart: 'End day before start date',
  tooLong: `An event can cover at most ${EVENT_LIMITS.nightsMax} nights`,
  expiryNotAllowed: 'Only a blocking event set by a licensee or reservation manager can expire',
  deleteConfirm: 'Are you sure you want to delete this property event?',
  saveFailed: 'Something is wrong',
  noResponse: 'No response',
  pointToCalendar: 'Events are created from a property calendar. Open a property and select the dates.',
  permission: {
    view: 'Sorry, you do not have permission to view property events',
    create: 'Sorry, you do not have permission to create a property event',
    update: 'Sorry, you do not have permission to update a property event',
    delete: 'Sorry, you do not have permission to delete a property event',
  },
} as const;
export type EventVerb = keyof typeof EVENT_MESSAGES.permission;
