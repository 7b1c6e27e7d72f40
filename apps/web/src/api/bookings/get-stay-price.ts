import type { TBookingQuoteParams, TBookingQuoteResponse } from '@hearth/domain/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { bookingKeys } from './keys';

/**
 * The stay to price: nights `YYYY-MM-DD` (check-out is the morning after the last night) and guests; the corporate
 * rate as the form holds it, a yes or no.
 */
export type StayPriceParams = Omit<TBookingQuoteParams, 'corporateRate'> & { corporateRate: boolean };

/** The query as the API reads it (`ZBookingQuoteQuery`): the corporate rate as 'true' or 'false'. */
const stayPriceQuery = (params: StayPriceParams): TBookingQuoteParams => ({
  ...params,
  corporateRate: params.corporateRate ? 'true' : 'false',
});

/**
 * `GET v3/properties/{propertyId}/booking-quote`: whether every night is free right now, the nights without a rate,
 * and the price (each night, the fees, the total) when every night has one.
 */
export const getStayPrice = (
  propertyId: string,
  params: StayPriceParams,
  signal?: AbortSignal,
): Promise<TBookingQuoteResponse> =>
  api.get<TBookingQuoteResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/booking-quote`, {
    params: stayPriceQuery(params),
    signal,
  });

export const stayPriceOptions = (propertyId: string, params: StayPriceParams) =>
  queryOptions({
    queryKey: bookingKeys.stayPrice(propertyId, stayPriceQuery(params)),
    queryFn: ({ signal }) => getStayPrice(propertyId, params, signal),
    // Availability moves with every booking: a price is fresh only as long as it is on screen.
    staleTime: 0,
  });

/** The live price of a stay being booked; `params` null (no valid stay yet) asks nothing. The last price stays shown while the next loads. */
export const useStayPrice = (propertyId: string, params: StayPriceParams | null) =>
  useQuery({
    ...stayPriceOptions(
      propertyId,
      params ?? { checkIn: '', checkOut: '', adults: 0, children: 0, corporateRate: false },
    ),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
