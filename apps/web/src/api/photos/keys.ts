/** Query keys of the photos area: one cache entry per property's list of photos. */
export const photoKeys = {
  all: ['photos'] as const,
  list: (propertyId: string) => [...photoKeys.all, 'list', propertyId] as const,
};
