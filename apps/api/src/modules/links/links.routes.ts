import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasAnyRole, PROPERTY_SUBMISSION_LINK_TITLE, ZLinksResponse } from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';

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
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      const licensee = hasAnyRole(caller.roles, ['ROLE_LICENSEE']);
      return {
        data: licensee ? [{ title: PROPERTY_SUBMISSION_LINK_TITLE, url: app.config.propertySubmissionUrl }] : [],
      };
    },
  );
};
