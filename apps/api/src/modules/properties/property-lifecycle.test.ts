import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  STAY_LIMIT_ERROR_CODES,
  todayIn,
  type TBookingQuoteResponse,
  type TPropertyMoveResponse,
  type TPropertySearchResponse,
} from '@hearth/domain';
import { auditLog, properties } from '../../db/schema';
import { createBooking, createProperty, createRates, makeReadyToActivate, uniqueTag } from '../../test/factories';
import { DEMO_OFFICE_STORE_KEY, demoKeyStoreId } from '../../seed/demo-keys';
import { demoUserId } from '../../seed/seed';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * A home's life cycle (docs/product/properties.md#life-cycle) through HTTP: Onboarding → Active → Offboarding →
 * Inactive and back to Active from Offboarding, each move checked, audited and followed by booking and search.
 */

let ctx: TestContext;
let staff: TestClient;
let owner: TestClient;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  owner = await ctx.signedIn('owner');
});
afterAll(async () => ctx.close());

const newHome = async (status: 'onboarding' | 'active' = 'onboarding') => {
  const name = `${uniqueTag()} Lifecycle`;
  const id = await createProperty(ctx.db, { name, status, maxGuests: 4, minimumStay: 1 });
  await createRates(ctx.db, { propertyId: id, from: day(0), to: day(120), priceCents: 20_000 });
  // Every item of the onboarding checklist in place, so activation is about the life cycle (onboarding.test.ts gates it).
  if (status === 'onboarding') {
    await makeReadyToActivate(ctx.db, id, {
      ownerId: demoUserId('owner'),
      storeId: demoKeyStoreId(DEMO_OFFICE_STORE_KEY),
      today,
    });
  }
  return { id, name };
};
const move = (client: TestClient, id: string, to: string, lastNight?: string) =>
  client.post(`/api/v3/properties/${id}/${to}`, {
    data: { type: 'property-status', attributes: lastNight ? { lastNight } : {} },
  });
const statusOf = async (id: string) =>
  (
    await ctx.db
      .select({ status: properties.status, lastNight: properties.lastNight })
      .from(properties)
      .where(eq(properties.id, id))
  )[0];
const stay = (propertyId: string, from: number, to: number) => ({
  propertyId,
  checkIn: day(from),
  checkOut: day(to),
  adults: 2,
  children: 0,
  guest: { fullName: 'Ava Nguyen', email: 'ava@example.com', phone: null },
});
const book = (body: ReturnType<typeof stay>) =>
  staff.request({ method: 'POST', url: '/api/v3/bookings', body, headers: { 'Idempotency-Key': randomUUID() } });
