import { networkError, toApiError } from './api-client';

const parseBody = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

/**
 * `PUT {signedUrl}` with the raw file. XMLHttpRequest rather than fetch: only it reports upload progress, which a long
 * upload shows (docs/CONTRIBUTING.md#look). `onProgress` gets 0 to 1. Rejects with an ApiError, as the api client does.
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
