import fp from 'fastify-plugin';
import { sha256 } from '../lib/crypto';
import { SESSION_COOKIE } from '../lib/cookies';
import { loadSessionUser } from '../lib/session';
import { DOCS_ROUTE } from './openapi';

/**
 * Resolves `request.sessionUser` from the `hearth_session` cookie for the routes that declare an access rule (every
 * /api route). The matched route decides, never the raw URL: the router decodes `/%61pi/...` into `/api/...`.
 * Unmatched paths (the 404 handler) and static files get no session.
 */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('sessionUser', null);
    app.addHook('onRequest', async (request) => {
      request.sessionUser = null;
      // The OpenAPI document's routes are Swagger's own, without a rule; in production they read the session too.
      const docs = request.routeOptions.url?.startsWith(DOCS_ROUTE) ?? false;
      if (request.routeOptions.config.access === undefined && !docs) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return;
      request.sessionUser = await loadSessionUser(app.db, sha256(token));
    });
  },
  { name: 'session', dependencies: ['db'] },
);
