import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { demoAccount } from './seed/demo-accounts';
import { MODULES } from './app';
import { createTestContext, errorsOf, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('the app', () => {
  it('refuses to start when an /api route has no access rule', async () => {
    const unguarded: FastifyPluginAsync = async (app) => {
      app.get('/api/v3/unguarded', async () => ({ ok: true }));
    };
    await expect(createTestContext({ modules: [...MODULES, unguarded] })).rejects.toThrow(/no access rule/);
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await ctx.client().get('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = await ctx.client().get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v3/auth', '/api/v3/ping', '/api/v3/users/me', '/api/v1/public/forgot/{email}/']),
    );
  });

  it('keeps the OpenAPI document from strangers in production: developers read it, others get 404 (issue 29, low)', async () => {
    const config = ctx.app.config as { apiDocs?: boolean };
    config.apiDocs = false;
    try {
      expect((await ctx.client().get('/api/docs/json')).statusCode).toBe(404);
      expect((await ctx.client().get('/api/docs/')).statusCode).toBe(404);
      const staff = await ctx.signedIn('staff');
      expect((await staff.get('/api/docs/json')).statusCode).toBe(404);
      const developer = await ctx.signedIn('developer');
      expect((await developer.get('/api/docs/json')).statusCode).toBe(200);
    } finally {
      config.apiDocs = true;
    }
  });

  it('answers JSON 404 for unknown /api paths, on every method', async () => {
    const client = ctx.client();
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const response = await client.request({
        method,
        url: '/api/v3/nothing-here',
        body: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)[0]).toMatchObject({ status: '404', code: 'NOT_FOUND' });
    }
  });

  it('answers 4xx JSON, never 500, to junk on every route', async () => {
    const client = ctx.client();
    await client.signIn(demoAccount('developer').email);
    const token = 'a'.repeat(43);
    const cases = [
      { method: 'POST', url: '/api/v3/auth' },
      { method: 'POST', url: `/api/v1/public/change/${token}/` },
      { method: 'POST', url: `/api/v1/public/confirm/${token}/` },
      { method: 'PATCH', url: '/api/v3/users/me' },
    ] as const;
    for (const { method, url } of cases) {
      for (const rawBody of [
        '{',
        'null',
        '[]',
        '"text"',
        '{"a":{"b":[1,2,{"c":null}]}}',
        JSON.stringify({ pad: 'x'.repeat(1_050_000) }),
      ]) {
        const response = await client.request({ method, url, rawBody });
        expect(response.statusCode, `${method} ${url} ${rawBody.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(errorsOf(response).length).toBeGreaterThan(0);
      }
    }
    for (const url of [
      `/api/v1/public/forgot/${'a'.repeat(300)}@x.au/`,
      '/api/v1/public/forgot/%00/',
      `/api/v1/public/verify/${'a'.repeat(500)}/`,
      '/api/v1/public/verify/..%2F..%2Fetc/',
      '/api/v1/files/..%2Fsecrets.json?expires=9999999999&signature=x',
      '/api/v1/files/x?expires=soon&signature=x',
      '/api/v3/users/me?include=properties&include=companies',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('serves the public config', async () => {
    const response = await ctx.client().get('/api/v1/public/config');
    expect(response.json()).toEqual({
      data: {
        productName: 'Hearth',
        environment: 'demo',
        demo: true,
        faqUrl: 'https://help.hearth.au',
        supportHost: 'hearth.au',
        paymentMode: 'manual',
      },
    });
  });

  it('sends security headers', async () => {
    const response = await ctx.client().get('/api/v1/public/config');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the map load tiles only from a configured tile server (MAP_TILE_URL), subdomains included', async () => {
    const img = (headers: Record<string, unknown>) =>
      String(headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('img-src')) ?? '';
    const plain = img((await ctx.client().get('/api/v1/public/config')).headers);
    expect(plain).not.toContain('tile');
    // Newsletter pictures come from their own sites, over https only.
    expect(plain.trim().split(/\s+/)).toEqual(expect.arrayContaining(['https:']));
    expect(plain).not.toMatch(/\bhttp:/);
    const tiled = await createTestContext({
      config: { mapTiles: { url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© Example' } },
    });
    try {
      const response = await tiled.client().get('/api/v1/public/config');
      expect(img(response.headers)).toContain('https://*.tile.example.org');
      expect(response.json()).toMatchObject({ data: { mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' } });
    } finally {
      await tiled.close();
    }
  });

  it('answers a page for other paths: the SPA or a note to build it', async () => {
    const response = await ctx.client().get('/properties/123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('GET /api/v3/dev-tools/outbox', () => {
  it('lists the outbox newest first for developers', async () => {
    await ctx.client().get(`/api/v1/public/forgot/${demoAccount('admin').email}/`);
    const client = ctx.client();
    await client.signIn(demoAccount('developer').email);
    const response = await client.get('/api/v3/dev-tools/outbox');
    expect(response.statusCode).toBe(200);
    const [newest] = response.json().data;
    expect(newest).toMatchObject({ type: 'mails', attributes: { to: demoAccount('admin').email, sentAt: null } });
    expect(newest.attributes.text).toContain('/login/change/');
  });
});
