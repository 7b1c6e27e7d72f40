import type { TSetupStatusResponse } from '@hearth/domain/setup';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** `GET v1/public/setup/{token}`: whether the link may still set Hearth up (404 invalid, 409 set up already). */
export const getSetupStatus = (token: string): Promise<TSetupStatusResponse> =>
  api.get<TSetupStatusResponse>(`/api/v1/public/setup/${encodeURIComponent(token)}`);

export const useSetupStatus = (token: string) =>
  useQuery({ queryKey: ['setup', token], queryFn: () => getSetupStatus(token), retry: false, staleTime: Infinity });
