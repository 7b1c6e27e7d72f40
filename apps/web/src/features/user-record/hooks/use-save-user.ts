import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createUser } from '../../../api/users/create-user';
import type { UserRecord } from '../../../api/users/get-user';
import { userKeys } from '../../../api/users/keys';
import { setUserCompanies } from '../../../api/users/set-user-companies';
import { setUserProperties } from '../../../api/users/set-user-properties';
import { updateUser } from '../../../api/users/update-user';
import { attachmentRequest, toCreateRequest, toUpdateRequest, type UserFormValues } from '../utils/user-form';

/** `base` is the user as the server last answered, or null for a user not created yet. */
export type SaveUserInput = { values: UserFormValues; base: UserRecord | null };

/**
 * One save of the user form (docs/product/users.md#calls): `POST v3/users` or `PATCH v3/users/{id}` with what changed, then the
 * properties or company when they changed. `onCreated` hears of a new user at once, so that a failed attachment
 * is retried against that user instead of creating them twice.
 */
export const useSaveUser = (onCreated: (record: UserRecord) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, base }: SaveUserInput): Promise<UserRecord> => {
      let saved: UserRecord;
      if (base) {
        const body = toUpdateRequest(values, base);
        saved = Object.keys(body).length > 0 ? await updateUser({ id: base.user.id, body }) : base;
      } else {
        saved = await createUser(toCreateRequest(values));
        onCreated(saved);
      }
      const attachment = attachmentRequest(values, base);
      if (attachment?.kind === 'properties') {
        saved = await setUserProperties({ id: saved.user.id, body: attachment.body });
      } else if (attachment?.kind === 'companies') {
        saved = await setUserCompanies({ id: saved.user.id, body: attachment.body });
      }
      return saved;
    },
    // Also after a failure: the user may have been created, or changed before an attachment failed.
    onSettled: (_saved, _error, { base }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      if (!base) return;
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(base.user.code) });
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(base.user.id) });
      void queryClient.invalidateQueries({ queryKey: userKeys.history(base.user.id) });
    },
  });
};
