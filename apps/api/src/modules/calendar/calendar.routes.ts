import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The multi-calendar: many homes' nights at once (issue 15 item 4). */
export const calendarRoutes: FastifyPluginAsyncZod = async () => {};
