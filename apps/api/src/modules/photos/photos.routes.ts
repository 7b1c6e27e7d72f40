import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The photos area's calls (issue 14). */
export const photosRoutes: FastifyPluginAsyncZod = async () => {};
