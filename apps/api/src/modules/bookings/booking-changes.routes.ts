import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBookingDocument,
  ZBookingQuoteQuery,
  ZBookingQuoteResponse,
  ZCancelBookingBody,
  ZCreateBookingBody,
  ZCreateNoteBody,
  ZIdParams,
  ZNoteResponse,
  ZPropertyIdParams,
} from '@hearth/domain';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { signedInCaller } from '../../lib/signed-in';
import { getBookingQuote } from './booking-quote.service';
import { createBookingNote } from './booking-notes.service';
import { cancelBooking } from './cancel-booking.service';
import { createBooking } from './create-booking.service';

/** Booking a stay, its live price, cancelling it and its notes (issue 15 items 3 and 5). */
export const bookingChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bookings'];

  app.get(
    '/api/v3/properties/:propertyId/booking-quote',
    {
      config: { access: { action: 'booking:create', object: 'property' } },
      schema: {
        tags,
        summary: 'The live price of a stay from the nightly rates, fees and corporate rate, and whether it is free',
        params: ZPropertyIdParams,
        querystring: ZBookingQuoteQuery,
        response: { 200: ZBookingQuoteResponse },
      },
    },
    async (request) =>
      getBookingQuote({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.propertyId,
        query: request.query,
      }),
  );

  app.post(
    '/api/v3/bookings',
    {
      // The property is the body's `propertyId`; the service finds it in the caller's scope (404 outside it).
      config: { access: { action: 'booking:create', object: 'property' } },
      schema: {
        tags,
        summary: 'Book a stay (header Idempotency-Key required: the same key and body answer the first result)',
        body: ZCreateBookingBody,
        response: { 201: ZBookingDocument },
      },
    },
    async (request, reply) => {
      const answer = await createBooking({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        idempotencyKey: idempotencyKeyOf(request.headers),
        body: request.body,
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // Only a created answer is kept for a key (lib/idempotency.ts), so a replay is a 201 too.
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  app.post(
    '/api/v3/bookings/:id/cancel',
    {
      config: { access: { action: 'booking:cancel', object: 'booking' } },
      schema: {
        tags,
        summary: 'Cancel a stay, keeping the clean-cancellation fee the caller confirmed; its nights are free at once',
        params: ZIdParams,
        body: ZCancelBookingBody,
        response: { 200: ZBookingDocument },
      },
    },
    async (request) =>
      cancelBooking({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        body: request.body,
      }),
  );

  app.post(
    '/api/v3/bookings/:id/notes',
    {
      config: { access: { action: 'booking:add-note', object: 'booking' } },
      schema: {
        tags,
        summary: 'Add an internal note to a booking',
        params: ZIdParams,
        body: ZCreateNoteBody,
        response: { 201: ZNoteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createBookingNote({
          db: app.db,
          caller: signedInCaller(request.sessionUser),
          bookingId: request.params.id,
          body: request.body,
        }),
      ),
  );
};
