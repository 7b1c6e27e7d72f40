import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CALENDAR_BOOKING_DEFAULTS, type TBookingListItem, type TPropertyBookingsQuery } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingNotes, bookings } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { bookingFieldsFor } from '../../common/bookings/booking-fields';
import { presentPropertyBookings } from './bookings.presenter';

/**
 * `GET v3/properties/{id}/bookings`: bookings with a night in [from, to] (check-out may fall after), by check-in.
 * Notes only for those who read notes (admin, staff and licensee), and only when asked for (docs/product/bookings.md#who-uses-it, #calls).
 */
export const findPropertyBookings = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  query: TPropertyBookingsQuery;
}): Promise<{ data: TBookingListItem[]; meta: { totalCount: number } }> => {
  const { db, caller, query } = options;
  await findHomeInScope(db, scopeCallerOf(caller), options.propertyId);
  const recordStatuses = query.recordStatuses?.length ? query.recordStatuses : CALENDAR_BOOKING_DEFAULTS.recordStatuses;
  const statuses = query.statuses?.length ? query.statuses : CALENDAR_BOOKING_DEFAULTS.statuses;
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, options.propertyId),
        inArray(bookings.recordStatus, [...recordStatuses]),
        inArray(bookings.status, [...statuses]),
        sql`${bookings.stay} && daterange(${query.from}::date, ${query.to}::date, '[]')`,
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.longCode))
    .limit(query['page[size]']);
  const fields = bookingFieldsFor(scopeCallerOf(caller));
  const withNotes = query.include.includes('notes') && fields.notes;
  const notes =
    withNotes && rows.length > 0
      ? await db
          .select()
          .from(bookingNotes)
          .where(
            inArray(
              bookingNotes.bookingId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(bookingNotes.createdAt))
      : [];
  return presentPropertyBookings(rows, fields, withNotes ? notes : null);
};
