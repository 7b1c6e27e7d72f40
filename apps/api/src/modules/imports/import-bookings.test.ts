import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKINGS_CSV_COLUMNS,
  CSV_ERROR_CODES,
  CSV_MESSAGES,
  IMPORT_MESSAGES as I,
  todayIn,
  type TImportCheck,
  type TImportDocument,
} from '@hearth/domain';
import { auditLog, bookings, properties, stayClaims } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { createBooking, createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * Bookings to come from another system (docs/product/imports.md#bookings): every row checked against the caller's
 * homes, the channels and the nights already taken, every problem beside its line; the import writes all the rows in
 * one transaction or none, a clash the stay-claim constraint meets naming its row; the same file twice adds nothing.
 */

let ctx: TestContext;
let staff: TestClient;
let reservations: TestClient;
let licensee: TestClient;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);
let home: { id: string; code: string };
let other: { id: string; code: string };

const newHome = async (fields: { status?: 'active' | 'inactive' } = {}) => {
  const code = `BK-${uniqueTag().slice(2, 9).toUpperCase()}`;
  const id = await createProperty(ctx.db, { name: `${uniqueTag()} Imported stays`, code, ...fields });
  return { id, code };
};

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  reservations = await ctx.signedIn('reservations');
  licensee = await ctx.signedIn('licensee');
  home = await newHome();
  other = await newHome();
});
afterAll(async () => ctx.close());

const HEADER = BOOKINGS_CSV_COLUMNS.join(',');
type Cells = Partial<Record<(typeof BOOKINGS_CSV_COLUMNS)[number], string>>;
const ref = () => `R${uniqueTag().slice(2, 10).toUpperCase()}`;
/** A stay of `from`–`to` days from today at `at`, booked on Airbnb. */
const row = (at: { code: string }, from: number, to: number, cells: Cells = {}) =>
  BOOKINGS_CSV_COLUMNS.map(
    (column) =>
      cells[column] ??
      {
        code: at.code,
        channel: 'Airbnb',
        reference: ref(),
        guest_name: 'Ava Nguyen',
        guest_email: 'ava@example.com',
        check_in: day(from),
        check_out: day(to),
        amount: '1245.50',
      }[column as string] ??
      '',
  ).join(',');
const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

const send = (client: TestClient, csv: string, preview: boolean) =>
  client.request({
    method: 'POST',
    url: `/api/v3/imports/bookings?preview=${preview}`,
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
  });
const check = async (client: TestClient, csv: string) => {
  const response = await send(client, csv, true);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TImportCheck }).data;
};
const start = async (client: TestClient, csv: string) => {
  const started = await send(client, csv, false);
  expect(started.statusCode, started.body).toBe(202);
  return (started.json() as TImportDocument).data.id;
};
const finished = async (client: TestClient, id: string) => {
  await ctx.app.background.drain();
  return ((await client.get(`/api/v3/imports/${id}`)).json() as TImportDocument).data.attributes;
};
const bookingsOf = (propertyId: string) =>
  ctx.db.select().from(bookings).where(eq(bookings.propertyId, propertyId)).orderBy(bookings.checkIn);

