import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { fromPostgres, type Database } from '../db/client';
import { CSRF_COOKIE, SESSION_COOKIE } from '../lib/cookies';
import { errorsOf, testConfig } from '../test/harness';

/** A loopback port nobody listens on: connecting to it is refused at once, as to a stopped PostgreSQL. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
};

describe('the API while PostgreSQL is down', () => {
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-db-down-'));
    database = fromPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/test`);
    app = await buildApp(testConfig(dataDir), { db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const expectUnavailable = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const [error] = errorsOf(response);
    expect(error?.code).toBe('DATABASE_UNAVAILABLE');
    expect(error?.detail).toMatch(/try again/i);
  };

  it('answers 503 with Retry-After when the session cannot be read (the first query of a signed-in request)', async () => {
    expectUnavailable(await app.inject({ url: '/api/v3/users/me', cookies: { [SESSION_COOKIE]: 'a'.repeat(43) } }));
  });

  it('answers 503 with Retry-After when a route cannot write (sign-in counts the attempt first)', async () => {
    const csrf = await app.inject({ url: '/api/v1/public/csrf/' });
    expect(csrf.statusCode).toBe(200);
    const nonce = csrf.cookies.find((c) => c.name === CSRF_COOKIE)?.value ?? '';
    const token = (csrf.json() as { data: { csrfToken: string } }).data.csrfToken;
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/v3/auth',
        cookies: { [CSRF_COOKIE]: nonce },
        headers: { 'x-csrf-token': token },
        payload: { email: 'owner@demo.hearth.au', password: 'not-the-password' },
      }),
    );
  });

  it('says not ready', async () => {
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
  });
});
