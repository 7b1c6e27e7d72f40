import type { TemplatePhotoType } from '@hearth/domain/keys';
import { getCsrfToken } from '../../lib/api-client';
import { putFile } from '../../lib/put-file';
import { getKeyStoreAttachmentUrl } from './get-key-store-attachment-url';

export type KeyStorePhotoUpload = {
  file: File;
  type: TemplatePhotoType;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * One template photo: ask where to put it, PUT the file there (XMLHttpRequest, for its progress), and give back the
 * s3Key the template's `photos` then lists. The CSRF header goes only to our own upload route, never to S3.
 */
export const uploadKeyStorePhoto = async ({ file, type, onProgress, signal }: KeyStorePhotoUpload) => {
  const { s3Key, signedUrl } = await getKeyStoreAttachmentUrl(type);
  const headers: Record<string, string> = { 'Content-Type': file.type };
  if (new URL(signedUrl, window.location.origin).origin === window.location.origin) {
    headers['X-CSRF-Token'] = await getCsrfToken();
  }
  await putFile(signedUrl, file, headers, onProgress, signal);
  return s3Key;
};
