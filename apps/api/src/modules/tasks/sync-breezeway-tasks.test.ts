import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_LINK_LABELS, type TTaskDetailResponse, type TTasksListResponse } from '@hearth/domain';
import {
  auditLog,
  breezewayProperties,
  jobRuns,
  propertyTaskAssignments,
  propertyTaskAttachments,
  propertyTaskComments,
  propertyTasks,
} from '../../db/schema';
import { createBreezewayClient, type BreezewayClient } from '../../adapters/breezeway';
import { startFakeBreezeway, type FakeBreezeway, type FakeTask } from '../../adapters/breezeway/fake-breezeway';
import { runJobOnce } from '../../lib/jobs';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { breezewaySyncJob, syncBreezewayTasks, type SyncCursor } from './sync-breezeway-tasks';

const CREDENTIALS = { clientId: 'hearth-test-client', clientSecret: 'hearth-test-secret' };
const HOME_A = 990_001;
const HOME_B = 990_002;

let fake: FakeBreezeway;
let ctx: TestContext;
let admin: TestClient;
let client: BreezewayClient;
let propertyA: string;
let propertyB: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const bwTask = (fields: Partial<FakeTask> & Pick<FakeTask, 'id' | 'home_id' | 'scheduled_date'>): FakeTask => ({
  name: `Task ${fields.id}`,
  type_department: 'housekeeping',
  type_priority: 'normal',
  type_task_status: { code: 'not_started', name: 'Not started', stage: 'new' },
  assignments: [],
  photos: [],
  created_at: hoursAgo(48),
  updated_at: hoursAgo(24),
  ...fields,
});

const turnoverClean = (overrides: Partial<FakeTask> = {}) =>
  bwTask({
    id: 501,
    home_id: HOME_A,
    scheduled_date: day(2),
    scheduled_time: '10:00:00',
    name: 'Turnover clean',
    description: 'Full clean and linen change',
    type_priority: 'high',
    assignments: [{ assignee_id: 1, name: 'Chloe Nguyen' }],
    created_by: { id: 7, name: 'Hannah Lee' },
    photos: [{ id: 71, url: 'https://photos.breezeway.example/71.jpg' }],
    ...overrides,
  });

const poolInspection = bwTask({
  id: 502,
  home_id: HOME_A,
  scheduled_date: day(-1),
  name: 'Pool inspection',
  type_department: 'inspection',
  type_task_status: { code: 'finished', name: 'Finished', stage: 'finished' },
  started_at: '2026-01-10T01:00:00Z',
  finished_at: '2026-01-10T02:30:00Z',
  total_time: '01:30:00',
  report_url: 'https://app.breezeway.example/report/502',
  assignments: [{ first_name: 'Liam', last_name: 'Walker' }],
});

const leakingTap = bwTask({
  id: 503,
  home_id: HOME_A,
  scheduled_date: day(5),
  name: 'Fix leaking tap',
  type_department: 'maintenance',
  type_priority: 'urgent',
  type_task_status: { code: 'in_progress', name: 'In progress', stage: 'in_progress' },
  started_at: hoursAgo(1),
});

const farAway = bwTask({ id: 504, home_id: HOME_A, scheduled_date: day(400), name: 'Annual service' });

const pausedClean = bwTask({
  id: 601,
  home_id: HOME_B,
  scheduled_date: day(1),
  name: 'Mid-stay clean',
  paused: true,
  type_task_status: { code: 'paused', name: 'Paused', stage: 'in_progress' },
});

const taskRow = async (breezewayId: string) => {
  const [row] = await ctx.db.select().from(propertyTasks).where(eq(propertyTasks.breezewayId, breezewayId));
  if (!row) throw new Error(`no task ${breezewayId}`);
  return row;
};

const commentsOf = async (taskId: string) =>
  ctx.db
    .select()
    .from(propertyTaskComments)
    .where(eq(propertyTaskComments.taskId, taskId))
    .orderBy(asc(propertyTaskComments.commentedAt));

