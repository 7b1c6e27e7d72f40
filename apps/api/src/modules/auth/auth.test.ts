import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, OTP_MAX_TRIES } from '@hearth/domain';
import { auditLog, oneTimeCodes, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { demoAccount } from '../../seed/demo-accounts';
import { codeFromMail, createTestContext, errorsOf, latestMailTo, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const owner = demoAccount('owner');
const otpUser = demoAccount('otp');

describe('POST /api/v3/auth', () => {
  it('signs in with the right password and answers the session user first', async () => {
    const client = ctx.client();
    const response = await client.signIn(owner.email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.type).toBe('sessions');
    expect(body.data.attributes.impersonated).toBe(false);
    expect(body.included[0]).toMatchObject({
      type: 'users',
      attributes: { email: owner.email, roles: ['ROLE_OWNER'] },
    });
    expect(body.included[0].attributes).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'hearth_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await client.get('/api/v3/ping?include=user')).statusCode).toBe(200);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await ctx.client().signIn(`  ${owner.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the spec message for a wrong password and for an unknown email alike', async () => {
    const wrong = await ctx.client().signIn(owner.email, 'not-the-password');
    const unknown = await ctx.client().signIn('nobody@demo.hearth.au', 'not-the-password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(errorsOf(response)[0]).toMatchObject({
        code: AUTH_ERROR_CODES.invalidCredentials,
        detail: AUTH_MESSAGES.invalidCredentials,
      });
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses a disabled account with its message, only after a correct password', async () => {
    const disabled = demoAccount('disabled');
    const right = await ctx.client().signIn(disabled.email);
    expect(right.statusCode).toBe(403);
    expect(errorsOf(right)[0]).toMatchObject({
      code: AUTH_ERROR_CODES.accountDisabled,
      detail: 'This account is disabled',
    });
    const wrong = await ctx.client().signIn(disabled.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const client = ctx.client();
    await client.signIn(owner.email);
    const first = client.cookies.get('hearth_session');
    await client.signIn(owner.email);
    const second = client.cookies.get('hearth_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const replay = ctx.client();
    replay.cookies.set('hearth_session', first ?? '');
    expect((await replay.get('/api/v3/ping')).statusCode).toBe(401);
  });

  it('answers 400 with a pointer for missing, mistyped and malformed input', async () => {
    const client = ctx.client();
    const missing = await client.post('/api/v3/auth', {});
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing).map((e) => e.source?.pointer)).toEqual(expect.arrayContaining(['/email', '/password']));

    const badEmail = await client.post('/api/v3/auth', { email: 'not-an-email', password: 'long-enough' });
    expect(errorsOf(badEmail)[0]).toMatchObject({ detail: AUTH_MESSAGES.invalidEmail, source: { pointer: '/email' } });

    const shortPassword = await client.post('/api/v3/auth', { email: owner.email, password: 'short' });
    expect(errorsOf(shortPassword)[0]).toMatchObject({
      detail: AUTH_MESSAGES.passwordTooShort,
      source: { pointer: '/password' },
    });

    const mistyped = await client.post('/api/v3/auth', { email: 42, password: ['x'], otp: 123456 });
    expect(mistyped.statusCode).toBe(400);
    expect(errorsOf(mistyped).map((e) => e.source?.pointer)).toEqual(
      expect.arrayContaining(['/email', '/password', '/otp']),
    );

    const badOtp = await client.post('/api/v3/auth', { email: owner.email, password: 'long-enough', otp: '12ab' });
    expect(errorsOf(badOtp)[0]).toMatchObject({ detail: AUTH_MESSAGES.codeRequired, source: { pointer: '/otp' } });

    const malformed = await client.request({ method: 'POST', url: '/api/v3/auth', rawBody: '{"email": ' });
    expect(malformed.statusCode).toBe(400);
    expect(errorsOf(malformed)[0]?.status).toBe('400');

    const notJson = await client.request({
      method: 'POST',
      url: '/api/v3/auth',
      rawBody: 'email=x',
      headers: { 'content-type': 'text/plain' },
    });
    // Fastify reads text/plain as a string, which the body schema then refuses.
    expect(notJson.statusCode).toBe(400);
    expect(errorsOf(notJson)).toHaveLength(1);
  });

  it('answers 413 JSON for a body over 1 MiB', async () => {
    const huge = JSON.stringify({ email: owner.email, password: 'x'.repeat(1024 * 1024) });
    const response = await ctx.client().request({ method: 'POST', url: '/api/v3/auth', rawBody: huge });
    expect(response.statusCode).toBe(413);
    expect(errorsOf(response)[0]?.status).toBe('413');
  });

  it('refuses a request without or with a wrong CSRF token (403)', async () => {
    const client = ctx.client();
    const without = await client.request({
      method: 'POST',
      url: '/api/v3/auth',
      body: { email: owner.email, password: 'Hearth-demo-2026' },
      csrf: false,
    });
    expect(without.statusCode).toBe(403);
    expect(errorsOf(without)[0]).toMatchObject({ code: AUTH_ERROR_CODES.csrf });
    await client.fetchCsrf();
    const wrong = await client.request({
      method: 'POST',
      url: '/api/v3/auth',
      body: { email: owner.email, password: 'Hearth-demo-2026' },
      csrf: false,
      headers: { 'x-csrf-token': 'A'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('sets an HttpOnly pre-session CSRF cookie and returns a token made from it, not the cookie itself', async () => {
    const client = ctx.client();
    const response = await client.get('/api/v1/public/csrf/');
    const cookie = response.cookies.find((c) => c.name === 'hearth_csrf');
    expect(cookie?.httpOnly).toBe(true);
    expect(response.json().data.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.json().data.csrfToken).not.toBe(cookie?.value);
  });
});

describe('one-time codes at sign-in', () => {
  const startAttempt = async () => {
    const client = ctx.client();
    const response = await client.signIn(otpUser.email);
    expect(response.statusCode).toBe(412);
    expect(errorsOf(response)[0]?.code).toBe(AUTH_ERROR_CODES.otpRequired);
    expect(client.cookies.get('hearth_otp')).toBeDefined();
    return { client, code: codeFromMail(await latestMailTo(ctx.db, otpUser.email)) };
  };

  it('412 mails a code; the code with the same attempt signs in', async () => {
    const { client, code } = await startAttempt();
    const response = await client.signIn(otpUser.email, undefined, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().included[0].attributes.otpEnabled).toBe(true);
    expect(client.cookies.has('hearth_otp')).toBe(false);
  });

  it('refuses a wrong code with 401 OTP_INVALID', async () => {
    const { client, code } = await startAttempt();
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await client.signIn(otpUser.email, undefined, wrong);
    expect(response.statusCode).toBe(401);
    expect(errorsOf(response)[0]).toMatchObject({
      code: AUTH_ERROR_CODES.otpInvalid,
      detail: AUTH_MESSAGES.codeInvalid,
    });
  });

  it(`refuses the right code after ${OTP_MAX_TRIES} wrong tries (429)`, async () => {
    const { client, code } = await startAttempt();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < OTP_MAX_TRIES; i += 1) {
      expect((await client.signIn(otpUser.email, undefined, wrong)).statusCode).toBe(401);
    }
    const response = await client.signIn(otpUser.email, undefined, code);
    expect(response.statusCode).toBe(429);
    expect(errorsOf(response)[0]?.code).toBe(AUTH_ERROR_CODES.otpTooManyTries);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('refuses an expired code', async () => {
    const { client, code } = await startAttempt();
    const [user] = await ctx.db.select().from(users).where(eq(users.email, otpUser.email));
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.userId, user?.id ?? '')));
    expect((await client.signIn(otpUser.email, undefined, code)).statusCode).toBe(401);
  });

  it('refuses a code used once already', async () => {
    const { client, code } = await startAttempt();
    const attempt = client.cookies.get('hearth_otp') ?? '';
    expect((await client.signIn(otpUser.email, undefined, code)).statusCode).toBe(200);
    client.cookies.set('hearth_otp', attempt);
    expect((await client.signIn(otpUser.email, undefined, code)).statusCode).toBe(401);
  });

  it('refuses a code sent with another attempt, and a newer attempt kills the older code', async () => {
    const first = await startAttempt();
    const stranger = ctx.client();
    expect((await stranger.signIn(otpUser.email, undefined, first.code)).statusCode).toBe(401);
    const second = await startAttempt();
    expect(second.code).toBeDefined();
    expect((await first.client.signIn(otpUser.email, undefined, first.code)).statusCode).toBe(401);
    expect((await second.client.signIn(otpUser.email, undefined, second.code)).statusCode).toBe(200);
  });

  it('does not accept a code with a wrong password', async () => {
    const { client, code } = await startAttempt();
    expect((await client.signIn(otpUser.email, 'wrong-password', code)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/public/logout/', () => {
  it('ends the session: ping answers 401 afterwards', async () => {
    const client = ctx.client();
    await client.signIn(owner.email);
    const session = client.cookies.get('hearth_session') ?? '';
    const response = await client.get('/api/v1/public/logout/');
    expect(response.statusCode).toBe(204);
    expect(client.cookies.has('hearth_session')).toBe(false);
    const ping = await client.get('/api/v3/ping');
    expect(ping.statusCode).toBe(401);
    expect(errorsOf(ping)[0]?.code).toBe(AUTH_ERROR_CODES.notSignedIn);
    // The old cookie is dead on the server, not just forgotten by the browser.
    client.cookies.set('hearth_session', session);
    expect((await client.get('/api/v3/ping')).statusCode).toBe(401);
  });

  it('answers 204 when nobody is signed in', async () => {
    expect((await ctx.client().get('/api/v1/public/logout/')).statusCode).toBe(204);
  });

  it("refuses another site's request, so a link or image elsewhere cannot sign a person out (issue 29, low)", async () => {
    const client = ctx.client();
    await client.signIn(owner.email);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of foreign) {
      const refused = await client.request({ method: 'GET', url: '/api/v1/public/logout/', headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorsOf(refused)[0]?.code).toBe(AUTH_ERROR_CODES.crossSite);
    }
    expect((await client.get('/api/v3/ping')).statusCode).toBe(200);
    // Our own page, and a person typing the address, still sign out.
    const own = await client.request({
      method: 'GET',
      url: '/api/v1/public/logout/',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(204);
    expect((await client.get('/api/v3/ping')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('end after 12 idle hours and after 30 days whatever the activity', async () => {
    for (const change of [
      { lastSeenAt: new Date(Date.now() - 12 * 3_600_000 - 1000) },
      { expiresAt: new Date(Date.now() - 1000) },
    ]) {
      const client = ctx.client();
      await client.signIn(owner.email);
      const hash = sha256(client.cookies.get('hearth_session') ?? '');
      await ctx.db.update(sessions).set(change).where(eq(sessions.id, hash));
      expect((await client.get('/api/v3/ping')).statusCode).toBe(401);
    }
  });

  it('end when the account is disabled', async () => {
    const client = ctx.client();
    const staff = demoAccount('staff');
    await client.signIn(staff.email);
    await ctx.db.update(users).set({ enabled: false }).where(eq(users.email, staff.email));
    expect((await client.get('/api/v3/ping')).statusCode).toBe(401);
    await ctx.db.update(users).set({ enabled: true }).where(eq(users.email, staff.email));
    expect((await client.get('/api/v3/ping')).statusCode).toBe(401);
  });

  it('sign-in and sign-out are written to the audit log', async () => {
    const client = ctx.client();
    const response = await client.signIn(demoAccount('channels').email);
    const userId = response.json().included[0].id as string;
    await client.get('/api/v1/public/logout/');
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.actorUserId, userId));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['auth.sign-in', 'auth.sign-out']));
  });
});
