import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Channels, their accounts and the homes listed through them, with sync health (issue 17 item 1). */
export const channelsRoutes: FastifyPluginAsyncZod = async () => {};
