import { describe, expect, it } from 'vitest';
import { jsonApiError, mockFetch } from '../test/fake-fetch';
import { api, ApiError, resetCsrfToken, toApiError } from './api-client';

describe('toApiError', () => {
  it('maps the first JSON:API error and lists every detail', () => {
    const error = toApiError(400, {
      errors: [
        {
          status: '400',
          code: 'VALIDATION',
          title: 'Invalid input',
          detail: 'Enter a valid email',
          source: { pointer: '/email' },
          meta: { a: 1 },
        },
        {
          status: '400',
          code: 'VALIDATION',
          title: 'Invalid input',
          detail: 'Too short',
          source: { parameter: 'password' },
        },
      ],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errorCode: 'VALIDATION',
      errorMessage: 'Enter a valid email',
      errorTitle: 'Invalid input',
      errorDetails: ['/email: Enter a valid email', 'password: Too short'],
      meta: { a: 1 },
      status: 400,
    });
  });

  it('falls back to the status string, then UNKNOWN, for the code', () => {
    expect(toApiError(502, '<html>bad gateway</html>').errorCode).toBe('502');
    expect(toApiError(0, null).errorCode).toBe('UNKNOWN');
  });
});

describe('api client', () => {
  it('sends the CSRF token on non-GET calls and refetches it once when the server says it is stale', async () => {
    resetCsrfToken();
    let tokens = 0;
    let posts = 0;
    const calls = mockFetch(({ url, headers }) => {
      if (url.pathname === '/api/v1/public/csrf/')
        return { status: 200, body: { data: { csrfToken: `t${++tokens}` } } };
      posts += 1;
      if (headers['X-CSRF-Token'] === 't1') return jsonApiError(403, 'CSRF_INVALID', 'stale');
      return { status: 200, body: { ok: posts } };
    });
    await expect(api.post('/api/v3/things', { a: 1 })).resolves.toEqual({ ok: 2 });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /api/v1/public/csrf/',
      'POST /api/v3/things',
      'GET /api/v1/public/csrf/',
      'POST /api/v3/things',
    ]);
  });

  it('answers undefined for 204 and an ApiError for a failure', async () => {
    mockFetch(({ url }) =>
      url.pathname === '/gone' ? { status: 204 } : jsonApiError(401, 'NOT_SIGNED_IN', 'You are not signed in.'),
    );
    await expect(api.get('/gone')).resolves.toBeUndefined();
    await expect(api.get('/api/v3/ping')).rejects.toMatchObject({
      errorCode: 'NOT_SIGNED_IN',
      errorMessage: 'You are not signed in.',
      status: 401,
    });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/v1/public/config')).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR', status: 0 });
  });
});
