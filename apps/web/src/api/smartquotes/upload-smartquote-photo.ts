import { PHOTO_TYPES, type PhotoType } from '@hearth/domain/photos';
import type { TSmartquotePhotoUrlResponse } from '@hearth/domain/smartquotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getCsrfToken } from '../../lib/api-client';
import { putFile } from '../../lib/put-file';
import { afterSmartquoteSaved, updateSmartquote } from './update-smartquote';

export type SmartquotePhotoUpload = {
  file: File;
  type: PhotoType;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/** `GET v3/smartquotes/{id}/photo-url?type=`: where to PUT the file and the key to save (docs/product/smartquotes.md#calls). */
export const getSmartquotePhotoUrl = async (id: string, type: PhotoType) =>
  (
    await api.get<TSmartquotePhotoUrlResponse>(`/api/v3/smartquotes/${encodeURIComponent(id)}/photo-url`, {
      params: { type },
    })
  ).data.attributes;

/** The quote's photo: ask where to put it, PUT the bytes there with progress, then save its key on the quote. */
export const uploadSmartquotePhoto = async (id: string, { file, type, onProgress, signal }: SmartquotePhotoUpload) => {
  const { signedUrl, key } = await getSmartquotePhotoUrl(id, type);
  const headers: Record<string, string> = { 'Content-Type': PHOTO_TYPES[type] };
  // The API's own upload route checks CSRF like every other write; a storage service elsewhere never sees the token.
  if (new URL(signedUrl, window.location.origin).origin === window.location.origin) {
    headers['X-CSRF-Token'] = await getCsrfToken();
  }
  await putFile(signedUrl, file, headers, onProgress, signal);
  return updateSmartquote(id, { property: { photoKey: key } });
};

export const useUploadSmartquotePhoto = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: SmartquotePhotoUpload) => uploadSmartquotePhoto(id, upload),
    onSuccess: (document) => afterSmartquoteSaved(queryClient, document),
  });
};
