import { PHOTO_TYPES, type PhotoType } from '@hearth/domain/photos';
import { getCsrfToken } from '../../lib/api-client';
import { putFile } from '../../lib/put-file';

export type PhotoUpload = { file: File; type: PhotoType; onProgress: (fraction: number) => void; signal?: AbortSignal };

/**
 * `PUT {signedUrl}` with the photo's bytes and the type it was signed for, reporting progress (0 to 1). The API's own
 * upload route (disk) checks CSRF like every write; a bucket elsewhere (S3) never sees the token.
 */
export const putPhoto = async (signedUrl: string, { file, type, onProgress, signal }: PhotoUpload) => {
  const headers: Record<string, string> = { 'Content-Type': PHOTO_TYPES[type] };
  if (new URL(signedUrl, window.location.origin).origin === window.location.origin) {
    headers['X-CSRF-Token'] = await getCsrfToken();
  }
  await putFile(signedUrl, file, headers, onProgress, signal);
};
