import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP } from '@hearth/domain';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '../lib/cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Double-submit token: keeps the cookie's token when it is well formed, so open tabs stay valid. */
export const issueCsrfToken = (request: FastifyRequest, reply: FastifyReply, secure: boolean): string => {
  const existing = request.cookies[CSRF_COOKIE];
  const token = existing && TOKEN_PATTERN.test(existing) ? existing : randomToken();
  void reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  return token;
};

/**
 * Every request with an unsafe method must echo the `hearth_csrf` cookie in `X-CSRF-Token`, whatever its path says: no
 * route decides from the raw URL (`/%61pi/...` reaches `/api/...` once the router decodes it). Checked before the body
 * is read.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
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
