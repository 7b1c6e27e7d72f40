import type { TBookingQuoteParams, TPropertyBookingsParams, TReservationFilterParams } from '@hearth/domain/bookings';

/** Query keys of the bookings area. */
export const bookingKeys = {
  all: ['bookings'] as const,
  property: (propertyId: string) => [...bookingKeys.all, 'list', propertyId] as const,
  list: (propertyId: string, params: TPropertyBookingsParams) => [...bookingKeys.property(propertyId), params] as const,
  /** The reservation list (/reservation-all) for a set of filters. */
  reservations: (params: TReservationFilterParams) => [...bookingKeys.all, 'reservations', params] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  /** One booking document with an include list. */
  document: (id: string, include: readonly string[]) => [...bookingKeys.detail(id), [...include].sort()] as const,
  quote: (id: string, include: readonly string[]) => [...bookingKeys.all, 'quote', id, [...include].sort()] as const,
  /** The live price of a stay before it is booked. */
  stayPrice: (propertyId: string, params: TBookingQuoteParams) =>
    [...bookingKeys.all, 'stay-price', propertyId, params] as const,
};
