import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { AUTH_ERROR_CODES } from '@hearth/domain';
import { sessions, users } from '../db/schema';
import { DEMO_PASSWORD, demoAccount } from '../seed/demo-accounts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../lib/cookies';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const owner = demoAccount('owner');
const credentials = { email: owner.email, password: DEMO_PASSWORD };

const sessionCount = async (email: string) => {
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!account) throw new Error(`no user ${email}`);
  return (await ctx.db.select().from(sessions).where(eq(sessions.userId, account.id))).length;
};

const setsSession = (response: InjectResponse) => response.cookies.some((c) => c.name === SESSION_COOKIE);

/** A POST echoing `token` (or nothing) instead of the harness's own token. */
const postWith = (client: TestClient, url: string, body: unknown, token?: string) =>
  client.request({ method: 'POST', url, body, csrf: false, headers: token ? { 'x-csrf-token': token } : {} });

const expectCsrfRefusal = (response: InjectResponse, label: string) => {
  expect(response.statusCode, label).toBe(403);
  expect(errorsOf(response)[0]?.code, label).toBe(AUTH_ERROR_CODES.csrf);
  expect(setsSession(response), label).toBe(false);
};

const randomBase64url43 = () => randomBytes(32).toString('base64url');

describe('CSRF: decided on the matched route, never on the raw URL', () => {
  // Each of these reaches (or misses) POST /api/v3/auth once the router has decoded the path.
  const encoded = [
    '/%61pi/v3/auth',
    '/%61pi/v3/auth?include=user',
    '/api/v3/%61uth',
    '/api/v3/%61%75%74%68',
    '/%61%70%69/v3/auth/',
    '/ap%69/v3/%61UTH',
    '/%41PI/v3/auth',
    '/%2561pi/v3/auth',
    '/api%2Fv3%2Fauth',
  ];

  it('refuses an encoded sign-in path without X-CSRF-Token: 403, no session', async () => {
    const before = await sessionCount(owner.email);
    for (const url of encoded) {
      const client = ctx.client();
      await client.fetchCsrf(); // the victim's browser has the cookie; the forged form cannot send the header
      expectCsrfRefusal(await postWith(client, url, credentials), url);
    }
    expect(await sessionCount(owner.email)).toBe(before);
  });

  it('refuses an encoded path for a signed-in caller without the header (the session is found, the check runs)', async () => {
    const client = await ctx.signedIn('staff');
    for (const url of ['/%61pi/v3/users/me', '/api/v3/users/%6De', '/%61pi/v3/auth']) {
      const response = await client.request({
        method: url.endsWith('auth') ? 'POST' : 'PATCH',
        url,
        body: url.endsWith('auth') ? credentials : { firstName: 'Forged', lastName: 'Forged' },
        csrf: false,
      });
      expectCsrfRefusal(response, url);
    }
    const me = await client.get('/api/v3/users/me');
    expect(me.json().data.attributes.firstName).not.toBe('Forged');
  });

  it('runs the session hook on the matched route: an encoded path sees the same caller', async () => {
    const client = await ctx.signedIn('owner');
    const plain = await client.get('/api/v3/ping?include=user');
    expect(plain.statusCode).toBe(200);
    for (const url of ['/%61pi/v3/ping?include=user', '/api/v3/p%69ng?include=user']) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().included[0].attributes.email, url).toBe(owner.email);
    }
    // No route matched: no session is read and none is set.
    for (const url of ['/%2561pi/v3/ping', '/%61pi/v3/nothing-here']) {
      const response = await client.get(url);
      expect(response.statusCode, url).not.toBe(500);
      expect(setsSession(response), url).toBe(false);
    }
  });

  it('checks every unsafe method, even where no route matched', async () => {
    for (const url of ['/api/v3/nothing-here', '/%61pi/v3/nothing-here', '/nothing-here']) {
      const client = ctx.client();
      await client.fetchCsrf();
      expectCsrfRefusal(await postWith(client, url, {}), url);
      const withToken = await client.post(url, {});
      expect(withToken.statusCode, url).toBe(404);
    }
  });
});

describe('CSRF: the token is bound to the session', () => {
  it('refuses a cookie/header pair the server never issued (403)', async () => {
    const forged = randomBase64url43();
    const anonymous = ctx.client();
    const response = await anonymous.request({
      method: 'POST',
      url: '/api/v3/auth',
      body: credentials,
      csrf: false,
      headers: { cookie: `${CSRF_COOKIE}=${forged}`, 'x-csrf-token': forged },
    });
    expectCsrfRefusal(response, 'anonymous');

    const signedIn = await ctx.signedIn('staff');
    const other = randomBase64url43();
    signedIn.cookies.set(CSRF_COOKIE, other);
    const patch = await signedIn.request({
      method: 'PATCH',
      url: '/api/v3/users/me',
      body: { firstName: 'Forged', lastName: 'Forged' },
      csrf: false,
      headers: { 'x-csrf-token': other },
    });
    expect(patch.statusCode).toBe(403);
    expect(errorsOf(patch)[0]?.code).toBe(AUTH_ERROR_CODES.csrf);
  });

  it('issues a token that is not the cookie, and the same one again for the same caller', async () => {
    const client = ctx.client();
    const first = await client.get('/api/v1/public/csrf/');
    const cookie = first.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    const token = first.json().data.csrfToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(cookie?.value);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await client.get('/api/v1/public/csrf/')).json().data.csrfToken).toBe(token);
  });

  it('stops accepting a token once sign-in or sign-out rotates the session', async () => {
    const client = ctx.client();
    const anonymous = await client.fetchCsrf();
    const signIn = await postWith(client, '/api/v3/auth', credentials, anonymous);
    expect(signIn.statusCode).toBe(200);
    expect(setsSession(signIn)).toBe(true);
    // The pre-session token is spent: sign-in dropped the nonce and the caller now has a session.
    expectCsrfRefusal(await postWith(client, '/api/v3/auth', credentials, anonymous), 'pre-session token');

    const first = await client.fetchCsrf();
    expect(first).not.toBe(anonymous);
    const again = await postWith(client, '/api/v3/auth', credentials, first);
    expect(again.statusCode).toBe(200); // signing in again replaces the session
    expectCsrfRefusal(await postWith(client, '/api/v3/auth', credentials, first), 'first session token');

    const second = await client.fetchCsrf();
    expect(second).not.toBe(first);
    expect((await client.get('/api/v1/public/logout/')).statusCode).toBe(204);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    for (const [label, token] of [
      ['second session token', second],
      ['first session token', first],
      ['pre-session token', anonymous],
    ] as const) {
      expectCsrfRefusal(await postWith(client, '/api/v3/auth', credentials, token), label);
    }

    const fresh = await client.fetchCsrf();
    expect([anonymous, first, second]).not.toContain(fresh);
    expect((await postWith(client, '/api/v3/auth', credentials, fresh)).statusCode).toBe(200);
  });

  it('does not accept one caller’s token for another session', async () => {
    const alice = await ctx.signedIn('owner');
    const bob = await ctx.signedIn('staff');
    const aliceToken = await alice.fetchCsrf();
    const response = await bob.request({
      method: 'PATCH',
      url: '/api/v3/users/me',
      body: { firstName: 'Forged', lastName: 'Forged' },
      csrf: false,
      headers: { 'x-csrf-token': aliceToken },
    });
    expect(response.statusCode).toBe(403);
  });
});
