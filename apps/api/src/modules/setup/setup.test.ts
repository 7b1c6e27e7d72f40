import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, companies, organisation, payoutLines, setupLinks, userRoles, users } from '../../db/schema';
import { createTestContext, errorsOf, type TestContext } from '../../test/harness';
import { mintSetupLink } from './setup-links';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // A database nobody can sign in to yet: what a real operator starts with (the demo seed is off in production).
  // The demo's payout lines name the owners they paid, and a paid owner is never deleted: they go first.
  await ctx.db.delete(payoutLines);
  await ctx.db.delete(users);
});
afterAll(async () => ctx.close());

const body = (overrides: { organisation?: object; admin?: object } = {}) => ({
  data: {
    type: 'setup',
    attributes: {
      organisation: {
        tradingName: 'Coastal Homes',
        country: 'AU',
        currency: 'AUD',
        timezone: 'Australia/Brisbane',
        brandColour: '#0B7285',
        ...overrides.organisation,
      },
      admin: {
        firstName: 'Ava',
        lastName: 'Jones',
        email: 'Ava@Example.com',
        password: 'correct-horse-1',
        passwordConfirm: 'correct-horse-1',
        otpEnabled: false,
        ...overrides.admin,
      },
    },
  },
});

describe('first run: the setup link', () => {
  it('is refused when unknown, used or expired, and says how to get a new one', async () => {
    const client = ctx.client();
    const unknown = await client.get('/api/v1/public/setup/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)[0]).toMatchObject({
      code: 'SETUP_LINK_INVALID',
      detail: 'This setup link is invalid, used or expired. Restart Hearth, or run npm run setup, for a new one.',
    });
    const expired = await mintSetupLink(ctx.db, new Date(Date.now() - 25 * 3_600_000));
    expect((await client.get(`/api/v1/public/setup/${expired}`)).statusCode).toBe(404);
    // A new link replaces the one printed before it.
    const first = await mintSetupLink(ctx.db);
    const second = await mintSetupLink(ctx.db);
    expect((await client.get(`/api/v1/public/setup/${first}`)).statusCode).toBe(404);
    expect((await client.get(`/api/v1/public/setup/${second}`)).statusCode).toBe(200);
    expect((await client.get('/api/v1/public/setup/not-a-token')).statusCode).toBe(400);
  });

  it('refuses a form with missing or wrong fields, field by field, and sets nothing up', async () => {
    const token = await mintSetupLink(ctx.db);
    const client = ctx.client();
    const wrong = await client.post(
      `/api/v1/public/setup/${token}`,
      body({
        organisation: { tradingName: ' ', country: 'US', timezone: 'Europe/London', brandColour: 'teal' },
        admin: { email: 'not an email', password: 'short', passwordConfirm: 'other' },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    const details = errorsOf(wrong).map((error) => error.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        'Enter the trading name',
        'Choose the country',
        'Choose the time zone',
        'Enter a colour as #RRGGBB',
      ]),
    );
    expect(await ctx.db.select().from(organisation)).toEqual([]);
    expect(await ctx.db.select().from(users)).toEqual([]);
  });

  it('sets up the organisation and the first super admin, signs them in, and is refused for good after', async () => {
    const token = await mintSetupLink(ctx.db);
    const client = ctx.client();
    const status = await client.get(`/api/v1/public/setup/${token}`);
    expect(status.json()).toMatchObject({
      data: { attributes: { defaults: { tradingName: 'Hearth', country: 'AU', currency: 'AUD' } } },
    });

    // Two tabs at once: one sets Hearth up, the other is told it is done.
    const tabs = [client, ctx.client()];
    const answers = await Promise.all(tabs.map((tab) => tab.post(`/api/v1/public/setup/${token}`, body())));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => [404, 409].includes(answer.statusCode))).toHaveLength(1);
    const signedIn = tabs[answers.findIndex((answer) => answer.statusCode === 201)]!;

    const me = await signedIn.get('/api/v3/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { attributes: { email: 'ava@example.com', firstName: 'Ava' } } });
    const [admin] = await ctx.db.select().from(users);
    const roles = await ctx.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, admin!.id));
    expect(roles.map((r) => r.role).sort()).toEqual(['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']);
    // An admin's pages: the property list answers (empty, as the database is).
    expect((await signedIn.get('/api/v3/search')).statusCode).toBe(200);
    expect(await ctx.db.select().from(organisation)).toMatchObject([
      { tradingName: 'Coastal Homes', country: 'AU', currency: 'AUD', timezone: 'Australia/Brisbane' },
    ]);
    expect(await ctx.db.select().from(companies).where(eq(companies.partnerType, 'Hearth'))).toHaveLength(1);
    // The trading name is the product's name from now on.
    expect((await signedIn.get('/api/v1/public/config')).json()).toMatchObject({
      data: { productName: 'Coastal Homes' },
    });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'organisation.setup'));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0]?.after)).not.toContain('correct-horse');

    for (const response of [
      await ctx.client().get(`/api/v1/public/setup/${token}`),
      await ctx.client().post(`/api/v1/public/setup/${token}`, body()),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorsOf(response)[0]?.detail).toBe('Hearth is set up already: sign in instead.');
    }
    expect(await mintSetupLink(ctx.db)).toBeNull();
    expect((await ctx.db.select().from(setupLinks)).filter((link) => link.usedAt !== null)).toHaveLength(1);
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });
});
