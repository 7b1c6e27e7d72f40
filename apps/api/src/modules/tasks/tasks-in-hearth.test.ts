import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  TASK_MESSAGES,
  todayIn,
  type TTaskAssigneesResponse,
  type TTaskComment,
  type TTaskDetailResponse,
  type TTaskListResponse,
} from '@hearth/domain';
import { auditLog, propertyTaskAssignments, propertyTasks } from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * Tasks in Hearth (issue 31 item 4, docs/product/tasks.md): the cross-home list with its filters, overdue first; who a
 * task may be assigned to; and a task's life made here: created for staff users and named cleaners, moved,
 * completed, reopened, cancelled and commented on. Through HTTP on a real database.
 */

let ctx: TestContext;
let admin: TestClient;
let staff: TestClient;
let licensee: TestClient;
let owner: TestClient;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);
const tag = uniqueTag();
/** A home of the operator's (Hearth) and one of the licensee's company (Coastal Stays). */
let ours: string;
let theirs: string;

type TaskFields = Partial<typeof propertyTasks.$inferInsert> & { propertyId: string; name: string };
const insertTask = async (fields: TaskFields, assignees: { name: string; userId?: string }[] = []) => {
  const [row] = await ctx.db
    .insert(propertyTasks)
    .values({ scheduledDate: day(3), ...fields, name: `${tag} ${fields.name}` })
    .returning({ id: propertyTasks.id });
  if (assignees.length > 0) {
    await ctx.db
      .insert(propertyTaskAssignments)
      .values(assignees.map((a) => ({ taskId: row!.id, name: a.name, userId: a.userId ?? null })));
  }
  return row!.id;
};