describe('importing bookings (issue 30 item 7)', () => {
  it("gives a template whose example row, at one of the caller's homes, is a stay the check would add", async () => {
    const template = await reservations.get('/api/v3/imports/bookings/template');
    expect(template.statusCode).toBe(200);
    const [header, example] = template.body.trim().split('\r\n');
    expect(header).toBe(HEADER);
    const mine = example!
      .replace('NSH-104', home.code)
      .replace('2027-01-03', day(200))
      .replace('2027-01-06', day(203))
      .replace('HMABC12345', ref());
    expect(await check(reservations, `${header}\n${mine}`)).toMatchObject({ added: 1, errorCount: 0 });
  });

  it('lists every problem beside its line, nights already taken included, and writes nothing', async () => {
    const closed = await newHome({ status: 'inactive' });
    await createBooking(ctx.db, { propertyId: other.id, checkIn: day(30), checkOut: day(33) });
    const [held] = await bookingsOf(other.id);
    const twice = ref();
    const csv = file(
      row(home, 10, 12, { reference: twice, guest_phone: '+61 400 123 456' }),
      row({ code: 'NOPE-1' }, 10, 12),
      row(closed, 10, 12),
      row(home, -3, 2),
      row(home, 20, 22, { channel: 'Carrier pigeon' }),
      row(home, 14, 16, { reference: twice }),
      row(home, 11, 13),
      row(other, 31, 32),
      row(home, 40, 42, { guest_name: '=cmd|calc', amount: 'lots' }),
    );
    const data = await check(staff, csv);
    expect(data).toMatchObject({ rows: 9, added: 1, errorCount: 8 });
    expect(data.errors).toEqual([
      { line: 3, label: expect.any(String), column: 'code', message: I.home },
      { line: 4, label: expect.any(String), column: 'code', message: I.homeInactive },
      { line: 5, label: expect.any(String), column: 'check_in', message: I.past },
      {
        line: 6,
        label: expect.any(String),
        column: 'channel',
        message: expect.stringMatching(/^No channel has this name: use one of .*Airbnb.*Booking\.com/),
      },
      { line: 7, label: `Airbnb ${twice}`, column: 'reference', message: I.referenceTwice },
      { line: 8, label: expect.any(String), column: 'check_in', message: I.overlapsLine(2) },
      {
        line: 9,
        label: expect.any(String),
        column: 'check_in',
        message: expect.stringContaining(`Those nights are already taken by booking ${held!.longCode}`),
      },
      { line: 10, label: expect.any(String), column: 'guest_name', message: CSV_MESSAGES.formula },
      { line: 10, label: expect.any(String), column: 'amount', message: I.amount },
    ]);
    const refused = await send(staff, csv, false);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)[0]).toMatchObject({ code: CSV_ERROR_CODES.rows, detail: CSV_MESSAGES.rows(8) });
    expect(await bookingsOf(home.id)).toEqual([]);
  });

  it('imports every row in one go, and the same file again adds nothing', async () => {
    const at = await newHome();
    const csv = file(
      row(at, 50, 53, { reference: 'HMAAA1', guest_phone: '+61 400 123 456', adults: '3', children: '1' }),
      row(at, 53, 55, { channel: 'booking-com', reference: '4412', status: 'requested', amount: '"A$1,020"' }),
      row(at, 53, 56, { channel: 'vrbo', reference: 'HA-9', status: 'cancelled', amount: '0' }),
    );
    const id = await start(reservations, csv);
    expect(await finished(reservations, id)).toMatchObject({
      state: 'finished',
      outcome: 'ok',
      rows: 3,
      total: 3,
      done: 3,
      added: 3,
      unchanged: 0,
    });
    const made = await bookingsOf(at.id);
    expect(made.map((b) => [b.channel, b.externalSource, b.status, b.recordStatus, b.totalCents])).toEqual([
      ['airbnb', 'HMAAA1', 'BOOKED', 'ACTIVE', 124_550],
      ['booking-com', '4412', 'REQUESTED', 'ACTIVE', 102_000],
      ['vrbo', 'HA-9', 'CANCELLED', 'CANCELLED', 0],
    ]);
    expect(made[0]).toMatchObject({
      guestName: 'Ava Nguyen',
      guestPhone: '+61 400 123 456',
      adults: 3,
      children: 1,
      currency: 'AUD',
      createdByType: 'guest',
      longCode: expect.stringMatching(/^IM[0-9A-Z]{10}$/),
    });
    // Live stays take their nights; the cancelled one takes none.
    const claims = await ctx.db.select().from(stayClaims).where(eq(stayClaims.propertyId, at.id));
    expect(claims).toHaveLength(2);
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'booking.import'),
          inArray(
            auditLog.entityId,
            made.map((b) => b.id),
          ),
        ),
      );
    expect(audited).toHaveLength(3);

    expect(await check(reservations, csv)).toMatchObject({ added: 0, unchanged: 3, errorCount: 0 });
    const again = await start(reservations, csv);
    expect(await finished(reservations, again)).toMatchObject({ outcome: 'ok', added: 0, unchanged: 3, total: 0 });
    expect(await bookingsOf(at.id)).toHaveLength(3);
  });

  it('fails whole, naming the row, when the stay-claim constraint refuses a stay booked since the check', async () => {
    const at = await newHome();
    const csv = file(row(at, 60, 62), row(at, 62, 65), row(at, 70, 72));
    // Both background slots busy: the import's write waits while a booking takes nights of its second row.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    ctx.app.background.run(() => gate);
    ctx.app.background.run(() => gate);
    const id = await start(staff, csv);
    await createBooking(ctx.db, { propertyId: at.id, checkIn: day(63), checkOut: day(64) });
    const [taken] = await bookingsOf(at.id);
    release();
    const outcome = await finished(staff, id);
    expect(outcome).toMatchObject({ state: 'finished', outcome: 'failed', done: 0, added: 0, errorCount: 1 });
    expect(outcome.errors).toEqual([
      {
        line: 3,
        label: expect.any(String),
        column: 'check_in',
        message: expect.stringContaining(`Those nights are already taken by booking ${taken!.longCode}`),
      },
    ]);
    expect((await bookingsOf(at.id)).map((b) => b.longCode)).toEqual([taken!.longCode]);
  });

  it('is for those who book: a licensee is refused, and finds no home of another company either way', async () => {
    const refused = await send(licensee, file(row(home, 80, 82)), true);
    expect(refused.statusCode).toBe(403);
    expect((await licensee.get('/api/v3/imports/bookings/template')).statusCode).toBe(403);
    const theirs = await createProperty(ctx.db, {
      name: `${uniqueTag()} Coastal`,
      code: `BK-${uniqueTag().slice(2, 9).toUpperCase()}`,
      companyId: demoCompanyId('coastal-stays'),
    });
    const [coastal] = await ctx.db.select().from(properties).where(eq(properties.id, theirs));
    // Reservation managers book every home, so they import for every company's.
    expect(await check(reservations, file(row(coastal!, 80, 82)))).toMatchObject({ added: 1, errorCount: 0 });
  });
});
