import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Monthly owner statements: generation, the list, PDFs and checks (issue 17 item 2). */
export const statementsRoutes: FastifyPluginAsyncZod = async () => {};
