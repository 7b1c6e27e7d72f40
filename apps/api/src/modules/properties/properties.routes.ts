import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PropertyInclude } from '@hearth/domain';
import {
  LIFECYCLE,
  LIFECYCLE_MOVES,
  ZHistoryQuery,
  ZHistoryResponse,
  ZIdParams,
  ZPropertyDocument,
  ZOnboardingResponse,
  ZPropertyOwnerParams,
  ZPropertyOwnerRequest,
  ZPropertyOwnerResponse,
  ZPropertyCreateRequest,
  ZPropertyMoveRequest,
  ZPropertyMoveResponse,
  ZPropertyQuery,
  ZPropertySearchQuery,
  ZPropertySearchResponse,
  ZUpdatePropertyRequest,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { scopeCallerOf } from '../../access/scope';
import { findProperties } from './find-properties';
import { findPropertyHistory } from './find-property-history';
import { getProperty } from './get-property';
import { updateProperty } from './update-property';
import { moveProperty } from './move-property';
import { createProperty } from './create-property';
import { getOnboarding } from './get-onboarding';
import { addPropertyOwner, removePropertyOwner } from './attach-owner';

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
        db: request.readDb,
        blob: app.blob,
        caller: scopeCallerOf(signedInCaller(request.sessionUser)),
        query: request.query,
      }),
  );

  const documentOf = async (caller: ReturnType<typeof signedInCaller>, id: string, include: PropertyInclude[]) =>
    getProperty({
      db: app.db,
      blob: app.blob,
      caller,
      id,
      include,
      publicUrl: app.config.publicUrl,
      productName: (await app.brand.read()).productName,
    });

  app.get(
    '/api/v3/properties/:id',
    {
      config: { access: { action: 'property:list', object: 'property' } },
      schema: {
        tags: ['properties'],
        summary:
          'A property in full: its facts, and each relation of the include list (docs/product/properties.md#fields)',
        params: ZIdParams,
        querystring: ZPropertyQuery,
        response: { 200: ZPropertyDocument },
      },
    },
    async (request) => documentOf(signedInCaller(request.sessionUser), request.params.id, request.query.include),
  );

  app.post(
    '/api/v3/properties',
    {
      config: { access: { action: 'property:create' } },
      schema: {
        tags: ['properties'],
        summary:
          "Add a home: an Onboarding property of the caller's reach (a licensee: their company), its owner attached or invited",
        querystring: ZPropertyQuery,
        body: ZPropertyCreateRequest,
        response: { 201: ZPropertyDocument },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request.sessionUser);
      const { id } = await createProperty({
        db: app.db,
        mailer: app.mailer,
        productName: (await app.brand.read()).productName,
        publicUrl: app.config.publicUrl,
        caller,
        input: request.body.data.attributes,
      });
      return reply.status(201).send(await documentOf(caller, id, request.query.include));
    },
  );

  app.patch(
    '/api/v3/properties/:id',
    {
      config: { access: { action: 'property:edit-details', object: 'property' } },
      schema: {
        tags: ['properties'],
        summary: 'Edit property details: name, details, amenities, checkpoints, compliance, links, profile parts',
        params: ZIdParams,
        querystring: ZPropertyQuery,
        body: ZUpdatePropertyRequest,
        response: { 200: ZPropertyDocument },
      },
    },
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      await updateProperty({ db: app.db, caller, id: request.params.id, input: request.body.data.attributes });
      return documentOf(caller, request.params.id, request.query.include);
    },
  );

  for (const move of LIFECYCLE_MOVES) {
    app.post(
      `/api/v3/properties/:id/${move}`,
      {
        config: { access: { action: LIFECYCLE[move].action, object: 'property' } },
        schema: {
          tags: ['properties'],
          summary: `Life cycle: ${LIFECYCLE[move].label} (${LIFECYCLE[move].from} → ${LIFECYCLE[move].to})${move === 'offboard' ? ', with the last night guests may stay' : ''}`,
          params: ZIdParams,
          body: ZPropertyMoveRequest,
          response: { 200: ZPropertyMoveResponse },
        },
      },
      async (request) => {
        const caller = signedInCaller(request.sessionUser);
        const { staysAfterLastNight } = await moveProperty({
          db: app.db,
          caller,
          id: request.params.id,
          move,
          lastNight: request.body.data.attributes.lastNight,
        });
        const document = await documentOf(caller, request.params.id, []);
        return { ...document, meta: { staysAfterLastNight } };
      },
    );
  }

  app.get(
    '/api/v3/properties/:id/onboarding',
    {
      config: { access: { action: 'property:list', object: 'property' } },
      schema: {
        tags: ['properties'],
        summary: "The onboarding checklist: what the home still needs before 'Activate'",
        params: ZIdParams,
        response: { 200: ZOnboardingResponse },
      },
    },
    async (request) =>
      getOnboarding({ db: app.db, caller: signedInCaller(request.sessionUser), id: request.params.id }),
  );

  app.post(
    '/api/v3/properties/:id/owners',
    {
      config: { access: { action: 'property:manage-owners', object: 'property' } },
      schema: {
        tags: ['properties'],
        summary: 'Attach an owner by email; one without an account is invited (the confirm link)',
        params: ZIdParams,
        body: ZPropertyOwnerRequest,
        response: { 200: ZPropertyOwnerResponse },
      },
    },
    async (request) => {
      const { userId, invited } = await addPropertyOwner({
        db: app.db,
        mailer: app.mailer,
        productName: (await app.brand.read()).productName,
        publicUrl: app.config.publicUrl,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        owner: request.body.data.attributes,
      });
      return { data: { id: userId, type: 'property-owner' as const, attributes: { invited } } };
    },
  );

  app.delete(
    '/api/v3/properties/:id/owners/:userId',
    {
      config: { access: { action: 'property:manage-owners', object: 'property' } },
      schema: {
        tags: ['properties'],
        summary: 'Take an owner off a home (their account stays)',
        params: ZPropertyOwnerParams,
      },
    },
    async (request, reply) => {
      await removePropertyOwner({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        userId: request.params.userId,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v3/properties/:id/history',
    {
      config: { access: { action: 'property:read-history', object: 'property' } },
      schema: {
        tags: ['properties'],
        summary: 'Every change to a property from the audit log, newest first',
        params: ZIdParams,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryResponse },
      },
    },
    async (request) =>
      findPropertyHistory({
        db: app.db,
        caller: scopeCallerOf(signedInCaller(request.sessionUser)),
        id: request.params.id,
        page: { number: request.query['page[number]'], size: request.query['page[size]'] },
      }),
  );
};
