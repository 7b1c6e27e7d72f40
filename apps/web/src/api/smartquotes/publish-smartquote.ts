import type { TSmartquoteDocument } from '@hearth/domain/smartquotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { smartquoteOverviewKey } from './get-smartquote-overview';
import { smartquoteKeys } from './keys';

/** `POST v3/smartquotes/{id}/publish`: a draft becomes published and gets its public page (idempotent). */
export const publishSmartquote = (id: string) =>
  api.post<TSmartquoteDocument>(`/api/v3/smartquotes/${encodeURIComponent(id)}/publish`);

export const usePublishSmartquote = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishSmartquote(id),
    onSuccess: async (document) => {
      // The answer may come without the overview: keep the one shown until the reload below brings it again.
      queryClient.setQueryData<TSmartquoteDocument>(smartquoteOverviewKey(id), (shown) => ({
        ...shown,
        data: document.data,
        included: document.included ?? shown?.included,
      }));
      await queryClient.invalidateQueries({ queryKey: smartquoteKeys.all });
    },
  });
};
