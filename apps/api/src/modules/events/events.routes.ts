import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateEventRequest,
  ZIdParams,
  ZPropertyEventDocument,
  ZPropertyEventsResponse,
  ZUpdateEventRequest,
  ZWindowQuery,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { createEvent } from './create-event';
import { deleteEvent } from './delete-event';
import { findEvents } from './find-events';
import { getEvent } from './get-event';
import { updateEvent } from './update-event';

/** Property events (docs/product/events.md#calls 'Events'): one action per verb, refused with the spec's 403 messages. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];

  app.get(
    '/api/v3/properties/:id/events',
    {
      config: { access: { action: 'event:view', object: 'property' } },
      schema: {
        tags,
        summary: 'Events of a property touching [from, to]',
        params: ZIdParams,
        querystring: ZWindowQuery,
        response: { 200: ZPropertyEventsResponse },
      },
    },
    async (request) => ({
      data: await findEvents({
        db: request.readDb,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.id,
        ...request.query,
      }),
    }),
  );

  app.post(
    '/api/v3/properties/:id/events',
    {
      config: { access: { action: 'event:create', object: 'property' } },
      schema: {
        tags,
        summary: 'Create an event (a block, a hold with expiryAt, or an available note)',
        params: ZIdParams,
        body: ZCreateEventRequest,
        response: { 201: ZPropertyEventDocument },
      },
    },
    async (request, reply) => {
      const data = await createEvent({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.id,
        body: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/api/v3/property-events/:id',
    {
      config: { access: { action: 'event:view', object: 'event' } },
      schema: { tags, summary: 'One event', params: ZIdParams, response: { 200: ZPropertyEventDocument } },
    },
    async (request) => ({
      data: await getEvent({ db: app.db, caller: signedInCaller(request.sessionUser), id: request.params.id }),
    }),
  );

  app.patch(
    '/api/v3/property-events/:id',
    {
      config: { access: { action: 'event:update', object: 'event' } },
      schema: {
        tags,
        summary: 'Change an event',
        params: ZIdParams,
        body: ZUpdateEventRequest,
        response: { 200: ZPropertyEventDocument },
      },
    },
    async (request) => ({
      data: await updateEvent({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/api/v3/property-events/:id',
    {
      config: { access: { action: 'event:delete', object: 'event' } },
      schema: { tags, summary: 'Delete an event', params: ZIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteEvent({ db: app.db, caller: signedInCaller(request.sessionUser), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
