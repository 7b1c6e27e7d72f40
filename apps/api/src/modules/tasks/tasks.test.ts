import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TASK_LINK_LABELS,
  TASK_MESSAGES,
  type TTaskComment,
  type TTaskDetailResponse,
  type TTasksListResponse,
} from '@hearth/domain';
import {
  auditLog,
  propertyTaskAssignments,
  propertyTaskAttachments,
  propertyTaskComments,
  propertyTasks,
} from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let admin: TestClient;
let staff: TestClient;
let licensee: TestClient;
let owner: TestClient;

/** A day relative to today (UTC), `YYYY-MM-DD`. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type TaskFields = Partial<typeof propertyTasks.$inferInsert> & { propertyId: string; name: string };

/** A task row as the sync or a person would leave it, with its assignees. */
const insertTask = async (fields: TaskFields, assignees: string[] = []): Promise<string> => {
  const [row] = await ctx.db
    .insert(propertyTasks)
    .values({ scheduledDate: day(3), origin: fields.breezewayId ? 'breezeway' : 'hearth', ...fields })
    .returning({ id: propertyTasks.id });
  if (!row) throw new Error('no task');
  if (assignees.length > 0) {
    await ctx.db.insert(propertyTaskAssignments).values(assignees.map((name) => ({ taskId: row.id, name })));
  }
  return row.id;
};

const tasksUrl = (propertyId: string, extra: Record<string, string> = {}) =>
  `/api/v3/property-tasks?${new URLSearchParams({
    externalPlatform: 'breezeway',
    propertyId,
    from: day(-30),
    to: day(30),
    ...extra,
  }).toString()}`;

const list = async (client: TestClient, propertyId: string, extra: Record<string, string> = {}) => {
  const response = await client.get(tasksUrl(propertyId, extra));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TTasksListResponse;
};

