import type { PasswordAction, TMessageResponse, TNewPasswordRequest } from '@hearth/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../lib/api-client';

export type SetPasswordInput = TNewPasswordRequest & { action: PasswordAction; token: string };

/**
 * `POST v1/public/{change|confirm}/{token}/`; ends every session of that user on the server and drops this browser's
 * session and CSRF cookies, so the cached CSRF token is dropped too.
 */
export const setPassword = async ({ action, token, ...body }: SetPasswordInput): Promise<string | null> => {
  const answer = await api.post<Partial<TMessageResponse> | undefined>(
    `/api/v1/public/${action}/${encodeURIComponent(token)}/`,
    body,
  );
  resetCsrfToken();
  return answer?.meta?.message ?? null;
};

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
