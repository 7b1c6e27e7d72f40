/** Query keys of the bookings area. */
export const bookingKeys = {
  all: ['bookings'] as const,
  property: (propertyId: string) => [...bookingKeys.all, 'list', propertyId] as const,
  list: (propertyId: string, params: Record<string, unknown>) => [...bookingKeys.property(propertyId), params] as const,
};
