import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Resources: the documents tree, forms and newsletters (issue 17 item 3). */
export const resourcesRoutes: FastifyPluginAsyncZod = async () => {};
