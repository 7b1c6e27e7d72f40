import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCsrfResponse, ZPublicConfigResponse } from '@hearth/domain';
import { issueCsrfToken } from '../../lib/csrf';
import { publicConfigOf } from '../../lib/public-config';

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/public/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Product name, brand colour and logo, environment and links for the shell',
        response: { 200: ZPublicConfigResponse },
      },
    },
    async () => ({ data: publicConfigOf(app.config, await app.brand.read()) }),
  );

  app.get(
    '/api/v1/public/csrf/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'The CSRF token of this session (or of a pre-session cookie); echo it in X-CSRF-Token',
        response: { 200: ZCsrfResponse },
      },
    },
    async (request, reply) => ({ data: { csrfToken: issueCsrfToken(request, reply, app.config) } }),
  );
};
