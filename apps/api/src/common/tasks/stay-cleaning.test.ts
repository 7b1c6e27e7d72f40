import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKINGS_CSV_COLUMNS,
  CHECKOUT_CLEAN,
  todayIn,
  ZCleanCancellation,
  type TBookingDocument,
  type TImportDocument,
  type TPropertyDocumentAnswer,
  type TTasksListResponse,
} from '@hearth/domain';
import { auditLog, bookings, propertyProfiles, propertyTaskComments, propertyTasks } from '../../db/schema';
import { demoUserId } from '../../seed/seed';
import { createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { followStays } from './stay-cleaning';

/*
 * The checkout clean of every stay (issue 31 item 4, docs/product/tasks.md#checkout-cleans), through the calls that
 * write stays: booked from the calendar, imported from another system, moved, cancelled; and the home's setting.
 */

let ctx: TestContext;
let staff: TestClient;
let admin: TestClient;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);
const POLICY = {
  checkInTime: '15:00',
  checkOutTime: '10:30',
  cancellationPolicy: 'flexible',
  petsAllowed: false,
  smokingAllowed: false,
  partiesAllowed: false,
  quietHoursFrom: null,
  quietHoursTo: null,
  minimumGuestAge: 18,
  houseRules: '',
};

/** A priced home with its check-out time, cleans on unless asked. */
const newHome = async (fields: { autoCheckoutClean?: boolean } = {}) => {
  const code = `CC-${uniqueTag().slice(2, 9).toUpperCase()}`;
  const id = await createProperty(ctx.db, { name: `${uniqueTag()} Cleaned`, code, maxGuests: 6, ...fields });
  await createRates(ctx.db, { propertyId: id, from: day(-5), to: day(400), priceCents: 20_000 });
  await ctx.db.insert(propertyProfiles).values({ propertyId: id, policy: POLICY });
  return { id, code };
};

const book = async (propertyId: string, checkIn: number, checkOut: number, key = randomUUID()) => {
  const response = await staff.request({
    method: 'POST',
    url: '/api/v3/bookings',
    headers: { 'Idempotency-Key': key },
    body: {
      propertyId,
      checkIn: day(checkIn),
      checkOut: day(checkOut),
      adults: 2,
      guest: { fullName: 'Ava Nguyen', email: 'ava@example.com' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as TBookingDocument).data;
};

const cleanOf = async (bookingId: string) => {
  const rows = await ctx.db.select().from(propertyTasks).where(eq(propertyTasks.bookingId, bookingId));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0] ?? null;
};

const cancel = async (bookingId: string) => {
  const shown = (
    await staff.get(`/api/v3/bookings/${bookingId}?include=clean-cancellation`)
  ).json() as TBookingDocument;
  const clean = ZCleanCancellation.parse(
    (shown.included ?? []).find((item) => item.type === 'clean-cancellation')?.attributes,
  );
  const response = await staff.post(`/api/v3/bookings/${bookingId}/cancel`, {
    expectedFee: clean.fee,
    reason: 'Plans changed',
  });
  expect(response.statusCode, response.body).toBe(200);
};

const auditsOf = (taskId: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.entityId, taskId)).orderBy(asc(auditLog.id));

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  admin = await ctx.signedIn('admin');
});
afterAll(async () => ctx.close());

