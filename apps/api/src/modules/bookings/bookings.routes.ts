import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBookingDocument,
  ZBookingListResponse,
  ZBookingQuery,
  ZBookingQuoteQuery,
  ZBookingQuoteResponse,
  ZCancelBookingBody,
  ZCreateBookingBody,
  ZCreateNoteBody,
  ZIdParams,
  ZNoteResponse,
  ZPropertyBookingsQuery,
  ZPropertyIdParams,
  ZQuoteDocument,
  ZQuoteQuery,
  ZReservationFilters,
  ZReservationsQuery,
  ZReservationsResponse,
} from '@hearth/domain';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { signedInCaller } from '../../lib/signed-in';
import { cancelBooking } from './cancel-booking';
import { createBooking } from './create-booking';
import { createBookingNote } from './create-booking-note';
import { exportReservations } from './export-reservations';
import { findPropertyBookings } from './find-property-bookings';
import { findReservations } from './find-reservations';
import { getBooking } from './get-booking';
import { getBookingQuote } from './get-booking-quote';
import { getQuote } from './get-quote';

/**
 * Bookings, scoped to the caller's properties: a property's bookings, a booking and a quote (docs/product/bookings.md#calls); the
 * reservation list and its CSV export (issue 15 item 1); booking a stay, its live price, cancelling it and its notes
 * (issue 15 items 3 and 5).
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onReservations = { action: 'reservation:list' } as const;

  app.get(
    '/api/v3/properties/:propertyId/bookings',
    {
      config: { access: { action: 'property:list', object: 'property' } },
      schema: {
        tags: ['calendar'],
        summary: 'Bookings with a night in [from, to]',
        params: ZPropertyIdParams,
        querystring: ZPropertyBookingsQuery,
        response: { 200: ZBookingListResponse },
      },
    },
    async (request) =>
      findPropertyBookings({
        db: request.readDb,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.propertyId,
        query: request.query,
      }),
  );

  app.get(
    '/api/v3/bookings/:id',
    {
      config: { access: { action: 'booking:read', object: 'booking' } },
      schema: {
        tags: ['calendar'],
        summary: 'A booking with the relations asked for',
        params: ZIdParams,
        querystring: ZBookingQuery,
        response: { 200: ZBookingDocument },
      },
    },
    async (request) =>
      getBooking({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        include: request.query.include,
      }),
  );

  app.get(
    '/api/v3/quotes/:id',
    {
      config: { access: { action: 'booking:read-earnings', object: 'quote' } },
      schema: {
        tags: ['calendar'],
        summary: 'A quote, its payout summary and the quotes it replaced',
        params: ZIdParams,
        querystring: ZQuoteQuery,
        response: { 200: ZQuoteDocument },
      },
    },
    async (request) =>
      getQuote({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        include: request.query.include,
      }),
  );

  app.get(
    '/api/v3/bookings',
    {
      config: { access: onReservations },
      schema: {
        tags: ['reservations'],
        summary: 'Reservations: searched, filtered, sorted and paged',
        querystring: ZReservationsQuery,
        response: { 200: ZReservationsResponse },
      },
    },
    async (request) =>
      findReservations({ db: request.readDb, caller: signedInCaller(request.sessionUser), query: request.query }),
  );

  app.get(
    '/api/v3/bookings/export',
    {
      config: { access: onReservations },
      schema: {
        tags: ['reservations'],
        summary: 'The reservations of the same filter and sort as CSV (at most RESERVATION_LIST.exportMax rows)',
        querystring: ZReservationFilters,
      },
    },
    async (request, reply) => {
      const { filename, stream } = exportReservations({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        filters: request.query,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/api/v3/properties/:propertyId/booking-quote',
    {
      config: { access: { action: 'booking:create', object: 'property' } },
      schema: {
        tags: ['bookings'],
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
      // The property is the body's `propertyId`; createBooking finds it in the caller's scope (404 outside it).
      config: { access: { action: 'booking:create', object: 'property' } },
      schema: {
        tags: ['bookings'],
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
        guestMail: app.guestMail,
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
        tags: ['bookings'],
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
        payments: app.payments,
        guestMail: app.guestMail,
        log: request.log,
      }),
  );

  app.post(
    '/api/v3/bookings/:id/notes',
    {
      config: { access: { action: 'booking:add-note', object: 'booking' } },
      schema: {
        tags: ['bookings'],
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
