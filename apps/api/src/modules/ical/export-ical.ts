import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { HTTP, ICAL_LIMITS, ICAL_MESSAGES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, icalExports, properties, propertyEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { liveEvent } from '../../common/bookings/live-claims';
import { presentIcalCalendar } from './ical.presenter';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const addYears = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) + years}${day.slice(4)}`.replace('-02-29', '-02-28');

/**
 * `GET v1/public/ical/{token}.ics`: the calendar behind a token, one all-day VEVENT per live booking ('Booked', or
 * 'Blocked' for an owner block) and per blocking event still in force ('Blocked'), from a year back to two years
 * ahead. No guest names or notes: the URL is secret but meant to be handed to channels. UIDs are the row ids, so clients update rather than
 * duplicate. Unknown tokens answer 404.
 */
export const exportIcal = async (options: {
  db: Db;
  token: string;
  publicUrl: string;
  productName: string;
  now?: Date;
}): Promise<string> => {
  const { db } = options;
  const notFound = new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: ICAL_MESSAGES.exportNotFound });
  if (!TOKEN_PATTERN.test(options.token)) throw notFound;
  const [property] = await db
    .select({ id: properties.id, name: properties.name })
    .from(icalExports)
    .innerJoin(properties, eq(properties.id, icalExports.propertyId))
    .where(eq(icalExports.token, options.token));
  if (!property) throw notFound;

  const now = options.now ?? new Date();
  // A channel fetched our calendar: the export side of sync health on /channels.
  await db.update(icalExports).set({ lastFetchedAt: now }).where(eq(icalExports.token, options.token));
  const today = now.toISOString().slice(0, 10);
  const from = addYears(today, -ICAL_LIMITS.exportYearsBack);
  const to = addYears(today, ICAL_LIMITS.exportYearsAhead);
  const [stays, blocks] = await Promise.all([
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        start: bookings.checkIn,
        end: bookings.checkOut,
        stamp: bookings.createdAt,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, property.id),
          ne(bookings.status, 'CANCELLED'),
          ne(bookings.recordStatus, 'CANCELLED'),
          gt(bookings.checkOut, from),
          lt(bookings.checkIn, to),
        ),
      )
      .orderBy(bookings.checkIn),
    db
      .select({
        id: propertyEvents.id,
        start: propertyEvents.startDate,
        end: propertyEvents.endDate,
        stamp: propertyEvents.modifiedAt,
      })
      .from(propertyEvents)
      .where(
        and(
          eq(propertyEvents.propertyId, property.id),
          eq(propertyEvents.status, 'blocking'),
          liveEvent(now),
          gt(propertyEvents.endDate, from),
          lt(propertyEvents.startDate, to),
        ),
      )
      .orderBy(propertyEvents.startDate),
  ]);

  return presentIcalCalendar({
    property,
    publicUrl: options.publicUrl,
    productName: options.productName,
    stays,
    blocks,
  });
};
