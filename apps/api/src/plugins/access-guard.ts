import fp from 'fastify-plugin';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, can, HTTP, mayAttempt } from '@hearth/domain';
import { forbidden } from '../access/forbidden';
import { AppError } from '../lib/app-error';
import type { RouteAccessEntry } from '../types';

/** Swagger UI's own routes: public documentation registered by the plugin, not by us. */
const DOCS_PREFIX = '/api/docs';

/**
 * Every /api route declares `config.access`; a route without one stops the app at start-up (docs/ARCHITECTURE.md#the-path-of-a-request).
 * The check runs at onRequest, after the session is known and before the body is parsed: a caller none of whose
 * roles has the route's action gets the action's 403; which objects they reach is the service's findInScope.
 */
export const accessGuardPlugin = fp(
  async (app) => {
    // The registry of every /api route and its rule: the role × route × tenant matrix test reads it.
    const registry: RouteAccessEntry[] = [];
    app.decorate('routeAccess', registry);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith(DOCS_PREFIX)) return;
      const access = route.config?.access;
      if (access === undefined) {
        throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access).`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registry.push({ method, url: route.url, access });
      }
    });
    app.addHook('onRequest', async (request) => {
      // The OpenAPI document maps every route: in production only developers read it, unless API_DOCS=true.
      const docs = request.routeOptions.url?.startsWith(DOCS_PREFIX) ?? false;
      if (docs && !(app.config.apiDocs ?? app.config.appEnv !== 'production')) {
        const caller = request.sessionUser;
        if (!caller || !can({ roles: caller.roles }, 'api-docs:read')) {
          throw new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'Not found' });
        }
      }
      const rule = request.routeOptions.config.access;
      if (rule === undefined || rule === 'public') return;
      const caller = request.sessionUser;
      if (!caller) {
        throw new AppError({
          status: HTTP.unauthorized,
          code: AUTH_ERROR_CODES.notSignedIn,
          detail: AUTH_MESSAGES.notSignedIn,
        });
      }
      if (rule === 'signed-in' || mayAttempt(caller, rule.action)) return;
      throw forbidden(rule.action);
    });
  },
  { name: 'access-guard', dependencies: ['session'] },
);
