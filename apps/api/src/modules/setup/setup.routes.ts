import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSetupParams, ZSetupRequest, ZSetupStatusResponse } from '@hearth/domain';
import { setSessionCookie } from '../../lib/session';
import { completeSetup } from './complete-setup';
import { getSetupStatus } from './get-setup-status';

/**
 * First run (docs/product/setup.md): the setup link's page asks whether it is still good, then sets up the
 * organisation and the first super admin and signs them in. Public: the 256-bit token in the path is the credential,
 * and both calls are refused for good once any user exists.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['setup'];
  const secure = app.config.cookieSecure;

  app.get(
    '/api/v1/public/setup/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether a setup link may still set Hearth up (404 when invalid, used or expired; 409 once set up)',
        params: ZSetupParams,
        response: { 200: ZSetupStatusResponse },
      },
    },
    async (request) => getSetupStatus({ db: app.db, token: request.params.token, productName: app.config.productName }),
  );

  app.post(
    '/api/v1/public/setup/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set up the organisation and the first super admin, and sign them in (refused once any user exists)',
        params: ZSetupParams,
        body: ZSetupRequest,
        response: { 201: z.object({ data: z.object({ type: z.literal('setup'), id: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const { sessionToken, userId } = await completeSetup({
        db: app.db,
        token: request.params.token,
        body: request.body,
        brand: app.brand,
      });
      setSessionCookie(reply, sessionToken, secure);
      return reply.status(201).send({ data: { type: 'setup' as const, id: userId } });
    },
  );
};
