import type { TRatePlanDocument } from '@hearth/domain/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { rateKeys } from './keys';

/** `GET v3/properties/{id}/rate-plan` (docs/product/rates.md#rate-plan): the home's plan, `data: null` while it has none. */
export const getRatePlan = (propertyId: string, signal?: AbortSignal) =>
  api.get<TRatePlanDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}/rate-plan`, { signal });

export const ratePlanOptions = (propertyId: string) =>
  queryOptions({ queryKey: rateKeys.plan(propertyId), queryFn: ({ signal }) => getRatePlan(propertyId, signal) });

/** Only for those who see rates (`rate:read`): anyone else gets a 403, so the call is not made. */
export const useRatePlan = (propertyId: string, enabled: boolean) =>
  useQuery({ ...ratePlanOptions(propertyId), enabled });
