import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLinksResponse } from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { findLinks } from './find-links';

export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/links',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['links'],
        summary: "Links the caller's menus offer ('Property Submission' for licensees)",
        response: { 200: ZLinksResponse },
      },
    },
    async (request) => ({
      data: findLinks({
        caller: signedInCaller(request.sessionUser),
        publicUrl: app.config.publicUrl,
      }),
    }),
  );
};
