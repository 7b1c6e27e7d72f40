import type { TBankAccountResponse, TSetBankAccountRequest } from '@hearth/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { payoutKeys } from './keys';

/** `PUT v3/users/{id}/bank-accounts`: set or replace the owner's account of one country (finance and admin). */
export const setBankAccount = ({ userId, body }: { userId: string; body: TSetBankAccountRequest }) =>
  apiRequest<TBankAccountResponse>(`/api/v3/users/${encodeURIComponent(userId)}/bank-accounts`, {
    method: 'PUT',
    body,
  });

/** The owner's accounts and history, and every batch preview (a blocker may be gone), are read again. */
export const useSetBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBankAccount,
    onSuccess: (_answer, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.bankAccounts(userId) }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.batches() }),
      ]),
  });
};
