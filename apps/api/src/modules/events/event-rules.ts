import sanitizeHtml from 'sanitize-html';
import { addDays, can, EVENT_MESSAGES, HTTP } from '@hearth/domain';
import type { propertyEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';

/*
 * What creating, changing and deleting an event check: the details' markup, the expiry, and imported blocks.
 */

/** The table keeps nights as [start, end): the day after the last one the API shows. */
export const nextDay = (day: string) => addDays(day, 1);

/** The editor's marks (bold, italic, underline, bullet list) and paragraphs; everything else is dropped. */
export const cleanDetails = (html: string) =>
  sanitizeHtml(html, { allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'li'], allowedAttributes: {} });

export const badRequest = (detail: string, pointer: string) =>
  new AppError({ status: HTTP.badRequest, code: 'VALIDATION_ERROR', detail, source: { pointer } });

/** expiryAt only on a blocking event set by a licensee or reservation manager, and only in the future. */
export const checkExpiry = (caller: SessionUser, status: string, expiryAt: string | null | undefined, now: Date) => {
  if (!expiryAt) return;
  if (status !== 'blocking' || !can(caller, 'event:set-expiry')) {
    throw badRequest(EVENT_MESSAGES.expiryNotAllowed, '/data/attributes/expiryAt');
  }
  if (new Date(expiryAt) <= now) throw badRequest('The expiry must be in the future', '/data/attributes/expiryAt');
};

/** Imported blocks follow their channel's calendar: changed here, the next import would undo it. */
export const refuseImported = (row: typeof propertyEvents.$inferSelect) => {
  if (row.source === 'ical') {
    throw new AppError({
      status: HTTP.conflict,
      code: 'EVENT_IMPORTED',
      detail: 'This block comes from a channel calendar (iCal). Change it on the channel; the next import follows it.',
    });
  }
};
