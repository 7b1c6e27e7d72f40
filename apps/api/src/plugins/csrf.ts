import fp from 'fastify-plugin';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP } from '@hearth/domain';
import { AppError } from '../lib/app-error';
import { safeEqual } from '../lib/crypto';
import { CSRF_HEADER } from '../lib/cookies';
import { expectedToken } from '../lib/csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request with an unsafe method must echo its token in `X-CSRF-Token`, whatever its path says: no route decides
 * from the raw URL (`/%61pi/...` reaches `/api/...` once the router decodes it). Checked before the body is read.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      // The matched route's own rule, never its raw URL: a body signed by its sender needs no token.
      if (request.routeOptions.config.csrf === 'signature') return;
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
