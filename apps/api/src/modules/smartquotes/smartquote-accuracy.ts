import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, daysBetween, todayIn, type TSmartquoteAccuracy } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, properties, smartquotes, type SmartquoteRow } from '../../db/schema';

export type OnboardedHome = { id: string; name: string; createdAt: Date };

const DAYS_IN_YEAR = 365;

export const onboardedHomeOf = async (db: Db, propertyId: string | null): Promise<OnboardedHome | null> => {
  if (!propertyId) return null;
  const [home] = await db
    .select({ id: properties.id, name: properties.name, createdAt: properties.createdAt })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return home ?? null;
};

/**
 * How the forecast held up once the home was onboarded (issue 16 item 6): the forecast's median year of bookings,
 * prorated to the days since the quote went out (published, else created) or the home joined, whichever is later, up
 * to today; against what the home's BOOKED stays earned in those days (a stay across the edge counts its share of
 * nights). Null without a forecast, before a whole day has passed, or with no bookings yet (nothing to measure).
 */
export const measureAccuracy = async (options: {
  db: Db;
  quote: SmartquoteRow;
  home: OnboardedHome | null;
  now: Date;
}): Promise<TSmartquoteAccuracy | null> => {
  const { db, quote, home, now } = options;
  if (!home || !quote.forecast) return null;
  const quoteOut = quote.publishedAt ?? quote.createdAt;
  const start = quoteOut > home.createdAt ? quoteOut : home.createdAt;
  const from = todayIn(DEFAULT_TIMEZONE, start);
  const to = todayIn(DEFAULT_TIMEZONE, now);
  const nights = daysBetween(from, to);
  if (nights <= 0) return null;
  const [earned] = await db
    .select({
      stays: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(round(sum(${bookings.totalCents}::numeric
        * (least(${bookings.checkOut}, ${to}::date) - greatest(${bookings.checkIn}, ${from}::date))
        / greatest(${bookings.checkOut} - ${bookings.checkIn}, 1))), 0)::text`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, home.id),
        eq(bookings.status, 'BOOKED'),
        lt(bookings.checkIn, to),
        gt(bookings.checkOut, from),
      ),
    );
  const actualCents = Number(earned?.cents ?? 0);
  if (!earned?.stays || actualCents <= 0) return null;
  const forecastCents = Math.round((quote.forecast.bookingValue.strmedian * nights) / DAYS_IN_YEAR);
  return {
    propertyId: home.id,
    propertyName: home.name,
    from,
    to,
    nights,
    forecastCents,
    actualCents,
    error: Math.abs(forecastCents - actualCents) / actualCents,
  };
};

/**
 * The forecast's error against the linked home's bookings so far, stored so the list can sort by it (issue 16 item
 * 6). A derived figure, not an edit: no audit entry and no new `updatedAt`.
 */
export const refreshAccuracy = async (db: Db, quote: SmartquoteRow, now: Date): Promise<TSmartquoteAccuracy | null> => {
  const home = await onboardedHomeOf(db, quote.onboardedPropertyId);
  const accuracy = await measureAccuracy({ db, quote, home, now });
  const error = accuracy?.error ?? null;
  if (error !== quote.forecastError) {
    await db.update(smartquotes).set({ forecastError: error }).where(eq(smartquotes.id, quote.id));
  }
  return accuracy;
};
