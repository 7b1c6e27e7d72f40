import { eq } from 'drizzle-orm';
import { HTTP } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import { findPropertyInScope, scopeCallerOf } from '../../lib/property-scope';

type BookingRow = typeof bookings.$inferSelect;

const bookingNotFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'No booking with that id.' });

/** The booking `id` if the caller may see its property; 404 otherwise (an unknown id looks the same). */
export const findBookingInScope = async (db: Db, caller: SessionUser, id: string): Promise<BookingRow> => {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw bookingNotFound();
  await findPropertyInScope(db, scopeCallerOf(caller), row.propertyId).catch(() => {
    throw bookingNotFound();
  });
  return row;
};
