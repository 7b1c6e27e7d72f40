import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyEvent, TTaskDetailResponse } from '@hearth/domain';
import type { RemoteTask, TaskService } from '../adapters/breezeway';
import {
  auditLog,
  bookings,
  breezewayProperties,
  icalFeeds,
  propertyEvents,
  propertyTasks,
  sessions,
  users,
} from '../db/schema';
import { demoAccount } from '../seed/demo-accounts';
import { demoUserId } from '../seed/seed';
import { expireHolds } from '../modules/events/expire-holds';
import { syncBreezewayTasks } from '../modules/tasks/sync-breezeway-tasks';
import { finishedImport } from '../test/ical-import';
import { createBooking, createHold, createProperty, createRates, uniqueTag } from '../test/factories';
import { auditedChange } from './audit';
import {
  createTestContext,
  errorsOf,
  latestMailTo,
  tokenFromMail,
  type TestClient,
  type TestContext,
} from '../test/harness';

/**
 * Issue 10 item 8: a change and its audit entry commit together or not at all, for every writer. A test-only
 * trigger refuses the audit entry of one action; the change must then not be saved and the caller gets an error
 * (never a change without its entry). Without the refusal the same change leaves exactly one entry.
 */
let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  await ctx.db.execute(sql`create table test_refused_audit (action text primary key)`);
  await ctx.db.execute(sql`
    create function test_refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_refused_audit r where r.action = new.action) then
        raise exception 'test: audit entry % refused', new.action;
      end if;
      return new;
    end $$`);
  await ctx.db.execute(sql`
    create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()`);
});
afterAll(async () => {
  await ctx.close();
});

/** Runs `write` while the audit log refuses entries of `action`. */
const refusing = async <T>(action: string, write: () => Promise<T>): Promise<T> => {
  await ctx.db.execute(sql`insert into test_refused_audit (action) values (${action})`);
  try {
    return await write();
  } finally {
    await ctx.db.execute(sql`delete from test_refused_audit where action = ${action}`);
  }
};

