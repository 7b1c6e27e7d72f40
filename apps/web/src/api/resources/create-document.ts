import type { TCreateDocumentRequest, TDocumentDocument } from '@hearth/domain/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from './keys';

/** `POST v3/documents` with `isFolder: true`: a new folder at the top or inside `parentId`. */
export const createFolder = (body: Pick<TCreateDocumentRequest, 'name' | 'parentId'>) =>
  api.post<TDocumentDocument>('/api/v3/documents', { ...body, isFolder: true } satisfies TCreateDocumentRequest);

export const useCreateFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.documents() }),
  });
};
