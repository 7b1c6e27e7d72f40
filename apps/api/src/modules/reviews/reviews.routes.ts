import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The reviews area's calls (issue 14). */
export const reviewsRoutes: FastifyPluginAsyncZod = async () => {};
