import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZPropertyReviewsQuery, ZPropertyReviewsResponse } from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { findPropertyReviews } from './find-property-reviews';

/** The reviews area's calls (issue 14). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/properties/:id/reviews',
    {
      config: { access: { action: 'review:read', object: 'property' } },
      schema: {
        tags: ['reviews'],
        summary: "The guests' reviews of a property's stays, newest first, 25 a page (docs/product/reviews.md#fields)",
        params: ZIdParams,
        querystring: ZPropertyReviewsQuery,
        response: { 200: ZPropertyReviewsResponse },
      },
    },
    async (request) =>
      findPropertyReviews({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.id,
        page: { number: request.query['page[number]'], size: request.query['page[size]'] },
      }),
  );
};
