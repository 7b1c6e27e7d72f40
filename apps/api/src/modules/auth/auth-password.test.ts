import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, RESET_MAIL_LIMIT } from '@hearth/domain';
import { mailOutbox, passwordTokens } from '../../db/schema';
import { demoAccount } from '../../seed/demo-accounts';
import { sha256 } from '../../lib/crypto';
import { createTestContext, errorsOf, latestMailTo, tokenFromMail, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const forgot = (email: string) => ctx.client().get(`/api/v1/public/forgot/${encodeURIComponent(email)}/`);

const resetLinkFor = async (email: string) => {
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await latestMailTo(ctx.db, email);
  expect(mail?.text).toContain(`${ctx.config.publicUrl}/login/change/`);
  return tokenFromMail(mail).token;
};

const NEW_PASSWORD = 'Sand-dunes-at-Noosa-42';

describe('forgot password', () => {
  it('answers identically for a known and an unknown email, and mails only the known one', async () => {
    const known = await forgot(demoAccount('staff').email);
    const unknown = await forgot('nobody@demo.hearth.au');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ meta: { message: AUTH_MESSAGES.resetSent } });
    expect(await latestMailTo(ctx.db, 'nobody@demo.hearth.au')).toBeUndefined();
    expect(await latestMailTo(ctx.db, demoAccount('staff').email)).toBeDefined();
  });

  it('answers 400 for an invalid email', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]).toMatchObject({ detail: AUTH_MESSAGES.invalidEmail, source: { parameter: 'email' } });
  });

  it(`answers 429 after ${RESET_MAIL_LIMIT.max} requests an hour, for unknown emails too`, async () => {
    for (const email of [demoAccount('channels').email, 'ghost@demo.hearth.au']) {
      for (let i = 0; i < RESET_MAIL_LIMIT.max; i += 1) expect((await forgot(email)).statusCode).toBe(200);
      const blocked = await forgot(email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(errorsOf(blocked)[0]).toMatchObject({
        code: AUTH_ERROR_CODES.resetAlreadyRequested,
        detail: 'Reset email already requested',
      });
    }
  });
});

describe('reset link', () => {
  it('verifies, sets the new password, refuses the old one and ends every session', async () => {
    const editor = demoAccount('editor');
    const signedIn = ctx.client();
    expect((await signedIn.signIn(editor.email)).statusCode).toBe(200);

    const token = await resetLinkFor(editor.email);
    const verify = await ctx.client().get(`/api/v1/public/verify/${token}/?checkExpiration=true`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().meta.action).toBe('change');

    const change = await ctx
      .client()
      .post(`/api/v1/public/change/${token}/`, { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(change.statusCode).toBe(200);
    expect(change.json().meta.message).toBe(AUTH_MESSAGES.passwordUpdated);

    expect((await signedIn.get('/api/v3/ping')).statusCode).toBe(401);
    expect((await ctx.client().signIn(editor.email)).statusCode).toBe(401);
    expect((await ctx.client().signIn(editor.email, NEW_PASSWORD)).statusCode).toBe(200);

    // Used: both verify and a second change answer 404, saying the link was used (not that it expired).
    const reused = await ctx.client().get(`/api/v1/public/verify/${token}/`);
    expect(reused.statusCode).toBe(404);
    expect(errorsOf(reused)[0]).toMatchObject({ code: AUTH_ERROR_CODES.tokenUsed, detail: AUTH_MESSAGES.linkUsed });
    const again = await ctx
      .client()
      .post(`/api/v1/public/change/${token}/`, { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(again.statusCode).toBe(404);
    expect(errorsOf(again)[0]).toMatchObject({ code: AUTH_ERROR_CODES.tokenUsed, detail: AUTH_MESSAGES.linkUsed });
  });

  it('answers 404 for an expired token and for an unknown one', async () => {
    const token = await resetLinkFor(demoAccount('finance').email);
    await ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, sha256(token)));
    expect((await ctx.client().get(`/api/v1/public/verify/${token}/?checkExpiration=true`)).statusCode).toBe(404);
    const change = await ctx
      .client()
      .post(`/api/v1/public/change/${token}/`, { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(change.statusCode).toBe(404);
    expect((await ctx.client().get(`/api/v1/public/verify/${'x'.repeat(43)}/`)).statusCode).toBe(404);
  });

  it('refuses a reset token at the confirm address', async () => {
    const token = await resetLinkFor(demoAccount('reservations').email);
    const response = await ctx
      .client()
      .post(`/api/v1/public/confirm/${token}/`, { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 for short, mismatched, common and malformed passwords, and keeps the token', async () => {
    const token = await resetLinkFor(demoAccount('creator').email);
    const url = `/api/v1/public/change/${token}/`;
    const client = ctx.client();
    const short = await client.post(url, { password: 'short', passwordConfirm: 'short' });
    expect(errorsOf(short)[0]).toMatchObject({
      detail: AUTH_MESSAGES.passwordTooShort,
      source: { pointer: '/password' },
    });
    const mismatch = await client.post(url, { password: NEW_PASSWORD, passwordConfirm: `${NEW_PASSWORD}x` });
    expect(errorsOf(mismatch)[0]).toMatchObject({
      detail: AUTH_MESSAGES.passwordMismatch,
      source: { pointer: '/passwordConfirm' },
    });
    for (const common of ['password1', 'Qwerty123', 'trustno1']) {
      const response = await client.post(url, { password: common, passwordConfirm: common });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)[0]?.detail).toBe(AUTH_MESSAGES.passwordTooCommon);
    }
    const mistyped = await client.post(url, { password: 12345678, passwordConfirm: null });
    expect(mistyped.statusCode).toBe(400);
    const malformed = await client.request({ method: 'POST', url, rawBody: '{"password":' });
    expect(malformed.statusCode).toBe(400);
    const invalidToken = await client.post('/api/v1/public/change/bad token!/', {
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(invalidToken.statusCode).toBe(400);
    expect((await client.get(`/api/v1/public/verify/${token}/`)).statusCode).toBe(200);
  });

  it('does not mail a disabled account', async () => {
    const before = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, demoAccount('disabled').email));
    expect((await forgot(demoAccount('disabled').email)).statusCode).toBe(200);
    const after = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, demoAccount('disabled').email));
    expect(after.length).toBe(before.length);
  });
});
