import { AUTH_ERROR_CODES } from '@hearth/domain/auth';

/** The one error shape the web app handles (docs/product/shell.md#messages), whatever went wrong. */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly errorMessage: string;
  readonly errorTitle: string;
  readonly errorDetails: string[];
  readonly meta: Record<string, unknown>;
  readonly status: number;

  constructor(fields: {
    errorCode: string;
    errorMessage: string;
    errorTitle: string;
    errorDetails: string[];
    meta: Record<string, unknown>;
    status: number;
  }) {
    super(fields.errorMessage);
    this.name = 'ApiError';
    this.errorCode = fields.errorCode;
    this.errorMessage = fields.errorMessage;
    this.errorTitle = fields.errorTitle;
    this.errorDetails = fields.errorDetails;
    this.meta = fields.meta;
    this.status = fields.status;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The server's own words for a failure, when it sent some (a JSON:API error with a detail). */
export const serverMessage = (error: unknown): string | null =>
  isApiError(error) && error.errorDetails.length > 0 ? error.errorMessage : null;

export const NETWORK_ERROR = 'NETWORK_ERROR';

type LooseError = {
  code?: string;
  status?: string;
  title?: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string };
  meta?: Record<string, unknown>;
};

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Reads a JSON:API errors array leniently: a half-formed error still gives what it has. */
const readErrors = (body: unknown): LooseError[] => {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => {
      const source =
        typeof item.source === 'object' && item.source !== null ? (item.source as Record<string, unknown>) : {};
      const meta =
        typeof item.meta === 'object' && item.meta !== null ? (item.meta as Record<string, unknown>) : undefined;
      return {
        code: str(item.code),
        status: str(item.status),
        title: str(item.title),
        detail: str(item.detail),
        source: { parameter: str(source.parameter), pointer: str(source.pointer) },
        meta,
      };
    });
};

/** Builds an ApiError from a failed response's status and (maybe) JSON:API body (docs/product/shell.md#messages). */
export const toApiError = (status: number, body: unknown): ApiError => {
  const errors = readErrors(body);
  const [first] = errors;
  const statusText = status > 0 ? String(status) : undefined;
  const errorCode = first?.code ?? statusText ?? 'UNKNOWN';
  return new ApiError({
    errorCode,
    errorMessage: first?.detail ?? first?.title ?? `Request failed (${statusText ?? 'UNKNOWN'})`,
    errorTitle: first?.title ?? statusText ?? 'UNKNOWN',
    errorDetails: errors
      .filter((error) => error.detail)
      .map((error) => {
        const where = error.source?.parameter ?? error.source?.pointer;
        return where ? `${where}: ${error.detail}` : (error.detail ?? '');
      }),
    meta: first?.meta ?? {},
    status,
  });
};

export const networkError = (cause: unknown): ApiError =>
  new ApiError({
    errorCode: NETWORK_ERROR,
    errorMessage: cause instanceof Error ? cause.message : 'Network request failed',
    errorTitle: 'Network error',
    errorDetails: [],
    meta: {},
    status: 0,
  });

const CSRF_PATH = '/api/v1/public/csrf/';
let csrfToken: string | null = null;

/** Forgets the cached CSRF token, e.g. after sign-in or sign-out rotated it. */
export const resetCsrfToken = (): void => {
  csrfToken = null;
};

const send = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(url, { credentials: 'same-origin', ...init });
  } catch (cause) {
    throw networkError(cause);
  }
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The session's CSRF token (fetched once): also what an upload to our own signed URL sends (XMLHttpRequest). */
export const getCsrfToken = async (): Promise<string> => {
  if (csrfToken) return csrfToken;
  const response = await send(CSRF_PATH, { method: 'GET', headers: { Accept: 'application/json' } });
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  const token = (body as { data?: { csrfToken?: unknown } } | null)?.data?.csrfToken;
  if (typeof token !== 'string') throw toApiError(response.status, body);
  csrfToken = token;
  return token;
};

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * Sends a string or file `body` as it is with this Content-Type instead of as JSON (an .ics upload is
   * `text/calendar`, a rates file `text/csv`).
   */
  contentType?: string;
  /** Extra request headers (an `Idempotency-Key` on a create). */
  headers?: Record<string, string>;
};

const withParams = (path: string, params: ApiRequestOptions['params']): string => {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
};

/**
 * The one way to call the API: same-origin, with the session cookie, the CSRF token on every non-GET
 * call (fetched once, refetched once when the server says it is stale), JSON in and out (a string or file body goes
 * out as it is when `contentType` names its type).
 * Resolves to the parsed body (`undefined` for 204); rejects with an ApiError.
 */
export const apiRequest = async <T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
  const { method = 'GET', body, params, signal, contentType, headers: extraHeaders } = options;
  const url = withParams(path, params);
  const raw = typeof body === 'string' || body instanceof Blob ? body : undefined;
  const rawType = raw === undefined ? undefined : contentType;
  const payload = body === undefined ? undefined : raw !== undefined && rawType ? raw : JSON.stringify(body);

  const attempt = async (): Promise<Response> => {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = rawType ?? 'application/json';
    if (method !== 'GET') headers['X-CSRF-Token'] = await getCsrfToken();
    return send(url, {
      method,
      headers,
      body: payload,
      signal,
    });
  };

  let response = await attempt();
  if (!response.ok && method !== 'GET' && response.status === 403) {
    const error = toApiError(response.status, await readJson(response));
    if (error.errorCode !== AUTH_ERROR_CODES.csrf) throw error;
    resetCsrfToken();
    response = await attempt();
  }
  if (response.status === 204) return undefined as T;
  const json = await readJson(response);
  if (!response.ok) throw toApiError(response.status, json);
  return json as T;
};

export const api = {
  get: <T = unknown>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T = unknown>(path: string, body?: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
