import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, OTP_MAX_TRIES, SIGN_IN_LIMITS } from '@hearth/domain';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { rateLimits } from '../../db/schema';
import { demoAccount } from '../../seed/demo-accounts';
import { codeFromMail, createTestContext, errorsOf, latestMailTo, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/**
 * The limits count in fixed windows of the clock (lib/rate-limit.ts), and a test that counts up to one across a
 * window's end sees the count start again (a full run once did at 11:15:00). Each test starts clear of an end.
 */
const CLEAR_OF_WINDOW_END_MS = 10_000;
beforeEach(async () => {
  const windowMs = SIGN_IN_LIMITS.pair.windowMinutes * 60_000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < CLEAR_OF_WINDOW_END_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
}, CLEAR_OF_WINDOW_END_MS + 5_000);

/** How many answers carried each error code (200 counts as 'OK'): what a caller firing many requests sees. */
const tally = (responses: InjectResponse[]) => {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const code = response.statusCode === 200 ? 'OK' : (errorsOf(response)[0]?.code ?? String(response.statusCode));
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
};

const expectTooManySignIns = (response: InjectResponse) => {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(errorsOf(response)[0]).toMatchObject({
    code: AUTH_ERROR_CODES.tooManyRequests,
    detail: AUTH_MESSAGES.tooManySignIns,
  });
};

/** A distinct documentation-range address per index. */
const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const otpUser = demoAccount('otp');

const startAttempt = async (ip?: string) => {
  const client = ctx.client({ ip });
  const response = await client.signIn(otpUser.email);
  expect(response.statusCode).toBe(412);
  const code = codeFromMail(await latestMailTo(ctx.db, otpUser.email));
  return { client, code, wrong: code === '000000' ? '000001' : '000000' };
};

describe('sign-in limits', () => {
  it(`checks at most ${SIGN_IN_LIMITS.pair.max} of 50 wrong passwords sent at once from one address`, async () => {
    const target = demoAccount('licensee');
    const clients = Array.from({ length: 50 }, () => ctx.client({ ip: '203.0.113.50' }));
    await Promise.all(clients.map((client) => client.fetchCsrf()));
    const responses = await Promise.all(clients.map((client, i) => client.signIn(target.email, `wrong-password-${i}`)));
    expect(tally(responses)).toEqual({
      [AUTH_ERROR_CODES.invalidCredentials]: SIGN_IN_LIMITS.pair.max,
      [AUTH_ERROR_CODES.tooManyRequests]: 50 - SIGN_IN_LIMITS.pair.max,
    });
    responses.filter((r) => r.statusCode === 429).forEach(expectTooManySignIns);
  });

  it('locks an address out of an account, while the owner signs in from their usual address', async () => {
    const target = demoAccount('marketing');
    const attacker = ctx.client({ ip: '203.0.113.66' });
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1) {
      expect((await attacker.signIn(target.email, `wrong-password-${i}`)).statusCode).toBe(401);
    }
    // Even the right password is not checked from the locked address.
    expectTooManySignIns(await attacker.signIn(target.email));
    const usualDevice = ctx.client({ ip: '192.0.2.10' });
    expect((await usualDevice.signIn(target.email)).statusCode).toBe(200);
  });

  it(`stops guesses spread over many addresses at ${SIGN_IN_LIMITS.account.max} an account`, async () => {
    const target = demoAccount('solo.owner');
    const guesses = SIGN_IN_LIMITS.account.max + 50;
    const clients = Array.from({ length: guesses }, (_, i) => ctx.client({ ip: address(i) }));
    await Promise.all(clients.map((client) => client.fetchCsrf()));
    const responses = await Promise.all(clients.map((client, i) => client.signIn(target.email, `wrong-password-${i}`)));
    expect(tally(responses)).toEqual({
      [AUTH_ERROR_CODES.invalidCredentials]: SIGN_IN_LIMITS.account.max,
      [AUTH_ERROR_CODES.tooManyRequests]: guesses - SIGN_IN_LIMITS.account.max,
    });
    // The ceiling holds everywhere, the owner's own address included, until its window ends.
    const owner = await ctx.client({ ip: '192.0.2.11' }).signIn(target.email);
    expectTooManySignIns(owner);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_LIMITS.account.windowMinutes * 60);
  });

  it(`answers 429 after ${SIGN_IN_LIMITS.ip.max} failures from one address, whatever the accounts`, async () => {
    const client = ctx.client({ ip: '192.0.2.77' });
    for (let i = 0; i < SIGN_IN_LIMITS.ip.max; i += 1) {
      expect((await client.signIn(`nobody${i}@example.com`, 'wrong-password')).statusCode).toBe(401);
    }
    expectTooManySignIns(await client.signIn(demoAccount('finance').email));
  });

  it('forgives an address its failures on an account once it signs in there', async () => {
    const target = demoAccount('developer');
    const client = ctx.client({ ip: '192.0.2.88' });
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max - 1; i += 1) {
      expect((await client.signIn(target.email, `wrong-password-${i}`)).statusCode).toBe(401);
    }
    expect((await client.signIn(target.email)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1) {
      expect((await client.signIn(target.email, `wrong-password-${i}`)).statusCode).toBe(401);
    }
    expectTooManySignIns(await client.signIn(target.email, 'wrong-password'));
  });

  it('forgets counters of windows closed over a day ago', async () => {
    const stale = new Date(Date.now() - 2 * 24 * 3_600_000);
    await ctx.db.insert(rateLimits).values({ key: 'sign-in:ip:198.51.100.1', windowStart: stale, count: 10 });
    await ctx.client({ ip: '198.51.100.2' }).signIn('someone.new@example.com', 'wrong-password');
    const left = await ctx.db.select().from(rateLimits).where(eq(rateLimits.windowStart, stale));
    expect(left).toEqual([]);
  });

  it('counts wrong codes as failed sign-ins, so fresh codes do not give unlimited tries', async () => {
    const ip = '192.0.2.99';
    let attempt = await startAttempt(ip);
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1) {
      if (i > 0 && i % OTP_MAX_TRIES === 0) attempt = await startAttempt(ip);
      expect((await attempt.client.signIn(otpUser.email, undefined, attempt.wrong)).statusCode).toBe(401);
    }
    expectTooManySignIns(await ctx.client({ ip }).signIn(otpUser.email));
  });
});

