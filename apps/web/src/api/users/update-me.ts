import type { TUpdateMeRequest, TUserDocument } from '@hearth/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../lib/auth';
import { toMe, type Me } from './get-me';
import { userKeys } from './keys';

/** The request, notification toggles included (the settings screen's name for it). */
export type UpdateMeBody = TUpdateMeRequest;

/** `PATCH v3/users/me`; 412 asks for a one-time code, 401 says the code was wrong. */
export const updateMe = async (body: UpdateMeBody): Promise<Me> =>
  toMe(await api.patch<TUserDocument>('/api/v3/users/me', body));

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
