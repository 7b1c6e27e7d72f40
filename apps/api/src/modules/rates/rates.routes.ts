import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPropertyIdParams, ZRatesResponse, ZWindowQuery } from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { findRates } from './find-rates';

/** A property's nightly rates (docs/product/rates.md#calls 'rates'), scoped to the caller's properties. */
export const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];

  app.get(
    '/api/v3/properties/:propertyId/rates',
    {
      config: { access: { action: 'rate:read', object: 'property' } },
      schema: {
        tags,
        summary: 'Nightly rates per channel in cents',
        params: ZPropertyIdParams,
        querystring: ZWindowQuery,
        response: { 200: ZRatesResponse },
      },
    },
    // The document arrives as JSON text (see findRates): sent as is, not serialised again.
    async (request, reply) => {
      const document = await findRates({
        db: request.readDb,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.propertyId,
        ...request.query,
      });
      // send() is typed with the schema's object; this is that object already written out as text.
      return reply.type('application/json; charset=utf-8').send(document as never);
    },
  );
};
