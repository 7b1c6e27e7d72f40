import type { TUpdateUserRequest, TUserDocument } from '@hearth/domain/users';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { UserListData } from './get-user-list';
import { userKeys } from './keys';

export type UserEnabledChange = { id: string; enabled: boolean };

/** `PATCH v3/users/{id}` with `{enabled}`: the Status toggle of the /users table (docs/product/users.md#states). */
export const updateUserEnabled = ({ id, enabled }: UserEnabledChange) =>
  api.patch<TUserDocument>(`/api/v3/users/${encodeURIComponent(id)}`, { enabled } satisfies TUpdateUserRequest);

/** Sets one user's `enabled` in every loaded page of every /users list (each search and sort is its own list). */
const setEnabledInLists = (queryClient: QueryClient, id: string, enabled: boolean) =>
  queryClient.setQueriesData<UserListData>({ queryKey: userKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((user) =>
              user.id === id ? { ...user, attributes: { ...user.attributes, enabled } } : user,
            ),
          })),
        }
      : data,
  );

/**
 * The toggle shows its new state at once; a failure puts the row back as it was (the caller says why). Only the
 * toggled row is put back, so another row changed meanwhile keeps its own state.
 */
export const useUpdateUserEnabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserEnabled,
    onMutate: async ({ id, enabled }) => {
      await queryClient.cancelQueries({ queryKey: userKeys.lists() });
      setEnabledInLists(queryClient, id, enabled);
    },
    onError: (_error, { id, enabled }) => setEnabledInLists(queryClient, id, !enabled),
    onSuccess: (document, { id }) => {
      setEnabledInLists(queryClient, id, document.data.attributes.enabled);
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(document.data.attributes.code) });
      void queryClient.invalidateQueries({ queryKey: userKeys.history(id) });
    },
  });
};
