import {
  can,
  cleanCancellation,
  formatFeePercentage,
  guestLinesOf,
  isPaymentScheduled,
  isSalesforceLink,
  type Currency,
  type TBookingDocument,
  type TBookingListItem,
  type TQuoteDocument,
  type TReservationListItem,
  type ZNoteResponse,
} from '@hearth/domain';
import type { z } from 'zod';
import type {
  bookingCards,
  bookingMessages,
  bookingNotes,
  bookingPayments,
  bookingReviews,
  bookings,
  bookingVerifications,
  guestMails,
  merchantAccounts,
  properties,
  quotes,
  paymentRequests,
} from '../../db/schema';
import type { ScopeCaller } from '../../access/scope';
import { presentPaymentRequest } from '../../common/payments/payment-requests';
import { only, type BookingFields } from '../../common/bookings/booking-fields';
import { depositSummaryOf, ledgerOf, payoutOf, quoteMoneyOfRow } from './booking-ledger';

type BookingRow = typeof bookings.$inferSelect;
type NoteRow = typeof bookingNotes.$inferSelect;
type QuoteRow = typeof quotes.$inferSelect;
type QuoteNode = TQuoteDocument['data'];

const noteAttributes = (n: NoteRow) => ({
  content: n.content,
  createdAt: n.createdAt.toISOString(),
  from: n.author,
  tag: n.tag,
});

/** A note just written, as `POST v3/bookings/{id}/notes` answers it. */
export const presentNote = (n: NoteRow): z.output<typeof ZNoteResponse> => ({
  data: { id: n.id, type: 'note', attributes: noteAttributes(n) },
});

