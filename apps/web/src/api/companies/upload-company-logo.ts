import type { LogoType } from '@hearth/domain/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCsrfToken, networkError, toApiError } from '../../lib/api-client';
import { getLogoUploadUrl } from './get-logo-upload-url';
import { afterCompanySaved, updateCompanySettings } from './update-company-settings';

const parseBody = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

/**
 * `PUT {signedUrl}` with the raw file. XMLHttpRequest rather than fetch: only it reports upload progress, which a long
 * upload shows (DESIGN.md §10). `onProgress` gets 0 to 1. Rejects with an ApiError, as the api client does.
 */
export const putFile = (
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(toApiError(request.status, parseBody(request.responseText)));
      }
    };
    request.onerror = () => reject(networkError(new Error('The upload did not reach the server')));
    request.onabort = () => reject(networkError(new Error('The upload was cancelled')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });

export type LogoUpload = { file: File; type: LogoType; onProgress: (fraction: number) => void; signal?: AbortSignal };

/**
 * A new logo (spec 001 §7): ask where to put it, PUT the file there, then save its public URL as the company's logo.
 */
export const uploadCompanyLogo = async (companyId: string, { file, type, onProgress, signal }: LogoUpload) => {
  const { publicUrl, signedUrl } = await getLogoUploadUrl(companyId, type);
  const headers: Record<string, string> = { 'Content-Type': file.type };
  // The API's own upload route checks CSRF like every other write; a storage service elsewhere never sees the token.
  if (new URL(signedUrl, window.location.origin).origin === window.location.origin) {
    headers['X-CSRF-Token'] = await getCsrfToken();
  }
  await putFile(signedUrl, file, headers, onProgress, signal);
  return updateCompanySettings(companyId, { settings: { logoUrl: publicUrl } });
};

export const useUploadCompanyLogo = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: LogoUpload) => uploadCompanyLogo(companyId, upload),
    onSuccess: (document) => afterCompanySaved(queryClient, companyId, document),
  });
};