describe('the checkout clean of a stay booked in Hearth', () => {
  it('is made with the booking, on its check-out day at the home’s check-out time, once', async () => {
    const home = await newHome();
    const key = randomUUID();
    const booking = await book(home.id, 10, 13, key);
    const clean = await cleanOf(booking.id);
    expect(clean).toMatchObject({
      propertyId: home.id,
      name: CHECKOUT_CLEAN.name,
      department: 'cleaning',
      displayStatus: 'unassigned',
      scheduledDate: day(13),
      scheduledTime: '10:30',
      createdByName: CHECKOUT_CLEAN.createdBy,
      origin: 'hearth',
    });
    expect(clean?.description).toContain(booking.attributes.longCode);
    expect((await auditsOf(clean!.id)).map((a) => [a.action, a.actorUserId])).toEqual([
      ['property-task.create', demoUserId('staff')],
    ]);

    // The same request again answers the first booking: still one clean.
    const replay = await staff.request({
      method: 'POST',
      url: '/api/v3/bookings',
      headers: { 'Idempotency-Key': key },
      body: {
        propertyId: home.id,
        checkIn: day(10),
        checkOut: day(13),
        adults: 2,
        guest: { fullName: 'Ava Nguyen', email: 'ava@example.com' },
      },
    });
    expect(replay.statusCode).toBe(201);
    const all = await ctx.db.select().from(propertyTasks).where(eq(propertyTasks.propertyId, home.id));
    expect(all).toHaveLength(1);

    // The calendar shows it on its day, with the stay it belongs to.
    const listed = (
      await staff.get(`/api/v3/property-tasks?propertyId=${home.id}&from=${day(0)}&to=${day(30)}`)
    ).json() as TTasksListResponse;
    expect(listed.data.map((t) => [t.attributes.name, t.attributes.scheduledDate, t.attributes.bookingId])).toEqual([
      [CHECKOUT_CLEAN.name, day(13), booking.id],
    ]);
  });

  it('is closed when the stay is cancelled, with a comment saying why; a finished clean stays finished', async () => {
    const home = await newHome();
    const booking = await book(home.id, 20, 22);
    const clean = await cleanOf(booking.id);
    await cancel(booking.id);
    expect((await cleanOf(booking.id))?.displayStatus).toBe('closed');
    const comments = await ctx.db.select().from(propertyTaskComments).where(eq(propertyTaskComments.taskId, clean!.id));
    expect(comments.map((c) => [c.comment, c.author])).toEqual([
      [CHECKOUT_CLEAN.cancelledComment(booking.attributes.longCode), CHECKOUT_CLEAN.createdBy],
    ]);
    expect((await auditsOf(clean!.id)).map((a) => a.action)).toEqual(['property-task.create', 'property-task.cancel']);

    const done = await book(home.id, 30, 32);
    const doneClean = await cleanOf(done.id);
    expect((await staff.post(`/api/v3/property-tasks/${doneClean!.id}/complete`, {})).statusCode).toBe(200);
    await cancel(done.id);
    expect((await cleanOf(done.id))?.displayStatus).toBe('finished');
  });

  it('is not made on a home whose checkout cleans are off, and turning them on makes the stays to come theirs', async () => {
    const home = await newHome({ autoCheckoutClean: false });
    const booking = await book(home.id, 5, 7);
    expect(await cleanOf(booking.id)).toBeNull();

    const patch = (autoCheckoutClean: boolean) =>
      admin.patch(`/api/v3/properties/${home.id}`, {
        data: { type: 'property', attributes: { details: { autoCheckoutClean } } },
      });
    const on = await patch(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(await cleanOf(booking.id)).toMatchObject({ scheduledDate: day(7), name: CHECKOUT_CLEAN.name });
    const shown = (await admin.get(`/api/v3/properties/${home.id}?include=details`)).json() as TPropertyDocumentAnswer;
    expect(shown.data.attributes.details?.autoCheckoutClean).toBe(true);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, home.id), eq(auditLog.action, 'property.update-details')));
    expect(audit?.after).toMatchObject({ autoCheckoutClean: true });

    // Off again: the cleans already made stay; new stays get none.
    expect((await patch(false)).statusCode).toBe(200);
    expect(await cleanOf(booking.id)).not.toBeNull();
    expect(await cleanOf((await book(home.id, 9, 11)).id)).toBeNull();
  });
});

describe('the checkout clean of a stay that moves', () => {
  /** What a writer that moves a stay does: the new dates and the clean, in one transaction. */
  const move = (bookingId: string, checkIn: number, checkOut: number) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({ checkIn: day(checkIn), checkOut: day(checkOut) })
        .where(eq(bookings.id, bookingId));
      return followStays(tx, {
        bookingIds: [bookingId],
        actor: { userId: demoUserId('staff'), impersonatorUserId: null },
        now: new Date(),
      });
    });

  it('moves to the new check-out day, keeping its time; a second call changes nothing', async () => {
    const home = await newHome();
    const booking = await book(home.id, 40, 43);
    const clean = await cleanOf(booking.id);
    expect(await move(booking.id, 41, 45)).toEqual({ created: 0, moved: 1, cancelled: 0 });
    expect(await cleanOf(booking.id)).toMatchObject({ id: clean!.id, scheduledDate: day(45), scheduledTime: '10:30' });
    const [moved] = (await auditsOf(clean!.id)).filter((a) => a.action === 'property-task.move');
    expect(moved).toMatchObject({ before: { scheduledDate: day(43) }, after: { scheduledDate: day(45) } });
    expect(await move(booking.id, 41, 45)).toEqual({ created: 0, moved: 0, cancelled: 0 });
  });

  it('stays where it is once someone has started it', async () => {
    const home = await newHome();
    const booking = await book(home.id, 50, 52);
    const clean = await cleanOf(booking.id);
    await ctx.db.update(propertyTasks).set({ displayStatus: 'in_progress' }).where(eq(propertyTasks.id, clean!.id));
    expect(await move(booking.id, 50, 53)).toEqual({ created: 0, moved: 0, cancelled: 0 });
    expect((await cleanOf(booking.id))?.scheduledDate).toBe(day(52));
  });
});