/** A booking as the calendar lists it; the guest's name and the total only for those who may read them. */
const bookingListAttributes = (b: BookingRow, fields: BookingFields) => ({
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

/** A property's bookings as its calendar lists them, with their notes when they were read (`notes` not null). */
export const presentPropertyBookings = (
  rows: readonly BookingRow[],
  fields: BookingFields,
  notes: readonly NoteRow[] | null,
): { data: TBookingListItem[]; meta: { totalCount: number } } => ({
  data: rows.map((b) => ({
    id: b.id,
    type: 'booking' as const,
    attributes: {
      ...bookingListAttributes(b, fields),
      ...(notes ? { notes: notes.filter((n) => n.bookingId === b.id).map(noteAttributes) } : {}),
    },
  })),
  meta: { totalCount: rows.length },
});

/** One row of the reservation list: the booking, its home and the home's company. */
export type ReservationRow = {
  booking: BookingRow;
  property: { name: string; code: string };
  company: { id: string; name: string } | null;
};

export const presentReservation = (row: ReservationRow, fields: BookingFields): TReservationListItem => ({
  id: row.booking.id,
  type: 'booking',
  attributes: {
    ...bookingListAttributes(row.booking, fields),
    propertyId: row.booking.propertyId,
    property: row.property,
    company: row.company,
    ...only(fields.guestContacts, { guestEmail: row.booking.guestEmail }),
  },
});

/** A quote's attributes as every document shows them (the quote itself, and a booking's included quotes). */
const quoteAttributes = (q: QuoteRow): QuoteNode['attributes'] => ({
  nights: q.nights,
  accommodation: q.accommodationCents,
  cleaningFee: q.cleaningFeeCents,
  total: q.totalCents,
  lines: guestLinesOf(quoteMoneyOfRow(q)),
  securityDeposit: q.securityDepositCents,
  currency: q.currency,
  createdAt: q.createdAt.toISOString(),
  baseQuoteId: q.baseQuoteId,
});

/** A quote as `GET v3/quotes/{id}` shows it, with its payout summary when asked for. */
export const presentQuote = (q: QuoteRow, withPayout: boolean): QuoteNode => ({
  id: q.id,
  type: 'quote',
  attributes: quoteAttributes(q),
  ...(withPayout
    ? {
        payoutSummary: {
          accommodation: q.accommodationCents,
          cleaning: q.cleaningFeeCents,
          managementFee: q.managementFeeCents,
          ownerPayout: q.ownerPayoutCents,
          currency: q.currency,
        },
      }
    : {}),
});

type Included = NonNullable<TBookingDocument['included']>[number];

const NOT_STARTED = { status: 'not-started', method: null, checkedAt: null, note: null } as const;

/** What getBooking read of a booking: only what the caller may see and asked for (the rest is empty). */
type BookingParts = {
  booking: BookingRow;
  scope: ScopeCaller;
  fields: BookingFields;
  include: readonly string[];
  /** The property's today (cancellation and the scheduled flag). */
  today: string;
  wantsCancellation: boolean;
  wantsMerchant: boolean;
  payments: readonly (typeof bookingPayments.$inferSelect)[];
  /** Newest first: the first is the current quote. */
  quotes: readonly QuoteRow[];
  notes: readonly NoteRow[];
  messages: readonly (typeof bookingMessages.$inferSelect)[];
  /** The mails sent to the guest, shown in the same thread as emails (docs/product/guest-mail.md#screens). */
  mails: readonly (typeof guestMails.$inferSelect)[];
  reviews: readonly (typeof bookingReviews.$inferSelect)[];
  property:
    | Pick<typeof properties.$inferSelect, 'id' | 'name' | 'code' | 'fullAddress' | 'resourceLinks' | 'timezone'>
    | undefined;
  cards: readonly (typeof bookingCards.$inferSelect)[];
  verification: typeof bookingVerifications.$inferSelect | undefined;
  account: typeof merchantAccounts.$inferSelect | undefined;
  /** The latest payment request of each payment, by payment id. */
  requests: ReadonlyMap<string, typeof paymentRequests.$inferSelect>;
};

/** `GET v3/bookings/{id}?include=…` (see getBooking): the booking and the relations asked for in `included`. */
export const presentBooking = (parts: BookingParts): TBookingDocument => {
  const { booking: b, scope, fields, include, today, payments, notes, messages, reviews, property, cards } = parts;
  const { verification, account } = parts;
  const ledger = ledgerOf(payments);
  const requestOf = (paymentId: string) => {
    const request = parts.requests.get(paymentId);
    return request ? presentPaymentRequest(request) : null;
  };
  const current = parts.quotes[0];
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
          reference: p.reference,
          request: requestOf(p.id),
          throughStripe: p.providerRef !== null,
          scheduled: isPaymentScheduled({ status: p.status, paymentType: p.paymentType, dueOn: p.dueOn }, today),
        },
      });
    }
  }
  const quoteResource = (q: QuoteRow): Included => ({
    id: q.id,
    type: 'quote',
    attributes: quoteAttributes(q),
  });
  if (include.includes('quotes')) included.push(...parts.quotes.map(quoteResource));
  else if (include.includes('current-quote') && current) included.push(quoteResource(current));
  for (const n of notes) included.push({ id: n.id, type: 'note', attributes: noteAttributes(n) });
  for (const m of messages) {
    included.push({
      id: m.id,
      type: 'message',
      attributes: { from: m.sender, body: m.body, sentAt: m.sentAt.toISOString(), email: null },
    });
  }
  for (const m of parts.mails) {
    included.push({
      id: m.id,
      type: 'message',
      attributes: {
        from: m.sender,
        body: m.text,
        sentAt: m.createdAt.toISOString(),
        email: { subject: m.subject, to: m.to, status: m.status, error: m.error },
      },
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
      // The home's zone: the record shows its times (booked at, notes, messages) in the home's own clock.
      attributes: {
        name: property.name,
        code: property.code,
        address: { full: property.fullAddress },
        timezone: property.timezone,
      },
    });
  }
  if (account) {
    included.push({
      id: account.id,
      type: 'merchant',
      attributes: { name: account.name, platform: account.platform, merchantAccountId: account.providerAccountId },
    });
  } else if (parts.wantsMerchant && b.merchantName) {
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
  if (parts.wantsCancellation) {
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

  const list = bookingListAttributes(b, fields);
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
        createdBy: { type: b.createdByType, name: b.createdByName },
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
          paymentSummary: {
            paid: ledger.paid,
            due: ledger.due,
            refunded: ledger.refunded,
            refundPending: ledger.refundPending,
            disputed: ledger.disputed,
          },
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
