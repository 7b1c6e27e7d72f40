import { isNight } from '@hearth/domain/dates';
import {
  EVENT_EXPIRY_OPTIONS,
  EVENT_LIMITS,
  EVENT_STATUSES,
  expiryAtFromDays,
  type EventExpiryDays,
  type EventStatus,
  type TCreateEventRequest,
  type TPropertyEvent,
  type TEventPageQuery,
} from '@hearth/domain/events';
import type { DroppedValue } from '../../lib/url-state';
import { paths } from '../../config/paths';

export type EventFormValues = {
  /** First and last day the event covers, `YYYY-MM-DD`, both inclusive. */
  start: string | null;
  end: string | null;
  status: EventStatus | null;
  /** Days until the hold expires (0 is Never); null keeps an edited event's expiry as it is. */
  expiryDays: EventExpiryDays | null;
  /** The rich-text HTML (the API's `name`). */
  details: string;
};

/** Messages by the form's field ('details' for the API's `name`, 'expiryDays' for its `expiryAt`). */
export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

/** The date pickers' bounds (docs/product/events.md#screens: years 2010 to 2100). */
export const FIRST_DAY = `${EVENT_LIMITS.yearMin}-01-01`;
export const LAST_DAY = `${EVENT_LIMITS.yearMax}-12-31`;

export const isEventStatus = (value: string | null | undefined): value is EventStatus =>
  (EVENT_STATUSES as readonly (string | null | undefined)[]).includes(value);

export const toExpiryDays = (value: string | null | undefined): EventExpiryDays | null => {
  const option = EVENT_EXPIRY_OPTIONS.find(({ days }) => String(days) === value);
  return option ? option.days : null;
};

/**
 * The create form's first values from its address (docs/product/events.md#screens, read through `ZEventPageQuery`, which has already
 * dropped a day that is not real or outside the picker's years, an unknown status and an end before the start). A
 * lone end is left out too, as the start is chosen first; a missing end is the start.
 */
export const valuesFromQuery = (query: TEventPageQuery): EventFormValues => ({
  start: query.startDate,
  end: query.startDate ? (query.endDate ?? query.startDate) : null,
  status: query.status,
  expiryDays: toExpiryDays(query.expiry) ?? 0,
  details: '',
});

const FIELD_OF_QUERY: Partial<Record<keyof TEventPageQuery, keyof EventFormValues>> = {
  startDate: 'start',
  endDate: 'end',
  status: 'status',
};

/** What was wrong with the address, on the fields it was meant for ('Invalid start date', 'Invalid status'...). */
export const errorsFromQuery = (dropped: readonly DroppedValue[]): EventFormErrors => {
  const errors: EventFormErrors = {};
  for (const { key, message } of dropped) {
    const field = FIELD_OF_QUERY[key as keyof TEventPageQuery];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
};

/** The edit form's first values from the saved event; its expiry stays unless another is chosen. */
export const valuesFromEvent = (event: TPropertyEvent): EventFormValues => ({
  start: event.attributes.start,
  end: event.attributes.end,
  status: event.attributes.status,
  expiryDays: event.attributes.expiryAt ? null : 0,
  details: event.attributes.name,
});

/**
 * The request body for the form's values: `expiryAt` only for a blocking event set by someone who may set an expiry
 * (a licensee or reservation manager), in GMT; on create, Never sends none. A missing end is the start: a single date
 * sets both.
 */
export const toEventRequest = (
  values: EventFormValues,
  { canSetExpiry, mode, now = new Date() }: { canSetExpiry: boolean; mode: 'create' | 'edit'; now?: Date },
): TCreateEventRequest => {
  const attributes: TCreateEventRequest['data']['attributes'] = {
    start: values.start ?? '',
    end: values.end ?? values.start ?? '',
    name: values.details,
    status: values.status as EventStatus,
  };
  if (canSetExpiry && values.status === 'blocking' && values.expiryDays !== null) {
    const expiryAt = expiryAtFromDays(values.expiryDays, now);
    if (expiryAt !== null || mode === 'edit') attributes.expiryAt = expiryAt;
  }
  return { data: { type: 'property-event', attributes } };
};

/** The property calendar showing `day` (its month, or its week in week view), else as it opens. */
export const calendarHref = (propertyId: string, day: string | null): string =>
  day && isNight(day)
    ? paths.property.calendar.getHrefOn(propertyId, day)
    : paths.property.calendar.getHref(propertyId);
