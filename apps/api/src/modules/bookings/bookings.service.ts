import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CALENDAR_BOOKING_DEFAULTS,
  can,
  cleanCancellation,
  isPaymentScheduled,
  isSalesforceLink,
  formatFeePercentage,
  todayIn,
  type Currency,
  type TBookingDocument,
  type TBookingListItem,
  type TPropertyBookingsQuery,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import {
  bookingCards,
  bookingMessages,
  bookingNotes,
  bookingPayments,
  bookingReviews,
  bookings,
  bookingVerifications,
  merchantAccounts,
  properties,
  quotes,
} from '../../db/schema';
import type { SessionUser } from '../../types';
import { findHomeInScope, findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { bookingFieldsFor, only, type BookingFields } from '../../shared/bookings/booking-fields';
import { quoteAttributes } from './quotes.service';
import { depositSummaryOf, ledgerOf, payoutOf } from './booking-ledger';
import { readTogether } from '../../lib/read-together';

type BookingRow = typeof bookings.$inferSelect;
type NoteRow = typeof bookingNotes.$inferSelect;

const presentNote = (n: NoteRow) => ({
  content: n.content,
  createdAt: n.createdAt.toISOString(),
  from: n.author,
  tag: n.tag,
});

/** A booking as the calendar lists it; the guest's name and the total only for those who may read them. */
export const listAttributes = (b: BookingRow, fields: BookingFields) => ({
  startDate: b.checkIn,
  endDate: b.checkOut,
  status: b.status,
  recordStatus: b.recordStatus,
  longCode: b.longCode,
  channel: b.channel,
  guest: { ...only(fields.guest, { fullName: b.guestName }), adults: b.adults, children: b.children },
  currency: b.currency,
  ...only(fields.earnings, { totalAmount: b.totalCents }),
  bookedAt: b.bookedAt.toISOString(),
  cancelledAt: b.cancelledAt?.toISOString() ?? null,
});

/**
 * `GET v3/properties/{id}/bookings`: bookings with a night in [from, to] (check-out may fall after), by check-in.
 * Notes only for those who read notes (admin, staff and licensee), and only when asked for (spec 000 §6, §7).
 */
export const listPropertyBookings = async (options: {
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
  return {
    data: rows.map((b) => ({
      id: b.id,
      type: 'booking' as const,
      attributes: {
        ...listAttributes(b, fields),
        ...(withNotes ? { notes: notes.filter((n) => n.bookingId === b.id).map(presentNote) } : {}),
      },
    })),
    meta: { totalCount: rows.length },
  };
};

type Included = NonNullable<TBookingDocument['included']>[number];

const NOT_STARTED = { status: 'not-started', method: null, checkedAt: null, note: null } as const;

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
  const [payments, quoteRows, notes, messages, reviews, [property], cards, [verification], [account]] =
    await readTogether(db, [
      // The clean-cancellation is worked out from what was paid, even for a caller who does not see payments.
      () =>
        fields.payments || wantsCancellation
          ? db
              .select()
              .from(bookingPayments)
              .where(eq(bookingPayments.bookingId, b.id))
              .orderBy(asc(bookingPayments.dueOn))
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
    ]);
  const ledger = ledgerOf(payments);
  const current = quoteRows[0];
  const currency = b.currency as Currency;

  const included: Included[] = [];
  if (fields.payments && include.includes('payments')) {
    for (const p of payments) {
      included.push({
        id: p.id,
        type: 'payment',
        attributes: {
          amount: p.amountCents,
          dueOn: p.dueOn,
          errorDescription: p.errorDescription,
          isRefund: p.isRefund,
          isThreeDSecure: p.isThreeDSecure,
          method: p.method,
          note: p.note,
          paidAt: p.paidAt?.toISOString() ?? null,
          paymentType: p.paymentType,
          receiptUrl: p.receiptUrl,
          refundableAmount: p.refundableCents,
          status: p.status,
          scheduled: isPaymentScheduled({ status: p.status, paymentType: p.paymentType, dueOn: p.dueOn }, today),
        },
      });
    }
  }
  const quoteResource = (q: (typeof quoteRows)[number]): Included => ({
    id: q.id,
    type: 'quote',
    attributes: quoteAttributes(q),
  });
  if (include.includes('quotes')) included.push(...quoteRows.map(quoteResource));
  else if (include.includes('current-quote') && current) included.push(quoteResource(current));
  for (const n of notes) included.push({ id: n.id, type: 'note', attributes: presentNote(n) });
  for (const m of messages) {
    included.push({
      id: m.id,
      type: 'message',
      attributes: { from: m.sender, body: m.body, sentAt: m.sentAt.toISOString() },
    });
  }
  // A review's private comment is for staff and admin (review:read-private), as on the property's Reviews tab.
  const seesPrivate = can(scope, 'review:read-private');
  for (const r of reviews) {
    const { privateComment, ...shared } = r.comments;
    included.push({
      id: r.bookingId,
      type: 'review',
      attributes: {
        reviewedAt: r.reviewedAt.toISOString(),
        rating: { overall: r.rating, ...r.subRatings },
        comments: seesPrivate && privateComment !== undefined ? { ...shared, privateComment } : shared,
        hostResponse: r.response ? { respondedAt: r.respondedAt?.toISOString() ?? null, response: r.response } : null,
      },
    });
  }
  if ((include.includes('property') || include.includes('property.address')) && property) {
    included.push({
      id: property.id,
      type: 'property',
      attributes: { name: property.name, code: property.code, address: { full: property.fullAddress } },
    });
  }
  if (account) {
    included.push({
      id: account.id,
      type: 'merchant',
      attributes: { name: account.name, platform: account.platform, merchantAccountId: account.providerAccountId },
    });
  } else if (wantsMerchant && b.merchantName) {
    // Bookings from before merchant accounts name theirs only.
    included.push({
      id: `${b.id}-merchant`,
      type: 'merchant',
      attributes: { name: b.merchantName, platform: b.merchantPlatform, merchantAccountId: null },
    });
  }
  for (const c of cards) {
    included.push({
      id: c.id,
      type: 'card',
      // Masked: the number never reaches us, only its brand, last four digits and expiry.
      attributes: {
        brand: c.brand,
        last4: c.last4,
        expMonth: c.expMonth,
        expYear: c.expYear,
        holderName: c.holderName,
        isDefault: c.isDefault,
      },
    });
  }
  if (wantsCancellation) {
    included.push({
      id: `${b.id}-clean-cancellation`,
      type: 'clean-cancellation',
      attributes: cleanCancellation({
        policy: b.cancellationPolicy,
        status: b.status,
        recordStatus: b.recordStatus,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        today,
        total: b.totalCents,
        paid: ledger.netPaid,
        currency,
      }),
    });
  }
  if (include.includes('resources') && property) {
    const seesSalesforce = can(scope, 'property:see-salesforce-link');
    property.resourceLinks
      .filter((link) => seesSalesforce || !isSalesforceLink(link))
      .forEach((link, index) => {
        included.push({
          id: `${property.id}-resource-${index}`,
          type: 'resource',
          attributes: { name: link.name, url: link.url },
        });
      });
  }

  const list = listAttributes(b, fields);
  // Contact details are personal data: owners see who stays in their home, not how to reach them.
  const contacts = (email: string | null, phone: string | null) => only(fields.guestContacts, { email, phone });
  const payout = payoutOf(current, b.managementFeePercentage);
  return {
    data: {
      id: b.id,
      type: 'booking',
      attributes: {
        ...list,
        propertyId: b.propertyId,
        ...only(fields.guest, {
          booker: { fullName: b.bookerName ?? b.guestName, ...contacts(b.bookerEmail, b.bookerPhone) },
        }),
        guest: { ...list.guest, ...contacts(b.guestEmail, b.guestPhone) },
        createdBy: { type: b.createdByType },
        cleaningRequired: b.cleaningRequired,
        ...only(fields.guest, { corporatePartner: b.corporatePartner }),
        hasEarlyEta: b.hasEarlyEta,
        hasLateEtd: b.hasLateEtd,
        externalSource: b.externalSource,
        cancellationPolicy: b.cancellationPolicy,
        ...only(fields.earnings, {
          payout: { managementFeePercentage: formatFeePercentage(Number(b.managementFeePercentage)) },
          currentQuoteId: current?.id ?? null,
          payoutBreakdown: payout.payoutBreakdown,
          payoutSummary: payout.payoutSummary,
        }),
        ...only(fields.payments, {
          paymentSummary: { paid: ledger.paid, due: ledger.due, refunded: ledger.refunded },
          depositSummary: depositSummaryOf(payments),
          finance: {
            totalAmount: b.totalCents,
            paid: ledger.paid,
            due: ledger.due,
            refunded: ledger.refunded,
            currency,
          },
          cancellationFee: b.cancellationFeeCents,
        }),
        ...only(fields.guest, {
          verification: verification
            ? {
                status: verification.status,
                method: verification.method,
                checkedAt: verification.checkedAt?.toISOString() ?? null,
                note: verification.note,
              }
            : NOT_STARTED,
          cancellationReason: b.cancellationReason,
        }),
      },
    },
    ...(included.length > 0 ? { included } : {}),
  };
};
