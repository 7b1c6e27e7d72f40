import type { TVerifyResponse } from '@hearth/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { authKeys } from './keys';

export type VerifiedToken = { message: string | null; action: string | null };

/** `GET v1/public/verify/{token}/?checkExpiration=true`: 200 while the link is live. */
export const verifyToken = async (token: string): Promise<VerifiedToken> => {
  const body = await api.get<{ meta?: Partial<TVerifyResponse['meta']> } | undefined>(
    `/api/v1/public/verify/${encodeURIComponent(token)}/`,
    { params: { checkExpiration: true } },
  );
  return { message: body?.meta?.message ?? null, action: body?.meta?.action ?? null };
};

export const verifyTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordToken(token),
    queryFn: () => verifyToken(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useVerifyToken = (token: string) => useQuery(verifyTokenQueryOptions(token));
