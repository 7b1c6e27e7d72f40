import type { QueryClient } from '@tanstack/react-query';

/**
 * After a change, every cached query about the property (its calendar's events and bookings, whatever their key
 * shape in the calendar area) and about events goes stale: match on the property id anywhere in the key.
 */
export const invalidateEventQueries = (client: QueryClient, propertyId: string): Promise<void> =>
  client.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'property-events' || queryKey.includes(propertyId),
  });
