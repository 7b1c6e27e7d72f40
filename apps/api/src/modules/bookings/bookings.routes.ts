import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBookingDocument,
  ZBookingListResponse,
  ZBookingQuery,
  ZIdParams,
  ZPropertyBookingsQuery,
  ZPropertyIdParams,
  ZQuoteDocument,
  ZQuoteQuery,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { getBooking, listPropertyBookings } from './bookings.service';
import { getQuote } from './quotes.service';

/** A property's bookings, a booking and a quote (spec 000 §7), scoped to the caller's properties. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];

  app.get(
    '/api/v3/properties/:propertyId/bookings',
    {
      config: { access: { action: 'property:list', object: 'property' } },
      schema: {
        tags,
        summary: 'Bookings with a night in [from, to]',
        params: ZPropertyIdParams,
        querystring: ZPropertyBookingsQuery,
        response: { 200: ZBookingListResponse },
      },
    },
    async (request) =>
      listPropertyBookings({
        db: request.readDb,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.propertyId,
        query: request.query,
      }),
  );

  app.get(
    '/api/v3/bookings/:id',
    {
      config: { access: { action: 'property:list', object: 'booking' } },
      schema: {
        tags,
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
        tags,
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
};