describe('one-time code limits', () => {
  it(`compares at most ${OTP_MAX_TRIES} of 20 wrong codes sent at once for one attempt`, async () => {
    const { client, code, wrong } = await startAttempt();
    const attempt = client.cookies.get('hearth_otp') ?? '';
    // Twenty callers holding the same attempt cookie, each from its own address so no sign-in limit interferes.
    const callers = Array.from({ length: 20 }, (_, i) => {
      const caller = ctx.client({ ip: address(500 + i) });
      caller.cookies.set('hearth_otp', attempt);
      return caller;
    });
    await Promise.all(callers.map((caller) => caller.fetchCsrf()));
    const responses = await Promise.all(callers.map((caller) => caller.signIn(otpUser.email, undefined, wrong)));
    expect(tally(responses)).toEqual({
      [AUTH_ERROR_CODES.otpInvalid]: OTP_MAX_TRIES,
      [AUTH_ERROR_CODES.otpTooManyTries]: 20 - OTP_MAX_TRIES,
    });
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(errorsOf(refused)[0]?.detail).toBe(AUTH_MESSAGES.codeTooManyTries);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    // The right code is refused too: the code is dead.
    expect((await client.signIn(otpUser.email, undefined, code)).statusCode).toBe(429);
  });

  it(`compares at most ${OTP_MAX_TRIES} of 20 wrong settings codes sent at once`, async () => {
    const { client, code } = await startAttempt();
    expect((await client.signIn(otpUser.email, undefined, code)).statusCode).toBe(200);
    const update = { firstName: 'Oakley', lastName: 'Guessed' };
    expect((await client.patch('/api/v3/users/me', update)).statusCode).toBe(412);
    const settingsCode = codeFromMail(await latestMailTo(ctx.db, otpUser.email));
    const wrong = settingsCode === '000000' ? '000001' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.patch('/api/v3/users/me', { ...update, otp: wrong })),
    );
    expect(tally(responses)).toEqual({
      [AUTH_ERROR_CODES.otpInvalid]: OTP_MAX_TRIES,
      [AUTH_ERROR_CODES.otpTooManyTries]: 20 - OTP_MAX_TRIES,
    });
    expect((await client.patch('/api/v3/users/me', { ...update, otp: settingsCode })).statusCode).toBe(429);
  });
});
