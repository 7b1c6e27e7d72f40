import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, MODULES } from '../../app';
import { fromPostgres, type Database } from '../../db/client';
import { testConfig } from '../../test/harness';
import { closeGracefully } from './shutdown';

/** A request that runs until the test lets it go: "in flight" without a timer. */
const slowRoute = () => {
  let markStarted = () => {};
  let release = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const module: FastifyPluginAsync = async (app) => {
    app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
      markStarted();
      await released;
      return { finished: true };
    });
  };
  return { module, started, release };
};

/** Lets the event loop turn until `done` holds: close stops listening a few ticks after it is called. */
const eventually = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
};

const refusedCode = async (url: string): Promise<string | undefined> => {
  try {
    await fetch(url);
    return undefined;
  } catch (error) {
    return ((error as { cause?: { code?: string } }).cause ?? {}).code;
  }
};

describe('graceful shutdown', () => {
  let open: { app: FastifyInstance; database: Database; dataDir: string } | undefined;
  afterEach(async () => {
    if (!open) return;
    await open.app.close();
    await open.database.close();
    await rm(open.dataDir, { recursive: true, force: true });
    open = undefined;
  });

  /** The whole app on a real port. Neither the slow route nor health touches the database: a pool to nowhere does. */
  const listening = async (module: FastifyPluginAsync) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-shutdown-'));
    const database = fromPostgres('postgres://hearth@127.0.0.1:1/nothing', { max: 1 });
    const app = await buildApp(testConfig(dataDir), { db: database.db, modules: [...MODULES, module] });
    open = { app, database, dataDir };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return { app, base: `http://127.0.0.1:${address.port}` };
  };

  it('lets a request in flight finish with 200 and refuses new connections meanwhile', async () => {
    const slow = slowRoute();
    const { app, base } = await listening(slow.module);
    const inFlight = fetch(`${base}/api/test/slow`);
    await slow.started;

    const closing = closeGracefully(app);
    await eventually(() => !app.server.listening);
    expect(await refusedCode(`${base}/api/health`)).toBe('ECONNREFUSED');

    slow.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ finished: true });
    expect(await closing).toBe('closed');
  });

  it('drains first: readiness answers 503 while requests are still served, then new connections are refused', async () => {
    const slow = slowRoute();
    const { app, base } = await listening(slow.module);
    const closing = closeGracefully(app, 5000, 1000);
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await eventually(() => !app.server.listening);
    expect(await refusedCode(`${base}/api/health`)).toBe('ECONNREFUSED');
    expect(await closing).toBe('closed');
  });

  it('gives up at the deadline when a request does not finish', async () => {
    const slow = slowRoute();
    const { app, base } = await listening(slow.module);
    const inFlight = fetch(`${base}/api/test/slow`);
    await slow.started;

    expect(await closeGracefully(app, 50)).toBe('deadline');
    slow.release();
    expect((await inFlight).status).toBe(200);
  });
});
