import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, dailyRates, properties, propertyEvents, propertyOwners, type NewPropertyRow } from '../db/schema';
import { demoCompanyId } from '../seed/seed';

/**
 * Test rows built through the same tables the app reads. Each test marks its properties with a unique word
 * in the name, so a search for that word sees only them, whatever the demo portfolio holds.
 */
export const uniqueTag = (): string => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export const createProperty = async (
  db: Db,
  fields: Partial<NewPropertyRow> & { name: string },
  options: { owners?: string[] } = {},
): Promise<string> => {
  const id = randomUUID();
  await db.insert(properties).values({
    id,
    code: `T-${id.slice(0, 8)}`,
    status: 'active',
    companyId: demoCompanyId('hearth'),
    street: '1 Test Street',
    city: 'Noosa Heads',
    state: 'QLD',
    postcode: '4567',
    country: 'Australia',
    fullAddress: '1 Test Street, Noosa Heads QLD 4567, Australia',
    latitude: -26.39,
    longitude: 153.09,
    ...fields,
  });
  if (options.owners?.length) {
    await db.insert(propertyOwners).values(options.owners.map((userId) => ({ propertyId: id, userId })));
  }
  return id;
};

/** The same nightly rate (cents) for every night in [from, to); the running totals are the trigger's (left 0 here). */
export const createRates = async (
  db: Db,
  options: { propertyId: string; from: string; to: string; priceCents: number; corporateCents?: number },
): Promise<void> => {
  await db.insert(dailyRates).select(
    sql`select ${options.propertyId}::uuid, night::date, ${options.priceCents}, ${options.priceCents}, ${options.priceCents},
        ${options.priceCents}, ${options.priceCents}, ${options.corporateCents ?? options.priceCents}, 0, 0, 0,
        null, false, false, false
        from generate_series(${options.from}::date, ${options.to}::date - 1, interval '1 day') as night`,
  );
};

export const createBooking = async (
  db: Db,
  options: {
    propertyId: string;
    checkIn: string;
    checkOut: string;
    status?: 'BOOKED' | 'BLOCKED' | 'REQUESTED' | 'CANCELLED';
  },
): Promise<void> => {
  await db.insert(bookings).values({
    propertyId: options.propertyId,
    longCode: `TB-${randomUUID().slice(0, 12)}`,
    status: options.status ?? 'BOOKED',
    checkIn: options.checkIn,
    checkOut: options.checkOut,
  });
};

export const createHold = async (
  db: Db,
  options: { propertyId: string; start: string; end: string; expiresAt: Date | null },
): Promise<void> => {
  await db.insert(propertyEvents).values({
    propertyId: options.propertyId,
    name: 'Hold for a guest',
    status: 'blocking',
    startDate: options.start,
    endDate: options.end,
    expiresAt: options.expiresAt,
  });
};