const entries = (action: string, entityId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

const expectServerError = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(500);
  expect(errorsOf(response as Parameters<typeof errorsOf>[0])[0]?.code).toBe('SERVER_ERROR');
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('events: create, change, delete', () => {
  const eventBody = (attributes: Record<string, unknown>) => ({
    data: { type: 'property-event', attributes: { status: 'blocking', ...attributes } },
  });
  let propertyId: string;
  beforeAll(async () => {
    propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Audit` });
  });
  const eventsNamed = (name: string) =>
    ctx.db
      .select()
      .from(propertyEvents)
      .where(and(eq(propertyEvents.propertyId, propertyId), eq(propertyEvents.name, name)));

  it('a create whose entry fails is not saved, and its nights stay free', async () => {
    const refused = await refusing('property-event.create', () =>
      admin.post(
        `/api/v3/properties/${propertyId}/events`,
        eventBody({ name: 'Refused', start: day(40), end: day(42) }),
      ),
    );
    expectServerError(refused);
    expect(await eventsNamed('Refused')).toEqual([]);

    const created = await admin.post(
      `/api/v3/properties/${propertyId}/events`,
      eventBody({ name: 'Saved', start: day(40), end: day(42) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = (created.json() as { data: TPropertyEvent }).data;
    const [entry, ...more] = await entries('property-event.create', id);
    expect(more).toEqual([]);
    expect(entry?.after).toMatchObject({ name: 'Saved', startDate: day(40) });
  });

  it('a clash still answers 409 naming what holds the nights, and leaves no entry', async () => {
    const clash = await admin.post(
      `/api/v3/properties/${propertyId}/events`,
      eventBody({ name: 'Clash', start: day(41), end: day(41) }),
    );
    expect(clash.statusCode, clash.body).toBe(409);
    expect(errorsOf(clash)[0]?.detail).toContain("the event 'Saved'");
    expect(await eventsNamed('Clash')).toEqual([]);
  });

  it('a change or a delete whose entry fails leaves the event as it was', async () => {
    const created = await admin.post(
      `/api/v3/properties/${propertyId}/events`,
      eventBody({ name: 'Before', start: day(50), end: day(51) }),
    );
    const { id } = (created.json() as { data: TPropertyEvent }).data;

    const patch = () => admin.patch(`/api/v3/property-events/${id}`, eventBody({ name: 'After', end: day(53) }));
    expectServerError(await refusing('property-event.update', patch));
    const unchanged = (await admin.get(`/api/v3/property-events/${id}`)).json() as { data: TPropertyEvent };
    expect(unchanged.data.attributes).toMatchObject({ name: 'Before', end: day(51) });
    expect(await entries('property-event.update', id)).toEqual([]);

    expect((await patch()).statusCode).toBe(200);
    const [updated, ...moreUpdates] = await entries('property-event.update', id);
    expect(moreUpdates).toEqual([]);
    expect(updated?.before).toMatchObject({ name: 'Before' });
    expect(updated?.after).toMatchObject({ name: 'After' });

    const remove = () => admin.request({ method: 'DELETE', url: `/api/v3/property-events/${id}` });
    expectServerError(await refusing('property-event.delete', remove));
    expect((await admin.get(`/api/v3/property-events/${id}`)).statusCode).toBe(200);

    expect((await remove()).statusCode).toBe(204);
    expect((await admin.get(`/api/v3/property-events/${id}`)).statusCode).toBe(404);
    const [deleted, ...moreDeletes] = await entries('property-event.delete', id);
    expect(moreDeletes).toEqual([]);
    expect(deleted?.before).toMatchObject({ id, name: 'After' });
  });

  it('the hold sweep expires no hold whose entry fails', async () => {
    await createHold(ctx.db, {
      propertyId,
      start: day(60),
      end: day(62),
      expiresAt: new Date(Date.now() - 60_000),
    });
    const [hold] = await ctx.db
      .select()
      .from(propertyEvents)
      .where(and(eq(propertyEvents.propertyId, propertyId), eq(propertyEvents.startDate, day(60))));
    if (!hold) throw new Error('no hold');

    await expect(
      refusing('property-event.expire', () => expireHolds({ db: ctx.db, now: new Date() })),
    ).rejects.toThrow();
    const [still] = await ctx.db.select().from(propertyEvents).where(eq(propertyEvents.id, hold.id));
    expect(still?.expiredAt).toBeNull();

    expect(await expireHolds({ db: ctx.db, now: new Date() })).toBeGreaterThanOrEqual(1);
    const [expired] = await ctx.db.select().from(propertyEvents).where(eq(propertyEvents.id, hold.id));
    expect(expired?.expiredAt).not.toBeNull();
    const [entry, ...more] = await entries('property-event.expire', hold.id);
    expect(more).toEqual([]);
    expect(entry?.before).toEqual({ expiredAt: null });
  });
});

describe('users: settings', () => {
  it('a settings change whose entry fails is not saved', async () => {
    const client = await ctx.signedIn('creator');
    const id = demoUserId('creator');
    const change = () => client.patch('/api/v3/users/me', { firstName: 'Renamed', lastName: 'Creator' });
    expectServerError(await refusing('users.update-settings', change));
    const [row] = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id));
    expect(row?.firstName).toBe('Casey');

    expect((await change()).statusCode).toBe(200);
    const [entry, ...more] = await entries('users.update-settings', id);
    expect(more).toEqual([]);
    expect(entry?.before).toMatchObject({ firstName: 'Casey' });
    expect(entry?.after).toMatchObject({ firstName: 'Renamed' });
  });
});

describe('auth: sign-in, sign-out, new password', () => {
  it('a sign-in whose entry fails starts no session', async () => {
    const account = demoAccount('marketing');
    const id = demoUserId('marketing');
    const sessionsOf = async () =>
      (await ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, id)))[0]?.n;
    const before = await sessionsOf();
    const client = ctx.client();
    expectServerError(await refusing('auth.sign-in', () => client.signIn(account.email)));
    expect(await sessionsOf()).toBe(before);
    expect((await client.get('/api/v3/ping')).statusCode).toBe(401);
    const [user] = await ctx.db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, id));
    expect(user?.lastLoginAt).toBeNull();

    expect((await client.signIn(account.email)).statusCode).toBe(200);
    expect(await entries('auth.sign-in', id)).toHaveLength(1);
  });

  it('a sign-out whose entry fails keeps the session', async () => {
    const client = await ctx.signedIn('channels');
    const id = demoUserId('channels');
    const signOuts = async () =>
      (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign-out'))).filter(
        (e) => e.actorUserId === id,
      );
    expectServerError(await refusing('auth.sign-out', () => client.get('/api/v1/public/logout/')));
    expect((await client.get('/api/v3/ping')).statusCode).toBe(200);

    expect((await client.get('/api/v1/public/logout/')).statusCode).toBe(204);
    expect((await client.get('/api/v3/ping')).statusCode).toBe(401);
    expect(await signOuts()).toHaveLength(1);
  });

  it('a new password whose entry fails is not set, and the link still works', async () => {
    const account = demoAccount('finance');
    const id = demoUserId('finance');
    expect((await ctx.client().get(`/api/v1/public/forgot/${encodeURIComponent(account.email)}/`)).statusCode).toBe(
      200,
    );
    const { token } = tokenFromMail(await latestMailTo(ctx.db, account.email));
    const password = 'Pelicans-over-Maroochy-7';
    const change = () => ctx.client().post(`/api/v1/public/change/${token}/`, { password, passwordConfirm: password });

    expectServerError(await refusing('auth.password-change', change));
    expect((await ctx.client().signIn(account.email)).statusCode).toBe(200);
    expect((await ctx.client().get(`/api/v1/public/verify/${token}/`)).statusCode).toBe(200);

    expect((await change()).statusCode).toBe(200);
    expect((await ctx.client().signIn(account.email, password)).statusCode).toBe(200);
    expect(await entries('auth.password-change', id)).toHaveLength(1);
  });
});

describe('tasks: local changes and the Breezeway sync', () => {
  const taskBody = (attributes: Record<string, unknown>) => ({ data: { type: 'property-task', attributes } });

  it('a task create or change whose entry fails is not saved', async () => {
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Tasks` });
    const tasksNamed = (name: string) =>
      ctx.db
        .select()
        .from(propertyTasks)
        .where(and(eq(propertyTasks.propertyId, propertyId), eq(propertyTasks.name, name)));
    const create = (name: string) =>
      admin.post('/api/v3/property-tasks', taskBody({ propertyId, name, scheduledDate: day(3) }));

    expectServerError(await refusing('property-task.create', () => create('Refused clean')));
    expect(await tasksNamed('Refused clean')).toEqual([]);

    const created = await create('Clean');
    expect(created.statusCode, created.body).toBe(201);
    const { id } = (created.json() as TTaskDetailResponse).data;
    expect(await entries('property-task.create', id)).toHaveLength(1);

    const rename = () => admin.patch(`/api/v3/property-tasks/${id}`, taskBody({ name: 'Deep clean' }));
    expectServerError(await refusing('property-task.update', rename));
    expect(await tasksNamed('Clean')).toHaveLength(1);
    expect((await rename()).statusCode).toBe(200);
    const [entry, ...more] = await entries('property-task.update', id);
    expect(more).toEqual([]);
    expect(entry?.before).toMatchObject({ name: 'Clean' });
    expect(entry?.after).toMatchObject({ name: 'Deep clean' });
  });

  it('a completion, reopening or cancellation whose entry fails changes nothing', async () => {
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Task status` });
    const created = await admin.post(
      '/api/v3/property-tasks',
      taskBody({ propertyId, name: 'Fix tap', scheduledDate: day(3) }),
    );
    const { id } = (created.json() as TTaskDetailResponse).data;
    const statusOf = async () =>
      (await ctx.db.select().from(propertyTasks).where(eq(propertyTasks.id, id)))[0]?.displayStatus;
    const act =
      (action: string, body: unknown = {}) =>
      () =>
        admin.post(`/api/v3/property-tasks/${id}/${action}`, body);
    expectServerError(await refusing('property-task.complete', act('complete')));
    expect(await statusOf()).toBe('unassigned');
    expect((await act('complete')()).statusCode).toBe(200);
    expectServerError(await refusing('property-task.reopen', act('reopen')));
    expect(await statusOf()).toBe('finished');
    expect((await act('reopen')()).statusCode).toBe(200);
    expectServerError(await refusing('property-task.cancel', act('cancel', { reason: 'Not needed' })));
    expect(await statusOf()).toBe('unassigned');
    expect((await act('cancel', { reason: 'Not needed' })()).statusCode).toBe(200);
    for (const action of ['property-task.complete', 'property-task.reopen', 'property-task.cancel']) {
      expect(await entries(action, id), action).toHaveLength(1);
    }
  });

  it('a stay whose checkout clean entry fails is not booked, and its cancellation not made', async () => {
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Cleaned stay`, maxGuests: 4 });
    await createRates(ctx.db, { propertyId, from: day(0), to: day(60), priceCents: 20_000 });
    const book = () =>
      admin.request({
        method: 'POST',
        url: '/api/v3/bookings',
        headers: { 'Idempotency-Key': randomUUID() },
        body: {
          propertyId,
          checkIn: day(10),
          checkOut: day(12),
          adults: 2,
          guest: { fullName: 'Ava Nguyen', email: 'ava@example.com' },
        },
      });
    const stays = () => ctx.db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
    expectServerError(await refusing('property-task.create', book));
    expect(await stays()).toEqual([]);
    const booked = await book();
    expect(booked.statusCode, booked.body).toBe(201);
    const [stay] = await stays();
    const cancel = () => admin.post(`/api/v3/bookings/${stay!.id}/cancel`, { expectedFee: 0 });
    expectServerError(await refusing('property-task.cancel', cancel));
    expect((await stays())[0]?.status).toBe('BOOKED');
    const [clean] = await ctx.db.select().from(propertyTasks).where(eq(propertyTasks.bookingId, stay!.id));
    expect(clean?.displayStatus).toBe('unassigned');
  });

  it('a home whose sync entry fails keeps none of the synced tasks and is named as failed', async () => {
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Breezeway` });
    const homeId = `audit-${propertyId.slice(0, 8)}`;
    await ctx.db.insert(breezewayProperties).values({ propertyId, breezewayPropertyId: homeId });
    const task: RemoteTask = {
      id: `${homeId}-1`,
      homeId,
      name: 'Turnover clean',
      description: null,
      department: 'cleaning',
      priority: 'normal',
      status: { code: 'not_started', stage: 'new' },
      scheduledDate: day(2),
      scheduledTime: null,
      startedAt: null,
      finishedAt: null,
      isPaused: false,
      reportUrl: null,
      tags: [],
      assignees: [],
      reporterType: null,
      location: null,
      repairDuringStay: false,
      totalTimeSeconds: null,
      createdAt: null,
      createdBy: null,
      updatedAt: null,
      externalUrl: null,
      photos: [],
    };
    const client: TaskService = {
      listTasks: async (options) => (options.homeId === homeId ? [task] : []),
      listTaskComments: async () => [],
    };
    const synced = () => ctx.db.select().from(propertyTasks).where(eq(propertyTasks.propertyId, propertyId));

    const refused = await refusing('property-task.sync', () =>
      syncBreezewayTasks({ db: ctx.db, client, now: new Date() }),
    );
    expect(refused.failedHomes).toContain(homeId);
    expect(await synced()).toEqual([]);

    const result = await syncBreezewayTasks({ db: ctx.db, client, now: new Date() });
    expect(result.failedHomes).not.toContain(homeId);
    expect(await synced()).toHaveLength(1);
    const [entry, ...more] = await entries('property-task.sync', propertyId);
    expect(more).toEqual([]);
    expect(entry?.after).toMatchObject({ homeId, created: 1 });
  });
});

describe('iCal: feeds, imports, the export link', () => {
  const icsDay = (offset: number) => day(offset).replace(/-/g, '');
  const calendar = (...events: [uid: string, start: number, end: number][]) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Channel//Test//EN',
      ...events.flatMap(([uid, start, end]) => [
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART;VALUE=DATE:${icsDay(start)}`,
        `DTEND;VALUE=DATE:${icsDay(end)}`,
        'SUMMARY:Reserved',
        'END:VEVENT',
      ]),
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  const upload = (feedId: string, text: string) =>
    admin.request({
      method: 'POST',
      url: `/api/v3/ical-feeds/${feedId}/upload`,
      rawBody: text,
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
    });
  const feedsOf = (propertyId: string) => ctx.db.select().from(icalFeeds).where(eq(icalFeeds.propertyId, propertyId));
  const importedEvents = (feedId: string) =>
    ctx.db.select().from(propertyEvents).where(eq(propertyEvents.icalFeedId, feedId));

  it('a feed create, import or delete whose entry fails changes nothing', async () => {
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} iCal` });
    const create = () =>
      admin.post(`/api/v3/properties/${propertyId}/ical-feeds`, {
        data: { type: 'ical-feed', attributes: { name: 'Airbnb' } },
      });
    expectServerError(await refusing('ical-feed.create', create));
    expect(await feedsOf(propertyId)).toEqual([]);
    const created = await create();
    expect(created.statusCode, created.body).toBe(201);
    const feedId = (created.json() as { data: { id: string } }).data.id;
    expect(await entries('ical-feed.create', feedId)).toHaveLength(1);

    // A booking over days 20-22: the import skips the event on it and keeps the others. An import writes in slices,
    // each with its entry: a slice whose entry fails writes nothing, and the import ends failed.
    await createBooking(ctx.db, { propertyId, checkIn: day(20), checkOut: day(22) });
    const text = calendar(['a@audit', 10, 12], ['b@audit', 14, 15], ['clash@audit', 21, 23]);
    const refused = await refusing('ical-feed.import-slice', async () =>
      finishedImport(admin, await upload(feedId, text)),
    );
    expect(refused).toMatchObject({ state: 'finished', outcome: 'failed' });
    expect(await importedEvents(feedId)).toEqual([]);
    expect((await feedsOf(propertyId))[0]?.lastSyncedAt).toBeNull();

    const imported = await finishedImport(admin, await upload(feedId, text));
    expect(imported.counts).toMatchObject({ created: 2, skipped: 1 });
    expect(await importedEvents(feedId)).toHaveLength(2);
    const [entry, ...more] = await entries('ical-feed.import', feedId);
    expect(more).toEqual([]);
    expect(entry?.after).toMatchObject({ counts: { created: 2, skipped: 1 } });
    const [slice] = await entries('ical-feed.import-slice', feedId);
    expect(slice?.after).toMatchObject({ changes: [{ uid: 'a@audit' }, { uid: 'b@audit' }] });

    const remove = () => admin.request({ method: 'DELETE', url: `/api/v3/ical-feeds/${feedId}` });
    expectServerError(await refusing('ical-feed.delete', remove));
    expect(await feedsOf(propertyId)).toHaveLength(1);
    expect(await importedEvents(feedId)).toHaveLength(2);
    expect((await remove()).statusCode).toBe(204);
    expect(await feedsOf(propertyId)).toEqual([]);
    expect(await importedEvents(feedId)).toEqual([]);
    expect(await entries('ical-feed.delete', feedId)).toHaveLength(1);
  });

  it('a link rotation whose entry fails keeps the old link', async () => {
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Export` });
    const rotate = () => admin.post(`/api/v3/properties/${propertyId}/ical-export/rotate`);
    const first = await rotate();
    expect(first.statusCode, first.body).toBe(200);
    const url = (first.json() as { data: { attributes: { url: string } } }).data.attributes.url;
    const path = new URL(url).pathname;
    expect((await ctx.client().get(path)).statusCode).toBe(200);

    expectServerError(await refusing('ical-export.rotate', rotate));
    expect((await ctx.client().get(path)).statusCode).toBe(200);
    expect(await entries('ical-export.rotate', propertyId)).toHaveLength(1);

    expect((await rotate()).statusCode).toBe(200);
    expect((await ctx.client().get(path)).statusCode).toBe(404);
    expect(await entries('ical-export.rotate', propertyId)).toHaveLength(2);
  });
});

