import { propertyKeys } from './keys';

/** The query key of a property's change history: under its document's, so a change to the property renews it. */
export const propertyHistoryKey = (propertyId: string) => [...propertyKeys.detail(propertyId), 'history'] as const;

/** `GET v3/properties/{id}/history`: what the shared change history (components/change-history.tsx) reads. */
export const propertyHistorySource = (propertyId: string) => ({
  url: `/api/v3/properties/${encodeURIComponent(propertyId)}/history`,
  queryKey: propertyHistoryKey(propertyId),
});
