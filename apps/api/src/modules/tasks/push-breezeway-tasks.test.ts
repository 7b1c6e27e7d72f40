import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn, type TTaskDetailResponse } from '@hearth/domain';
import { auditLog, bookings, breezewayProperties, propertyTaskComments, propertyTasks } from '../../db/schema';
import { createBreezewayClient, type BreezewayClient } from '../../adapters/breezeway';
import { startFakeBreezeway, type FakeBreezeway } from '../../adapters/breezeway/fake-breezeway';
import { followStays } from '../../common/tasks/stay-cleaning';
import { runJobOnce } from '../../lib/jobs';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { breezewayPushJob, pushBreezewayTasks } from './push-breezeway-tasks';
import { syncBreezewayTasks } from './sync-breezeway-tasks';

/*
 * Tasks made in Hearth go to Breezeway (issue 31 item 4, docs/product/tasks.md#breezeway), against a fake Breezeway
 * on a real port: sent after the call that made them, again by the job while Breezeway is down (shown 'not yet sent'
 * meanwhile), and Breezeway's answers come back with the sync.
 */

const CREDENTIALS = { clientId: 'hearth-push-client', clientSecret: 'hearth-push-secret' };
const HOME = 880_001;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

let fake: FakeBreezeway;
let ctx: TestContext;
let admin: TestClient;
let client: BreezewayClient;
let mapped: string;
let unmapped: string;

