import { AUTH_ERROR_CODES } from '@hearth/domain/auth';
import { getCsrfToken, isApiError, networkError, resetCsrfToken, toApiError } from './api-client';

const parseBody = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

const sendOnce = <T>(
  url: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
  csrfToken: string,
): Promise<T> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', contentType);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-CSRF-Token', csrfToken);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as T);
      } else reject(toApiError(request.status, body));
    };
    request.onerror = () => reject(networkError(new Error('The file did not reach the server')));
    request.send(file);
  });

/**
 * `POST` a file to the API as it is, with the session's CSRF token, reporting how much of it has gone (0 to 1): the
 * api client's fetch cannot tell upload progress, which a long file shows (docs/product/imports.md#screens).
 * Resolves to the parsed answer; rejects with an ApiError, fetching the CSRF token again once when it was stale.
 */
export const postFile = async <T>(
  url: string,
  file: File,
  options: { contentType: string; onProgress: (fraction: number) => void },
): Promise<T> => {
  try {
    return await sendOnce<T>(url, file, options.contentType, options.onProgress, await getCsrfToken());
  } catch (error) {
    if (!isApiError(error) || error.errorCode !== AUTH_ERROR_CODES.csrf) throw error;
    resetCsrfToken();
    return sendOnce<T>(url, file, options.contentType, options.onProgress, await getCsrfToken());
  }
};
