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
    [...bookingKeys.stayPrices(propertyId), params] as const,
  /** Every live price of stays, of any home: a change of many homes' rates makes them stale. */
  allStayPrices: () => [...bookingKeys.all, 'stay-price'] as const,
  /** Every live price of a home's stays: a change of its rates makes them stale. */
  stayPrices: (propertyId: string) => [...bookingKeys.allStayPrices(), propertyId] as const,
};