describe('a change PostgreSQL rolls back for a deadlock or a serialization failure (issue 29 C)', () => {
  const rolledBack = (code: string) => Object.assign(new Error(`test: ${code}`), { code });

  it('is run again, whole, and its change and entry are written once', async () => {
    const entity = `retry-${uniqueTag()}`;
    let attempts = 0;
    const result = await auditedChange(ctx.db, async (tx) => {
      attempts += 1;
      await tx.insert(auditLog).values({ action: 'test.attempt', entity, actorUserId: null });
      if (attempts === 1) throw rolledBack('40P01');
      if (attempts === 2) throw rolledBack('40001');
      return {
        result: 'done',
        audit: { actor: { userId: null, impersonatorUserId: null }, action: 'test.retry', entity, entityId: null },
      };
    });
    expect(result).toBe('done');
    expect(attempts).toBe(3);
    // What the rolled-back attempts wrote is gone.
    const rows = await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, entity));
    expect(rows.map((r) => r.action).sort()).toEqual(['test.attempt', 'test.retry']);
  });

  it('gives up after a few tries, and never retries any other error', async () => {
    let attempts = 0;
    await expect(
      auditedChange(ctx.db, async () => {
        attempts += 1;
        throw rolledBack('40P01');
      }),
    ).rejects.toThrow('40P01');
    expect(attempts).toBe(4);
    attempts = 0;
    await expect(
      auditedChange(ctx.db, async () => {
        attempts += 1;
        throw rolledBack('23505');
      }),
    ).rejects.toThrow('23505');
    expect(attempts).toBe(1);
  });
});