const list = async (client: TestClient, query: Record<string, string> = {}) => {
  const response = await client.get(`/api/v3/tasks?${new URLSearchParams({ search: tag, ...query }).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TTaskListResponse;
};
const names = (result: TTaskListResponse) => result.data.map((t) => t.attributes.name.replace(`${tag} `, ''));
const body = (attributes: Record<string, unknown>) => ({ data: { type: 'property-task', attributes } });
const detail = (response: { json: () => unknown }) => (response.json() as TTaskDetailResponse).data;

let lateId: string;
let cleanId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  owner = await ctx.signedIn('owner');
  ours = await createProperty(ctx.db, { name: `${tag} Harbour House`, companyId: demoCompanyId('hearth') });
  theirs = await createProperty(ctx.db, { name: `${tag} Dune Shack`, companyId: demoCompanyId('coastal-stays') });
  lateId = await insertTask(
    {
      propertyId: ours,
      name: 'Smoke alarm check',
      displayStatus: 'assigned',
      department: 'maintenance',
      scheduledDate: day(-3),
    },
    [{ name: 'Sam Staff', userId: demoUserId('staff') }],
  );
  cleanId = await insertTask(
    {
      propertyId: ours,
      name: 'Departure clean',
      displayStatus: 'assigned',
      scheduledDate: day(2),
      scheduledTime: '10:00',
    },
    [{ name: 'Chloe Nguyen' }],
  );
  await insertTask({
    propertyId: ours,
    name: 'Pool inspection',
    displayStatus: 'finished',
    department: 'inspection',
    scheduledDate: day(-1),
  });
  await insertTask({
    propertyId: ours,
    name: 'Window clean',
    displayStatus: 'unassigned',
    scheduledDate: day(2),
    scheduledTime: '08:00',
  });
  await insertTask({ propertyId: ours, name: 'Gone', scheduledDate: day(1), deletedAt: new Date() });
  await insertTask({ propertyId: theirs, name: 'Linen change', displayStatus: 'unassigned', scheduledDate: day(-2) });
});
afterAll(async () => ctx.close());

describe('GET /api/v3/tasks', () => {
  it('lists the live tasks of every home in reach, overdue first, then by day and time, with their home', async () => {
    const result = await list(admin);
    expect(names(result)).toEqual([
      'Smoke alarm check',
      'Linen change',
      'Pool inspection',
      'Window clean',
      'Departure clean',
    ]);
    expect(result.meta).toEqual({ totalCount: 5, totalPages: 1, pageNumber: 1, overdueCount: 2 });
    const late = result.data[0]!.attributes;
    expect(late).toMatchObject({
      displayStatus: 'overdue',
      property: { id: ours, name: `${tag} Harbour House` },
      assignments: [{ name: 'Sam Staff', userId: demoUserId('staff') }],
    });
    expect(names(await list(admin, { sort: '-date' }))[0]).toBe('Window clean');
  });

  it('filters by home, shown status (overdue worked out), department, assignee and day, and pages', async () => {
    expect(names(await list(admin, { 'filters[properties]': theirs }))).toEqual(['Linen change']);
    expect(names(await list(admin, { 'filters[statuses]': 'overdue' }))).toEqual(['Smoke alarm check', 'Linen change']);
    // An assigned task past its day shows as overdue, so it is not among the assigned.
    expect(names(await list(admin, { 'filters[statuses]': 'assigned' }))).toEqual(['Departure clean']);
    expect(names(await list(admin, { 'filters[statuses]': 'overdue,finished' }))).toEqual([
      'Smoke alarm check',
      'Linen change',
      'Pool inspection',
    ]);
    expect(names(await list(admin, { 'filters[departments]': 'maintenance,inspection' }))).toEqual([
      'Smoke alarm check',
      'Pool inspection',
    ]);
    expect(names(await list(admin, { 'filters[assignee]': demoUserId('staff') }))).toEqual(['Smoke alarm check']);
    expect(names(await list(staff, { 'filters[assignee]': 'me' }))).toEqual(['Smoke alarm check']);
    expect(names(await list(admin, { 'filters[assignee]': 'none' }))).toEqual([
      'Linen change',
      'Pool inspection',
      'Window clean',
    ]);
    expect(names(await list(admin, { 'filters[from]': day(0), 'filters[to]': day(2) }))).toEqual([
      'Window clean',
      'Departure clean',
    ]);
    // The search reads the assignees' names too: the named cleaner's.
    const chloe = await admin.get(`/api/v3/tasks?search=Chloe%20Nguyen&filters[properties]=${ours}`);
    expect((chloe.json() as TTaskListResponse).data.map((t) => t.id)).toEqual([cleanId]);
    const page = await list(admin, { 'page[size]': '2', 'page[number]': '2' });
    expect(names(page)).toEqual(['Pool inspection', 'Window clean']);
    expect(page.meta).toMatchObject({ totalCount: 5, totalPages: 3, pageNumber: 2 });
  });

  it("shows a licensee their company's homes only: another company's home asked for is 404", async () => {
    expect(names(await list(licensee))).toEqual(['Linen change']);
    const other = await licensee.get(`/api/v3/tasks?filters[properties]=${ours}`);
    expect(other.statusCode).toBe(404);
    const mixed = await licensee.get(`/api/v3/tasks?filters[properties]=${theirs},${ours}`);
    expect(mixed.statusCode).toBe(404);
    const refused = await owner.get('/api/v3/tasks');
    expect(refused.statusCode).toBe(403);
    expect(errorsOf(refused)[0]).toMatchObject({ code: 'TASKS_FORBIDDEN', detail: TASK_MESSAGES.forbidden });
  });

  it('refuses bad filters with 400 naming them', async () => {
    for (const [query, parameter] of [
      ['filters[statuses]=late', 'filters[statuses]'],
      [`filters[from]=${day(5)}&filters[to]=${day(1)}`, 'filters[to]'],
      ['filters[assignee]=somebody', 'filters[assignee]'],
      ['filters[departments]=garden', 'filters[departments]'],
      ['sort=name', 'sort'],
      ['page[size]=500', 'page[size]'],
      ['filters[colour]=red', 'filters[colour]'],
    ] as const) {
      const response = await admin.get(`/api/v3/tasks?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(
        errorsOf(response).some((e) => e.source?.parameter?.startsWith(parameter)),
        response.body,
      ).toBe(true);
    }
  });
});

