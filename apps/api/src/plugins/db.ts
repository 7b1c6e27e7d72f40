import fp from 'fastify-plugin';
import type { Db } from '../db/client';

/** Puts the drizzle instance on the app; the caller owns its life (tests share one per file, server closes it). */
export const dbPlugin = fp<{ db: Db }>(
  async (app, options) => {
    app.decorate('db', options.db);
  },
  { name: 'db' },
);
