import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'hearth-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Hearth</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log("hearth")');
  await writeFile(path.join(dist, '.build-hash'), 'f00d');
  ctx = await createTestContext({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each(['/', '/index.html', '/properties/123', '/login?pl=%2Fusers'])(
    'answers the app page for %s, always revalidated',
    async (url) => {
      const response = await ctx.client().get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps the build stamp and other dotfiles to itself', async () => {
    const response = await ctx.client().get('/.build-hash');
    expect(response.body).not.toContain('f00d');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves a file built after the server started, without a restart', async () => {
    await writeFile(path.join(dist, 'assets', 'later-def456.js'), 'console.log("rebuilt")');
    const response = await ctx.client().get('/assets/later-def456.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('rebuilt');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await ctx.client().get('/assets/entry-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a JSON 404 for an unknown API path and a missing asset is not the app page', async () => {
    const api = await ctx.client().get('/api/v3/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].code).toBe('NOT_FOUND');
    const asset = await ctx.client().get('/assets/missing-999.js');
    expect(asset.statusCode).toBe(404);
  });
});