beforeAll(async () => {
  fake = await startFakeBreezeway({
    ...CREDENTIALS,
    // Tokens expire after a few requests, so one sync has to refresh; the third API call is answered 429 once.
    accessTokenUses: 4,
    rateLimitOnRequest: 3,
    retryAfterSeconds: 1,
    maxLimit: 2,
  });
  ctx = await createTestContext({ config: { breezeway: { ...CREDENTIALS, apiUrl: fake.url } } });
  admin = await ctx.signedIn('admin');
  const tag = uniqueTag();
  propertyA = await createProperty(ctx.db, { name: `${tag} Breezeway A` });
  propertyB = await createProperty(ctx.db, { name: `${tag} Breezeway B` });
  // Only this file's homes: the demo's mapped homes are not on the fake.
  await ctx.db.delete(breezewayProperties);
  await ctx.db.insert(breezewayProperties).values([
    { propertyId: propertyA, breezewayPropertyId: String(HOME_A) },
    { propertyId: propertyB, breezewayPropertyId: String(HOME_B) },
  ]);
  fake.setTasks(HOME_A, [turnoverClean(), poolInspection, leakingTap, farAway]);
  fake.setTasks(HOME_B, [pausedClean]);
  fake.setComments(501, [
    { id: 9001, comment: 'Linen bag left at the door', created_at: hoursAgo(5), created_by: { name: 'Chloe Nguyen' } },
    { id: 9002, comment: 'Guest checked out late', created_at: hoursAgo(6), created_by: { name: 'Hannah Lee' } },
  ]);
  fake.setComments(502, [{ id: 9003, comment: 'pH 7.4', created_at: hoursAgo(30) }]);
  client = createBreezewayClient({ ...CREDENTIALS, apiUrl: fake.url, ratePerSecond: 50, burst: 5, pageSize: 2 });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('syncBreezewayTasks with the real client against a fake Breezeway', () => {
  it('pulls tasks, comments and photos of mapped homes, paging, refreshing its token and waiting on 429', async () => {
    const result = await syncBreezewayTasks({ db: ctx.db, client, now: new Date() });
    expect(result).toMatchObject({ homes: 2, created: 4, updated: 0, deleted: 0, comments: 3, failedHomes: [] });

    const clean = await taskRow('501');
    expect(clean).toMatchObject({
      propertyId: propertyA,
      name: 'Turnover clean',
      description: 'Full clean and linen change',
      displayStatus: 'assigned',
      priority: 'high',
      department: 'cleaning',
      scheduledDate: day(2),
      scheduledTime: '10:00',
      createdByName: 'Hannah Lee',
      externalUrl: 'https://app.breezeway.io/task/501',
      deletedAt: null,
    });
    const pool = await taskRow('502');
    expect(pool).toMatchObject({
      displayStatus: 'finished',
      department: 'inspection',
      totalTimeSeconds: 5400,
      reportUrl: 'https://app.breezeway.example/report/502',
      statusCode: 'finished',
    });
    expect((await taskRow('503')).displayStatus).toBe('in_progress');
    expect(await taskRow('601')).toMatchObject({ propertyId: propertyB, displayStatus: 'paused', isPaused: true });
    await expect(taskRow('504')).rejects.toThrow(); // outside the window

    const assignees = await ctx.db
      .select({ name: propertyTaskAssignments.name })
      .from(propertyTaskAssignments)
      .where(eq(propertyTaskAssignments.taskId, pool.id));
    expect(assignees).toEqual([{ name: 'Liam Walker' }]);
    const photos = await ctx.db
      .select()
      .from(propertyTaskAttachments)
      .where(eq(propertyTaskAttachments.taskId, clean.id));
    expect(photos).toMatchObject([{ url: 'https://photos.breezeway.example/71.jpg', blobKey: null }]);
    expect((await commentsOf(clean.id)).map((c) => [c.comment, c.author])).toEqual([
      ['Guest checked out late', 'Hannah Lee'],
      ['Linen bag left at the door', 'Chloe Nguyen'],
    ]);

    // Home A has three tasks in the window and Breezeway serves two a page.
    expect(fake.requests.some((r) => r.path.includes(`home_id=${HOME_A}`) && r.path.includes('page=2'))).toBe(true);
    // The token expired mid-run: Breezeway answered 401 and the client refreshed rather than signing in again.
    expect(fake.counts()).toMatchObject({ authentications: 1, rateLimited: 1 });
    expect(fake.counts().expiredTokens).toBeGreaterThanOrEqual(1);
    expect(fake.counts().refreshes).toBeGreaterThanOrEqual(1);
    expect(client.stats()).toMatchObject({ authentications: 1, rateLimited: 1 });
    expect(client.stats().refreshes).toBe(fake.counts().refreshes);
    // The 429 said Retry-After: 1, so the same request came back no sooner than a second later.
    const limited = fake.requests.findIndex((r) => r.status === 429);
    const retry = fake.requests.slice(limited + 1).find((r) => r.path === fake.requests[limited]?.path);
    expect(retry).toBeDefined();
    expect((retry?.at ?? 0) - (fake.requests[limited]?.at ?? 0)).toBeGreaterThanOrEqual(950);

    const [run] = await ctx.db.select().from(jobRuns).where(eq(jobRuns.name, 'breezeway-sync'));
    const cursor = JSON.parse(run?.cursor ?? '{}') as SyncCursor;
    expect(cursor).toMatchObject({ homes: 2, failedHomes: [], to: day(180) });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property-task.sync'), eq(auditLog.entityId, propertyA)));
    expect(audits).toHaveLength(1);
  });

  it('updates changed tasks, re-reads only their comments, and marks tasks gone from Breezeway deleted', async () => {
    fake.setTasks(HOME_A, [
      turnoverClean({
        type_task_status: { code: 'finished', name: 'Finished', stage: 'finished' },
        finished_at: new Date().toISOString(),
        updated_at: new Date(Date.now() + 1000).toISOString(),
        photos: [],
      }),
      poolInspection,
      farAway,
    ]);
    fake.setComments(501, [
      {
        id: 9001,
        comment: 'Linen bag left at the door',
        created_at: hoursAgo(5),
        created_by: { name: 'Chloe Nguyen' },
      },
      { id: 9004, comment: 'All done, 2 h 10 min', created_at: hoursAgo(0.1), created_by: { name: 'Chloe Nguyen' } },
    ]);
    const before = fake.requests.length;
    const result = await syncBreezewayTasks({ db: ctx.db, client, now: new Date(Date.now() + 2000) });
    expect(result).toMatchObject({ created: 0, updated: 3, deleted: 1, failedHomes: [] });

    const run = fake.requests
      .slice(before)
      .filter((r) => r.status === 200)
      .map((r) => r.path);
    expect(run.filter((p) => p.includes('/comments'))).toEqual(['/public/inventory/v1/task/501/comments']);

    const clean = await taskRow('501');
    expect(clean.displayStatus).toBe('finished');
    expect((await commentsOf(clean.id)).map((c) => c.comment)).toEqual([
      'Linen bag left at the door',
      'All done, 2 h 10 min',
    ]);
    const photos = await ctx.db
      .select()
      .from(propertyTaskAttachments)
      .where(eq(propertyTaskAttachments.taskId, clean.id));
    expect(photos).toEqual([]);
    expect((await commentsOf((await taskRow('502')).id)).map((c) => c.comment)).toEqual(['pH 7.4']);
    expect((await taskRow('503')).deletedAt).not.toBeNull();
    expect((await taskRow('601')).deletedAt).toBeNull();
  });

  it('leaves every row as it was when Breezeway refuses the credentials', async () => {
    const wrong = createBreezewayClient({ ...CREDENTIALS, clientSecret: 'wrong', apiUrl: fake.url, ratePerSecond: 50 });
    const result = await syncBreezewayTasks({ db: ctx.db, client: wrong, now: new Date(Date.now() + 3000) });
    expect(result.failedHomes).toEqual([String(HOME_A), String(HOME_B)]);
    const live = await ctx.db
      .select({ id: propertyTasks.breezewayId })
      .from(propertyTasks)
      .where(and(eq(propertyTasks.propertyId, propertyB), isNotNull(propertyTasks.breezewayId)));
    expect(live).toEqual([{ id: '601' }]);
    expect((await taskRow('601')).deletedAt).toBeNull();
  });
});

describe('the synced tasks through the API', () => {
  it('runs as the scheduled job and says the tasks come from Breezeway, with when they last synced', async () => {
    const job = breezewaySyncJob({ ...CREDENTIALS, apiUrl: fake.url });
    expect(job).toMatchObject({ name: 'breezeway-sync', everyMs: 600_000 });
    expect(await runJobOnce(job, { db: ctx.db, log: ctx.app.log })).toBe(true);
    const [run] = await ctx.db.select().from(jobRuns).where(eq(jobRuns.name, 'breezeway-sync'));
    expect(run).toMatchObject({ lastStatus: 'ok', lastError: null });

    const query = new URLSearchParams({
      externalPlatform: 'breezeway',
      propertyId: propertyA,
      from: day(-7),
      to: day(14),
    });
    const response = await admin.get(`/api/v3/property-tasks?${query.toString()}&include=comments`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TTasksListResponse;
    expect(result.data.map((t) => t.attributes.breezewayId)).toEqual(['502', '501']);
    expect(result.meta.source).toBe('breezeway');
    // Tasks made here on a synced home are sent to Breezeway (push-breezeway-tasks.test.ts).
    expect(result.meta.canCreate).toBe(true);
    expect(result.meta.lastSyncedAt).not.toBeNull();
    expect(result.included?.filter((i) => i.type === 'task-comment')).toHaveLength(3);

    const clean = result.data.find((t) => t.attributes.breezewayId === '501');
    const detail = (
      await admin.get(`/api/v3/property-tasks/${clean?.id ?? ''}?include=attachments,comments,resources`)
    ).json() as TTaskDetailResponse;
    expect(detail.meta).toEqual({ source: 'breezeway', canEdit: false });
    expect(detail.included).toContainEqual(
      expect.objectContaining({
        type: 'task-resource',
        attributes: expect.objectContaining({ name: TASK_LINK_LABELS.view, url: 'https://app.breezeway.io/task/501' }),
      }),
    );
  });

  it("refuses to change Breezeway's own tasks here, on a home Breezeway syncs", async () => {
    const clean = await taskRow('501');
    const patch = await admin.patch(`/api/v3/property-tasks/${clean.id}`, {
      data: { attributes: { priority: 'low' } },
    });
    expect(patch.statusCode).toBe(409);
    expect(errorsOf(patch)[0]?.code).toBe('TASK_SYNCED');
    for (const action of ['complete', 'reopen', 'cancel']) {
      const response = await admin.post(`/api/v3/property-tasks/${clean.id}/${action}`, {});
      expect(response.statusCode, action).toBe(409);
      expect(errorsOf(response)[0]?.code).toBe('TASK_SYNCED');
    }
  });
});
