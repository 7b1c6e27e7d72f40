import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CALENDAR_BOOKING_DEFAULTS, type TBookingListItem, type TPropertyBookingsQuery } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingNotes, bookings } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { bookingFieldsFor } from '../../common/bookings/booking-fields';
import { presentPropertyBookings } from './bookings.presenter';

type NoteRead = Omit<typeof bookingNotes.$inferSelect, 'createdAt'> & { createdAt: string };

/**
 * A booking's notes, oldest first, as a column of its row: the calendar's bookings with their notes are one statement
 * (issue 33 item 3). JSON carries no dates: `createdAt` comes back as an ISO instant.
 */
// Aliased and qualified by hand: in a query of one table Drizzle writes its columns unqualified.
const notesColumn = sql<NoteRead[]>`coalesce((
  select json_agg(json_build_object('id', n.id, 'bookingId', n.booking_id, 'content', n.content, 'author', n.author,
      'tag', n.tag, 'createdAt', n.created_at) order by n.created_at)
  from ${bookingNotes} n where n.booking_id = "bookings"."id"), '[]')`;

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
  const fields = bookingFieldsFor(scopeCallerOf(caller));
  const withNotes = query.include.includes('notes') && fields.notes;
  const read = await db
    .select({ booking: bookings, notes: withNotes ? notesColumn : sql<null>`null` })
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
  const notes = read.flatMap((r) => (r.notes ?? []).map((note) => ({ ...note, createdAt: new Date(note.createdAt) })));
  return presentPropertyBookings(
    read.map((r) => r.booking),
    fields,
    withNotes ? notes : null,
  );
};
