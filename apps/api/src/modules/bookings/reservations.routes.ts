import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The reservation list and its CSV export (issue 15 item 1). */
export const reservationsRoutes: FastifyPluginAsyncZod = async () => {};
