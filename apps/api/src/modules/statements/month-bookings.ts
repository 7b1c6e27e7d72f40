import { and, desc, eq, gt, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { addDays, PROFILE_PARTS } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, properties, propertyProfiles, quotes } from '../../db/schema';
import type { StatementBooking } from './statement-draft';
import { monthNightsOf } from './split-stay';

/** What a statement needs of its home. */
export type StatementHome = {
  id: string;
  code: string;
  name: string;
  currency: (typeof properties.$inferSelect)['currency'];
  timezone: string;
  /** The home's cleaning fee per stay (its profile's base fees), for an owner stay with no quote. */
  cleaningCents: number;
};

export type MonthBookings = Map<string, { home: StatementHome; bookings: StatementBooking[] }>;

/** Ids per query: far under PostgreSQL's 65,535 parameters, and each answer small. */
const CHUNK = 5_000;
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The cleaning fee per stay a profile's base fees charge; a profile that no longer fits its shape charges none. */
const cleaningOf = (baseFees: unknown): number => {
  const parsed = PROFILE_PARTS.baseFees.safeParse(baseFees ?? []);
  if (!parsed.success) return 0;
  return parsed.data.filter((f) => f.type === 'cleaning' && f.chargedPer === 'stay').reduce((s, f) => s + f.amount, 0);
};

/**
 * Every booking that may put a line on a statement of `month` (`YYYY-MM`), by home, for the homes `homes` reaches
 * (SQL over `properties`): stays with nights in it or checking out in it, and cancellations near it (the line's own
 * month is decided in the home's time zone). Each with its current quote: the latest of its chain.
 */
export const readMonthBookings = async (db: Db, options: { month: string; homes: SQL | undefined }) => {
  const { start, end } = monthNightsOf(options.month);
  const rows = await db
    .select({
      home: { id: properties.id, code: properties.code, name: properties.name, currency: properties.currency },
      timezone: properties.timezone,
      booking: {
        id: bookings.id,
        longCode: bookings.longCode,
        guestName: bookings.guestName,
        status: bookings.status,
        recordStatus: bookings.recordStatus,
        createdByType: bookings.createdByType,
        cleaningRequired: bookings.cleaningRequired,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        cancelledAt: bookings.cancelledAt,
        cancellationFeeCents: bookings.cancellationFeeCents,
        managementFeePercentage: bookings.managementFeePercentage,
      },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        options.homes,
        or(
          and(lt(bookings.checkIn, end), gte(bookings.checkOut, start), ne(bookings.status, 'CANCELLED')),
          // A day either side: the month of an instant depends on the home's zone.
          and(
            gt(bookings.cancellationFeeCents, 0),
            gte(bookings.cancelledAt, sql`${addDays(start, -1)}::timestamptz`),
            lt(bookings.cancelledAt, sql`${addDays(end, 1)}::timestamptz`),
          ),
        ),
      ),
    );

  const currentQuotes = new Map<string, StatementBooking['quote']>();
  for (const ids of chunks(rows.map((r) => r.booking.id))) {
    const found = await db
      .select({
        bookingId: quotes.bookingId,
        accommodationCents: quotes.accommodationCents,
        managementFeeCents: quotes.managementFeeCents,
        ownerPayoutCents: quotes.ownerPayoutCents,
        cleaningFeeCents: quotes.cleaningFeeCents,
      })
      .from(quotes)
      .where(inArray(quotes.bookingId, ids))
      .orderBy(desc(quotes.createdAt), desc(quotes.id));
    for (const { bookingId, ...quote } of found) if (!currentQuotes.has(bookingId)) currentQuotes.set(bookingId, quote);
  }

  const homeIds = [...new Set(rows.map((r) => r.home.id))];
  const cleaning = new Map<string, number>();
  for (const ids of chunks(homeIds)) {
    const profiles = await db
      .select({ propertyId: propertyProfiles.propertyId, baseFees: propertyProfiles.baseFees })
      .from(propertyProfiles)
      .where(inArray(propertyProfiles.propertyId, ids));
    for (const p of profiles) cleaning.set(p.propertyId, cleaningOf(p.baseFees));
  }

  const byHome: MonthBookings = new Map();
  for (const row of rows) {
    let entry = byHome.get(row.home.id);
    if (!entry) {
      const home = { ...row.home, timezone: row.timezone, cleaningCents: cleaning.get(row.home.id) ?? 0 };
      entry = { home, bookings: [] };
      byHome.set(row.home.id, entry);
    }
    entry.bookings.push({ ...row.booking, quote: currentQuotes.get(row.booking.id) ?? null });
  }
  return byHome;
};
