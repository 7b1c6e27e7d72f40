import type { TPropertySearchParams } from '@hearth/domain/properties';

/** Query keys of the properties area: one cache entry per property document, one per search. */
export const propertyKeys = {
  all: ['properties'] as const,
  detail: (propertyId: string) => [...propertyKeys.all, 'detail', propertyId] as const,
  searches: () => [...propertyKeys.all, 'search'] as const,
  search: (params: { [K in keyof TPropertySearchParams]?: unknown }) => [...propertyKeys.searches(), params] as const,
};
