import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES, NOTIFICATION_DEFAULTS, USER_ERROR_CODES, USER_MESSAGES } from '@hearth/domain';
import { auditLog } from '../../db/schema';
import { DEMO_PASSWORD, demoAccount } from '../../seed/demo-accounts';
import { DEMO_PROPERTIES } from '../../seed/demo-properties';
import { codeFromMail, createTestContext, errorsOf, latestMailTo, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const validSettings = { firstName: 'Olivia', lastName: 'Owner' };

describe('GET /api/v3/ping', () => {
  it('answers 401 NOT_SIGNED_IN without a session', async () => {
    const response = await ctx.client().get('/api/v3/ping?include=user');
    expect(response.statusCode).toBe(401);
    expect(errorsOf(response)[0]?.code).toBe(AUTH_ERROR_CODES.notSignedIn);
  });

  it('counts the properties in scope: owner 4 with no first, solo.owner 1 with its id', async () => {
    const owner = await (await ctx.signedIn('owner')).get('/api/v3/ping?include=user');
    expect(owner.json().included[0].attributes.propertyStatus).toEqual({ count: 4, first: null });

    const solo = await (await ctx.signedIn('solo.owner')).get('/api/v3/ping?include=user');
    const soloProperty = DEMO_PROPERTIES.find((p) => p.owners.includes('solo.owner'));
    expect(solo.json().included[0].attributes.propertyStatus).toEqual({
      count: 1,
      first: soloProperty?.id,
      firstOnboarding: soloProperty?.status === 'onboarding',
    });
  });

  it('sees all properties as staff, the company’s as licensee, and the company with its branding', async () => {
    const staff = await (await ctx.signedIn('staff')).get('/api/v3/ping');
    expect(staff.json().included[0].attributes.propertyStatus.count).toBe(DEMO_PROPERTIES.length);
    expect(staff.json().included).toHaveLength(1);

    const licensee = await ctx.signedIn('licensee');
    const ping = (await licensee.get('/api/v3/ping')).json();
    expect(ping.included[0].attributes.propertyStatus.count).toBe(
      DEMO_PROPERTIES.filter((p) => p.company === 'coastal-stays').length,
    );
    const company = ping.included[1];
    expect(company).toMatchObject({
      type: 'companies',
      attributes: {
        companyName: 'Coastal Stays',
        partnerType: 'Franchise - Licensee',
        settings: { brandColour: '#1f6f8b' },
      },
    });
    const logo = await licensee.get(company.attributes.settings.logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const tampered = await licensee.get(
      // Another first character, whatever it was: replacing it with a fixed 'x' left one signature in 64 unchanged.
      String(company.attributes.settings.logoUrl).replace(/signature=(.)/, (_, first) =>
        first === 'x' ? 'signature=y' : 'signature=x',
      ),
    );
    expect(tampered.statusCode).toBe(404);
  });

  it('refuses a mistyped include', async () => {
    expect((await (await ctx.signedIn('staff')).get('/api/v3/ping?include=everything')).statusCode).toBe(400);
  });
});

describe('GET /api/v3/users/me', () => {
  it('includes the owned properties with address and active flag', async () => {
    const response = await (
      await ctx.signedIn('owner')
    ).get('/api/v3/users/me?include=properties,properties.address,companies');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      type: 'users',
      attributes: { email: demoAccount('owner').email, ...NOTIFICATION_DEFAULTS },
    });
    const owned = DEMO_PROPERTIES.filter((p) => p.owners.includes('owner'));
    expect(body.included).toHaveLength(owned.length);
    const first = body.included.find((i: { id: string }) => i.id === owned[0]?.id);
    expect(first).toMatchObject({
      type: 'properties',
      attributes: { code: owned[0]?.code, isActive: owned[0]?.status === 'active', address: { city: owned[0]?.city } },
    });
  });

  it('includes the company of a licensee and refuses unknown includes', async () => {
    const licensee = await ctx.signedIn('licensee');
    const response = await licensee.get('/api/v3/users/me?include=companies');
    expect(response.json().included[0]).toMatchObject({
      type: 'companies',
      attributes: { companyName: 'Coastal Stays' },
    });
    const unknown = await licensee.get('/api/v3/users/me?include=secrets');
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)[0]?.source?.parameter).toBe('include');
  });

  it('answers 401 when signed out', async () => {
    expect((await ctx.client().get('/api/v3/users/me')).statusCode).toBe(401);
  });
});