const available = async (name: string, from: number, to: number, statuses?: string) => {
  const query = new URLSearchParams({
    'filters[query]': name,
    'filters[availableFrom]': day(from),
    'filters[availableTo]': day(to),
    ...(statuses ? { 'filters[propertyStatuses]': statuses } : {}),
  });
  const response = await staff.get(`/api/v3/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TPropertySearchResponse).data.length;
};

describe('a home’s life cycle', () => {
  it('activates an onboarding home once, for staff only, with an entry in its history', async () => {
    const home = await newHome();
    expect((await move(owner, home.id, 'activate')).statusCode).toBe(403);
    const activated = await move(staff, home.id, 'activate');
    expect(activated.statusCode, activated.body).toBe(200);
    expect((activated.json() as TPropertyMoveResponse).data.attributes.status).toBe('active');
    const again = await move(staff, home.id, 'activate');
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]?.detail).toBe(
      'A home that is active cannot be moved this way (Activate is for onboarding homes)',
    );
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property.status'), eq(auditLog.entityId, home.id)));
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { status: 'onboarding', lastNight: null },
        { status: 'active', lastNight: null, move: 'activate' },
      ],
    ]);
  });

  it('offboards with a last night: stays past it are kept and listed, no new one is booked past it', async () => {
    const home = await newHome('active');
    await createBooking(ctx.db, { propertyId: home.id, checkIn: day(8), checkOut: day(14) });
    const missing = await move(staff, home.id, 'offboard');
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)[0]).toMatchObject({
      detail: 'Choose the last night guests may stay',
      source: { pointer: '/data/attributes/lastNight' },
    });
    expect(errorsOf(await move(staff, home.id, 'offboard', day(-1)))[0]?.detail).toBe(
      'The last night cannot be before today',
    );

    const offboarded = await move(staff, home.id, 'offboard', day(10));
    expect(offboarded.statusCode, offboarded.body).toBe(200);
    const answer = offboarded.json() as TPropertyMoveResponse;
    expect(answer.data.attributes.status).toBe('offboarding');
    expect(answer.meta.staysAfterLastNight.map((s) => [s.checkIn, s.checkOut])).toEqual([[day(8), day(14)]]);
    expect(await statusOf(home.id)).toEqual({ status: 'offboarding', lastNight: day(10) });

    // The night of day(10) is the last: a stay checking out on day(11) fits, one to day(12) does not.
    expect((await book(stay(home.id, 20, 22))).statusCode).toBe(409);
    const refused = await book(stay(home.id, 10, 12));
    expect(refused.statusCode).toBe(409);
    const message = `This home is offboarding: its last night is ${Number(day(10).slice(8))} `;
    expect(errorsOf(refused)[0]).toMatchObject({ code: STAY_LIMIT_ERROR_CODES.notBookable });
    expect(errorsOf(refused)[0]?.detail).toContain(message);
    const quote = await staff.get(
      `/api/v3/properties/${home.id}/booking-quote?checkIn=${day(10)}&checkOut=${day(12)}&adults=2&children=0`,
    );
    expect((quote.json() as TBookingQuoteResponse).data.refusal?.code).toBe(STAY_LIMIT_ERROR_CODES.notBookable);
    expect((await book(stay(home.id, 1, 3))).statusCode).toBe(201);

    // Availability search follows (offboarding homes when asked for: the search's default is active homes): a stay
    // within the last night finds the home, one past it does not.
    expect(await available(home.name, 4, 6)).toBe(0);
    expect(await available(home.name, 4, 6, 'offboarding')).toBe(1);
    expect(await available(home.name, 10, 12, 'offboarding')).toBe(0);

    // Back to active: the last night goes, and so does the refusal.
    const kept = await move(staff, home.id, 'reactivate');
    expect(kept.statusCode).toBe(200);
    expect(await statusOf(home.id)).toEqual({ status: 'active', lastNight: null });
    expect(await available(home.name, 20, 22)).toBe(1);
  });

  it('makes an offboarding home inactive only once no stay is to come; it then takes none', async () => {
    const busy = await newHome('active');
    await createBooking(ctx.db, { propertyId: busy.id, checkIn: day(3), checkOut: day(5) });
    await move(staff, busy.id, 'offboard', day(30));
    const refused = await move(staff, busy.id, 'deactivate');
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]?.detail).toBe(
      'This home still has 1 stay to come: cancel or move it before making it inactive',
    );

    const quiet = await newHome('active');
    expect((await move(staff, quiet.id, 'deactivate')).statusCode).toBe(409);
    await move(staff, quiet.id, 'offboard', day(0));
    const inactive = await move(staff, quiet.id, 'deactivate');
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect(await statusOf(quiet.id)).toMatchObject({ status: 'inactive' });
    const booked = await book(stay(quiet.id, 40, 42));
    expect(booked.statusCode).toBe(409);
    expect(errorsOf(booked)[0]?.detail).toBe('This home is inactive: it takes no stays.');
    // Not even when inactive homes are asked for by name.
    expect(await available(quiet.name, 40, 42, 'inactive')).toBe(0);
    expect((await move(staff, quiet.id, 'reactivate')).statusCode).toBe(409);
  });
});
