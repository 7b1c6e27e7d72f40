import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { WROTE_COOKIE } from '../lib/cookies';

/**
 * How long after a write the writer's reads stay on the primary. Replica lag on a healthy LAN is milliseconds;
 * 5 s covers a slow replay (a vacuum, a burst of writes) without keeping anyone off the replica for long.
 */
export const READ_YOUR_WRITES_MS = 5000;

const READ_METHODS = new Set(['GET', 'HEAD']);

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** The read replica, or the primary when none is configured. */
    replica: Db;
  }
  interface FastifyRequest {
    /**
     * Where this request's lag-tolerant reads go (lists, search, calendar): the replica for a GET whose caller has
     * not written in the last READ_YOUR_WRITES_MS, else the primary. Everything else reads `app.db`.
     */
    readDb: Db;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

// The cookie is unsigned on purpose: forging it can only send the forger's own reads to the primary.
const wroteRecently = (request: FastifyRequest, now: number): boolean => {
  const wrote = Number(request.cookies[WROTE_COOKIE]);
  return Number.isFinite(wrote) && now - wrote < READ_YOUR_WRITES_MS;
};

/** Puts the drizzle instances on the app; the caller owns their life (tests share one per file, server closes it). */
export const dbPlugin = fp<{ db: Db; replica?: Db | undefined }>(
  async (app, options) => {
    app.decorate('db', options.db);
    app.decorate('replica', options.replica ?? options.db);
    const replica = options.replica;
    // A getter, not a value set per request: Fastify refuses object-valued request decorators, and the answer
    // depends only on the request's method and cookie.
    app.decorateRequest('readDb', {
      getter(this: FastifyRequest) {
        return replica && READ_METHODS.has(this.method) && !wroteRecently(this, Date.now()) ? replica : options.db;
      },
    });
    if (!replica) return;
    // What the caller just wrote may not be on the replica yet: remember when, so their next reads go to the primary.
    app.addHook('onSend', async (request, reply) => {
      if (READ_METHODS.has(request.method) || request.method === 'OPTIONS' || reply.statusCode >= 400) return;
      void reply.setCookie(WROTE_COOKIE, String(Date.now()), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.cookieSecure,
        maxAge: READ_YOUR_WRITES_MS / 1000,
      });
    });
  },
  { name: 'db' },
);
