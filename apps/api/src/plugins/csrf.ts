import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP } from '@hearth/domain';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../lib/cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NONCE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type CsrfSettings = { sessionSecret: string; cookieSecure: boolean };

/** A key of its own, derived from the session secret, so no other use of that secret can produce a token. */
const sign = (sessionSecret: string, message: string): string => {
  const key = createHmac('sha256', sessionSecret).update('hearth-csrf-key').digest();
  return createHmac('sha256', key).update(message).digest('base64url');
};

/**
 * The token this request must echo, or null when it has nothing to bind one to. With a session cookie it is an HMAC
 * of the session id (the cookie's sha256, the `sessions` primary key), so it changes whenever the session does;
 * without one, an HMAC of the pre-session nonce kept in the HttpOnly `hearth_csrf` cookie. The server never stores
 * a token: it recomputes it, so a cookie/header pair it did not issue fails.
 */
const expectedToken = (request: FastifyRequest, sessionSecret: string, nonce = request.cookies[CSRF_COOKIE]) => {
  const session = request.cookies[SESSION_COOKIE];
  if (session) return sign(sessionSecret, `csrf:${sha256(session)}`);
  if (nonce && NONCE_PATTERN.test(nonce)) return sign(sessionSecret, `csrf-anon:${nonce}`);
  return null;
};

const nonceCookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

/** `GET /api/v1/public/csrf/`: the token for this caller; an anonymous caller gets a nonce cookie first if needed. */
export const issueCsrfToken = (request: FastifyRequest, reply: FastifyReply, settings: CsrfSettings): string => {
  void reply.header('Cache-Control', 'no-store');
  const existing = expectedToken(request, settings.sessionSecret);
  if (existing) return existing;
  const nonce = randomToken();
  void reply.setCookie(CSRF_COOKIE, nonce, nonceCookieOptions(settings.cookieSecure));
  return expectedToken(request, settings.sessionSecret, nonce) ?? '';
};

/** Sign-in and sign-out drop the pre-session nonce, so a token issued before either never works again. */
export const clearCsrfNonce = (reply: FastifyReply, secure: boolean) =>
  reply.clearCookie(CSRF_COOKIE, nonceCookieOptions(secure));

/**
 * Every request with an unsafe method must echo its token in `X-CSRF-Token`, whatever its path says: no route decides
 * from the raw URL (`/%61pi/...` reaches `/api/...` once the router decodes it). Checked before the body is read.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const expected = expectedToken(request, app.config.sessionSecret);
      const header = request.headers[CSRF_HEADER];
      if (!expected || typeof header !== 'string' || !safeEqual(expected, header)) {
        throw new AppError({
          status: HTTP.forbidden,
          code: AUTH_ERROR_CODES.csrf,
          detail: AUTH_MESSAGES.csrfInvalid,
        });
      }
    });
  },
  { name: 'csrf' },
);