const taskBody = (attributes: Record<string, unknown>) => ({ data: { type: 'property-task', attributes } });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  owner = await ctx.signedIn('owner');
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/v3/property-tasks', () => {
  const tag = uniqueTag();
  let propertyId: string;
  let cleanId: string;
  let lateId: string;
  let syncedId: string;
  let photoKey: string;
  beforeAll(async () => {
    propertyId = await createProperty(ctx.db, { name: `${tag} Tasks` });
    cleanId = await insertTask(
      {
        propertyId,
        name: 'Departure clean',
        displayStatus: 'assigned',
        scheduledDate: day(2),
        scheduledTime: '10:00',
        priority: 'high',
        createdByName: 'Sam Staff',
      },
      ['Chloe Nguyen', 'Jack Wilson'],
    );
    lateId = await insertTask(
      { propertyId, name: 'Smoke alarm check', displayStatus: 'assigned', scheduledDate: day(-3) },
      ['Liam Walker'],
    );
    syncedId = await insertTask({
      propertyId,
      name: 'Pool inspection',
      displayStatus: 'finished',
      department: 'inspection',
      scheduledDate: day(-1),
      breezewayId: `${tag}-bw-1`,
      externalUrl: 'https://app.breezeway.io/task/1',
      reportUrl: 'https://app.breezeway.io/report/1',
      startedAt: new Date('2026-01-01T01:00:00Z'),
      finishedAt: new Date('2026-01-01T02:30:00Z'),
      totalTimeSeconds: 5400,
    });
    await insertTask({ propertyId, name: 'Deleted on Breezeway', scheduledDate: day(1), deletedAt: new Date() });
    await insertTask({ propertyId, name: 'Far in the future', scheduledDate: day(90) });
    await ctx.db.insert(propertyTaskComments).values([
      {
        taskId: cleanId,
        comment: 'Linen delivered',
        author: 'Chloe Nguyen',
        commentedAt: new Date(Date.now() - 3600_000),
      },
      {
        taskId: cleanId,
        comment: 'Key in lockbox',
        author: 'Jack Wilson',
        commentedAt: new Date(Date.now() - 7200_000),
      },
      { taskId: syncedId, comment: 'Chlorine topped up', author: 'Ruby Taylor', commentedAt: new Date() },
    ]);
    photoKey = await ctx.app.blob.put({
      prefix: 'task-photo',
      body: Buffer.from('89504e470d0a1a0a', 'hex'),
      contentType: 'image/png',
      filename: 'pool.png',
    });
    await ctx.db.insert(propertyTaskAttachments).values([
      { taskId: syncedId, blobKey: photoKey, contentType: 'image/png' },
      {
        taskId: syncedId,
        url: 'https://photos.breezeway.io/abc.jpg',
        contentType: 'image/jpeg',
        breezewayId: `${tag}-p1`,
      },
    ]);
  });

  it('lists live tasks of the window by day and time, with their comments included oldest first', async () => {
    const result = await list(admin, propertyId, { include: 'comments' });
    expect(result.data.map((t) => t.attributes.name)).toEqual([
      'Smoke alarm check',
      'Pool inspection',
      'Departure clean',
    ]);
    const clean = result.data.find((t) => t.id === cleanId);
    expect(clean?.attributes).toMatchObject({
      displayStatus: 'assigned',
      priority: 'high',
      scheduledTime: '10:00',
      assignments: [{ name: 'Chloe Nguyen' }, { name: 'Jack Wilson' }],
      createdBy: { name: 'Sam Staff' },
      breezewayId: null,
      externalUrl: null,
    });
    expect(result.included?.map((i) => i.type)).toEqual(['task-comment', 'task-comment', 'task-comment']);
    const cleanComments = (result.included ?? []).filter(
      (i): i is TTaskComment => i.type === 'task-comment' && i.attributes.taskId === cleanId,
    );
    expect(cleanComments.map((c) => c.attributes.comment)).toEqual(['Key in lockbox', 'Linen delivered']);
    // Oldest first across the tasks, each with its instant.
    const comments = (result.included ?? []).filter((i): i is TTaskComment => i.type === 'task-comment');
    expect(comments.map((c) => c.attributes.comment)).toEqual([
      'Key in lockbox',
      'Linen delivered',
      'Chlorine topped up',
    ]);
    for (const c of comments) expect(new Date(c.attributes.commentedAt).toISOString()).toBe(c.attributes.commentedAt);
    expect(result.meta).toEqual({ source: 'local', lastSyncedAt: null, canCreate: true });
  });

  it('shows an open task whose day has passed as overdue, and a synced one with its Breezeway link', async () => {
    const result = await list(staff, propertyId);
    expect(result.included).toBeUndefined();
    expect(result.data.find((t) => t.id === lateId)?.attributes.displayStatus).toBe('overdue');
    expect(result.data.find((t) => t.id === syncedId)?.attributes).toMatchObject({
      displayStatus: 'finished',
      externalUrl: 'https://app.breezeway.io/task/1',
      totalTime: 5400,
      department: 'inspection',
    });
  });

  it('includes attachments when asked: our blobs as signed URLs, Breezeway photos as they are', async () => {
    const result = await list(admin, propertyId, { include: 'comments,attachments' });
    const urls = (result.included ?? []).flatMap((i) => (i.type === 'task-attachment' ? [i.attributes.url] : []));
    expect(urls).toHaveLength(2);
    expect(urls).toContain('https://photos.breezeway.io/abc.jpg');
    const signed = urls.find((u) => u.includes(photoKey));
    expect(signed).toMatch(/expires=\d+/);
  });

  it('answers one task with attachments, comments and links', async () => {
    const response = await admin.get(`/api/v3/property-tasks/${syncedId}?include=attachments,comments,resources`);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as TTaskDetailResponse;
    expect(doc.data.attributes.name).toBe('Pool inspection');
    expect(doc.meta).toEqual({ source: 'breezeway', canEdit: false });
    const types = doc.included?.map((i) => i.type);
    expect(types).toEqual(['task-comment', 'task-attachment', 'task-attachment', 'task-resource', 'task-resource']);
    const links = (doc.included ?? []).flatMap((i) => (i.type === 'task-resource' ? [i.attributes] : []));
    expect(links.map((l) => l.name)).toEqual([TASK_LINK_LABELS.view, 'Task report']);
    expect(links[0]?.url).toBe('https://app.breezeway.io/task/1');

    const bare = (await admin.get(`/api/v3/property-tasks/${cleanId}`)).json() as TTaskDetailResponse;
    expect(bare.included).toBeUndefined();
    expect(bare.meta).toEqual({ source: 'local', canEdit: true });
  });

  it('answers 404 for a deleted task and an unknown one', async () => {
    const [deleted] = await ctx.db
      .select({ id: propertyTasks.id })
      .from(propertyTasks)
      .where(and(eq(propertyTasks.propertyId, propertyId), eq(propertyTasks.name, 'Deleted on Breezeway')));
    expect((await admin.get(`/api/v3/property-tasks/${deleted?.id ?? ''}`)).statusCode).toBe(404);
    expect((await admin.get('/api/v3/property-tasks/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses bad parameters with 400 naming the parameter', async () => {
    const bad = async (url: string, parameter: string) => {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(
        errorsOf(response).some((e) => e.source?.parameter?.split('.')[0] === parameter),
        response.body,
      ).toBe(true);
    };
    await bad(tasksUrl('not-a-uuid'), 'propertyId');
    await bad(tasksUrl(propertyId, { from: day(5), to: day(1) }), 'to');
    await bad(tasksUrl(propertyId, { from: '2026-02-30' }), 'from');
    await bad(tasksUrl(propertyId, { include: 'comments,photos' }), 'include');
    await bad(tasksUrl(propertyId, { externalPlatform: 'asana' }), 'externalPlatform');
    await bad('/api/v3/property-tasks/not-a-uuid', 'taskId');
    await bad(`/api/v3/property-tasks/${cleanId}?include=owners`, 'include');
    const missing = await admin.get(`/api/v3/property-tasks?from=${day(0)}&to=${day(1)}`);
    expect(missing.statusCode).toBe(400);
  });
});

describe('who sees tasks', () => {
  const tag = uniqueTag();
  let ownedId: string;
  let ownedTaskId: string;
  let coastalId: string;
  let coastalTaskId: string;
  let hearthId: string;
  let hearthTaskId: string;
  beforeAll(async () => {
    ownedId = await createProperty(ctx.db, { name: `${tag} Owned` }, { owners: [demoUserId('owner')] });
    coastalId = await createProperty(ctx.db, { name: `${tag} Coastal`, companyId: demoCompanyId('coastal-stays') });
    hearthId = await createProperty(ctx.db, { name: `${tag} Hearth`, companyId: demoCompanyId('hearth') });
    ownedTaskId = await insertTask({ propertyId: ownedId, name: 'Owner clean' });
    coastalTaskId = await insertTask({ propertyId: coastalId, name: 'Coastal clean' });
    hearthTaskId = await insertTask({ propertyId: hearthId, name: 'Hearth clean' });
  });

  it('refuses an owner tasks with 403 and a clear message, on their own property and any other alike', async () => {
    const own = await owner.get(tasksUrl(ownedId, { include: 'comments' }));
    expect(own.statusCode).toBe(403);
    expect(errorsOf(own)[0]).toMatchObject({ code: 'TASKS_FORBIDDEN', detail: TASK_MESSAGES.forbidden });
    // The role decides before any id is read, so another's property answers the same: nothing about it leaks.
    for (const url of [
      `/api/v3/property-tasks/${ownedTaskId}`,
      tasksUrl(hearthId),
      `/api/v3/property-tasks/${hearthTaskId}`,
    ]) {
      const response = await owner.get(url);
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)[0]).toMatchObject({ code: 'TASKS_FORBIDDEN' });
    }
  });

  it("shows a licensee their own company's property and answers 404 for another company's", async () => {
    const own = await list(licensee, coastalId);
    expect(own.data.map((t) => t.id)).toEqual([coastalTaskId]);
    expect((await licensee.get(`/api/v3/property-tasks/${coastalTaskId}`)).statusCode).toBe(200);
    expect((await licensee.get(tasksUrl(hearthId))).statusCode).toBe(404);
    expect((await licensee.get(`/api/v3/property-tasks/${hearthTaskId}`)).statusCode).toBe(404);
    const create = await licensee.post(
      '/api/v3/property-tasks',
      taskBody({ propertyId: hearthId, name: 'x', scheduledDate: day(1) }),
    );
    expect(create.statusCode).toBe(404);
  });
});