const create = async (propertyId: string, attributes: Record<string, unknown> = {}) => {
  const response = await admin.post('/api/v3/property-tasks', {
    data: { attributes: { propertyId, name: 'Restock linen', scheduledDate: day(3), ...attributes } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as TTaskDetailResponse).data;
};
const read = async (taskId: string) =>
  (await admin.get(`/api/v3/property-tasks/${taskId}?include=comments`)).json() as TTaskDetailResponse;
const row = async (taskId: string) => {
  const [found] = await ctx.db.select().from(propertyTasks).where(eq(propertyTasks.id, taskId));
  return found!;
};
const remote = async (taskId: string) => fake.task(Number((await row(taskId)).breezewayId));

beforeAll(async () => {
  fake = await startFakeBreezeway(CREDENTIALS);
  ctx = await createTestContext({ config: { breezeway: { ...CREDENTIALS, apiUrl: fake.url } } });
  admin = await ctx.signedIn('admin');
  const tag = uniqueTag();
  mapped = await createProperty(ctx.db, { name: `${tag} Mapped` });
  unmapped = await createProperty(ctx.db, { name: `${tag} Unmapped` });
  // Only this file's home: the demo's mapped homes are not on the fake.
  await ctx.db.delete(breezewayProperties);
  await ctx.db.insert(breezewayProperties).values({ propertyId: mapped, breezewayPropertyId: String(HOME) });
  client = createBreezewayClient({ ...CREDENTIALS, apiUrl: fake.url, ratePerSecond: 50, burst: 10 });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('a task made in Hearth on a home Breezeway syncs', () => {
  it('is created there after the answer, which says it is not yet sent; then it is sent, with its link', async () => {
    const made = await create(mapped, {
      description: 'Two sets for the twin room',
      department: 'cleaning',
      priority: 'high',
      scheduledTime: '09:30',
      assignees: ['Chloe Nguyen'],
    });
    expect(made.attributes).toMatchObject({
      breezewayId: null,
      breezewayPush: { state: 'pending', lastError: null },
    });
    await ctx.app.background.drain();

    const sent = await read(made.id);
    expect(sent.meta).toEqual({ source: 'local', canEdit: true });
    expect(sent.data.attributes.breezewayPush).toEqual({ state: 'sent', lastError: null, lastAttemptAt: null });
    expect(sent.data.attributes.breezewayId).toMatch(/^\d+$/);
    expect(sent.data.attributes.externalUrl).toBe(`https://app.breezeway.io/task/${sent.data.attributes.breezewayId}`);
    expect(await remote(made.id)).toMatchObject({
      home_id: HOME,
      name: 'Restock linen',
      description: 'Two sets for the twin room',
      type_department: 'housekeeping',
      type_priority: 'high',
      scheduled_date: day(3),
      scheduled_time: '09:30',
      assignments: [{ name: 'Chloe Nguyen' }],
      reference_task_id: made.id,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, made.id))
      .orderBy(asc(auditLog.id))
      .offset(1);
    expect(audit).toMatchObject({ action: 'property-task.push', after: { created: true } });
  });

  it('sends its changes, its completion and its comments after it', async () => {
    const made = await create(mapped);
    await ctx.app.background.drain();
    const url = `/api/v3/property-tasks/${made.id}`;
    await admin.patch(url, { data: { attributes: { name: 'Restock linen and towels', scheduledDate: day(4) } } });
    await ctx.app.background.drain();
    expect(await remote(made.id)).toMatchObject({ name: 'Restock linen and towels', scheduled_date: day(4) });

    const comment = await admin.post(`${url}/comments`, { data: { attributes: { comment: 'Towels in the van' } } });
    expect(comment.statusCode).toBe(201);
    expect((await read(made.id)).data.attributes.breezewayPush?.state).toBe('pending');
    await ctx.app.background.drain();
    const breezewayId = Number((await row(made.id)).breezewayId);
    expect(fake.comments(breezewayId).map((c) => [c.comment, c.created_by?.name])).toEqual([
      ['Towels in the van', 'Alex Admin'],
    ]);
    const [stored] = await ctx.db.select().from(propertyTaskComments).where(eq(propertyTaskComments.taskId, made.id));
    expect(stored?.breezewayId).toBe(`comment:${fake.comments(breezewayId)[0]?.id}`);

    expect((await admin.post(`${url}/complete`, {})).statusCode).toBe(200);
    await ctx.app.background.drain();
    expect((await remote(made.id))?.type_task_status).toMatchObject({ code: 'finished' });
    expect((await read(made.id)).data.attributes.breezewayPush?.state).toBe('sent');
  });

  it('stays here while Breezeway is down, not yet sent with the reason, and the job sends it later', async () => {
    fake.failWrites(503);
    const made = await create(mapped, { name: 'Replace shower head' });
    await ctx.app.background.drain();
    const waiting = await read(made.id);
    expect(waiting.data.attributes.breezewayId).toBeNull();
    expect(waiting.data.attributes.breezewayPush).toMatchObject({
      state: 'pending',
      lastError: expect.stringContaining('503'),
      lastAttemptAt: expect.any(String),
    });
    expect((await row(made.id)).pushAttempts).toBe(1);

    // Not yet due again: the job leaves it; once due and still down, it counts one more attempt.
    expect(await pushBreezewayTasks({ db: ctx.db, client, now: minutes(1) })).toEqual({ sent: 0, failed: 0 });
    const job = breezewayPushJob({ ...CREDENTIALS, apiUrl: fake.url });
    expect(job).toMatchObject({ name: 'breezeway-push', everyMs: 60_000 });
    expect(await runJobOnce(job, { db: ctx.db, log: ctx.app.log, now: minutes(11) })).toBe(true);
    expect((await row(made.id)).pushAttempts).toBe(2);

    fake.failWrites(null);
    expect(await pushBreezewayTasks({ db: ctx.db, client, now: minutes(60) })).toMatchObject({ sent: 1, failed: 0 });
    expect(await remote(made.id)).toMatchObject({ name: 'Replace shower head' });
    expect((await read(made.id)).data.attributes.breezewayPush).toEqual({
      state: 'sent',
      lastError: null,
      lastAttemptAt: null,
    });
    expect((await row(made.id)).pushAttempts).toBe(0);
  });

  it("brings Breezeway's answers back with the sync, but never over a change not yet sent", async () => {
    const made = await create(mapped, { name: 'Check pool pump' });
    await ctx.app.background.drain();
    const task = await remote(made.id);
    // A cleaner finishes it on Breezeway and says so.
    Object.assign(task!, {
      type_task_status: { code: 'finished', name: 'Finished', stage: 'finished' },
      finished_at: new Date().toISOString(),
      updated_at: new Date(Date.now() + 1000).toISOString(),
    });
    fake.setComments(task!.id, [{ id: 99_001, comment: 'Pump primed', created_at: new Date().toISOString() }]);
    await syncBreezewayTasks({ db: ctx.db, client, now: new Date() });
    const back = await read(made.id);
    expect(back.data.attributes).toMatchObject({ displayStatus: 'finished', createdBy: { name: 'Alex Admin' } });
    expect(back.meta.canEdit).toBe(true);
    expect((back.included ?? []).map((c) => (c.type === 'task-comment' ? c.attributes.comment : null))).toEqual([
      'Pump primed',
    ]);

    // A change made here while Breezeway is down is kept over Breezeway's older state until it has been sent.
    fake.failWrites(503);
    await admin.post(`/api/v3/property-tasks/${made.id}/reopen`, {});
    await ctx.app.background.drain();
    await syncBreezewayTasks({ db: ctx.db, client, now: new Date(Date.now() + 2000) });
    expect((await row(made.id)).displayStatus).toBe('unassigned');
    fake.failWrites(null);
  });

  it('sends the checkout clean of a stay at a mapped home with the job', async () => {
    const [stay] = await ctx.db
      .insert(bookings)
      .values({
        propertyId: mapped,
        longCode: `PB-${uniqueTag()}`,
        status: 'BOOKED',
        checkIn: day(20),
        checkOut: day(23),
      })
      .returning({ id: bookings.id });
    await ctx.db.transaction((tx) =>
      followStays(tx, { bookingIds: [stay!.id], actor: { userId: null, impersonatorUserId: null }, now: new Date() }),
    );
    const [clean] = await ctx.db.select().from(propertyTasks).where(eq(propertyTasks.bookingId, stay!.id));
    expect((await read(clean!.id)).data.attributes.breezewayPush?.state).toBe('pending');
    expect(await pushBreezewayTasks({ db: ctx.db, client, now: new Date() })).toMatchObject({ sent: 1, failed: 0 });
    expect(await remote(clean!.id)).toMatchObject({ name: 'Checkout clean', scheduled_date: day(23) });
  });
});

describe('a task made in Hearth on a home Breezeway does not sync', () => {
  it('is kept here only: nothing to send, nothing shown about Breezeway', async () => {
    const made = await create(unmapped);
    await ctx.app.background.drain();
    const kept = await read(made.id);
    expect(kept.data.attributes).toMatchObject({ breezewayId: null, breezewayPush: null, externalUrl: null });
    const list = await admin.get(`/api/v3/property-tasks?propertyId=${unmapped}&from=${day(0)}&to=${day(10)}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { meta: unknown }).meta).toEqual({ source: 'local', lastSyncedAt: null, canCreate: true });
  });
});
