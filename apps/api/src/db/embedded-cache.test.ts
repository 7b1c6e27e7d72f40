/**
 * On PGlite the session and what ping reads are kept in memory (db/embedded-cache.ts); on PostgreSQL nothing is.
 * On both engines, the very next call after a write must see it, whichever code path or raw SQL made the write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies, propertyOwners } from './schema';
import { SESSION_COOKIE } from '../lib/cookies';
import { sha256 } from '../lib/crypto';
import { loadSessionUser } from '../lib/session';
import { demoCompanyId, demoUserId } from '../seed/seed';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
});
afterAll(async () => {
  await ctx.close();
});

/** A second caller holding the same cookies: what an old tab still sends after the first one signs out. */
const sameCookies = (client: TestClient) => {
  const copy = ctx.client();
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
};

/** Two pings: the first reads the database, the second is what a kept session answers. */
const pingTwice = async (client: TestClient) => {
  expect((await client.get('/api/v3/ping')).statusCode).toBe(200);
  const second = await client.get('/api/v3/ping');
  expect(second.statusCode).toBe(200);
  return second.json();
};

describe('what a signed-in call reads is never older than the last write', () => {
  it('a signed-out session answers 401 on the very next call from another tab', async () => {
    const owner = await ctx.signedIn('owner');
    const oldTab = sameCookies(owner);
    await pingTwice(oldTab);
    expect((await owner.get('/api/v1/public/logout/')).statusCode).toBeLessThan(400);
    expect((await oldTab.get('/api/v3/ping')).statusCode).toBe(401);
  });

  it('a disabled user answers 401 on the very next call', async () => {
    const marketing = await ctx.signedIn('marketing');
    await pingTwice(marketing);
    const disabled = await admin.patch(`/api/v3/users/${demoUserId('marketing')}`, { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await marketing.get('/api/v3/ping')).statusCode).toBe(401);
  });

  it('changed roles show on the very next call', async () => {
    const finance = await ctx.signedIn('finance');
    const before = await pingTwice(finance);
    expect(before.included[0].attributes.roles).not.toContain('ROLE_MARKETING');
    const changed = await admin.patch(`/api/v3/users/${demoUserId('finance')}`, {
      roles: [...before.included[0].attributes.roles, 'ROLE_MARKETING'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await finance.get('/api/v3/ping')).json();
    expect(after.included[0].attributes.roles).toContain('ROLE_MARKETING');
  });

  it('an owner losing a home by raw SQL sees one fewer on the very next call', async () => {
    const owner = await ctx.signedIn('owner');
    const before = (await pingTwice(owner)).included[0].attributes.propertyStatus.count as number;
    const [home] = await ctx.db
      .select({ propertyId: propertyOwners.propertyId })
      .from(propertyOwners)
      .where(eq(propertyOwners.userId, demoUserId('owner')))
      .limit(1);
    await ctx.db.execute(sql`delete from property_owners where property_id = ${home!.propertyId}
      and user_id = ${demoUserId('owner')}`);
    const after = (await owner.get('/api/v3/ping')).json();
    expect(after.included[0].attributes.propertyStatus.count).toBe(before - 1);
  });

  it('a renamed company shows on the very next call', async () => {
    const licensee = await ctx.signedIn('licensee');
    await pingTwice(licensee);
    await ctx.db
      .update(companies)
      .set({ name: 'Renamed Stays' })
      .where(eq(companies.id, demoCompanyId('coastal-stays')));
    const after = (await licensee.get('/api/v3/ping')).json();
    expect(after.included[1].attributes.companyName).toBe('Renamed Stays');
  });

  it('keeps the idle and absolute limits of a session read a moment ago', async () => {
    const staff = await ctx.signedIn('staff');
    await pingTwice(staff);
    const hash = sha256(staff.cookies.get(SESSION_COOKIE)!);
    expect(await loadSessionUser(ctx.db, hash)).not.toBeNull();
    const idle = new Date(Date.now() + 13 * 3_600_000);
    expect(await loadSessionUser(ctx.db, hash, idle)).toBeNull();
    expect((await staff.get('/api/v3/ping')).statusCode).toBe(401);
  });
});
