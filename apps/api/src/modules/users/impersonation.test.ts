import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { USER_ERROR_CODES, USER_MESSAGES } from '@hearth/domain';
import { auditLog, impersonationLinks, userRoles, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { demoUserId } from '../../seed/seed';
import { uniqueTag } from '../../test/factories';
import {
  createTestContext,
  errorsOf,
  latestMailTo,
  tokenFromMail,
  type TestClient,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
});
afterAll(async () => {
  await ctx.close();
});

const linkFor = async (name: string) => {
  const response = await admin.get(`/api/v3/users/${demoUserId(name)}/impersonate`);
  expect(response.statusCode, response.body).toBe(200);
  const { url, expiresAt } = response.json().data.attributes as { url: string; expiresAt: string };
  return { url, expiresAt, token: url.split('/impersonate/')[1]! };
};

const open = (client: TestClient, token: string) => client.post(`/api/v1/public/impersonate/${token}/?include=user`);

describe('log in as (issue 13 item 2)', () => {
  it('gives an admin a 5-minute link that opens an impersonated session as the owner, once', async () => {
    const { url, expiresAt, token } = await linkFor('owner');
    expect(url).toMatch(/^http.*\/impersonate\/[A-Za-z0-9_-]{43}$/);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    const [stored] = await ctx.db
      .select()
      .from(impersonationLinks)
      .where(eq(impersonationLinks.tokenHash, sha256(token)));
    expect(stored?.userId).toBe(demoUserId('owner'));

    const browser = ctx.client();
    const session = await open(browser, token);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data.attributes.impersonated).toBe(true);
    expect(session.json().included[0].attributes.fullName).toBe('Olivia Owner');
    const ping = (await browser.get('/api/v3/ping?include=user')).json();
    expect(ping.data.attributes.impersonated).toBe(true);

    const again = await open(ctx.client(), token);
    expect(again.statusCode).toBe(401);
    expect(errorsOf(again)[0]).toMatchObject({
      code: USER_ERROR_CODES.impersonate,
      detail: USER_MESSAGES.impersonateLinkInvalid,
    });
  });

  it('refuses an expired link and a made-up one', async () => {
    const { token } = await linkFor('licensee');
    await ctx.db
      .update(impersonationLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(impersonationLinks.tokenHash, sha256(token)));
    expect((await open(ctx.client(), token)).statusCode).toBe(401);
    expect((await open(ctx.client(), 'A'.repeat(43))).statusCode).toBe(401);
    expect((await open(ctx.client(), 'short')).statusCode).toBe(400);
  });

  it('is for admins only, and only for enabled owners and licensees', async () => {
    const staff = await ctx.signedIn('staff');
    expect((await staff.get(`/api/v3/users/${demoUserId('owner')}/impersonate`)).statusCode).toBe(403);
    for (const name of ['staff', 'finance', 'disabled', 'admin']) {
      const response = await admin.get(`/api/v3/users/${demoUserId(name)}/impersonate`);
      expect(response.statusCode, name).toBe(403);
      expect(errorsOf(response)[0]?.code).toBe(USER_ERROR_CODES.impersonate);
    }
  });

  it('cannot impersonate again or change roles, audits changes with both people, and ends at sign-out', async () => {
    const browser = ctx.client();
    await open(browser, (await linkFor('licensee')).token);
    expect((await browser.get(`/api/v3/users/${demoUserId('owner')}/impersonate`)).statusCode).toBe(403);
    expect((await browser.get('/api/v3/roles')).statusCode).toBe(403);

    const changed = await browser.patch('/api/v3/users/me', { firstName: 'Leigh', lastName: 'Licensee' });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, demoUserId('licensee')), eq(auditLog.action, 'users.update-settings')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorUserId: demoUserId('licensee'), impersonatorUserId: demoUserId('admin') });
    const history = (await admin.get(`/api/v3/users/${demoUserId('licensee')}/history`)).json();
    expect(history.data[0].attributes).toMatchObject({
      actor: { fullName: 'Leigh Licensee' },
      impersonator: { fullName: 'Alex Admin' },
    });
    expect(history.data.map((e: { attributes: { action: string } }) => e.attributes.action)).toContain(
      'auth.impersonation-start',
    );

    await browser.get('/api/v1/public/logout/');
    expect((await browser.get('/api/v3/ping')).statusCode).toBe(401);
    // The admin's own session is untouched.
    expect((await admin.get('/api/v3/ping')).json().data.attributes.impersonated).toBe(false);
  });
});

describe('a log-in-as session follows its admin (issue 29 D)', () => {
  /** A signed-in user of our own with one role, to act on without touching the demo's accounts. */
  const newUser = async (role: 'ROLE_ADMIN' | 'ROLE_SUPER_ADMIN') => {
    const tag = uniqueTag();
    const email = `admin.${tag}@example.com`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [row] = await ctx.db
      .insert(users)
      .values({ code: `UA${tag}`, email, firstName: 'Second', lastName: 'Admin', passwordHash })
      .returning({ id: users.id });
    await ctx.db.insert(userRoles).values({ userId: row!.id, role });
    const client = ctx.client();
    await client.signIn(email);
    return { id: row!.id, email, client };
  };
  /** Only a super admin changes an admin. */
  let superAdmin: TestClient;
  beforeAll(async () => {
    superAdmin = (await newUser('ROLE_SUPER_ADMIN')).client;
  });

  /** A second admin, to be disabled, demoted or reset. */
  const newAdmin = async () => {
    const { id, email, client } = await newUser('ROLE_ADMIN');
    const link = async () => {
      const response = await client.get(`/api/v3/users/${demoUserId('owner')}/impersonate`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.attributes.url as string).split('/impersonate/')[1]!;
    };
    const asOwner = async () => {
      const browser = ctx.client();
      expect((await open(browser, await link())).statusCode).toBe(200);
      expect((await browser.get('/api/v3/ping')).statusCode).toBe(200);
      return browser;
    };
    return { id, email, link, asOwner };
  };

  it('ends when the admin is disabled, and their unopened links with it', async () => {
    const second = await newAdmin();
    const session = await second.asOwner();
    const unopened = await second.link();
    const disabled = await superAdmin.patch(`/api/v3/users/${second.id}`, { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await session.get('/api/v3/ping')).statusCode).toBe(401);
    expect((await session.patch('/api/v3/users/me', { firstName: 'Hijack' })).statusCode).toBe(401);
    expect((await open(ctx.client(), unopened)).statusCode).toBe(401);
  });

  it('ends when the admin loses the right to log in as', async () => {
    const second = await newAdmin();
    const session = await second.asOwner();
    const unopened = await second.link();
    const demoted = await superAdmin.patch(`/api/v3/users/${second.id}`, { roles: ['ROLE_STAFF'] });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await session.get('/api/v3/ping')).statusCode).toBe(401);
    expect((await open(ctx.client(), unopened)).statusCode).toBe(401);
  });

  it('ends when the admin sets a new password, and a link minted before it no longer opens', async () => {
    const second = await newAdmin();
    const session = await second.asOwner();
    const before = await second.link();
    expect((await ctx.client().get(`/api/v1/public/forgot/${encodeURIComponent(second.email)}/`)).statusCode).toBe(200);
    const { token } = tokenFromMail(await latestMailTo(ctx.db, second.email));
    const password = 'Sand-dunes-at-Noosa-42';
    const changed = await ctx.client().post(`/api/v1/public/change/${token}/`, { password, passwordConfirm: password });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await session.get('/api/v3/ping')).statusCode).toBe(401);
    expect((await open(ctx.client(), before)).statusCode).toBe(401);
  });
});
