import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLocationsQuery, ZLocationsResponse } from '@hearth/domain';
import { findLocations } from './find-locations';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v4/locations',
    {
      config: { access: { action: 'property:list' } },
      schema: {
        tags: ['properties'],
        summary: 'AU and NZ suburbs and towns by name prefix (2 characters or more), for the availability bar',
        querystring: ZLocationsQuery,
        response: { 200: ZLocationsResponse },
      },
    },
    async (request) => ({ data: { locations: await findLocations({ db: app.db, search: request.query.search }) } }),
  );
};
