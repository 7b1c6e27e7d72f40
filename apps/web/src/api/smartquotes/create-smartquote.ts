import type { TSmartquoteCreateBody, TSmartquoteDocument } from '@hearth/domain/smartquotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterSmartquoteSaved } from './update-smartquote';

/** `POST v3/smartquotes` (the address step): the company and the address; answers 201 with the new quote. */
export const createSmartquote = (body: TSmartquoteCreateBody) =>
  api.post<TSmartquoteDocument>('/api/v3/smartquotes', body);

export const useCreateSmartquote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSmartquote,
    onSuccess: (document) => afterSmartquoteSaved(queryClient, document),
  });
};
