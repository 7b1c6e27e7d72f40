import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bookings,
  dailyRates,
  keys,
  properties,
  propertyEvents,
  propertyOwners,
  propertyPhotos,
  propertyProfiles,
  ratePlans,
  type NewPropertyRow,
} from '../db/schema';
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

/**
 * Everything the onboarding checklist asks of a home (docs/product/properties.md#onboarding-checklist), written
 * straight into its tables: five photos, a key in the demo office store, a plan with a year of rates, an owner, a
 * management fee from today and check-in instructions. The checklist's own test builds these through the API.
 */
export const makeReadyToActivate = async (
  db: Db,
  propertyId: string,
  options: { ownerId: string; storeId: string; today: string },
): Promise<void> => {
  await db.insert(propertyPhotos).values(
    Array.from({ length: 5 }, (_, position) => ({
      propertyId,
      position,
      blobKey: `test/${propertyId}/${position}.jpg`,
    })),
  );
  await db.insert(keys).values({ name: 'Front door', propertyId, storeId: options.storeId, isPrimary: true });
  await db.insert(ratePlans).values({ propertyId, baseCents: 20_000 }).onConflictDoNothing();
  const to = new Date(Date.parse(`${options.today}T00:00:00Z`) + 400 * 86_400_000).toISOString().slice(0, 10);
  await db
    .delete(dailyRates)
    .where(sql`${dailyRates.propertyId} = ${propertyId} and ${dailyRates.night} >= ${options.today}::date`);
  await createRates(db, { propertyId, from: options.today, to, priceCents: 20_000 });
  await db.insert(propertyOwners).values({ propertyId, userId: options.ownerId }).onConflictDoNothing();
  const profile = {
    managementFees: [{ kind: 'short-stay', percentage: 20, startsOn: '2020-01-01', endsOn: null }],
    policy: {
      checkInTime: '15:00',
      checkOutTime: '10:00',
      cancellationPolicy: 'moderate',
      petsAllowed: false,
      smokingAllowed: false,
      partiesAllowed: false,
      quietHoursFrom: null,
      quietHoursTo: null,
      minimumGuestAge: 18,
      houseRules: '',
      checkInInstructions: 'The door code comes the day before.',
    },
  };
  await db
    .insert(propertyProfiles)
    .values({ propertyId, ...profile })
    .onConflictDoUpdate({ target: propertyProfiles.propertyId, set: profile });
};
