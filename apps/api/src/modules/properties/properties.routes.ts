import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZPropertyDocument,
  ZPropertyQuery,
  ZPropertySearchQuery,
  ZPropertySearchResponse,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { scopeCallerOf } from '../../access/scope';
import { findProperties } from './properties.service';
import { getPropertyDocument } from './property-document';

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/search',
    {
      config: { access: { action: 'property:list' } },
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

  app.get(
    '/api/v3/properties/:id',
    {
      config: { access: { action: 'property:list', object: 'property' } },
      schema: {
        tags: ['calendar'],
        summary: 'A property in full, with managers, owners and the iCal export URL',
        params: ZIdParams,
        querystring: ZPropertyQuery,
        response: { 200: ZPropertyDocument },
      },
    },
    async (request) =>
      getPropertyDocument({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        publicUrl: app.config.publicUrl,
      }),
  );
};
