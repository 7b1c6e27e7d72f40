import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReservationFilters, ZReservationsQuery, ZReservationsResponse } from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { exportReservations } from './reservation-export';
import { findReservations } from './reservation-search';

/** The reservation list and its CSV export (issue 15 item 1), scoped to the caller's homes. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reservations'];
  const access = { action: 'reservation:list' } as const;

  app.get(
    '/api/v3/bookings',
    {
      config: { access },
      schema: {
        tags,
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
      config: { access },
      schema: {
        tags,
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
};
