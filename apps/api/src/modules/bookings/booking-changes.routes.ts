import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Booking a stay, its live price, cancelling it and its notes (issue 15 items 3 and 5). */
export const bookingChangesRoutes: FastifyPluginAsyncZod = async () => {};
