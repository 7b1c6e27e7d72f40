import { asc, desc, eq } from 'drizzle-orm';
import { todayIn, type TBookingDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import {
  bookingCards,
  bookingMessages,
  bookingNotes,
  bookingPayments,
  bookingReviews,
  bookingVerifications,
  guestMails,
  merchantAccounts,
  properties,
  quotes,
} from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { bookingFieldsFor } from '../../common/bookings/booking-fields';
import { latestRequestsOf } from '../../common/payments/payment-requests';
import { readTogether } from '../../lib/read-together';
import { presentBooking } from './bookings.presenter';

/**
 * `GET v3/bookings/{id}?include=…`: the booking, and the relations asked for in `included`. What the caller may not
 * read (permissions table) is neither loaded nor sent: an include of it is ignored, as notes always were.
 * Beyond the list's attributes: deposit summary, finance (payments), payout breakdown and summary of the current
 * quote (earnings), the guest's verification (guest), and what a cancellation kept and why. Relations: `cards`
 * (masked; payments), `clean-cancellation` (what cancelling now would keep and refund; earnings), `resources` (the
 * home's links, the Salesforce one only for those who see it) and `merchant` (its merchant account, else the names
 * the booking came with).
 */
export const getBooking = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  include: readonly string[];
  /** The property's today (cancellation and the scheduled flag); by default from its time zone now. */
  today?: string;
}): Promise<TBookingDocument> => {
  const { db, caller, include } = options;
  const scope = scopeCallerOf(caller);
  const { row: b, home } = await findInScope(db, scope, 'booking', options.id);
  const fields = bookingFieldsFor(scope);
  const today = options.today ?? todayIn(home.timezone);
  const wantsCancellation = fields.earnings && include.includes('clean-cancellation');
  const wantsMerchant = fields.payments && (include.includes('merchant') || include.includes('merchant.platform'));
  const [payments, quoteRows, notes, messages, reviews, [property], cards, [verification], [account], requests, mails] =
    await readTogether(db, [
      // The clean-cancellation is worked out from what was paid, even for a caller who does not see payments.
      () =>
        fields.payments || wantsCancellation
          ? db
              .select()
              .from(bookingPayments)
              .where(eq(bookingPayments.bookingId, b.id))
              .orderBy(asc(bookingPayments.dueOn), asc(bookingPayments.createdAt))
          : Promise.resolve([]),
      () =>
        fields.earnings
          ? db.select().from(quotes).where(eq(quotes.bookingId, b.id)).orderBy(desc(quotes.createdAt))
          : Promise.resolve([]),
      () =>
        fields.notes && include.includes('notes')
          ? db.select().from(bookingNotes).where(eq(bookingNotes.bookingId, b.id)).orderBy(asc(bookingNotes.createdAt))
          : Promise.resolve([]),
      () =>
        fields.messages && include.includes('messages')
          ? db
              .select()
              .from(bookingMessages)
              .where(eq(bookingMessages.bookingId, b.id))
              .orderBy(asc(bookingMessages.sentAt))
          : Promise.resolve([]),
      () =>
        include.includes('review')
          ? db.select().from(bookingReviews).where(eq(bookingReviews.bookingId, b.id))
          : Promise.resolve([]),
      () =>
        db
          .select({
            id: properties.id,
            name: properties.name,
            code: properties.code,
            fullAddress: properties.fullAddress,
            resourceLinks: properties.resourceLinks,
            timezone: properties.timezone,
          })
          .from(properties)
          .where(eq(properties.id, b.propertyId)),
      () =>
        fields.payments && include.includes('cards')
          ? db
              .select()
              .from(bookingCards)
              .where(eq(bookingCards.bookingId, b.id))
              .orderBy(desc(bookingCards.isDefault), asc(bookingCards.createdAt))
          : Promise.resolve([]),
      () =>
        fields.guest
          ? db.select().from(bookingVerifications).where(eq(bookingVerifications.bookingId, b.id))
          : Promise.resolve([]),
      () =>
        wantsMerchant && b.merchantAccountId
          ? db.select().from(merchantAccounts).where(eq(merchantAccounts.id, b.merchantAccountId))
          : Promise.resolve([]),
      () =>
        fields.payments && include.includes('payments')
          ? latestRequestsOf(db, b.id)
          : Promise.resolve(new Map<string, never>()),
      // The mails the guest got show in the thread beside the channel's messages (docs/product/guest-mail.md#screens).
      () =>
        fields.messages && include.includes('messages')
          ? db.select().from(guestMails).where(eq(guestMails.bookingId, b.id)).orderBy(asc(guestMails.createdAt))
          : Promise.resolve([]),
    ]);
  return presentBooking({
    booking: b,
    scope,
    fields,
    include,
    today,
    wantsCancellation,
    wantsMerchant,
    payments,
    quotes: quoteRows,
    notes,
    messages,
    mails,
    reviews,
    property,
    cards,
    verification,
    account,
    requests,
  });
};
