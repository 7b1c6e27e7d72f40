import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Merchant accounts and their balances (spec 000 §7, spec 001 Balances; issue 15 item 6). */
export const balancesRoutes: FastifyPluginAsyncZod = async () => {};
