import type { z } from 'zod';
import type { ZCreateNoteBody, ZNoteResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingNotes } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import { presentNote } from './bookings.presenter';
import { fullNameOf } from './note-author';

/**
 * `POST v3/bookings/{id}/notes`: an internal note on a booking in the caller's scope, signed with the caller's name
 * (the one who is signed in; an impersonating admin is in the audit entry). Notes are confidential: the route's
 * action, `booking:add-note`, is granted to those who read them.
 */
export const createBookingNote = async (options: {
  db: Db;
  caller: SessionUser;
  bookingId: string;
  body: z.output<typeof ZCreateNoteBody>;
  now?: Date;
}): Promise<z.output<typeof ZNoteResponse>> => {
  const { db, caller, body } = options;
  const { row: booking } = await findInScope(db, scopeCallerOf(caller), 'booking', options.bookingId);
  const note = await auditedChange(db, async (tx) => {
    const [row] = await tx
      .insert(bookingNotes)
      .values({
        bookingId: booking.id,
        content: body.content,
        tag: body.tag,
        author: fullNameOf(caller),
        createdAt: options.now ?? new Date(),
      })
      .returning();
    if (!row) throw new Error('note insert returned no row');
    return {
      result: row,
      audit: {
        actor: actorOf(caller),
        action: 'booking-note.create',
        entity: 'booking_note',
        entityId: row.id,
        after: { bookingId: booking.id, content: row.content, tag: row.tag },
      },
    };
  });
  return presentNote(note);
};
