import { bookingKeys } from '../bookings/keys';
import { calendarKeys } from '../calendar/keys';
import { icalKeys } from '../ical/keys';
import { propertyKeys } from '../properties/keys';
import type { CalendarWindow } from '../window';

/** Query keys of the events area: a property's events of a window, and one event. */
export const eventKeys = {
  all: ['events'] as const,
  property: (propertyId: string) => [...eventKeys.all, 'list', propertyId] as const,
  list: (propertyId: string, window: CalendarWindow) => [...eventKeys.property(propertyId), window] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
};

/**
 * What a created, changed or removed event makes stale: every cached event (the calendar's lists and the event page),
 * and the property's document, bookings and channel feeds, which show its blocks and holds.
 */
export const staleAfterEventChange = (propertyId: string) => [
  eventKeys.all,
  propertyKeys.detail(propertyId),
  bookingKeys.property(propertyId),
  icalKeys.feeds(propertyId),
  calendarKeys.all,
];
