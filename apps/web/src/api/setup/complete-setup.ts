import type { TSetupRequest } from '@hearth/domain/setup';
import { useMutation } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../lib/api-client';

/** `POST v1/public/setup/{token}`: the organisation and the first super admin, who is signed in by the answer. */
export const completeSetup = async ({ token, body }: { token: string; body: TSetupRequest }): Promise<void> => {
  await api.post(`/api/v1/public/setup/${encodeURIComponent(token)}`, body);
  // The CSRF token belonged to the signed-out visit.
  resetCsrfToken();
};

export const useCompleteSetup = () => useMutation({ mutationFn: completeSetup });
