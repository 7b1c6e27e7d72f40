import { and, eq, gt, lt, ne } from 'drizzle-orm';
import ical from 'ical-generator';
import { HTTP, ICAL_LIMITS, ICAL_MESSAGES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, icalExports, properties, propertyEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { exportUrl, ICAL_EXPORT_PATH, icalExportUrl, newToken } from '../../shared/ical/ical-export-url';
import { liveEvent } from '../../shared/bookings/live-claims';

export { ICAL_EXPORT_PATH, icalExportUrl };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new token for the property's export: the old URL stops working at once. */
export const rotateIcalExport = async (
  db: Db,
  options: { propertyId: string; publicUrl: string; actor: AuditEntry['actor'] },
): Promise<string> => {
  const token = newToken();
  const now = new Date();
  await auditedChange(db, async (tx) => {
    const [before] = await tx
      .select({ createdAt: icalExports.createdAt })
      .from(icalExports)
      .where(eq(icalExports.propertyId, options.propertyId));
    await tx
      .insert(icalExports)
      .values({ propertyId: options.propertyId, token, createdAt: now })
      .onConflictDoUpdate({ target: icalExports.propertyId, set: { token, createdAt: now } });
    // Never the tokens themselves: the audit log is not a place for secrets.
    return {
      result: undefined,
      audit: {
        actor: options.actor,
        action: 'ical-export.rotate',
        entity: 'property',
        entityId: options.propertyId,
        before: { issuedAt: before?.createdAt.toISOString() ?? null },
        after: { issuedAt: now.toISOString() },
      },
    };
  });
  return exportUrl(options.publicUrl, token);
};

const addYears = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) + years}${day.slice(4)}`.replace('-02-29', '-02-28');

/**
 * The calendar behind a token: one all-day VEVENT per live booking ('Booked', or 'Blocked' for an owner block)
 * and per blocking event still in force ('Blocked'), from a year back to two years ahead. No guest names or notes:
 * the URL is secret but meant to be handed to channels. UIDs are the row ids, so clients update rather than
 * duplicate. Unknown tokens answer 404.
 */
export const getIcalExportCalendar = async (
  db: Db,
  options: { token: string; publicUrl: string; productName: string; now?: Date },
): Promise<string> => {
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

  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: `${property.name} (${options.productName})`,
    prodId: { company: options.productName, product: 'Calendar', language: 'EN' },
    ttl: 30 * 60,
  });
  for (const stay of stays) {
    calendar.createEvent({
      id: `booking-${stay.id}@${host}`,
      allDay: true,
      start: stay.start,
      end: stay.end,
      stamp: stay.stamp,
      summary: stay.status === 'BLOCKED' ? 'Blocked' : 'Booked',
    });
  }
  for (const block of blocks) {
    calendar.createEvent({
      id: `event-${block.id}@${host}`,
      allDay: true,
      start: block.start,
      end: block.end,
      stamp: block.stamp,
      summary: 'Blocked',
    });
  }
  return calendar.toString();
};
