/** Calendar, bookings, events and tasks: the values and words of spec 000 §2–§9 and spec 001 §2, §5. */

export const BOOKING_STATUSES = ['BOOKED', 'BLOCKED', 'REQUESTED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_RECORD_STATUSES = ['ACTIVE', 'CANCELLING', 'CANCELLED'] as const;
export type BookingRecordStatus = (typeof BOOKING_RECORD_STATUSES)[number];

/** What the calendar asks for by default (spec 000 §4); developers also get REQUESTED and CANCELLED. */
export const CALENDAR_BOOKING_DEFAULTS = {
  recordStatuses: ['ACTIVE', 'CANCELLING'] as readonly BookingRecordStatus[],
  statuses: ['BOOKED', 'BLOCKED'] as readonly BookingStatus[],
  developerStatuses: ['BOOKED', 'BLOCKED', 'REQUESTED', 'CANCELLED'] as readonly BookingStatus[],
};

/** Availability types of a calendar day (spec 000 §4). */
export const AVAILABILITY_TYPES = [
  'BLOCKED',
  'BOOKED',
  'CANCELLED',
  'CANCELLING',
  'REQUESTED',
  'TASKS',
  'VACANT',
] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

/** A property event either blocks its nights or marks them available (spec 001 §4). */
export const EVENT_STATUSES = ['available', 'blocking'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Expiry choices of a blocking event, in days; 0 is 'Never' (spec 001 §5). */
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
  /** The date picker's years (spec 001 §2). */
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

/** Calendar day selection (spec 000 §5). */
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

/** Who double-books: the 409 names the clash. */
export const CALENDAR_ERROR_CODES = {
  nightsTaken: 'NIGHTS_TAKEN',
  eventForbidden: 'EVENT_FORBIDDEN',
  windowTooLong: 'WINDOW_TOO_LONG',
} as const;

/** The longest from–to window the calendar calls accept: the load window is 26 months (spec 000 §4). */
export const CALENDAR_WINDOW_MAX_DAYS = 800;

export const TASK_DISPLAY_STATUSES = [
  'unassigned',
  'assigned',
  'overdue',
  'in_progress',
  'paused',
  'closed',
  'finished',
  'approved',
] as const;
export type TaskDisplayStatus = (typeof TASK_DISPLAY_STATUSES)[number];

export const TASK_PRIORITIES = ['normal', 'high', 'urgent', 'low', 'watch'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/** normal is shown as Medium (spec 000 §4). */
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  normal: 'Medium',
  high: 'High',
  urgent: 'Urgent',
  low: 'Low',
  watch: 'Watch',
};

export const TASK_LINK_LABELS = { view: 'View on Breezeway', reply: 'Reply on Breezeway' } as const;

/** Payment types flagged 'scheduled' once due and unpaid (spec 000 §4). */
export const SCHEDULED_PAYMENT_TYPES = ['accommodation', 'deposit', 'one-off'] as const;

/** Relations `GET v3/properties/{id}` may include (spec 000 §3, 'Property in full'). */
export const PROPERTY_INCLUDES = [
  'address',
  'amenities',
  'base-fees',
  'channels',
  'company',
  'compliance',
  'details',
  'finance',
  'keys',
  'managers',
  'management-fees',
  'merchant',
  'photos',
  'policy',
  'pricing-exclusions',
  'resources',
  'rooms',
  'settings',
  'users',
] as const;

/** Relations `GET v3/bookings/{id}` may include (spec 000 §3, 'Booking'). */
export const BOOKING_INCLUDES = [
  'cards',
  'clean-cancellation',
  'merchant',
  'merchant.platform',
  'messages',
  'notes',
  'payments',
  'property',
  'property.address',
  'current-quote',
  'resources',
  'review',
  'quotes',
] as const;

export const QUOTE_INCLUDES = ['payout-summary', 'base-quote', 'base-quote.payout-summary'] as const;
export const TASK_INCLUDES = ['comments', 'attachments', 'resources'] as const;
