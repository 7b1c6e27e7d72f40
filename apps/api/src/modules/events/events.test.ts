import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type TPropertyEvent } from '@hearth/domain';
import { auditLog, propertyEvents } from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createBooking, createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { expireHolds } from './expire-holds';

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;
let coastalHome: string;
let hearthHome: string;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  coastalHome = await createProperty(ctx.db, {
    name: `${uniqueTag()} Coastal`,
    companyId: demoCompanyId('coastal-stays'),
  });
  hearthHome = await createProperty(ctx.db, { name: `${uniqueTag()} Hearth`, companyId: demoCompanyId('hearth') });
});
afterAll(async () => {
  await ctx.close();
});

const event = (attributes: Record<string, unknown>) => ({
  data: { type: 'property-event', attributes: { status: 'blocking', name: '<p>Owner works</p>', ...attributes } },
});
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const create = (client: TestClient, propertyId: string, attributes: Record<string, unknown>) =>
  client.post(`/api/v3/properties/${propertyId}/events`, event(attributes));

describe('events: create, read, change, delete', () => {
  it('creates a block whose last day is included, lists it in the window, changes and deletes it', async () => {
    const created = await create(staff, hearthHome, { start: '2031-03-10', end: '2031-03-12' });
    expect(created.statusCode, created.body).toBe(201);
    const { data } = created.json() as { data: TPropertyEvent };
    expect(data.attributes).toMatchObject({
      start: '2031-03-10',
      end: '2031-03-12',
      status: 'blocking',
      blockDates: true,
    });
    expect(data.attributes.calendarLink).toBe(`/properties/${hearthHome}?month=3&year=2031`);

    const listed = await staff.get(`/api/v3/properties/${hearthHome}/events?from=2031-03-12&to=2031-03-31`);
    expect((listed.json() as { data: TPropertyEvent[] }).data.map((e) => e.id)).toContain(data.id);
    const before = await staff.get(`/api/v3/properties/${hearthHome}/events?from=2031-02-01&to=2031-03-09`);
    expect((before.json() as { data: TPropertyEvent[] }).data.map((e) => e.id)).not.toContain(data.id);

    const patched = await staff.patch(
      `/api/v3/property-events/${data.id}`,
      event({ end: '2031-03-15', name: '<p>Longer</p>' }),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect((patched.json() as { data: TPropertyEvent }).data.attributes).toMatchObject({
      end: '2031-03-15',
      name: '<p>Longer</p>',
    });

    const removed = await staff.request({ method: 'DELETE', url: `/api/v3/property-events/${data.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await staff.get(`/api/v3/property-events/${data.id}`)).statusCode).toBe(404);
    const actions = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, data.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'property-event.create',
      'property-event.delete',
      'property-event.update',
    ]);
  });

  it('keeps only bold, italic, underline and bullet lists in the details', async () => {
    const created = await create(staff, hearthHome, {
      start: '2031-05-01',
      end: '2031-05-01',
      status: 'available',
      name: '<p><strong>Bold</strong> <a href="x">link</a><script>alert(1)</script><u>u</u></p><ul><li>one</li></ul>',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as { data: TPropertyEvent }).data.attributes.name).toBe(
      '<p><strong>Bold</strong> link<u>u</u></p><ul><li>one</li></ul>',
    );
  });

  // sanitize-html is held at 2.17.5 (the last release for Node 20, docs/ARCHITECTURE.md): the payloads of the
  // advisories fixed after it must still come out as allowed tags without attributes, with everything else as text.
  it('leaves no markup of the later sanitize-html advisories (textarea, SVG animate, noscript, meta refresh)', async () => {
    const payloads = [
      '<p>Note</p><textarea></textarea/><img src=x onerror=alert(1)></textarea>',
      '<p>Note</p><xmp></xmp/><img src=x onerror=alert(1)></xmp>',
      '<p>Note</p><svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
      '<p>Note</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      '<p>Note</p><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<p>Note</p><iframe><iframe><p><img src=x onerror=alert(1)></p></iframe></iframe>',
    ];
    for (const name of payloads) {
      const created = await create(staff, hearthHome, {
        start: '2031-05-02',
        end: '2031-05-02',
        status: 'available',
        name,
      });
      expect(created.statusCode, created.body).toBe(201);
      const kept = (created.json() as { data: TPropertyEvent }).data.attributes.name;
      for (const tag of kept.match(/<[^>]*>/g) ?? []) expect(tag, kept).toMatch(/^<\/?(p|br|strong|b|em|i|u|ul|li)>$/);
    }
  });
});

describe('events: nights can be taken once', () => {
  it('refuses a block over a booking with 409 naming the booking; the check-out day stays free', async () => {
    await createBooking(ctx.db, { propertyId: hearthHome, checkIn: '2031-06-10', checkOut: '2031-06-14' });
    const clash = await create(staff, hearthHome, { start: '2031-06-13', end: '2031-06-16' });
    expect(clash.statusCode).toBe(409);
    const [error] = errorsOf(clash);
    expect(error?.code).toBe('NIGHTS_TAKEN');
    expect(error?.detail).toMatch(
      /^Those nights are already taken by booking TB-[\w-]+, 10 Jun 2031 to 14 Jun 2031\.$/,
    );

    // Same-day turnover: a block from the check-out day, and one ending the night before check-in.
    expect((await create(staff, hearthHome, { start: '2031-06-14', end: '2031-06-15' })).statusCode).toBe(201);
    expect((await create(staff, hearthHome, { start: '2031-06-08', end: '2031-06-09' })).statusCode).toBe(201);
  });

  it('refuses a second blocking event on the same night, but an available note does not block', async () => {
    expect((await create(staff, hearthHome, { start: '2031-07-01', end: '2031-07-03' })).statusCode).toBe(201);
    const second = await create(staff, hearthHome, { start: '2031-07-03', end: '2031-07-04', name: '<p>Second</p>' });
    expect(second.statusCode).toBe(409);
    expect(errorsOf(second)[0]?.detail).toBe(
      "Those nights are already taken by the event 'Owner works', 1 Jul 2031 to 4 Jul 2031.",
    );
    expect(
      (await create(staff, hearthHome, { start: '2031-07-02', end: '2031-07-02', status: 'available' })).statusCode,
    ).toBe(201);
  });

  it('lets exactly one of 20 simultaneous requests for overlapping nights win', async () => {
    const home = await createProperty(ctx.db, { name: `${uniqueTag()} Race` });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(staff, home, {
          start: `2031-08-${String(10 + (i % 3)).padStart(2, '0')}`,
          end: '2031-08-14',
          name: `<p>Race ${i}</p>`,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await ctx.db.select().from(propertyEvents).where(eq(propertyEvents.propertyId, home));
    expect(rows).toHaveLength(1);
  });

  it('refuses a move onto taken nights and keeps the event where it was', async () => {
    const home = await createProperty(ctx.db, { name: `${uniqueTag()} Move` });
    await createBooking(ctx.db, { propertyId: home, checkIn: '2031-09-10', checkOut: '2031-09-12' });
    const created = await create(staff, home, { start: '2031-09-01', end: '2031-09-02' });
    const { data } = created.json() as { data: TPropertyEvent };
    const moved = await staff.patch(
      `/api/v3/property-events/${data.id}`,
      event({ start: '2031-09-09', end: '2031-09-10' }),
    );
    expect(moved.statusCode).toBe(409);
    const kept = await staff.get(`/api/v3/property-events/${data.id}`);
    expect((kept.json() as { data: TPropertyEvent }).data.attributes).toMatchObject({
      start: '2031-09-01',
      end: '2031-09-02',
    });
  });
});

describe('events: holds that expire', () => {
  it('a licensee hold blocks until its expiry instant, then frees its nights; the sweep marks it and audits', async () => {
    const created = await create(licensee, coastalHome, {
      start: '2031-10-05',
      end: '2031-10-07',
      expiryAt: inDays(1),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { data } = created.json() as { data: TPropertyEvent };
    expect(data.attributes.expired).toBe(false);
    expect((await create(licensee, coastalHome, { start: '2031-10-06', end: '2031-10-06' })).statusCode).toBe(409);

    // The expiry instant passes (moved into the past in the table, as time would).
    await ctx.db.execute(
      sql`update property_events set expires_at = now() - interval '1 minute' where id = ${data.id}`,
    );
    await ctx.db.execute(
      sql`update stay_claims set expires_at = now() - interval '1 minute' where event_id = ${data.id}`,
    );
    const lapsed = await licensee.get(`/api/v3/property-events/${data.id}`);
    expect((lapsed.json() as { data: TPropertyEvent }).data.attributes.expired).toBe(true);
    // Before any sweep, a booking of those nights is taken at once.
    await createBooking(ctx.db, { propertyId: coastalHome, checkIn: '2031-10-05', checkOut: '2031-10-08' });

    expect(await expireHolds({ db: ctx.db, now: new Date() })).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(propertyEvents).where(eq(propertyEvents.id, data.id));
    expect(row?.expiredAt).not.toBeNull();
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, data.id));
    expect(audit.map((a) => a.action)).toContain('property-event.expire');
  });

  it('refuses an expiry from staff, on an available event, or in the past', async () => {
    const fromStaff = await create(staff, hearthHome, { start: '2031-11-01', end: '2031-11-02', expiryAt: inDays(2) });
    expect(fromStaff.statusCode).toBe(400);
    expect(errorsOf(fromStaff)[0]?.detail).toBe(EVENT_MESSAGES.expiryNotAllowed);
    const available = await create(licensee, coastalHome, {
      start: '2031-11-01',
      end: '2031-11-02',
      status: 'available',
      expiryAt: inDays(2),
    });
    expect(available.statusCode).toBe(400);
    const past = await create(licensee, coastalHome, { start: '2031-11-01', end: '2031-11-02', expiryAt: inDays(-1) });
    expect(past.statusCode).toBe(400);
  });
});

describe('events: who may', () => {
  it.each(['owner', 'creator', 'finance'])('%s gets the spec message for each verb', async (name) => {
    const client = await ctx.signedIn(name);
    const [existing] = await ctx.db.select({ id: propertyEvents.id }).from(propertyEvents).limit(1);
    const id = existing?.id ?? '00000000-0000-4000-8000-000000000000';
    const answers = {
      view: await client.get(`/api/v3/properties/${hearthHome}/events?from=2031-01-01&to=2031-12-31`),
      create: await create(client, hearthHome, { start: '2031-12-01', end: '2031-12-02' }),
      update: await client.patch(`/api/v3/property-events/${id}`, event({ name: '<p>x</p>' })),
      delete: await client.request({ method: 'DELETE', url: `/api/v3/property-events/${id}` }),
    };
    for (const [verb, answer] of Object.entries(answers)) {
      expect(answer.statusCode, `${name} ${verb}`).toBe(403);
      if (name === 'owner' || name === 'creator') {
        const [error] = errorsOf(answer);
        expect(error?.detail).toBe(EVENT_MESSAGES.permission[verb as keyof typeof EVENT_MESSAGES.permission]);
        expect((answer.json() as { errors: { title: string }[] }).errors[0]?.title).toBe(error?.detail);
      }
    }
  });

  it('lets a reservation manager place a hold anywhere', async () => {
    const reservations = await ctx.signedIn('reservations');
    const created = await create(reservations, hearthHome, {
      start: '2032-03-01',
      end: '2032-03-02',
      expiryAt: inDays(3),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(demoUserId).toBeTypeOf('function');
  });
});

describe('events: bad input answers 400 with the form messages', () => {
  it.each([
    [{ start: '2031-02-30', end: '2031-03-01' }, EVENT_MESSAGES.invalidStart],
    [{ start: '2031-03-01', end: 'tomorrow' }, EVENT_MESSAGES.invalidEnd],
    [{ start: '2031-03-05', end: '2031-03-04' }, EVENT_MESSAGES.endBeforeStart],
    [{ start: '2031-03-01', end: '2031-03-02', status: 'closed' }, EVENT_MESSAGES.invalidStatus],
    [{ start: '2031-03-01', end: '2031-03-02', name: '<p> </p>' }, EVENT_MESSAGES.detailsMin],
    [{ start: '2031-03-01', end: '2031-03-02', name: `<p>${'x'.repeat(251)}</p>` }, EVENT_MESSAGES.detailsMax],
    [{ start: '2031-01-01', end: '2033-01-01' }, EVENT_MESSAGES.tooLong],
  ])('%j → %s', async (attributes, message) => {
    const answer = await create(staff, hearthHome, attributes);
    expect(answer.statusCode).toBe(400);
    expect(errorsOf(answer).map((e) => e.detail)).toContain(message);
  });

  it('refuses a malformed id, window or body', async () => {
    expect((await staff.get('/api/v3/property-events/not-a-uuid')).statusCode).toBe(400);
    expect((await staff.get(`/api/v3/properties/${hearthHome}/events?from=2031-05-01&to=2031-04-01`)).statusCode).toBe(
      400,
    );
    expect((await staff.get(`/api/v3/properties/${hearthHome}/events?from=2031-01-01&to=2035-01-01`)).statusCode).toBe(
      400,
    );
    const junk = await staff.request({
      method: 'POST',
      url: `/api/v3/properties/${hearthHome}/events`,
      rawBody: '{"data":',
    });
    expect(junk.statusCode).toBe(400);
  });
});
