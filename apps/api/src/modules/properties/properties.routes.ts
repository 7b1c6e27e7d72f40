import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPropertySearchQuery, ZPropertySearchResponse } from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { scopeCallerOf } from './property-scope';
import { findProperties } from './properties.service';

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/search',
    {
      config: { access: { route: '/properties' } },
      schema: {
        tags: ['properties'],
        summary: 'The property list: text, filters, sort, availability with stay totals, search area',
        querystring: ZPropertySearchQuery,
        response: { 200: ZPropertySearchResponse },
      },
    },
    async (request) =>
      findProperties({
        db: app.db,
        blob: app.blob,
        caller: scopeCallerOf(signedInCaller(request.sessionUser)),
        query: request.query,
      }),
  );
};
