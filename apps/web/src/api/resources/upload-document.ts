import type {
  TCreateDocumentRequest,
  TDocumentDocument,
  TDocumentUploadRequest,
  TDocumentUploadResponse,
} from '@hearth/domain/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { putFile } from '../../lib/put-file';
import { resourceKeys } from './keys';

export type UploadDocumentInput = {
  file: File;
  parentId: string | null;
  onProgress: (fraction: number) => void;
};

/**
 * Upload one PDF or image into a folder: `POST v3/documents/upload-url` → PUT the bytes to the signed URL (with
 * progress) → `POST v3/documents` with the key, which the server checks (type by magic bytes, size).
 */
export const uploadDocument = async ({ file, parentId, onProgress }: UploadDocumentInput) => {
  const link = await api.post<TDocumentUploadResponse>('/api/v3/documents/upload-url', {
    filename: file.name,
    contentType: file.type,
    size: file.size,
  } satisfies TDocumentUploadRequest);
  const { key, signedUrl } = link.data.attributes;
  await putFile(signedUrl, file, { 'Content-Type': file.type }, onProgress);
  return api.post<TDocumentDocument>('/api/v3/documents', {
    name: file.name,
    parentId,
    fileKey: key,
  } satisfies TCreateDocumentRequest);
};

export const useUploadDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.documents() }),
  });
};
