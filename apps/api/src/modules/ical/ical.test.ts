import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { TIcalFeedsResponse, TRotateIcalExportResponse } from '@hearth/domain';
import { MODULES, scheduledJobs } from '../../app';
import { auditLog, bookings, icalExports, icalFeeds, icalImports, propertyEvents, stayClaims } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { createBooking, createHold, createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { finishedImport } from '../../test/ical-import';
import { DEFAULT_FEED_FETCH_POLICY } from '../../common/ical/ical-fetch';
import { icalExportUrl } from '../../common/ical/ical-export-url';
import { syncAllIcalFeeds } from './sync-all-ical-feeds';
import { icalModule, icalRoutes } from './ical.routes';

let ctx: TestContext;
let admin: TestClient;
let staff: TestClient;
let owner: TestClient;
let licensee: TestClient;
let feedServer: Server;
let feedBase: string;
/** What the local channel server answers at /feed.ics, set by each test. */
let served: { status: number; body: string } = { status: 200, body: '' };

beforeAll(async () => {
  // The real module, allowed to fetch over http from 127.0.0.1 where the test's channel server listens.
  const local = icalModule({
    feedFetchPolicy: { ...DEFAULT_FEED_FETCH_POLICY, allowHttp: true, allowPrivateHosts: true },
  });
  ctx = await createTestContext({ modules: MODULES.map((module) => (module === icalRoutes ? local : module)) });
  admin = await ctx.signedIn('admin');
  staff = await ctx.signedIn('staff');
  owner = await ctx.signedIn('owner');
  licensee = await ctx.signedIn('licensee');
  feedServer = createServer((request, response) => {
    if (request.url !== '/feed.ics') return void response.writeHead(404).end('not here');
    response.writeHead(served.status, { 'content-type': 'text/calendar; charset=utf-8' }).end(served.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
  await ctx.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const icsDay = (offset: number) => day(offset).replace(/-/g, '');

/** A calendar as a channel would publish it, CRLF line ends. */
const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Channel//Test//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
const vevent = (uid: string, lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  ...lines,
  'END:VEVENT',
];
const allDay = (uid: string, start: number, end: number, summary = 'Reserved') =>
  vevent(uid, [`DTSTART;VALUE=DATE:${icsDay(start)}`, `DTEND;VALUE=DATE:${icsDay(end)}`, `SUMMARY:${summary}`]);

const newProperty = (companySlug: 'hearth' | 'coastal-stays' = 'hearth') =>
  createProperty(ctx.db, { name: `${uniqueTag()} iCal`, companyId: demoCompanyId(companySlug) });

const exportPath = async (propertyId: string) =>
  new URL(await icalExportUrl(ctx.db, { propertyId, publicUrl: ctx.config.publicUrl })).pathname;

const readEvents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });

const createFeed = async (client: TestClient, propertyId: string, attributes: Record<string, unknown>) =>
  client.post(`/api/v3/properties/${propertyId}/ical-feeds`, { data: { type: 'ical-feed', attributes } });

const newFeed = async (propertyId: string, name = 'Airbnb') => {
  const response = await createFeed(admin, propertyId, { name });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
};

const upload = (client: TestClient, feedId: string, text: string, contentType = 'text/calendar; charset=utf-8') =>
  client.request({
    method: 'POST',
    url: `/api/v3/ical-feeds/${feedId}/upload`,
    rawBody: text,
    headers: { 'content-type': contentType },
  });

/** The import an upload started, once finished. */
const imported = (response: Awaited<ReturnType<typeof upload>>) => finishedImport(admin, response);

const eventsOf = (propertyId: string) =>
  ctx.db
    .select({
      uid: propertyEvents.externalUid,
      name: propertyEvents.name,
      start: propertyEvents.startDate,
      end: propertyEvents.endDate,
      status: propertyEvents.status,
      source: propertyEvents.source,
    })
    .from(propertyEvents)
    .where(eq(propertyEvents.propertyId, propertyId))
    .orderBy(propertyEvents.startDate);

const feedRow = async (feedId: string) => {
  const [row] = await ctx.db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId));
  return row;
};

describe('GET /api/v1/public/ical/{token}.ics: the export', () => {
  it('lists live bookings and blocks as all-day events, without guest names, cancelled bookings or lapsed holds', async () => {
    const propertyId = await newProperty();
    const [booking] = await ctx.db
      .insert(bookings)
      .values({
        propertyId,
        longCode: `TB-${randomUUID().slice(0, 12)}`,
        status: 'BOOKED',
        checkIn: day(10),
        checkOut: day(13),
        guestName: 'Ava Nguyen',
        guestEmail: 'ava@example.com',
      })
      .returning({ id: bookings.id });
    await createHold(ctx.db, { propertyId, start: day(20), end: day(22), expiresAt: null });
    await createBooking(ctx.db, { propertyId, checkIn: day(30), checkOut: day(32), status: 'CANCELLED' });
    await createHold(ctx.db, { propertyId, start: day(40), end: day(42), expiresAt: new Date(Date.now() - 60_000) });
    await createBooking(ctx.db, { propertyId, checkIn: day(800), checkOut: day(802) });

    const response = await ctx.client().get(await exportPath(propertyId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.body).not.toMatch(/Ava|Nguyen|example\.com|Hold for a guest/);
    const events = readEvents(response.body);
    expect(events).toEqual([
      {
        uid: `booking-${booking?.id}@localhost`,
        summary: 'Booked',
        start: day(10),
        end: day(13),
        allDay: true,
      },
      {
        uid: expect.stringMatching(/^event-[0-9a-f-]{36}@localhost$/),
        summary: 'Blocked',
        start: day(20),
        end: day(22),
        allDay: true,
      },
    ]);
    const [served] = await ctx.db.select().from(icalExports).where(eq(icalExports.propertyId, propertyId));
    expect(served?.lastFetchedAt).toBeInstanceOf(Date);
    // The same URL gives the same UIDs, so calendar clients update rather than duplicate.
    const again = readEvents((await ctx.client().get(await exportPath(propertyId))).body);
    expect(again.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', `${'x'.repeat(99)}`]) {
      const response = await ctx.client().get(`/api/v1/public/ical/${token}.ics`);
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)[0]?.code).toBe('NOT_FOUND');
    }
  });

  it('rotating revokes the old URL and issues a new one (admin, staff, licensee in scope)', async () => {
    const propertyId = await newProperty();
    const oldPath = await exportPath(propertyId);
    expect(oldPath).toMatch(/^\/api\/v1\/public\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await exportPath(propertyId)).toBe(oldPath);

    const rotated = await admin.post(`/api/v3/properties/${propertyId}/ical-export/rotate`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newUrl = (rotated.json() as TRotateIcalExportResponse).data.attributes.url;
    expect(newUrl.startsWith(`${ctx.config.publicUrl}/api/v1/public/ical/`)).toBe(true);
    const newPath = new URL(newUrl).pathname;
    expect(newPath).not.toBe(oldPath);
    expect((await ctx.client().get(oldPath)).statusCode).toBe(404);
    expect((await ctx.client().get(newPath)).statusCode).toBe(200);
    expect(await exportPath(propertyId)).toBe(newPath);

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ical-export.rotate'), eq(auditLog.entityId, propertyId)));
    expect(JSON.stringify(audit)).not.toContain(newPath.slice(-20, -4));

    expect((await staff.post(`/api/v3/properties/${propertyId}/ical-export/rotate`)).statusCode).toBe(200);
    const partners = await newProperty('coastal-stays');
    expect((await licensee.post(`/api/v3/properties/${partners}/ical-export/rotate`)).statusCode).toBe(200);
  });

  it('refuses owners (403), other companies’ properties (404) and bad ids (400)', async () => {
    const propertyId = await newProperty();
    expect((await owner.post(`/api/v3/properties/${propertyId}/ical-export/rotate`)).statusCode).toBe(403);
    expect((await licensee.post(`/api/v3/properties/${propertyId}/ical-export/rotate`)).statusCode).toBe(404);
    expect((await admin.post(`/api/v3/properties/${randomUUID()}/ical-export/rotate`)).statusCode).toBe(404);
    expect((await admin.post('/api/v3/properties/nope/ical-export/rotate')).statusCode).toBe(400);
    expect((await ctx.client().post(`/api/v3/properties/${propertyId}/ical-export/rotate`)).statusCode).toBe(401);
  });
});

describe('iCal feeds: add, list, delete', () => {
  it('adds a feed with an https (or webcal) URL, lists it, and deletes it with its blocks', async () => {
    const propertyId = await newProperty();
    const created = await createFeed(admin, propertyId, {
      name: ' Airbnb ',
      url: 'webcal://www.airbnb.com.au/calendar/ical/123.ics?s=secret',
    });
    expect(created.statusCode, created.body).toBe(201);
    const feed = (created.json() as { data: { id: string; attributes: { name: string; url: string } } }).data;
    expect(feed.attributes).toMatchObject({
      name: 'Airbnb',
      url: 'https://www.airbnb.com.au/calendar/ical/123.ics?s=secret',
    });
    const offline = await newFeed(propertyId, 'Stayz');
    expect((await imported(await upload(admin, offline, calendar(allDay('s1', 5, 7))))).counts.created).toBe(1);

    const list = await licensee.get(`/api/v3/properties/${propertyId}/ical-feeds`);
    expect(list.statusCode).toBe(404);
    const listed = (await staff.get(`/api/v3/properties/${propertyId}/ical-feeds`)).json() as TIcalFeedsResponse;
    expect(listed.meta.totalCount).toBe(2);
    expect(listed.data.map((f) => [f.attributes.name, f.attributes.url, f.attributes.eventCount])).toEqual([
      ['Airbnb', 'https://www.airbnb.com.au/calendar/ical/123.ics?s=secret', 0],
      ['Stayz', null, 1],
    ]);

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ical-feed.create'), eq(auditLog.entityId, feed.id)));
    expect(JSON.stringify(audit?.after)).not.toContain('secret');

    const removed = await admin.request({ method: 'DELETE', url: `/api/v3/ical-feeds/${offline}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await eventsOf(propertyId)).toEqual([]);
    expect((await admin.request({ method: 'DELETE', url: `/api/v3/ical-feeds/${offline}` })).statusCode).toBe(404);
  });

  it('refuses bad input with 400, owners with 403 and other companies’ feeds with 404', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId);
    for (const attributes of [
      { name: 'Plain http', url: 'http://www.airbnb.com/calendar.ics' },
      { name: 'Private', url: 'https://127.0.0.1/calendar.ics' },
      { name: 'Not a URL', url: 'calendar' },
      { name: '', url: 'https://www.airbnb.com/calendar.ics' },
      { name: 'x'.repeat(101) },
      { url: 'https://www.airbnb.com/calendar.ics' },
    ]) {
      const response = await createFeed(admin, propertyId, attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(400);
      expect(errorsOf(response)[0]?.code).toBe('VALIDATION_ERROR');
    }
    expect((await admin.get('/api/v3/properties/nope/ical-feeds')).statusCode).toBe(400);
    expect((await admin.post('/api/v3/ical-feeds/nope/sync')).statusCode).toBe(400);
    expect((await admin.request({ method: 'DELETE', url: '/api/v3/ical-feeds/123' })).statusCode).toBe(400);

    expect((await owner.get(`/api/v3/properties/${propertyId}/ical-feeds`)).statusCode).toBe(403);
    expect((await createFeed(owner, propertyId, { name: 'Mine' })).statusCode).toBe(403);
    expect((await upload(owner, feedId, calendar())).statusCode).toBe(403);
    expect((await createFeed(licensee, propertyId, { name: 'Theirs' })).statusCode).toBe(404);
    expect((await licensee.post(`/api/v3/ical-feeds/${feedId}/sync`)).statusCode).toBe(404);
    expect((await upload(licensee, feedId, calendar())).statusCode).toBe(404);
    expect((await licensee.request({ method: 'DELETE', url: `/api/v3/ical-feeds/${feedId}` })).statusCode).toBe(404);
    expect((await admin.post(`/api/v3/ical-feeds/${randomUUID()}/sync`)).statusCode).toBe(404);

    const partners = await newProperty('coastal-stays');
    expect((await createFeed(licensee, partners, { name: 'Booking.com' })).statusCode).toBe(201);
  });
});

describe('POST /api/v3/ical-feeds/{id}/upload: the offline import', () => {
  it('turns each event into a blocking event, in the property’s time zone, then follows moves and removals', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId);
    const first = calendar(
      allDay('all-day@airbnb', 30, 33, '<b>Reserved</b> <script>alert(1)</script>'),
      // 02:00 UTC is noon in Sydney, the same day.
      vevent('utc@airbnb', [`DTSTART:${icsDay(40)}T020000Z`, `DTEND:${icsDay(42)}T020000Z`]),
      // 20:00 in Los Angeles is the next day in Sydney.
      vevent('zoned@airbnb', [
        `DTSTART;TZID=America/Los_Angeles:${icsDay(50)}T200000`,
        `DTEND;TZID=America/Los_Angeles:${icsDay(52)}T200000`,
        'SUMMARY:Not available',
      ]),
      vevent('cancelled@airbnb', [`DTSTART;VALUE=DATE:${icsDay(60)}`, 'STATUS:CANCELLED']),
      allDay('past@airbnb', -10, -5),
    );
    const result = await imported(await upload(staff, feedId, first));
    expect(result).toMatchObject({
      mode: 'upload',
      outcome: 'ok',
      counts: { created: 3, updated: 0, unchanged: 0, removed: 0, skipped: 2 },
    });
    expect(result.results.find((r) => r.uid === 'past@airbnb')?.reason).toBe('The event ended before today');
    expect(await eventsOf(propertyId)).toEqual([
      {
        uid: 'all-day@airbnb',
        name: 'Blocked on Airbnb: Reserved alert(1)',
        start: day(30),
        end: day(33),
        status: 'blocking',
        source: 'ical',
      },
      {
        uid: 'utc@airbnb',
        name: 'Blocked on Airbnb',
        start: day(40),
        end: day(42),
        status: 'blocking',
        source: 'ical',
      },
      {
        uid: 'zoned@airbnb',
        name: 'Blocked on Airbnb: Not available',
        start: day(51),
        end: day(53),
        status: 'blocking',
        source: 'ical',
      },
    ]);
    expect(await feedRow(feedId)).toMatchObject({ lastError: null, lastSyncedAt: expect.any(Date) });

    // The channel moved one stay and dropped another.
    const second = calendar(
      allDay('all-day@airbnb', 31, 35, '<b>Reserved</b> <script>alert(1)</script>'),
      vevent('zoned@airbnb', [
        `DTSTART;TZID=America/Los_Angeles:${icsDay(50)}T200000`,
        `DTEND;TZID=America/Los_Angeles:${icsDay(52)}T200000`,
        'SUMMARY:Not available',
      ]),
    );
    const again = await imported(await upload(admin, feedId, second));
    expect(again.counts).toEqual({ created: 0, updated: 1, unchanged: 1, removed: 1, skipped: 0 });
    expect((await eventsOf(propertyId)).map((e) => [e.uid, e.start, e.end])).toEqual([
      ['all-day@airbnb', day(31), day(35)],
      ['zoned@airbnb', day(51), day(53)],
    ]);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ical-feed.import'), eq(auditLog.entityId, feedId)));
    expect(audits).toHaveLength(2);
    expect(audits[1]?.after).toMatchObject({ mode: 'upload', counts: { updated: 1, removed: 1 } });
  });

  it('never double-books: a block over a booking is skipped and reported, the booking intact', async () => {
    const propertyId = await newProperty();
    await createBooking(ctx.db, { propertyId, checkIn: day(20), checkOut: day(25) });
    const feedId = await newFeed(propertyId, 'Booking.com');
    const result = await imported(
      await upload(
        admin,
        feedId,
        calendar(allDay('clash@bdc', 22, 24), allDay('free@bdc', 25, 27), allDay('mover@bdc', 40, 42)),
      ),
    );
    expect(result.counts).toMatchObject({ created: 2, skipped: 1 });
    const skipped = result.results.find((r) => r.uid === 'clash@bdc');
    expect(skipped).toMatchObject({ status: 'skipped', start: day(22), end: day(24) });
    expect(skipped?.reason).toMatch(/already taken by booking TB-/);
    expect((await feedRow(feedId))?.lastError).toMatch(/^1 of 3 events not imported: clash@bdc: Those nights/);

    // Moving an imported block onto the booking is refused too: it keeps its previous nights.
    const moved = await imported(
      await upload(admin, feedId, calendar(allDay('free@bdc', 25, 27), allDay('mover@bdc', 21, 23))),
    );
    expect(moved.results.find((r) => r.uid === 'mover@bdc')?.reason).toMatch(/It keeps its previous nights\.$/);
    expect((await eventsOf(propertyId)).map((e) => [e.uid, e.start, e.end])).toEqual([
      ['free@bdc', day(25), day(27)],
      ['mover@bdc', day(40), day(42)],
    ]);
    const claims = await ctx.db.select().from(stayClaims).where(eq(stayClaims.propertyId, propertyId));
    expect(claims.filter((c) => c.bookingId !== null)).toHaveLength(1);
    const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
    expect(booking).toMatchObject({ checkIn: day(20), checkOut: day(25), status: 'BOOKED' });
  });

  it('answers 400 for a body that is not a calendar, 413 over 1 MB, 415 for a binary type', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId);
    for (const body of [
      'hello',
      '',
      'BEGIN:VCALENDAR\r\nthis is not iCal\r\n',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n',
    ]) {
      const response = await upload(admin, feedId, body);
      expect(response.statusCode, body).toBe(400);
      expect(errorsOf(response)[0]?.detail).toMatch(/iCal|calendar/i);
    }
    const json = await admin.post(`/api/v3/ical-feeds/${feedId}/upload`, { calendar: 'BEGIN:VCALENDAR' });
    expect(json.statusCode).toBe(400);
    const huge = await upload(admin, feedId, calendar(allDay('big', 30, 31, 'x'.repeat(1024 * 1024))));
    expect(huge.statusCode).toBe(413);
    expect(errorsOf(huge)[0]?.status).toBe('413');
    expect((await upload(admin, feedId, calendar(), 'application/octet-stream')).statusCode).toBe(415);
    expect(await eventsOf(propertyId)).toEqual([]);
  });
});

describe('uploads of damaged calendars', () => {
  it('never answer 5xx, whatever the lines say', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId);
    const line = fc.oneof(
      fc.constantFrom(
        'BEGIN:VEVENT',
        'END:VEVENT',
        'BEGIN:VTIMEZONE',
        'END:VTIMEZONE',
        'BEGIN:STANDARD',
        'END:STANDARD',
        'TZID:Custom/Zone',
        'TZOFFSETTO:+1000',
        'UID:same',
        'RRULE:FREQ=DAILY;COUNT=3',
        'RECURRENCE-ID:20270101T000000Z',
        'STATUS:CANCELLED',
        'DURATION:P2D',
        'DURATION:nonsense',
        `DTSTART;VALUE=DATE:${icsDay(30)}`,
        `DTEND;VALUE=DATE:${icsDay(29)}`,
        'DTSTART;VALUE=DATE:2027XX',
        'DTSTART;TZID=Custom/Zone:20270101T100000',
        'DTSTART;TZID=Nowhere/Else:20270101T100000',
        'DTEND:99999999T999999Z',
        'SUMMARY:<img src=x onerror=alert(1)>',
      ),
      fc.string({ maxLength: 30 }).map((text) => `X-${text.replace(/[\r\n]/g, '')}:${text}`),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 30 }), async (lines) => {
        const response = await upload(admin, feedId, calendar(lines));
        expect(response.statusCode, lines.join('\n')).toBeLessThan(500);
        // What passed the first checks is read event by event: a damaged one is skipped, never the import's end.
        if (response.statusCode === 202) expect((await imported(response)).outcome, lines.join('\n')).toBe('ok');
      }),
      { numRuns: 60 },
    );
  });
});

describe('imports run as jobs: a long calendar never keeps others waiting', () => {
  /** `count` one-night events, every other night from `from` days ahead (`shift` nights later). */
  const longCalendar = (count: number, from = 2, shift = 0) =>
    calendar(
      ...Array.from({ length: count }, (_, i) =>
        allDay(`long-${i}@airbnb`, from + 2 * i + shift, from + 2 * i + 1 + shift),
      ),
    );

  it('answers 202 at once; another user’s calls answer and see its progress while a 5,000-event upload runs', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId);
    const started = await upload(admin, feedId, longCalendar(5000));
    expect(started.statusCode, started.body).toBe(202);
    const { id, attributes } = (started.json() as { data: { id: string; attributes: Record<string, unknown> } }).data;
    expect(attributes).toMatchObject({ state: 'running', outcome: null, mode: 'upload' });

    // Staff (another session) reads the import and their own account while it runs: both answer before it ends.
    const seen: { done: number; total: number }[] = [];
    for (;;) {
      const me = await staff.get('/api/v3/users/me');
      expect(me.statusCode).toBe(200);
      const now = (await staff.get(`/api/v3/ical-imports/${id}`)).json() as {
        data: { attributes: { state: string; progress: { done: number; total: number } } };
      };
      if (now.data.attributes.state === 'finished') break;
      seen.push(now.data.attributes.progress);
      // As the calendar page polls: in-process calls without a pause never let the event loop reach the import.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.some((p) => p.total === 5000 && p.done > 0 && p.done < 5000)).toBe(true);
    const result = await imported(started);
    expect(result).toMatchObject({ outcome: 'ok', progress: { done: 5000, total: 5000 }, counts: { created: 5000 } });
    expect(await eventsOf(propertyId)).toHaveLength(5000);
    const slices = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ical-feed.import-slice'), eq(auditLog.entityId, feedId)));
    expect(slices.length).toBeGreaterThan(1);
  });

  it('refuses a calendar of more than 5,000 events, and a second import of a feed while one runs', async () => {
    const feedId = await newFeed(await newProperty());
    const tooMany = await upload(admin, feedId, longCalendar(5001));
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany)[0]).toMatchObject({
      code: 'ICAL_TOO_MANY_EVENTS',
      detail: 'The calendar has more than 5,000 events: import a shorter one',
    });

    const first = await upload(admin, feedId, longCalendar(1000));
    const second = await upload(staff, feedId, longCalendar(10));
    expect(second.statusCode).toBe(409);
    expect(errorsOf(second)[0]).toMatchObject({
      code: 'ICAL_IMPORT_RUNNING',
      detail: 'This calendar is being imported now: wait for that import to finish',
    });
    expect((await imported(first)).counts.created).toBe(1000);
    expect((await imported(await upload(staff, feedId, longCalendar(10)))).counts).toMatchObject({
      unchanged: 10,
      removed: 990,
    });
  });

  it('an import whose process stopped shows as failed and no longer holds the feed', async () => {
    const feedId = await newFeed(await newProperty());
    const [stalled] = await ctx.db
      .insert(icalImports)
      .values({ feedId, mode: 'upload', heartbeatAt: new Date(Date.now() - 6 * 60_000) })
      .returning();
    const shown = await admin.get(`/api/v3/ical-imports/${stalled!.id}`);
    expect(shown.json()).toMatchObject({
      data: {
        attributes: {
          state: 'finished',
          outcome: 'failed',
          error: 'The import stopped before it finished (the server restarted): run it again',
        },
      },
    });
    expect((await imported(await upload(admin, feedId, longCalendar(3)))).counts.created).toBe(3);
  });

  it('moves every event of a long calendar one night on, across slices, without a clash', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId);
    // Back-to-back nights: each event's new night is the old night of the next, which has not moved yet.
    const packed = (shift: number) =>
      calendar(...Array.from({ length: 450 }, (_, i) => allDay(`packed-${i}@vrbo`, 3 + i + shift, 4 + i + shift)));
    expect((await imported(await upload(admin, feedId, packed(0)))).counts.created).toBe(450);
    const moved = await imported(await upload(admin, feedId, packed(1)));
    expect(moved.counts).toEqual({ created: 0, updated: 450, unchanged: 0, removed: 0, skipped: 0 });
    const events = await eventsOf(propertyId);
    expect(events[0]).toMatchObject({ uid: 'packed-0@vrbo', start: day(4), end: day(5) });
    expect(events.at(-1)).toMatchObject({ uid: 'packed-449@vrbo', start: day(453), end: day(454) });
  });

  it('reads a damaged event as unreadable and imports the rest', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId);
    const damaged = vevent('damaged@bdc', ['this line is not iCal', `DTSTART;VALUE=DATE:${icsDay(9)}`]);
    const result = await imported(await upload(admin, feedId, calendar(allDay('fine@bdc', 5, 7), damaged)));
    expect(result.counts).toMatchObject({ created: 1, skipped: 1 });
    expect(result.results.find((r) => r.uid === 'damaged@bdc')?.reason).toBe('The event cannot be read');
  });

  it('shows an import only to those who may see its property', async () => {
    const feedId = await newFeed(await newProperty());
    const started = await upload(admin, feedId, calendar(allDay('seen@airbnb', 5, 6)));
    const { id } = (started.json() as { data: { id: string } }).data;
    await imported(started);
    expect((await licensee.get(`/api/v3/ical-imports/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/v3/ical-imports/${id}`)).statusCode).toBe(403);
    expect((await admin.get(`/api/v3/ical-imports/${randomUUID()}`)).statusCode).toBe(404);
    expect((await admin.get('/api/v3/ical-imports/nope')).statusCode).toBe(400);
  });
});

describe('POST /api/v3/ical-feeds/{id}/sync and the scheduled sync', () => {
  it('fetches the feed’s URL and imports it', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId, 'Vrbo');
    await ctx.db
      .update(icalFeeds)
      .set({ url: `${feedBase}/feed.ics` })
      .where(eq(icalFeeds.id, feedId));
    served = { status: 200, body: calendar(allDay('vrbo-1', 15, 18, 'Blocked')) };
    const result = await finishedImport(admin, await admin.post(`/api/v3/ical-feeds/${feedId}/sync`));
    expect(result).toMatchObject({ mode: 'url', outcome: 'ok', error: null, counts: { created: 1 } });
    expect((await eventsOf(propertyId)).map((e) => [e.uid, e.name, e.start, e.end])).toEqual([
      ['vrbo-1', 'Blocked on Vrbo: Blocked', day(15), day(18)],
    ]);

    served = { status: 503, body: 'down' };
    const failed = await finishedImport(admin, await admin.post(`/api/v3/ical-feeds/${feedId}/sync`));
    expect(failed).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/answered 503/) });
    expect((await feedRow(feedId))?.lastError).toMatch(/answered 503/);
    // A failed fetch changes no event.
    expect(await eventsOf(propertyId)).toHaveLength(1);
  });

  it('records an unreachable host in last_error instead of failing', async () => {
    const propertyId = await newProperty();
    const feedId = await newFeed(propertyId);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await ctx.db
      .update(icalFeeds)
      .set({ url: `http://127.0.0.1:${port}/feed.ics` })
      .where(eq(icalFeeds.id, feedId));
    const result = await finishedImport(admin, await admin.post(`/api/v3/ical-feeds/${feedId}/sync`));
    expect(result.error).toMatch(/Could not reach .*ECONNREFUSED/);
    expect((await feedRow(feedId))?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('a feed without a URL is imported by upload only', async () => {
    const feedId = await newFeed(await newProperty());
    const response = await admin.post(`/api/v3/ical-feeds/${feedId}/sync`);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]?.code).toBe('ICAL_FEED_NO_URL');
  });

  it('runs every 30 minutes and records each failing feed without throwing', async () => {
    expect(scheduledJobs(ctx.config, ctx.app).find((job) => job.name === 'ical-sync')?.everyMs).toBe(30 * 60_000);
    const propertyId = await newProperty();
    const unknownHost = await newFeed(propertyId, 'Unknown host');
    const privateHost = await newFeed(propertyId, 'Private host');
    await ctx.db
      .update(icalFeeds)
      .set({ url: 'https://calendar.invalid/feed.ics' })
      .where(eq(icalFeeds.id, unknownHost));
    await ctx.db.update(icalFeeds).set({ url: `https://127.0.0.1:1/feed.ics` }).where(eq(icalFeeds.id, privateHost));
    const errors: unknown[] = [];
    const log = { ...ctx.app.log, error: (...args: unknown[]) => void errors.push(args) } as typeof ctx.app.log;
    const outcome = await syncAllIcalFeeds({ db: ctx.db, log, now: new Date() });
    expect(outcome.failed).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    expect((await feedRow(unknownHost))?.lastError).toMatch(/Could not reach calendar\.invalid/);
    expect((await feedRow(privateHost))?.lastError).toMatch(/private network/);
  });
});
