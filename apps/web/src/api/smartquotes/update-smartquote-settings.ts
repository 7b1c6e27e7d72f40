import type { TSmartquoteDocument, TSmartquoteSettingsInput } from '@hearth/domain/smartquotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { OVERVIEW_INCLUDE, smartquoteOverviewKey } from './get-smartquote-overview';
import { smartquoteKeys } from './keys';

/**
 * `PATCH v3/smartquotes/{id}?include=overview` with one fine-tuning setting (docs/product/smartquotes.md#states): the answer carries the
 * recomputed overview, so the screen refreshes in one round trip.
 */
export const updateSmartquoteSettings = (id: string, settings: TSmartquoteSettingsInput) =>
  api.patch<TSmartquoteDocument>(
    `/api/v3/smartquotes/${encodeURIComponent(id)}`,
    { settings },
    { params: { include: OVERVIEW_INCLUDE.join(',') } },
  );

export const useUpdateSmartquoteSettings = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TSmartquoteSettingsInput) => updateSmartquoteSettings(id, settings),
    onSuccess: async (document) => {
      const key = smartquoteOverviewKey(id);
      queryClient.setQueryData(key, document);
      // The list (close-by date) and the wizard's copy of the quote catch up when next shown.
      await queryClient.invalidateQueries({
        queryKey: smartquoteKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
      });
    },
  });
};
