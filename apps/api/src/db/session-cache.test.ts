/**
 * What every signed-in call reads is kept in each process's memory (db/session-cache.ts), on PGlite and on PostgreSQL.
 * The very next call after a write must see it, whichever code path or raw SQL made the write, in the process that
 * wrote and, on PostgreSQL, in every other process once the notification has reached it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { companies, properties, propertyOwners } from './schema';
import { homeKey, sessionCacheOf, sessionKey, viewKey } from './session-cache';
import { SESSION_COOKIE } from '../lib/cookies';
import { sha256 } from '../lib/crypto';
import { loadSessionUser } from '../lib/session';
import { demoCompanyId, demoUserId } from '../seed/seed';
import { createTestContext, TestClient, type TestContext } from '../test/harness';

/** Polls `done` (a wait for a notification or a connection, not a timing assertion): at most 5 s. */
const until = async (what: string, done: () => boolean) => {
  for (let i = 0; i < 500; i += 1) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${what} did not happen within 5 s`);
};

/** PostgreSQL's listener connects on first use; until it listens nothing is kept and the tests would prove nothing. */
const untilListening = async (db: Db) => {
  sessionCacheOf(db);
  await until('the session cache listening', () => sessionCacheOf(db) !== undefined);
};

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  await untilListening(ctx.db);
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

const sessionHashOf = (client: TestClient) => sha256(client.cookies.get(SESSION_COOKIE)!);

/** One of the demo owner's homes (each test that takes one away leaves the others). */
const aHomeOfTheOwner = async () => {
  const [home] = await ctx.db
    .select({ propertyId: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(eq(propertyOwners.userId, demoUserId('owner')))
    .limit(1);
  if (!home) throw new Error('the demo owner has no home left');
  return home;
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
    const home = await aHomeOfTheOwner();
    await ctx.db.execute(sql`delete from property_owners where property_id = ${home.propertyId}
      and user_id = ${demoUserId('owner')}`);
    const after = (await owner.get('/api/v3/ping')).json();
    expect(after.included[0].attributes.propertyStatus.count).toBe(before - 1);
  });

  it('an owner who loses a home gets 404 for its calendar on the very next call', async () => {
    const owner = await ctx.signedIn('owner');
    const home = await aHomeOfTheOwner();
    const bookings = `/api/v3/properties/${home.propertyId}/bookings?from=2026-01-01&to=2026-12-31`;
    expect((await owner.get(bookings)).statusCode).toBe(200);
    expect((await owner.get(bookings)).statusCode).toBe(200);
    await ctx.db.execute(sql`delete from property_owners where property_id = ${home.propertyId}
      and user_id = ${demoUserId('owner')}`);
    expect((await owner.get(bookings)).statusCode).toBe(404);
  });

  it("a home's currency changed by raw SQL shows in its rates on the very next call", async () => {
    const staff = await ctx.signedIn('staff');
    const [home] = await ctx.db.select({ id: properties.id, currency: properties.currency }).from(properties).limit(1);
    const rates = `/api/v3/properties/${home!.id}/rates?from=2026-01-01&to=2026-01-31`;
    expect((await staff.get(rates)).json().meta.currency).toBe(home!.currency);
    expect((await staff.get(rates)).json().meta.currency).toBe(home!.currency);
    const other = home!.currency === 'NZD' ? 'AUD' : 'NZD';
    await ctx.db.execute(sql`update properties set currency = ${other} where id = ${home!.id}`);
    expect((await staff.get(rates)).json().meta.currency).toBe(other);
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

describe('across processes: a write in one is seen on the very next call in another', () => {
  let other: Awaited<ReturnType<TestContext['secondApp']>>;
  beforeAll(async () => {
    other = await ctx.secondApp();
    await untilListening(other.db);
  });
  afterAll(async () => {
    await other.close();
  });

  /** The same browser's cookies sent to the other process (behind a load balancer, its next call may land there). */
  const onOther = (client: TestClient) => {
    const copy = new TestClient(other.app);
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    return copy;
  };

  /** Reads twice through the other process and checks it now keeps what `key` names: the write must drop it. */
  const keptByOther = async (client: TestClient, key: string) => {
    const body = await pingTwice(client);
    expect(sessionCacheOf(other.db)?.get(key)).toBeDefined();
    return body;
  };

  /** The notification reaching the other process: what it kept under `key` is gone. */
  const untilDropped = (key: string) =>
    until(`the other process dropping ${key}`, () => sessionCacheOf(other.db)?.get(key) === undefined);

  it('a session signed out in one process answers 401 in the other', async () => {
    const owner = await ctx.signedIn('owner');
    const elsewhere = onOther(owner);
    const key = sessionKey(sessionHashOf(owner));
    await keptByOther(elsewhere, key);
    expect((await owner.get('/api/v1/public/logout/')).statusCode).toBeLessThan(400);
    await untilDropped(key);
    expect((await elsewhere.get('/api/v3/ping')).statusCode).toBe(401);
  });

  it('a user disabled in one process answers 401 in the other', async () => {
    const editor = onOther(await ctx.signedIn('editor'));
    const key = sessionKey(sessionHashOf(editor));
    await keptByOther(editor, key);
    const disabled = await admin.patch(`/api/v3/users/${demoUserId('editor')}`, { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await untilDropped(key);
    expect((await editor.get('/api/v3/ping')).statusCode).toBe(401);
  });

  it('roles changed in one process show in the other', async () => {
    const channels = onOther(await ctx.signedIn('channels'));
    const key = sessionKey(sessionHashOf(channels));
    const before = await keptByOther(channels, key);
    expect(before.included[0].attributes.roles).not.toContain('ROLE_MARKETING');
    const changed = await admin.patch(`/api/v3/users/${demoUserId('channels')}`, {
      roles: [...before.included[0].attributes.roles, 'ROLE_MARKETING'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await untilDropped(key);
    const after = (await channels.get('/api/v3/ping')).json();
    expect(after.included[0].attributes.roles).toContain('ROLE_MARKETING');
  });

  it('a home taken from an owner in one process is out of their reach in the other', async () => {
    const owner = onOther(await ctx.signedIn('owner'));
    const home = await aHomeOfTheOwner();
    const bookings = `/api/v3/properties/${home.propertyId}/bookings?from=2026-01-01&to=2026-12-31`;
    expect((await owner.get(bookings)).statusCode).toBe(200);
    const key = homeKey('own', demoUserId('owner'), home.propertyId);
    expect(sessionCacheOf(other.db)?.get(key)).toBeDefined();
    await ctx.db.execute(sql`delete from property_owners where property_id = ${home.propertyId}
      and user_id = ${demoUserId('owner')}`);
    await untilDropped(key);
    expect((await owner.get(bookings)).statusCode).toBe(404);
  });

  it('a home removed by raw SQL, from a session that set nothing, shows one fewer in every process', async () => {
    const owner = onOther(await ctx.signedIn('owner'));
    const key = viewKey(demoUserId('owner'));
    const before = (await keptByOther(owner, key)).included[0].attributes.propertyStatus.count as number;
    const home = await aHomeOfTheOwner();
    // As psql would: the app's connections ask for notifications, this session clears the setting first.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local hearth.embedded_cache = ''`);
      await tx.execute(sql`delete from property_owners where property_id = ${home.propertyId}
        and user_id = ${demoUserId('owner')}`);
    });
    await untilDropped(key);
    const after = (await owner.get('/api/v3/ping')).json();
    expect(after.included[0].attributes.propertyStatus.count).toBe(before - 1);
  });
});
