import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './check-database';

/** How long readiness waits for `select 1`: a probe that hangs is worse than one that says no. */
export const READY_DB_TIMEOUT_MS = 2000;
/** Seconds a load balancer is asked to wait before it tries a not-ready process again. */
export const READY_RETRY_AFTER_SECONDS = 5;

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

const ZHealth = z.object({ status: z.literal('ok') });
const ZNotReady = z.object({ status: z.literal('unavailable'), reason: z.enum(['shutting-down', 'database']) });

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness answers 503 from now on; server.ts calls it first thing on SIGTERM, before it closes the app. */
    markNotReady: () => void;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: it can serve, the database answers).
 * Public, no session or CSRF (GETs without cookies), and logged at warn and above only: probes every few seconds
 * would otherwise fill the request log. A plugin without encapsulation so that server.ts reaches `markNotReady`.
 */
export const healthRoutes = fp(
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // At most warn, never chattier than LOG_LEVEL (a route's level replaces the app's, silent included).
    const logLevel =
      LOG_LEVELS.indexOf(app.config.logLevel) > LOG_LEVELS.indexOf('warn') ? app.config.logLevel : 'warn';
    let shuttingDown = false;
    app.decorate('markNotReady', () => {
      shuttingDown = true;
    });
    // Fastify answers 503 itself once closing; this covers an app closed without markNotReady (tests, embedders).
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });
    // A request in flight at shutdown ends its connection: a keep-alive socket would hold the close for the
    // keep-alive timeout (72 s in Fastify), past the shutdown deadline.
    app.addHook('onSend', async (_request, reply) => {
      if (shuttingDown) reply.header('connection', 'close');
    });

    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        logLevel,
        schema: { tags: ['health'], summary: 'Liveness: 200 while the process runs', response: { 200: ZHealth } },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/ready',
      {
        config: { access: 'public' },
        logLevel,
        schema: {
          tags: ['health'],
          summary: 'Readiness: 200 when the database answers, 503 (with Retry-After) while shutting down or when not',
          response: { 200: ZHealth, 503: ZNotReady },
        },
      },
      async (_request, reply) => {
        if (!shuttingDown && (await checkDatabase({ db: app.db, ms: READY_DB_TIMEOUT_MS })))
          return { status: 'ok' as const };
        return reply
          .code(503)
          .header('retry-after', String(READY_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const, reason: shuttingDown ? 'shutting-down' : 'database' });
      },
    );
  },
  { name: 'health', dependencies: ['db'] },
);
