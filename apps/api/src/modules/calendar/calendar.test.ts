import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  TIMELINE,
  todayIn,
  ZTimelineResponse,
  type TTimelineResponse,
  type TTimelineRow,
} from '@hearth/domain';
import { and, between, eq } from 'drizzle-orm';
import { bookings, dailyRates, propertyEvents, propertyTasks } from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createHold, createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
let owner: TestClient;
let licensee: TestClient;
let reservations: TestClient;
let editor: TestClient;

/** Every home of this file has the tag in its name, so `filterText` sees only them whatever the demo holds. */
const tag = uniqueTag();
const FROM = '2031-03-01';
const TO = '2031-03-31';
let beach: string;
let cabin: string;
let coastal: string;

const insertBooking = async (
  propertyId: string,
  checkIn: string,
  checkOut: string,
  fields: Partial<typeof bookings.$inferInsert> = {},
): Promise<string> => {
  const [row] = await ctx.db
    .insert(bookings)
    .values({
      propertyId,
      longCode: `TL-${randomUUID().slice(0, 12)}`,
      status: 'BOOKED',
      checkIn,
      checkOut,
      guestName: 'Mia Chen',
      channel: 'airbnb',
      ...fields,
    })
    .returning({ id: bookings.id });
  return row!.id;
};

const insertTask = async (fields: typeof propertyTasks.$inferInsert): Promise<string> => {
  const [row] = await ctx.db.insert(propertyTasks).values(fields).returning({ id: propertyTasks.id });
  return row!.id;
};

const timeline = async (client: TestClient, query: Record<string, string> = {}) => {
  const params = new URLSearchParams({ from: FROM, to: TO, filterText: tag, ...query });
  const response = await client.get(`/api/v3/calendar/timeline?${params.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZTimelineResponse.parse(response.json());
};

const rowOf = (body: TTimelineResponse, id: string): TTimelineRow => {
  const row = body.data.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id} in ${body.data.map((r) => r.attributes.name).join(', ')}`);
  return row;
};