describe('GET /api/v3/tasks/assignees', () => {
  const assignees = async (client: TestClient, propertyId: string) => {
    const response = await client.get(`/api/v3/tasks/assignees?propertyId=${propertyId}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TTaskAssigneesResponse).data.map((a) => a.attributes.name);
  };

  it('offers staff and admins on any home, and a company’s licensees on its homes; never owners', async () => {
    const onOurs = await assignees(admin, ours);
    expect(onOurs).toEqual(expect.arrayContaining(['Alex Admin', 'Sam Staff']));
    expect(onOurs).not.toContain('Lee Licensee');
    expect(onOurs).not.toContain('Olivia Owner');
    const onTheirs = await assignees(staff, theirs);
    expect(onTheirs).toEqual(expect.arrayContaining(['Alex Admin', 'Sam Staff', 'Lee Licensee']));
    expect(onTheirs).not.toContain('Olivia Owner');
  });

  it('offers a licensee only the people of their own company, and 404 on another company’s home', async () => {
    expect(await assignees(licensee, theirs)).toEqual(['Lee Licensee']);
    expect((await licensee.get(`/api/v3/tasks/assignees?propertyId=${ours}`)).statusCode).toBe(404);
  });

  it('offers, without a home, everyone the caller may filter the list by', async () => {
    const everyone = async (client: TestClient) =>
      ((await client.get('/api/v3/tasks/assignees')).json() as TTaskAssigneesResponse).data.map(
        (a) => a.attributes.name,
      );
    const forAdmin = await everyone(admin);
    expect(forAdmin).toEqual(expect.arrayContaining(['Alex Admin', 'Sam Staff', 'Lee Licensee']));
    expect(forAdmin).not.toContain('Olivia Owner');
    expect(await everyone(licensee)).toEqual(['Lee Licensee']);
  });
});

describe('a task made in Hearth, from creation to done', () => {
  const lastAudit = async (entityId: string) => {
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  it('is assigned to a staff user and a named cleaner, and found by either', async () => {
    const response = await staff.post(
      '/api/v3/property-tasks',
      body({
        propertyId: theirs,
        name: `${tag} Deep clean`,
        department: 'cleaning',
        scheduledDate: day(4),
        scheduledTime: '11:00',
        assigneeUserIds: [demoUserId('licensee')],
        assignees: ['Mia Thompson'],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const task = detail(response);
    expect(task.attributes).toMatchObject({
      displayStatus: 'assigned',
      assignments: [
        { name: 'Lee Licensee', userId: demoUserId('licensee') },
        { name: 'Mia Thompson', userId: null },
      ],
      breezewayPush: null,
      bookingId: null,
    });
    expect((await lastAudit(task.id))?.after).toMatchObject({
      assignees: ['Lee Licensee', 'Mia Thompson'],
      assigneeUserIds: [demoUserId('licensee')],
    });
    expect((await list(licensee, { 'filters[assignee]': 'me' })).data.map((t) => t.id)).toEqual([task.id]);
    const mia = await list(admin, { search: 'Mia Thompson', 'filters[properties]': theirs });
    expect(mia.data.map((t) => t.id)).toEqual([task.id]);

    // Changing the staff users keeps the cleaners, and the other way round.
    const people = await staff.patch(
      `/api/v3/property-tasks/${task.id}`,
      body({ assigneeUserIds: [demoUserId('admin')] }),
    );
    expect(detail(people).attributes.assignments).toEqual([
      { name: 'Alex Admin', userId: demoUserId('admin') },
      { name: 'Mia Thompson', userId: null },
    ]);
    const nobody = await staff.patch(`/api/v3/property-tasks/${task.id}`, body({ assigneeUserIds: [], assignees: [] }));
    expect(detail(nobody).attributes).toMatchObject({ assignments: [], displayStatus: 'unassigned' });
  });

  it('refuses an assignee who may not manage the home’s tasks, or one the caller does not reach', async () => {
    const refused = async (client: TestClient, propertyId: string, userIds: string[], index = 0) => {
      const response = await client.post(
        '/api/v3/property-tasks',
        body({ propertyId, name: `${tag} Refused`, scheduledDate: day(1), assigneeUserIds: userIds }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(errorsOf(response)[0]).toMatchObject({
        code: 'TASK_ASSIGNEE_NOT_ALLOWED',
        detail: TASK_MESSAGES.notAssignable,
        source: { pointer: `/data/attributes/assigneeUserIds/${index}` },
      });
    };
    // A licensee on a home of the operator's; an owner anywhere; a licensee handing a task to staff.
    await refused(admin, ours, [demoUserId('licensee')]);
    await refused(admin, ours, [demoUserId('staff'), demoUserId('owner')], 1);
    await refused(licensee, theirs, [demoUserId('staff')]);
    await refused(admin, ours, ['00000000-0000-4000-8000-000000000000']);
    const many = await admin.post(
      '/api/v3/property-tasks',
      body({
        propertyId: ours,
        name: `${tag} Crowded`,
        scheduledDate: day(1),
        assigneeUserIds: [demoUserId('staff')],
        assignees: Array.from({ length: 10 }, (_, i) => `Cleaner ${i}`),
      }),
    );
    expect(many.statusCode).toBe(400);
    expect(errorsOf(many)[0]?.detail).toBe(TASK_MESSAGES.tooManyAssignees);
    const [none] = await ctx.db
      .select()
      .from(propertyTasks)
      .where(eq(propertyTasks.name, `${tag} Refused`));
    expect(none).toBeUndefined();
  });

  it('moves, completes, reopens, is cancelled with a reason, and each is audited', async () => {
    const created = detail(
      await admin.post(
        '/api/v3/property-tasks',
        body({ propertyId: ours, name: `${tag} Fix fly screen`, department: 'maintenance', scheduledDate: day(6) }),
      ),
    );
    const url = `/api/v3/property-tasks/${created.id}`;

    const moved = await admin.patch(url, body({ scheduledDate: day(8), scheduledTime: '14:30' }));
    expect(detail(moved).attributes).toMatchObject({ scheduledDate: day(8), scheduledTime: '14:30' });
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'property-task.update',
      before: { scheduledDate: day(6), scheduledTime: null },
      after: { scheduledDate: day(8), scheduledTime: '14:30' },
    });

    const completed = await staff.post(`${url}/complete`, {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect(detail(completed).attributes.displayStatus).toBe('finished');
    expect(detail(completed).attributes.finishedAt).not.toBeNull();
    expect((await lastAudit(created.id))?.action).toBe('property-task.complete');
    const again = await staff.post(`${url}/complete`, {});
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]).toMatchObject({ code: 'TASK_NOT_OPEN', detail: TASK_MESSAGES.alreadyDone });

    const reopened = await staff.post(`${url}/reopen`, {});
    expect(reopened.statusCode).toBe(200);
    expect(detail(reopened).attributes).toMatchObject({ displayStatus: 'unassigned', finishedAt: null });
    expect(errorsOf(await staff.post(`${url}/reopen`, {}))[0]?.detail).toBe(TASK_MESSAGES.notDone);

    const cancelled = await staff.post(`${url}/cancel`, { reason: 'Owner fixed it himself' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(detail(cancelled).attributes.displayStatus).toBe('closed');
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'property-task.cancel',
      after: { displayStatus: 'closed', comment: 'Cancelled: Owner fixed it himself' },
    });
    const withComments = (await staff.get(`${url}?include=comments`)).json() as TTaskDetailResponse;
    expect(
      (withComments.included ?? []).flatMap((i) => (i.type === 'task-comment' ? [(i as TTaskComment).attributes] : [])),
    ).toMatchObject([{ comment: 'Cancelled: Owner fixed it himself', author: 'Sam Staff' }]);
    expect(errorsOf(await staff.post(`${url}/cancel`, {}))[0]?.detail).toBe(TASK_MESSAGES.alreadyCancelled);
    expect(errorsOf(await staff.post(`${url}/complete`, {}))[0]?.detail).toBe(TASK_MESSAGES.alreadyCancelled);
    // A closed task can be opened again.
    expect(detail(await staff.post(`${url}/reopen`, {})).attributes.displayStatus).toBe('unassigned');

    const long = await staff.post(`${url}/cancel`, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(errorsOf(long)[0]?.detail).toBe(TASK_MESSAGES.reasonTooLong);
    const unknown = await staff.post('/api/v3/property-tasks/00000000-0000-4000-8000-000000000000/complete', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('finishes now when set to finished without a finish time, and is marked finished for the list', async () => {
    const patched = await admin.patch(`/api/v3/property-tasks/${lateId}`, body({ displayStatus: 'finished' }));
    expect(patched.statusCode, patched.body).toBe(200);
    expect(detail(patched).attributes.finishedAt).not.toBeNull();
    expect(names(await list(admin, { 'filters[statuses]': 'overdue' }))).toEqual(['Linen change']);
    const [row] = await ctx.db
      .select({ updatedAt: propertyTasks.updatedAt, createdAt: propertyTasks.createdAt })
      .from(propertyTasks)
      .where(and(eq(propertyTasks.id, lateId)));
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
  });
});
