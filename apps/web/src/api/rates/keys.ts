import type { CalendarWindow } from '../window';

/**
 * Query keys of the rates area: a home's nightly rates per load window and its rate plan. A change of rates (by hand,
 * a new plan, a bulk edit, an import) makes `rateKeys.home` stale, or `rateKeys.all` when it reaches many homes.
 */
export const rateKeys = {
  all: ['rates'] as const,
  /** Everything of one home: its rates in every window and its plan. */
  home: (propertyId: string) => [...rateKeys.all, propertyId] as const,
  property: (propertyId: string) => [...rateKeys.home(propertyId), 'list'] as const,
  list: (propertyId: string, window: CalendarWindow) => [...rateKeys.property(propertyId), window] as const,
  plan: (propertyId: string) => [...rateKeys.home(propertyId), 'plan'] as const,
};
