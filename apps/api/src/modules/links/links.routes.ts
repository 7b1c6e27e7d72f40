import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, PROPERTY_SUBMISSION_LINK_TITLE, ZLinksResponse } from '@hearth/domain';
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
      return {
        data: can(caller, 'link:property-submission')
          ? [{ title: PROPERTY_SUBMISSION_LINK_TITLE, url: app.config.propertySubmissionUrl }]
          : [],
      };
    },
  );
};
