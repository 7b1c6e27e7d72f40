import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The keys area's calls (issue 14). */
export const keysRoutes: FastifyPluginAsyncZod = async () => {};
