import type { CalendarWindow } from '../window';

/** Query keys of the rates area. */
export const rateKeys = {
  all: ['rates'] as const,
  property: (propertyId: string) => [...rateKeys.all, 'list', propertyId] as const,
  list: (propertyId: string, window: CalendarWindow) => [...rateKeys.property(propertyId), window] as const,
};
