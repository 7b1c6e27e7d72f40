import type { TOnboardingResponse } from '@hearth/domain/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { propertyKeys } from './keys';

/** Under the home's document key: a change to the home (photos, keys, owners, fees) renews its checklist. */
export const onboardingKey = (propertyId: string) => [...propertyKeys.detail(propertyId), 'onboarding'] as const;

/** `GET v3/properties/{id}/onboarding` (docs/product/properties.md#onboarding-checklist). */
export const onboardingQuery = (propertyId: string) =>
  queryOptions({
    queryKey: onboardingKey(propertyId),
    queryFn: ({ signal }) =>
      api.get<TOnboardingResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/onboarding`, { signal }),
  });

export const useOnboarding = (propertyId: string, enabled = true) =>
  useQuery({ ...onboardingQuery(propertyId), enabled });
