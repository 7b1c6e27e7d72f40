import type { TPayoutSettingsDocument, TUpdatePayoutSettingsRequest } from '@hearth/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { payoutKeys } from './keys';

/** `PATCH v3/payouts/settings`: the Australian or New Zealand side; an account number left empty is kept. */
export const updatePayoutSettings = (body: TUpdatePayoutSettingsRequest) =>
  api.patch<TPayoutSettingsDocument>('/api/v3/payouts/settings', body);

export const useUpdatePayoutSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayoutSettings,
    onSuccess: (document) => {
      queryClient.setQueryData(payoutKeys.settings(), document);
      return queryClient.invalidateQueries({ queryKey: payoutKeys.batches() });
    },
  });
};
