import type { TKeysParams } from '@hearth/domain/keys';

/**
 * Query keys of the keys area: a property's keys, key lists (the assign picker's waiting keys), key stores (the
 * picker and the templates table) and the place search. Mutations invalidate through these.
 */
export const keyKeys = {
  all: ['keys'] as const,
  property: (propertyId: string) => [...keyKeys.all, 'property', propertyId] as const,
  lists: () => [...keyKeys.all, 'list'] as const,
  list: (params: Pick<TKeysParams, 'name' | 'assignedToProperty' | 'storeId'>) => [...keyKeys.lists(), params] as const,
  /** Every list of key stores: the templates table and the assign picker. */
  stores: () => [...keyKeys.all, 'stores'] as const,
  storeTable: (search: string, sort: string) => [...keyKeys.stores(), 'table', search, sort] as const,
  storePicker: (type: string, search: string) => [...keyKeys.stores(), 'picker', type, search] as const,
  places: (search: string) => [...keyKeys.all, 'places', search] as const,
};
