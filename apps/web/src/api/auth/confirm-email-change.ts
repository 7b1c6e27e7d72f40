import type { TEmailChangeResponse } from '@hearth/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** `POST v1/public/email-change/{token}/`: the new sign-in email; every session of the person has ended. */
export const confirmEmailChange = (token: string) =>
  api.post<TEmailChangeResponse>(`/api/v1/public/email-change/${encodeURIComponent(token)}/`, {});

export const useConfirmEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: () => queryClient.clear() });
};