describe('which stays get a checkout clean', () => {
  it('owner stays that need cleaning do; blocks, requests and owner stays without cleaning do not', async () => {
    const home = await newHome();
    const insert = async (fields: Partial<typeof bookings.$inferInsert>, nights: [number, number]) => {
      const [row] = await ctx.db
        .insert(bookings)
        .values({
          propertyId: home.id,
          longCode: `OS-${uniqueTag()}`,
          status: 'BLOCKED',
          checkIn: day(nights[0]),
          checkOut: day(nights[1]),
          ...fields,
        })
        .returning({ id: bookings.id });
      return row!.id;
    };
    const ownerStay = await insert({ createdByType: 'owner', cleaningRequired: true }, [60, 62]);
    const ownerNoClean = await insert({ createdByType: 'owner', cleaningRequired: false }, [63, 64]);
    const block = await insert({ createdByType: 'staff' }, [65, 66]);
    const request = await insert({ status: 'REQUESTED', createdByType: 'guest' }, [67, 68]);
    const past = await insert({ status: 'BOOKED', createdByType: 'guest' }, [-4, -2]);
    const result = await ctx.db.transaction((tx) =>
      followStays(tx, {
        bookingIds: [ownerStay, ownerNoClean, block, request, past],
        actor: { userId: null, impersonatorUserId: null },
        now: new Date(),
      }),
    );
    expect(result).toEqual({ created: 1, moved: 0, cancelled: 0 });
    expect((await cleanOf(ownerStay))?.description).toContain('owner stay');
    for (const id of [ownerNoClean, block, request, past]) expect(await cleanOf(id)).toBeNull();
  });

  it('bookings imported from another system get theirs in the import, cancelled rows none', async () => {
    const home = await newHome();
    const line = (reference: string, from: number, to: number, status: string) =>
      BOOKINGS_CSV_COLUMNS.map(
        (column) =>
          ({
            code: home.code,
            channel: 'Airbnb',
            reference,
            guest_name: 'Liam Walker',
            check_in: day(from),
            check_out: day(to),
            amount: '640',
            status,
          })[column as string] ?? '',
      ).join(',');
    const csv = [
      BOOKINGS_CSV_COLUMNS.join(','),
      line('RIMP1', 70, 72, 'booked'),
      line('RIMP2', 73, 75, 'cancelled'),
    ].join('\n');
    const started = await staff.request({
      method: 'POST',
      url: '/api/v3/imports/bookings?preview=false',
      rawBody: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(started.statusCode, started.body).toBe(202);
    await ctx.app.background.drain();
    const id = (started.json() as TImportDocument).data.id;
    const done = ((await staff.get(`/api/v3/imports/${id}`)).json() as TImportDocument).data.attributes;
    expect(done).toMatchObject({ state: 'finished', outcome: 'ok' });
    const imported = await ctx.db.select().from(bookings).where(eq(bookings.propertyId, home.id));
    const live = imported.find((b) => b.externalSource === 'RIMP1');
    const gone = imported.find((b) => b.externalSource === 'RIMP2');
    expect(await cleanOf(live!.id)).toMatchObject({ scheduledDate: day(72), scheduledTime: '10:30' });
    expect(await cleanOf(gone!.id)).toBeNull();
  });
});

describe('every writer of a stay', () => {
  it('calls followStays in the transaction that writes it', () => {
    const modules = path.resolve(import.meta.dirname, '../../modules');
    const writers: string[] = [];
    const missing: string[] = [];
    for (const area of readdirSync(modules)) {
      for (const file of readdirSync(path.join(modules, area))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const text = readFileSync(path.join(modules, area, file), 'utf8');
        if (!/\.(insert|update)\(bookings\)/.test(text)) continue;
        writers.push(`${area}/${file}`);
        if (!text.includes('followStays(')) missing.push(`${area}/${file}`);
      }
    }
    expect(writers.length).toBeGreaterThanOrEqual(3);
    expect(missing).toEqual([]);
  });
});