beforeAll(async () => {
  ctx = await createTestContext();
  [staff, owner, licensee, reservations, editor] = await Promise.all([
    ctx.signedIn('staff'),
    ctx.signedIn('owner'),
    ctx.signedIn('licensee'),
    ctx.signedIn('reservations'),
    ctx.signedIn('editor'),
  ]);
  beach = await createProperty(
    ctx.db,
    { name: `${tag} Beach House`, code: `TL-${tag.slice(2, 8)}-B` },
    {
      owners: [demoUserId('owner')],
    },
  );
  cabin = await createProperty(ctx.db, { name: `${tag} Alpine Cabin` });
  coastal = await createProperty(ctx.db, { name: `${tag} Coastal Loft`, companyId: demoCompanyId('coastal-stays') });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET v3/calendar/timeline', () => {
  it('answers each home with the stays, holds, blocks and tasks of the window, and nothing outside it', async () => {
    const inside = await insertBooking(beach, '2031-03-05', '2031-03-09');
    const straddling = await insertBooking(beach, '2031-02-26', '2031-03-02', { channel: 'stayz' });
    // Its check-out is the window's first night, which it does not take.
    const checkOutOnFirstNight = await insertBooking(cabin, '2031-02-20', '2031-03-01');
    const after = await insertBooking(beach, '2031-04-01', '2031-04-04');
    const cancelled = await insertBooking(beach, '2031-03-20', '2031-03-22', {
      status: 'CANCELLED',
      recordStatus: 'CANCELLED',
    });
    const expiry = new Date(Date.now() + 5 * 86_400_000);
    await createHold(ctx.db, { propertyId: beach, start: '2031-03-12', end: '2031-03-14', expiresAt: expiry });
    await createHold(ctx.db, { propertyId: beach, start: '2031-03-15', end: '2031-03-17', expiresAt: null });
    await createHold(ctx.db, { propertyId: beach, start: '2031-05-01', end: '2031-05-03', expiresAt: null });
    // A hold whose expiry has passed frees its nights: it is not on the timeline.
    await ctx.db.insert(propertyEvents).values({
      propertyId: beach,
      name: 'Lapsed',
      status: 'blocking',
      startDate: '2031-03-24',
      endDate: '2031-03-26',
      expiresAt: new Date(Date.now() - 60_000),
    });
    await ctx.db.insert(propertyEvents).values({
      propertyId: beach,
      name: '<p>Painters &amp; decorators</p>',
      status: 'available',
      startDate: '2031-03-27',
      endDate: '2031-03-28',
    });
    const clean = await insertTask({ propertyId: beach, name: 'Clean after stay', scheduledDate: '2031-03-09' });
    await insertTask({ propertyId: beach, name: 'Outside', scheduledDate: '2031-04-02' });
    await insertTask({
      propertyId: beach,
      name: 'Deleted',
      scheduledDate: '2031-03-10',
      deletedAt: new Date(),
    });

    const body = await timeline(staff);
    const row = rowOf(body, beach);
    expect(row.attributes).toMatchObject({ name: `${tag} Beach House`, currency: 'AUD', status: 'active' });

    const stays = row.attributes.bookings;
    expect(stays.map((b) => b.id).sort()).toEqual([inside, straddling].sort());
    expect(stays.map((b) => b.id)).not.toContain(after);
    expect(stays.map((b) => b.id)).not.toContain(cancelled);
    expect(stays.find((b) => b.id === inside)).toMatchObject({
      start: '2031-03-05',
      end: '2031-03-09',
      status: 'BOOKED',
      recordStatus: 'ACTIVE',
      channel: 'airbnb',
      guestName: 'Mia Chen',
    });
    expect(stays.find((b) => b.id === straddling)?.channel).toBe('stayz');

    const events = row.attributes.events ?? [];
    expect(events.map((e) => [e.kind, e.start, e.end])).toEqual([
      ['hold', '2031-03-12', '2031-03-14'],
      ['block', '2031-03-15', '2031-03-17'],
      ['available', '2031-03-27', '2031-03-28'],
    ]);
    expect(events[0]?.expiresAt).toBe(expiry.toISOString());
    expect(events[1]?.expiresAt).toBeNull();
    // The details as the event page keeps them (its editor's HTML, sanitised on the way in).
    expect(events[2]?.name).toBe('<p>Painters &amp; decorators</p>');

    expect(row.attributes.tasks).toEqual([
      {
        id: clean,
        name: 'Clean after stay',
        scheduledDate: '2031-03-09',
        scheduledTime: null,
        department: 'cleaning',
        status: 'unassigned',
        overdue: false,
      },
    ]);

    // The other homes are rows too, empty in this window; ordered by name.
    expect(body.data.map((r) => r.id)).toEqual([cabin, beach, coastal]);
    expect(rowOf(body, cabin).attributes).toMatchObject({ bookings: [], events: [], tasks: [] });
    expect(JSON.stringify(body)).not.toContain(checkOutOnFirstNight);
    expect(body.meta).toMatchObject({ totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: TIMELINE.pageSize });
  });

  it('marks a task not done whose day has passed as overdue, and a finished one not', async () => {
    const today = todayIn('Australia/Sydney');
    const yesterday = addDays(today, -2);
    const late = await insertTask({ propertyId: cabin, name: 'Fix the gate', scheduledDate: yesterday });
    const started = await insertTask({
      propertyId: cabin,
      name: 'Paint the deck',
      scheduledDate: yesterday,
      displayStatus: 'in_progress',
    });
    const done = await insertTask({
      propertyId: cabin,
      name: 'Deep clean',
      scheduledDate: yesterday,
      displayStatus: 'finished',
    });
    const body = await timeline(staff, { from: addDays(today, -7), to: addDays(today, 7) });
    const tasks = rowOf(body, cabin).attributes.tasks ?? [];
    const byId = new Map(tasks.map((t) => [t.id, t]));
    expect(byId.get(late)).toMatchObject({ status: 'overdue', overdue: true });
    expect(byId.get(started)).toMatchObject({ status: 'in_progress', overdue: true });
    expect(byId.get(done)).toMatchObject({ status: 'finished', overdue: false });
  });

  it('shows an owner only their homes, with guest names but without events or tasks', async () => {
    const body = await timeline(owner);
    expect(body.data.map((r) => r.id)).toEqual([beach]);
    expect(body.meta.totalCount).toBe(1);
    const row = rowOf(body, beach);
    expect(row.attributes.bookings.length).toBeGreaterThan(0);
    expect(row.attributes.bookings[0]?.guestName).toBe('Mia Chen');
    expect(row.attributes).not.toHaveProperty('events');
    expect(row.attributes).not.toHaveProperty('tasks');
  });

  it("shows a licensee only their company's homes, with events and tasks", async () => {
    const body = await timeline(licensee);
    expect(body.data.map((r) => r.id)).toEqual([coastal]);
    expect(body.data[0]?.attributes).toHaveProperty('tasks');
    expect(body.data[0]?.attributes).toHaveProperty('events');
  });

  it('leaves out tasks for a role without task:manage and guest names for a role without booking:read-guest', async () => {
    const forReservations = rowOf(await timeline(reservations), beach).attributes;
    expect(forReservations).not.toHaveProperty('tasks');
    expect(forReservations.events?.length).toBeGreaterThan(0);
    expect(forReservations.bookings[0]?.guestName).toBe('Mia Chen');

    const forEditor = rowOf(await timeline(editor), beach).attributes;
    expect(forEditor).not.toHaveProperty('tasks');
    expect(forEditor.bookings.length).toBeGreaterThan(0);
    for (const stay of forEditor.bookings) expect(stay).not.toHaveProperty('guestName');
  });

  it('searches by name or code words, filters by company, and pages', async () => {
    expect((await timeline(staff, { filterText: `  ${tag}   alpine ` })).data.map((r) => r.id)).toEqual([cabin]);
    expect((await timeline(staff, { filterText: `TL-${tag.slice(2, 8)}-b` })).data.map((r) => r.id)).toEqual([beach]);
    const coastalOnly = await timeline(staff, { 'filters[companies]': demoCompanyId('coastal-stays') });
    expect(coastalOnly.data.map((r) => r.id)).toEqual([coastal]);

    const second = await timeline(staff, { 'page[size]': '2', 'page[number]': '2' });
    expect(second.data.map((r) => r.id)).toEqual([coastal]);
    expect(second.meta).toMatchObject({ totalCount: 3, totalPages: 2, pageNumber: 2, pageSize: 2 });
    const past = await timeline(staff, { 'page[size]': '2', 'page[number]': '5' });
    expect(past.data).toEqual([]);
    expect(past.meta.totalCount).toBe(3);
  });

  it('gives each home its status and last night, and its closed nights to those who read rates', async () => {
    // Homes of their own tag, so the rows of the other tests stay as they are.
    const own = uniqueTag();
    const leaving = await createProperty(ctx.db, {
      name: `${own} Leaving Loft`,
      status: 'offboarding',
      lastNight: '2031-03-20',
    });
    const gone = await createProperty(ctx.db, { name: `${own} Gone Cottage`, status: 'inactive' });
    await createRates(ctx.db, { propertyId: leaving, from: '2031-02-20', to: '2031-04-10', priceCents: 24_500 });
    // Closed 10–12 and 14 March, and 5 April outside the window; a minimum stay of their own is no mark here.
    await ctx.db
      .update(dailyRates)
      .set({ closed: true })
      .where(and(eq(dailyRates.propertyId, leaving), between(dailyRates.night, '2031-03-10', '2031-03-12')));
    await ctx.db
      .update(dailyRates)
      .set({ minNights: 5 })
      .where(and(eq(dailyRates.propertyId, leaving), between(dailyRates.night, '2031-03-14', '2031-03-15')));
    await ctx.db
      .update(dailyRates)
      .set({ closed: true })
      .where(and(eq(dailyRates.propertyId, leaving), eq(dailyRates.night, '2031-03-14')));
    await ctx.db
      .update(dailyRates)
      .set({ closed: true })
      .where(and(eq(dailyRates.propertyId, leaving), eq(dailyRates.night, '2031-04-05')));

    // Inactive homes are left out unless asked for, as in the property list.
    expect((await timeline(staff, { filterText: own })).data.map((r) => r.id)).toEqual([leaving]);
    const body = await timeline(staff, {
      filterText: own,
      'filters[propertyStatuses]': 'active,offboarding,inactive',
    });
    expect(body.data.map((r) => r.id)).toEqual([gone, leaving]);
    expect(rowOf(body, gone).attributes).toMatchObject({ status: 'inactive', lastNight: null, closedNights: [] });
    const row = rowOf(body, leaving).attributes;
    expect(row).toMatchObject({ status: 'offboarding', lastNight: '2031-03-20' });
    expect(row.closedNights).toEqual([
      { start: '2031-03-10', end: '2031-03-13' },
      { start: '2031-03-14', end: '2031-03-15' },
    ]);
    expect(rowOf(await timeline(staff), beach).attributes.lastNight).toBeNull();

    // A role without rate:read gets no closed nights (the property calendar's rates answer it 403).
    const forEditor = await timeline(editor, { filterText: own });
    expect(forEditor.data[0]?.attributes).toMatchObject({ status: 'offboarding', lastNight: '2031-03-20' });
    expect(forEditor.data[0]?.attributes).not.toHaveProperty('closedNights');
  });

  it('refuses a window longer than 92 nights, one ending before it starts, and too big a page', async () => {
    const longest = await staff.get(`/api/v3/calendar/timeline?from=2031-01-01&to=${addDays('2031-01-01', 91)}`);
    expect(longest.statusCode, longest.body).toBe(200);

    const tooLong = await staff.get(`/api/v3/calendar/timeline?from=2031-01-01&to=${addDays('2031-01-01', 92)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(errorsOf(tooLong)[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: 'A timeline shows at most 92 nights',
      source: { parameter: 'to' },
    });
    const backwards = await staff.get('/api/v3/calendar/timeline?from=2031-01-10&to=2031-01-09');
    expect(backwards.statusCode).toBe(400);
    const bigPage = await staff.get('/api/v3/calendar/timeline?from=2031-01-01&to=2031-01-15&page[size]=201');
    expect(bigPage.statusCode).toBe(400);
    const noWindow = await staff.get('/api/v3/calendar/timeline');
    expect(noWindow.statusCode).toBe(400);
  });

  it('answers 401 to a signed-out caller and 403 to a role without the property list', async () => {
    const url = `/api/v3/calendar/timeline?from=${FROM}&to=${TO}`;
    expect((await ctx.client().get(url)).statusCode).toBe(401);
    const finance = await ctx.signedIn('finance');
    expect((await finance.get(url)).statusCode).toBe(403);
  });
});
