import fp from 'fastify-plugin';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, hasAnyRole, HTTP, isRouteAllowed } from '@hearth/domain';
import { AppError } from '../lib/app-error';
import type { AccessRule, SessionUser } from '../types';

/** Swagger UI's own routes: public documentation registered by the plugin, not by us. */
const DOCS_PREFIX = '/api/docs';

export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';

const isAllowed = (rule: Exclude<AccessRule, 'public' | 'signed-in'>, caller: SessionUser): boolean =>
  'roles' in rule ? hasAnyRole(caller.roles, rule.roles) : isRouteAllowed(rule.route, caller.roles);

/**
 * Every /api route declares `config.access`; a route without one stops the app at start-up (DESIGN.md §4).
 * The check runs at onRequest, after the session is known and before the body is parsed.
 */
export const accessGuardPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith(DOCS_PREFIX)) return;
      if (route.config?.access === undefined) {
        throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access).`);
      }
    });
    app.addHook('onRequest', async (request) => {
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
      if (rule === 'signed-in' || isAllowed(rule, caller)) return;
      throw new AppError({ status: HTTP.forbidden, code: 'FORBIDDEN', detail: FORBIDDEN_MESSAGE });
    });
  },
  { name: 'access-guard', dependencies: ['session'] },
);
