import { and, asc, eq, gt, gte, lt, ne, or, sql } from 'drizzle-orm';
import {
  capYearsOfStay,
  HTTP,
  STAY_LIMIT_ERROR_CODES,
  stayRefusal,
  type CapYear,
  type NightCap,
  type PropertyStatus,
  type StayLimits,
  type StayRefusal,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, dailyRates, properties, ratePlans, type PropertyCompliance } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/*
 * A home's stay limits (docs/product/bookings.md#stay-limits): guests, minimum stay, long-term only and the night
 * cap, checked where a stay is priced and where it is booked; the property record shows the cap's count. Read
 * through the tables: bookings and properties both use it.
 */

/** The home's night cap from its compliance record: none while 'Bookable days this year' is empty. */
export const nightCapOf = (compliance: PropertyCompliance | null): NightCap | null =>
  compliance?.currentYearBookableDays == null
    ? null
    : {
        nights: compliance.currentYearBookableDays,
        rule: compliance.nightCapRule ?? null,
        renewalDate: compliance.currentYearRenewalDate,
      };

export const stayLimitsOf = (home: StayHome): StayLimits => ({
  maxGuests: home.maxGuests,
  minimumStay: home.minimumStay,
  longTermOnly: home.compliance?.currentYearOverrideActivated ?? false,
  nightCap: nightCapOf(home.compliance),
  lifecycle: { status: home.status, lastNight: home.lastNight },
});

/** Nights let to guests in `year`: live BOOKED stays (not owner stays or blocks, not cancelled), clipped to the year. */
export const bookedNightsIn = async (db: Db, propertyId: string, year: CapYear): Promise<number> => {
  const [row] = await db
    .select({
      nights: sql<string>`coalesce(sum(least(${bookings.checkOut}, ${year.to}::date) - greatest(${bookings.checkIn}, ${year.from}::date)), 0)`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        eq(bookings.status, 'BOOKED'),
        ne(bookings.recordStatus, 'CANCELLED'),
        ne(bookings.createdByType, 'owner'),
        lt(bookings.checkIn, year.to),
        gt(bookings.checkOut, year.from),
      ),
    );
  return Number(row?.nights ?? 0);
};

type Stay = { checkIn: string; checkOut: string; adults: number; children: number };

type StayHome = {
  id: string;
  maxGuests: number;
  minimumStay: number;
  compliance: PropertyCompliance | null;
  status: PropertyStatus;
  lastNight: string | null;
};

/** What the limits read of a home, for a caller that has only its id (the live quote). */
export const readStayHome = async (db: Db, propertyId: string): Promise<StayHome | undefined> => {
  const [home] = await db
    .select({
      id: properties.id,
      maxGuests: properties.maxGuests,
      minimumStay: properties.minimumStay,
      compliance: properties.compliance,
      status: properties.status,
      lastNight: properties.lastNight,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return home;
};

/** What the rates say of the stay's nights: its arrival night's minimum stay, the plan's longest, the closed nights. */
const readStayNights = async (db: Db, propertyId: string, stay: Stay): Promise<NonNullable<StayLimits['nights']>> => {
  const rows = await db
    .select({ night: dailyRates.night, minNights: dailyRates.minNights, closed: dailyRates.closed })
    .from(dailyRates)
    .where(
      and(
        eq(dailyRates.propertyId, propertyId),
        gte(dailyRates.night, stay.checkIn),
        lt(dailyRates.night, stay.checkOut),
        or(eq(dailyRates.closed, true), eq(dailyRates.night, stay.checkIn)),
      ),
    )
    .orderBy(asc(dailyRates.night));
  const [plan] = await db
    .select({ maxNights: ratePlans.maxNights })
    .from(ratePlans)
    .where(eq(ratePlans.propertyId, propertyId));
  return {
    arrivalMinNights: rows.find((row) => row.night === stay.checkIn)?.minNights ?? null,
    maxNights: plan?.maxNights ?? null,
    closed: rows.filter((row) => row.closed).map((row) => row.night),
  };
};

/** The first limit this stay breaks at the home, or null; the cap counts the nights booked so far. */
export const findStayRefusal = async (db: Db, home: StayHome, stay: Stay): Promise<StayRefusal | null> => {
  const limits: StayLimits = { ...stayLimitsOf(home), nights: await readStayNights(db, home.id, stay) };
  const cap = limits.nightCap;
  const capYears = cap
    ? await Promise.all(
        capYearsOfStay(stay.checkIn, stay.checkOut, cap.renewalDate).map(async (year) => ({
          year,
          booked: await bookedNightsIn(db, home.id, year),
        })),
      )
    : [];
  return stayRefusal(limits, stay, capYears);
};

/** The refusal as the API answers it: 409 past the night cap (it depends on other bookings), else 400. */
export const stayRefusalError = (refusal: StayRefusal): AppError =>
  new AppError({
    // Past the night cap (it depends on other bookings) or at a home not taking stays: the state, not the input.
    status:
      refusal.code === STAY_LIMIT_ERROR_CODES.overNightCap ||
      refusal.code === STAY_LIMIT_ERROR_CODES.notBookable ||
      refusal.code === STAY_LIMIT_ERROR_CODES.nightsClosed
        ? HTTP.conflict
        : HTTP.badRequest,
    code: refusal.code,
    detail: refusal.message,
    source: { pointer: `/${refusal.field}` },
  });
