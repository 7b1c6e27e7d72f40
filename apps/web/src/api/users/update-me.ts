import type { TUpdateMeRequest, TUserDocument } from '@hearth/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../lib/auth';
import { toMe, type Me } from './get-me';
import { userKeys } from './keys';

/** The request, notification toggles included (the settings screen's name for it). */
export type UpdateMeBody = TUpdateMeRequest;

/**
 * `PATCH v3/users/me`; 412 asks for a one-time code, 401 says the code was wrong. A new sign-in email is not the
 * email yet: `pendingEmail` says where its confirm link went.
 */
export const updateMe = async (body: UpdateMeBody): Promise<{ me: Me; pendingEmail: string | null }> => {
  const document = await api.patch<TUserDocument>('/api/v3/users/me', body);
  return { me: toMe(document), pendingEmail: document.meta?.pendingEmail ?? null };
};

export const useUpdateMe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.me() });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
};
