import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { cappedLogFile, QuietRequestLog } from './request-log';

type Line = { msg?: string; req?: { method: string; url: string }; res?: { statusCode: number } };

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hearth-request-log-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const linesOf = (text: string): Line[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

/** A Fastify app logging to a captured 'stdout', with a route that answers, one that fails, and none at all. */
const serve = async (controller: QuietRequestLog) => {
  const stdout: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      stdout.push(...linesOf(chunk.toString()));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: controller });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  for (const url of ['/ok', '/missing', '/boom']) await app.inject({ url });
  await app.close();
  await controller.close();
  return stdout;
};

describe('REQUEST_LOG file and off', () => {
  it('writes one line a request to the file, and only the failure to stdout', async () => {
    const file = path.join(dir, 'logs', 'requests.log');
    const stdout = await serve(new QuietRequestLog(cappedLogFile(file)));

    const written = linesOf(await readFile(file, 'utf8'));
    expect(written.map((line) => [line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
      ['GET', '/ok', 200],
      ['GET', '/missing', 404],
      ['GET', '/boom', 500],
    ]);
    const said = stdout.map((line) => line.msg);
    expect(said).toContain('boom');
    expect(said).toContain('request failed');
    expect(stdout.find((line) => line.msg === 'request failed')?.req?.url).toBe('/boom');
    expect(said).not.toContain('incoming request');
    expect(said).not.toContain('request completed');
    expect(said.some((msg) => msg?.startsWith('Route '))).toBe(false);
  });

  it('keeps no request lines when off, and still prints the failure', async () => {
    const stdout = await serve(new QuietRequestLog(undefined));
    expect(stdout.map((line) => line.msg)).toEqual(['boom', 'request failed']);
  });

  it('starts the file over past its cap and keeps the one before', async () => {
    const file = path.join(dir, 'requests.log');
    const log = cappedLogFile(file, 100);
    for (const n of [1, 2, 3]) log.write(`${String(n).repeat(39)}\n`);
    await log.close();
    expect(await readFile(`${file}.1`, 'utf8')).toBe(`${'1'.repeat(39)}\n${'2'.repeat(39)}\n`);
    expect(await readFile(file, 'utf8')).toBe(`${'3'.repeat(39)}\n`);
  });
});

describe('REQUEST_LOG setting', () => {
  it('keeps request lines on stdout in production and in a file in demo and development, unless told', () => {
    const requestLogOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }).requestLog;
    expect(requestLogOf({})).toBe('file');
    expect(requestLogOf({ APP_ENV: 'development' })).toBe('file');
    expect(requestLogOf({ DATABASE_URL: 'postgres://hearth@db:5432/hearth' })).toBe('stdout');
    expect(requestLogOf({ APP_ENV: 'production' })).toBe('stdout');
    expect(requestLogOf({ REQUEST_LOG: 'off' })).toBe('off');
    expect(requestLogOf({ APP_ENV: 'production', REQUEST_LOG: 'file' })).toBe('file');
    expect(() => requestLogOf({ REQUEST_LOG: 'syslog' })).toThrow(/REQUEST_LOG/);
  });
});
