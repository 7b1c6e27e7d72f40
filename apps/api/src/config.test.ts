import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { demoAccount } from './seed/demo-accounts';
import { CSRF_COOKIE, OTP_ATTEMPT_COOKIE, SESSION_COOKIE } from './lib/cookies';
import { TEST_SECRETS } from './test/template';
import { createTestContext, TestClient, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const envOf = (extra: Record<string, string>) => ({
  DATA_DIR: ctx.config.dataDir,
  SESSION_SECRET: TEST_SECRETS.sessionSecret,
  FILE_SIGNING_SECRET: TEST_SECRETS.fileSigningSecret,
  ...extra,
});

/** The app as `loadConfig` would set it up from these settings, on the test database. */
const appFor = async (extra: Record<string, string>): Promise<FastifyInstance> => {
  const loaded = loadConfig(envOf(extra));
  return buildApp(
    { ...ctx.config, appEnv: loaded.appEnv, publicUrl: loaded.publicUrl, cookieSecure: loaded.cookieSecure },
    { db: ctx.db },
  );
};

/** Every cookie the app sets: the CSRF nonce, the session (sign-in) and the one-time-code attempt (412). */
const cookiesSet = async (app: FastifyInstance) => {
  const client = new TestClient(app);
  const csrf = await client.get('/api/v1/public/csrf/');
  const signIn = await client.signIn(demoAccount('owner').email);
  expect(signIn.statusCode).toBe(200);
  const otp = await new TestClient(app).signIn(demoAccount('otp').email);
  expect(otp.statusCode).toBe(412);
  const cookies = [...csrf.cookies, ...signIn.cookies, ...otp.cookies];
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining([CSRF_COOKIE, SESSION_COOKIE, OTP_ATTEMPT_COOKIE]));
  return { cookies, hsts: csrf.headers['strict-transport-security'] };
};

describe('Secure cookies and HSTS', () => {
  it('follows PUBLIC_URL outside production and is on in production whatever PUBLIC_URL says', () => {
    const secure = (extra: Record<string, string>) => loadConfig(envOf(extra)).cookieSecure;
    expect(secure({ APP_ENV: 'demo', PUBLIC_URL: 'http://localhost:3000' })).toBe(false);
    expect(secure({ APP_ENV: 'development', PUBLIC_URL: 'http://localhost:5173' })).toBe(false);
    expect(secure({ APP_ENV: 'demo', PUBLIC_URL: 'https://demo.hearth.au' })).toBe(true);
    expect(secure({ APP_ENV: 'production', PUBLIC_URL: 'http://app.example.com.au' })).toBe(true);
    expect(secure({ APP_ENV: 'production' })).toBe(true);
    expect(secure({ DATABASE_URL: 'postgres://hearth@db:5432/hearth' })).toBe(true); // production by default
    expect(secure({ APP_ENV: 'production', PUBLIC_URL: 'https://app.example.com.au' })).toBe(true);
  });

  it('turns both off only when told the deployment runs without TLS (INSECURE_HTTP=true)', () => {
    const secure = (extra: Record<string, string>) => loadConfig(envOf(extra)).cookieSecure;
    expect(secure({ APP_ENV: 'production', PUBLIC_URL: 'http://10.0.0.5:3000', INSECURE_HTTP: 'true' })).toBe(false);
    expect(secure({ APP_ENV: 'production', PUBLIC_URL: 'https://app.example.com.au', INSECURE_HTTP: 'true' })).toBe(
      false,
    );
    expect(secure({ APP_ENV: 'demo', PUBLIC_URL: 'https://demo.hearth.au', INSECURE_HTTP: 'true' })).toBe(false);
    expect(secure({ APP_ENV: 'production', INSECURE_HTTP: 'false' })).toBe(true);
    expect(() => loadConfig(envOf({ INSECURE_HTTP: 'yes' }))).toThrow(/INSECURE_HTTP/);
  });

  it('production with an http PUBLIC_URL: every cookie Secure and a Strict-Transport-Security header', async () => {
    const app = await appFor({ APP_ENV: 'production', PUBLIC_URL: 'http://app.example.com.au' });
    try {
      const { cookies, hsts } = await cookiesSet(app);
      for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
      expect(hsts).toMatch(/max-age=\d+/);
    } finally {
      await app.close();
    }
  });

  it('production with INSECURE_HTTP=true, and demo over http: no Secure cookie, no HSTS', async () => {
    const cases: Record<string, string>[] = [
      { APP_ENV: 'production', PUBLIC_URL: 'http://app.example.com.au', INSECURE_HTTP: 'true' },
      { APP_ENV: 'production', PUBLIC_URL: 'https://app.example.com.au', INSECURE_HTTP: 'true' },
      { APP_ENV: 'demo', PUBLIC_URL: 'http://localhost:3000' },
    ];
    for (const extra of cases) {
      const app = await appFor(extra);
      try {
        const { cookies, hsts } = await cookiesSet(app);
        for (const cookie of cookies) expect(cookie.secure, `${JSON.stringify(extra)} ${cookie.name}`).toBeFalsy();
        expect(hsts, JSON.stringify(extra)).toBeUndefined();
      } finally {
        await app.close();
      }
    }
  });
});

describe('the demo seed', () => {
  it('is on by default in demo and development, off by default in production, and follows SEED_DEMO when set', () => {
    expect(loadConfig(envOf({})).seedDemo).toBe(true);
    expect(loadConfig(envOf({ APP_ENV: 'development' })).seedDemo).toBe(true);
    // Its accounts share a known password: an empty production database must not get them by default.
    expect(loadConfig(envOf({ APP_ENV: 'production' })).seedDemo).toBe(false);
    expect(loadConfig(envOf({ APP_ENV: 'production', SEED_DEMO: 'true' })).seedDemo).toBe(true);
    expect(loadConfig(envOf({ SEED_DEMO: 'false' })).seedDemo).toBe(false);
  });
});
