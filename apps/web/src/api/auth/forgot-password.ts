import type { TMessageResponse } from '@hearth/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** `GET v1/public/forgot/{email}/`: answers the same for known and unknown emails. */
export const requestPasswordReset = async (email: string): Promise<string | null> => {
  const body = await api.get<Partial<TMessageResponse> | undefined>(
    `/api/v1/public/forgot/${encodeURIComponent(email)}/`,
  );
  return body?.meta?.message ?? null;
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
