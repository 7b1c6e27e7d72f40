import type { TRatesResponse } from '@hearth/domain/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { CalendarWindow } from '../window';
import { rateKeys } from './keys';

/** `GET v3/properties/{propertyId}/rates`: nightly rates in cents for the load window. */
export const getPropertyRates = (propertyId: string, window: CalendarWindow, signal?: AbortSignal) =>
  api.get<TRatesResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/rates`, { params: window, signal });

export const propertyRatesOptions = (propertyId: string, window: CalendarWindow) =>
  queryOptions({
    queryKey: rateKeys.list(propertyId, window),
    queryFn: ({ signal }) => getPropertyRates(propertyId, window, signal),
  });

/** Only for those who see rates (the `rate:read` action): anyone else gets a 403, so the call is not made. */
export const usePropertyRates = (propertyId: string, window: CalendarWindow, enabled: boolean) =>
  useQuery({ ...propertyRatesOptions(propertyId, window), enabled });