describe('PATCH /api/v3/users/me', () => {
  it('updates names, mobile and toggles, and writes the audit log', async () => {
    const client = await ctx.signedIn('owner');
    const response = await client.patch('/api/v3/users/me', {
      firstName: ' Liv ',
      lastName: 'Owner',
      mobile: '+61 400 111 222',
      bookingChangeNotificationsEnabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      firstName: 'Liv',
      fullName: 'Liv Owner',
      mobile: '+61 400 111 222',
      bookingChangeNotificationsEnabled: true,
    });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'users.update-settings'));
    expect(entries.some((e) => (e.after as { firstName?: string }).firstName === 'Liv')).toBe(true);
  });

  it('answers 400 with the spec messages for bad input, mistyped fields and unknown fields', async () => {
    const client = await ctx.signedIn('staff');
    const empty = await client.patch('/api/v3/users/me', { firstName: '', lastName: '' });
    expect(errorsOf(empty)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ detail: USER_MESSAGES.firstNameRequired, source: { pointer: '/firstName' } }),
        expect.objectContaining({ detail: USER_MESSAGES.lastNameRequired, source: { pointer: '/lastName' } }),
      ]),
    );
    const email = await client.patch('/api/v3/users/me', { ...validSettings, email: 'nope' });
    expect(errorsOf(email)[0]).toMatchObject({ detail: USER_MESSAGES.invalidEmail, source: { pointer: '/email' } });
    const mobile = await client.patch('/api/v3/users/me', { ...validSettings, mobile: 'call me' });
    expect(errorsOf(mobile)[0]).toMatchObject({ detail: USER_MESSAGES.mobileInvalid });
    const mistyped = await client.patch('/api/v3/users/me', {
      firstName: 1,
      lastName: true,
      bookingNotificationsEnabled: 'yes',
    });
    expect(mistyped.statusCode).toBe(400);
    const extra = await client.patch('/api/v3/users/me', { ...validSettings, roles: ['ROLE_ADMIN'] });
    expect(extra.statusCode).toBe(400);
    const malformed = await client.request({ method: 'PATCH', url: '/api/v3/users/me', rawBody: '[1,' });
    expect(malformed.statusCode).toBe(400);
    const huge = await client.request({
      method: 'PATCH',
      url: '/api/v3/users/me',
      rawBody: JSON.stringify({ firstName: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('does not let owners or licensees change their email, but lets staff', async () => {
    for (const name of ['owner', 'licensee']) {
      const response = await (
        await ctx.signedIn(name)
      ).patch('/api/v3/users/me', { ...validSettings, email: `new.${name}@demo.hearth.au` });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)[0]).toMatchObject({
        code: USER_ERROR_CODES.emailLocked,
        detail: USER_MESSAGES.emailLocked,
      });
    }
    const same = await (
      await ctx.signedIn('owner')
    ).patch('/api/v3/users/me', { ...validSettings, email: demoAccount('owner').email });
    expect(same.statusCode).toBe(200);

    const marketing = await ctx.signedIn('marketing');
    const taken = await marketing.patch('/api/v3/users/me', {
      firstName: 'M',
      lastName: 'M',
      email: demoAccount('admin').email,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('changes a sign-in email only with the password, and only when the new address opens its link (issue 29 H)', async () => {
    const marketing = await ctx.signedIn('marketing');
    const settings = { firstName: 'M', lastName: 'M', email: 'Marketing.Team@demo.hearth.au' };
    // A stolen session alone cannot do it: the current password is asked for, and checked.
    const bare = await marketing.patch('/api/v3/users/me', settings);
    expect(bare.statusCode).toBe(400);
    expect(errorsOf(bare)[0]).toMatchObject({
      code: USER_ERROR_CODES.emailNeedsPassword,
      detail: USER_MESSAGES.emailNeedsPassword,
      source: { pointer: '/currentPassword' },
    });
    const wrong = await marketing.patch('/api/v3/users/me', { ...settings, currentPassword: 'not-it-at-all' });
    expect(errorsOf(wrong)[0]?.detail).toBe(USER_MESSAGES.emailWrongPassword);

    const asked = await marketing.patch('/api/v3/users/me', { ...settings, currentPassword: DEMO_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    // Nothing changed yet: the link went to the new address, and the old one was told.
    expect(asked.json().data.attributes.email).toBe(demoAccount('marketing').email);
    expect(asked.json().meta).toEqual({ pendingEmail: 'marketing.team@demo.hearth.au' });
    const told = await latestMailTo(ctx.db, demoAccount('marketing').email);
    expect(told?.subject).toBe('Your Hearth sign-in email is being changed');
    const link = (await latestMailTo(ctx.db, 'marketing.team@demo.hearth.au'))?.text.match(
      /\/login\/email\/([A-Za-z0-9_-]+)/,
    );
    expect(link?.[1]).toBeDefined();

    const confirmed = await ctx.client().post(`/api/v1/public/email-change/${link![1]}/`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: 'marketing.team@demo.hearth.au' } });
    // Sessions rotate: the one that asked signs in again, with the new email.
    expect((await marketing.get('/api/v3/ping')).statusCode).toBe(401);
    expect((await ctx.client().signIn('marketing.team@demo.hearth.au')).statusCode).toBe(200);
    expect((await latestMailTo(ctx.db, demoAccount('marketing').email))?.subject).toBe(
      'Your Hearth sign-in email was changed',
    );
    // The link works once.
    const again = await ctx.client().post(`/api/v1/public/email-change/${link![1]}/`, {});
    expect(again.statusCode).toBe(404);
    expect(errorsOf(again)[0]?.detail).toBe(USER_MESSAGES.emailChangeLinkGone);
  });

  it('asks users with codes on for a code (412), then applies the update with it', async () => {
    const client = ctx.client();
    await client.signIn(demoAccount('otp').email);
    const code = codeFromMail(await latestMailTo(ctx.db, demoAccount('otp').email));
    expect((await client.signIn(demoAccount('otp').email, undefined, code)).statusCode).toBe(200);

    const update = { firstName: 'Oakley', lastName: 'Verified' };
    const first = await client.patch('/api/v3/users/me', update);
    expect(first.statusCode).toBe(412);
    expect(errorsOf(first)[0]?.code).toBe(AUTH_ERROR_CODES.otpRequired);
    const settingsCode = codeFromMail(await latestMailTo(ctx.db, demoAccount('otp').email));

    const wrong = await client.patch('/api/v3/users/me', {
      ...update,
      otp: settingsCode === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorsOf(wrong)[0]?.code).toBe(AUTH_ERROR_CODES.otpInvalid);

    const done = await client.patch('/api/v3/users/me', { ...update, otp: settingsCode });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.attributes.lastName).toBe('Verified');
    const reused = await client.patch('/api/v3/users/me', { ...update, otp: settingsCode });
    expect(reused.statusCode).toBe(401);
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await ctx.client().patch('/api/v3/users/me', validSettings)).statusCode).toBe(401);
    const client = await ctx.signedIn('staff');
    const response = await client.request({
      method: 'PATCH',
      url: '/api/v3/users/me',
      body: validSettings,
      csrf: false,
      headers: {},
    });
    // The CSRF cookie is still in the jar but the header is missing.
    expect(response.statusCode).toBe(403);
  });
});
