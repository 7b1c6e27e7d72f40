import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBookingDocument,
  ZBookingListResponse,
  ZBookingQuery,
  ZIdParams,
  ZPropertyBookingsQuery,
  ZPropertyDocument,
  ZPropertyIdParams,
  ZPropertyQuery,
  ZQuoteDocument,
  ZQuoteQuery,
  ZRatesResponse,
  ZWindowQuery,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { getBooking, listPropertyBookings } from './bookings.service';
import { getPropertyDocument } from './property-document';
import { getQuote } from './quotes.service';
import { listRates } from './rates.service';

/** A property's calendar calls (spec 000 §7 'Property, bookings, rates'), scoped to the caller's properties. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { route: '/properties' } as const;
  const tags = ['calendar'];

  app.get(
    '/api/v3/properties/:id',
    {
      config: { access },
      schema: {
        tags,
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

  app.get(
    '/api/v3/properties/:propertyId/bookings',
    {
      config: { access },
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
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.propertyId,
        query: request.query,
      }),
  );

  app.get(
    '/api/v3/bookings/:id',
    {
      config: { access },
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
      config: { access },
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

  app.get(
    '/api/v3/properties/:propertyId/rates',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Nightly rates per channel in cents',
        params: ZPropertyIdParams,
        querystring: ZWindowQuery,
        response: { 200: ZRatesResponse },
      },
    },
    // The document arrives as JSON text (see listRates): sent as is, not serialised again.
    async (request, reply) => {
      const document = await listRates({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.propertyId,
        ...request.query,
      });
      // send() is typed with the schema's object; this is that object already written out as text.
      return reply.type('application/json; charset=utf-8').send(document as never);
    },
  );
};