describe('tasks kept in Hearth (offline mode)', () => {
  const tag = uniqueTag();
  let propertyId: string;
  let syncedId: string;
  beforeAll(async () => {
    propertyId = await createProperty(ctx.db, { name: `${tag} Local`, companyId: demoCompanyId('coastal-stays') });
    syncedId = await insertTask({
      propertyId,
      name: 'Synced clean',
      breezewayId: `${tag}-bw`,
      externalUrl: 'https://app.breezeway.io/task/9',
    });
  });

  const lastAudit = async (entityId: string) => {
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  it('creates a task with assignees (assigned), writes the audit log, and lists it', async () => {
    const response = await licensee.post(
      '/api/v3/property-tasks',
      taskBody({
        propertyId,
        name: 'Mid-stay clean',
        description: 'Fresh towels for 4',
        priority: 'urgent',
        department: 'cleaning',
        scheduledDate: day(4),
        scheduledTime: '11:30',
        assignees: ['Mia Thompson', 'Mia Thompson', 'Noah Brown'],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const doc = response.json() as TTaskDetailResponse;
    expect(doc.data.attributes).toMatchObject({
      name: 'Mid-stay clean',
      displayStatus: 'assigned',
      priority: 'urgent',
      scheduledDate: day(4),
      scheduledTime: '11:30',
      assignments: [{ name: 'Mia Thompson' }, { name: 'Noah Brown' }],
      createdBy: { name: 'Lee Licensee' },
      breezewayId: null,
    });
    expect(doc.meta).toEqual({ source: 'local', canEdit: true });
    const audit = await lastAudit(doc.data.id);
    expect(audit).toMatchObject({ action: 'property-task.create', actorUserId: demoUserId('licensee') });
    const listed = await list(licensee, propertyId);
    expect(listed.data.map((t) => t.id)).toContain(doc.data.id);
  });

  it('validates a new task with the field named', async () => {
    const bad = async (attributes: Record<string, unknown>, pointer: string) => {
      const response = await admin.post('/api/v3/property-tasks', taskBody(attributes));
      expect(response.statusCode, JSON.stringify(attributes)).toBe(400);
      expect(errorsOf(response).map((e) => e.source?.pointer)).toContain(pointer);
      return errorsOf(response);
    };
    const base = { propertyId, name: 'Clean', scheduledDate: day(1) };
    const [blank] = await bad({ ...base, name: '   ' }, '/data/attributes/name');
    expect(blank?.detail).toBe(TASK_MESSAGES.nameRequired);
    await bad({ ...base, name: 'x'.repeat(201) }, '/data/attributes/name');
    await bad({ ...base, scheduledTime: '25:00' }, '/data/attributes/scheduledTime');
    await bad({ ...base, scheduledDate: '2026-13-01' }, '/data/attributes/scheduledDate');
    await bad({ ...base, displayStatus: 'overdue' }, '/data/attributes/displayStatus');
    await bad({ ...base, priority: 'medium' }, '/data/attributes/priority');
    await bad({ ...base, propertyId: 'nope' }, '/data/attributes/propertyId');
    await bad(
      { ...base, assignees: Array.from({ length: 11 }, (_, i) => `Cleaner ${i}`) },
      '/data/attributes/assignees',
    );
    const [order] = await bad(
      { ...base, startedAt: '2026-03-01T10:00:00Z', finishedAt: '2026-03-01T09:00:00Z' },
      '/data/attributes/finishedAt',
    );
    expect(order?.detail).toBe(TASK_MESSAGES.finishBeforeStart);
    // Its total time is kept in seconds: a run of two centuries (the fuzz found it) is refused, not a 500.
    const [tooLong] = await bad(
      { ...base, startedAt: '2020-01-01T00:00:00.000Z', finishedAt: '2200-12-31T23:59:59.999Z' },
      '/data/attributes/finishedAt',
    );
    expect(tooLong?.detail).toBe(TASK_MESSAGES.tooLong);
    const unknown = await admin.post(
      '/api/v3/property-tasks',
      taskBody({ ...base, propertyId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('changes status, priority, schedule, assignees and times, with before and after in the audit log', async () => {
    const created = (
      await staff.post('/api/v3/property-tasks', taskBody({ propertyId, name: 'Gutter clean', scheduledDate: day(6) }))
    ).json() as TTaskDetailResponse;
    const id = created.data.id;
    expect(created.data.attributes.displayStatus).toBe('unassigned');

    const assigned = await staff.patch(`/api/v3/property-tasks/${id}`, taskBody({ assignees: ['Oliver Smith'] }));
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((assigned.json() as TTaskDetailResponse).data.attributes.displayStatus).toBe('assigned');

    const response = await staff.patch(
      `/api/v3/property-tasks/${id}`,
      taskBody({
        displayStatus: 'finished',
        priority: 'low',
        department: 'maintenance',
        scheduledDate: day(5),
        scheduledTime: '08:15',
        startedAt: '2026-03-01T08:15:00+11:00',
        finishedAt: '2026-03-01T10:00:00+11:00',
        description: 'Front and back',
        name: 'Gutter clean (both levels)',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const attributes = (response.json() as TTaskDetailResponse).data.attributes;
    expect(attributes).toMatchObject({
      displayStatus: 'finished',
      priority: 'low',
      department: 'maintenance',
      scheduledDate: day(5),
      scheduledTime: '08:15',
      startedAt: '2026-02-28T21:15:00.000Z',
      finishedAt: '2026-02-28T23:00:00.000Z',
      totalTime: 6300,
      description: 'Front and back',
      name: 'Gutter clean (both levels)',
      assignments: [{ name: 'Oliver Smith' }],
    });
    const audit = await lastAudit(id);
    expect(audit?.action).toBe('property-task.update');
    expect(audit?.before).toMatchObject({ displayStatus: 'assigned', priority: 'normal', name: 'Gutter clean' });
    expect(audit?.after).toMatchObject({ displayStatus: 'finished', priority: 'low', assignees: ['Oliver Smith'] });

    const empty = await staff.patch(`/api/v3/property-tasks/${id}`, taskBody({}));
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)[0]?.detail).toBe(TASK_MESSAGES.nothingToChange);
    const backwards = await staff.patch(
      `/api/v3/property-tasks/${id}`,
      taskBody({ finishedAt: '2026-02-28T20:00:00Z' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(errorsOf(backwards)[0]).toMatchObject({
      detail: TASK_MESSAGES.finishBeforeStart,
      source: { pointer: '/data/attributes/finishedAt' },
    });
    expect((await owner.patch(`/api/v3/property-tasks/${id}`, taskBody({ priority: 'high' }))).statusCode).toBe(403);
  });

  it('adds a comment by the caller, shown with the task', async () => {
    const created = (
      await admin.post('/api/v3/property-tasks', taskBody({ propertyId, name: 'Window clean', scheduledDate: day(2) }))
    ).json() as TTaskDetailResponse;
    const url = `/api/v3/property-tasks/${created.data.id}/comments`;
    const response = await admin.post(url, {
      data: { type: 'task-comment', attributes: { comment: '  Ladder needed  ' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const comment = (response.json() as { data: TTaskComment }).data;
    expect(comment.attributes).toMatchObject({
      comment: 'Ladder needed',
      author: 'Alex Admin',
      taskId: created.data.id,
    });
    expect((await lastAudit(comment.id))?.action).toBe('property-task-comment.create');

    const doc = (
      await admin.get(`/api/v3/property-tasks/${created.data.id}?include=comments`)
    ).json() as TTaskDetailResponse;
    expect(doc.included?.map((i) => i.id)).toEqual([comment.id]);

    const blank = await admin.post(url, { data: { attributes: { comment: '' } } });
    expect(blank.statusCode).toBe(400);
    expect(errorsOf(blank)[0]).toMatchObject({ detail: TASK_MESSAGES.commentRequired });
    const long = await admin.post(url, { data: { attributes: { comment: 'x'.repeat(2001) } } });
    expect(long.statusCode).toBe(400);
  });

  it('refuses to change or comment on a task synced from Breezeway (409, change it there)', async () => {
    const patch = await admin.patch(`/api/v3/property-tasks/${syncedId}`, taskBody({ priority: 'urgent' }));
    expect(patch.statusCode).toBe(409);
    expect(errorsOf(patch)[0]).toMatchObject({ code: 'TASK_SYNCED', detail: TASK_MESSAGES.synced });
    const comment = await admin.post(`/api/v3/property-tasks/${syncedId}/comments`, {
      data: { attributes: { comment: 'Done?' } },
    });
    expect(comment.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(propertyTasks).where(eq(propertyTasks.id, syncedId));
    expect(row?.priority).toBe('normal');
  });
});
