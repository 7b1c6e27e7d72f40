/** CSRF tokens: issue, recompute and drop the nonce (the check on every request is plugins/csrf.ts). */
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from './crypto';
import { CSRF_COOKIE, SESSION_COOKIE } from './cookies';

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
export const expectedToken = (request: FastifyRequest, sessionSecret: string, nonce = request.cookies[CSRF_COOKIE]) => {
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
 * Whether a request comes from another site: the browser's `Sec-Fetch-Site` when it sends one (only same-origin and
 * a person's own navigation, `none`, are ours), else an `Origin` or `Referer` on another host than ours. A request
 * with none of them (a script, curl) is not a browser's cross-site request.
 */
export const isCrossSite = (headers: Record<string, string | string[] | undefined>, publicUrl: string): boolean => {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const from = headers.origin ?? headers.referer;
  if (typeof from !== 'string' || from === 'null') return typeof from === 'string';
  try {
    return new URL(from).host !== new URL(publicUrl).host;
  } catch {
    return true;
  }
};
