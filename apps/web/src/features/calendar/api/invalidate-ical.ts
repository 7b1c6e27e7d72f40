import type { QueryClient } from '@tanstack/react-query';
import { icalFeedsOptions } from './get-ical-feeds';

/**
 * After an import or a removed feed, the property's feeds (last synced, last error, block count) and its calendar
 * events (the imported blocks) go stale.
 */
export const invalidateIcalQueries = (client: QueryClient, propertyId: string): Promise<void> =>
  Promise.all([
    client.invalidateQueries({ queryKey: icalFeedsOptions(propertyId).queryKey }),
    client.invalidateQueries({ queryKey: ['property-events', propertyId] }),
  ]).then(() => undefined);
