import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { fromPostgres } from '../../db/client';
import { requestLogPath } from '../../lib/request-log';
import { createTestContext, testConfig, type TestContext } from '../../test/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health and readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers liveness and readiness without a session or CSRF token', async () => {
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('turns readiness to 503 with Retry-After once the process is shutting down, liveness stays 200', async () => {
    ctx.app.markNotReady();
    const ready = await ctx.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'shutting-down' });
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer, while liveness still says ok', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-ready-'));
    // Nothing listens on port 1: every query fails at connect.
    const database = fromPostgres('postgres://hearth@127.0.0.1:1/nothing', { max: 1 });
    const app = await buildApp(testConfig(dataDir), { db: database.db });
    try {
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBeDefined();
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('request ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Request lines in DATA_DIR/logs/requests.log, as a demo server keeps them.
    ctx = await createTestContext({ config: { requestLog: 'file', logLevel: 'info' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gives every response an id: the caller’s when it is a plain token, else a fresh uuid', async () => {
    const fresh = await ctx.app.inject({ url: '/api/v1/public/config' });
    const other = await ctx.app.inject({ url: '/api/v1/public/config' });
    expect(fresh.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);

    const kept = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.2:9' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.2:9');

    for (const bad of ['"}{"level":60', 'a b', 'x'.repeat(200), '']) {
      const replaced = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }

    const missing = await ctx.app.inject({ url: '/no/such/page.js' });
    expect(missing.headers['x-request-id']).toMatch(UUID);
  });

  it('writes the id on the request’s log line', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/public/config', headers: { 'x-request-id': 'trace-42' } });
    expect(response.statusCode).toBe(200);
    await ctx.app.close(); // flushes the request log
    const lines = (await readFile(requestLogPath(ctx.config.dataDir), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId: string; req: { url: string } });
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: 'trace-42', req: expect.objectContaining({ url: '/api/v1/public/config' }) }),
    );
  });
});
