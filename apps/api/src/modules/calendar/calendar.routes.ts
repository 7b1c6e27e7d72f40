import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTimelineQuery, ZTimelineResponse } from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { getTimeline } from './get-timeline';

/** The multi-calendar: many homes' nights at once (issue 15 item 4). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/calendar/timeline',
    {
      // Whoever opens the property list; the scope keeps owners and licensees to their own homes.
      config: { access: { action: 'property:list' } },
      schema: {
        tags: ['calendar'],
        summary:
          'A page of homes with their stays, events, tasks and closed nights for the nights from–to (at most 92)',
        querystring: ZTimelineQuery,
        response: { 200: ZTimelineResponse },
      },
    },
    async (request) =>
      getTimeline({ db: request.readDb, caller: signedInCaller(request.sessionUser), query: request.query }),
  );
};
