import { eq } from 'drizzle-orm';
import { render, toPlainText } from '@react-email/components';
import type { GuestMailKind, GuestMailStatus } from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../adapters/blob';
import type { Mailer } from '../../adapters/mail';
import type { Db } from '../../db/client';
import { bookingPayments, guestMails, paymentRequests } from '../../db/schema';
import type { BrandReader } from '../organisation/brand';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  checkInMail,
  paymentReceivedMail,
  paymentRequestMail,
  type GuestMailDraft,
} from './guest-mail-templates';
import { checkInMailDaysOf, readStay, type Stay } from './guest-mail.queries';
import { mailBrandOf, type MailBrand } from './mail-brand';

export type GuestMailDeps = {
  db: Db;
  mailer: Mailer;
  brand: BrandReader;
  blob: BlobStore;
  /** PUBLIC_URL: logos are absolute addresses in a mail. */
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * The guest's mails (docs/product/guest-mail.md). Each is sent after the change it tells of has committed, and never
 * throws: a mail that cannot be written, rendered or sent is logged and recorded, and the booking or payment stands.
 * Each answers what became of it: its status, or null when nothing was sent (no guest email, sent before, no booking).
 */
export type GuestMail = {
  bookingConfirmed: (bookingId: string) => Promise<GuestMailStatus | null>;
  paymentRequested: (request: {
    bookingId: string;
    to: string;
    paymentType: string;
    amountCents: number;
    url: string;
    expiresAt: Date;
  }) => Promise<GuestMailStatus | null>;
  /** A receipt for a charge that became paid, named by its id or its Stripe page's: once per payment. */
  paymentReceived: (payment: { paymentId: string } | { checkoutId: string }) => Promise<GuestMailStatus | null>;
  bookingCancelled: (bookingId: string) => Promise<GuestMailStatus | null>;
  /** The check-in instructions: once per booking, however many processes or job runs ask. */
  checkIn: (bookingId: string) => Promise<GuestMailStatus | null>;
};

type Send = {
  kind: GuestMailKind;
  /** Set for a mail that goes once per booking: the key of its row (guest_mails_once_key). */
  onceKey: string | null;
  /** Who to: the booking's guest email unless the caller names one (a payment request's `sentTo`). */
  to?: string;
  draft: (stay: Stay, brand: MailBrand) => GuestMailDraft | null | Promise<GuestMailDraft | null>;
};

export const createGuestMail = (deps: GuestMailDeps): GuestMail => {
  const { db, log } = deps;

  /**
   * Reads the stay, renders the mail in its brand, claims its row (for a once-only mail the unique key answers
   * whether it went before), hands it to the mailer, and records what the mailer says.
   */
  const deliver = async (bookingId: string, send: Send): Promise<GuestMailStatus | null> => {
    let claimed: string | undefined;
    try {
      const stay = await readStay(db, bookingId);
      const to = (send.to ?? stay?.booking.guestEmail ?? '').trim();
      if (!stay || to === '') return null;
      const brand = await mailBrandOf({ ...deps, companyId: stay.home.companyId });
      const draft = await send.draft(stay, brand);
      if (!draft) return null;
      const html = await render(draft.element);
      // The text part is read from the same HTML, so both say the same; headings as written, not in capitals.
      const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] }).trim();
      const [row] = await db
        .insert(guestMails)
        .values({
          bookingId,
          kind: send.kind,
          onceKey: send.onceKey,
          to,
          sender: brand.name,
          subject: draft.subject,
          text,
        })
        .onConflictDoNothing()
        .returning({ id: guestMails.id });
      if (!row) return null;
      claimed = row.id;
      const receipt = await deps.mailer.send({ to, subject: draft.subject, text, html, fromName: brand.name });
      await db
        .update(guestMails)
        .set({ status: receipt.status, error: receipt.error, outboxId: receipt.outboxId })
        .where(eq(guestMails.id, row.id));
      if (receipt.status === 'failed')
        log.warn({ bookingId, kind: send.kind, err: receipt.error }, 'guest mail not sent');
      return receipt.status;
    } catch (error) {
      log.error({ err: error, bookingId, kind: send.kind }, 'guest mail failed');
      if (claimed) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(guestMails)
          .set({ status: 'failed', error: message })
          .where(eq(guestMails.id, claimed))
          .catch(() => undefined);
        return 'failed';
      }
      return null;
    }
  };

  return {
    bookingConfirmed: (bookingId) =>
      deliver(bookingId, {
        kind: 'booking-confirmed',
        onceKey: 'booking-confirmed',
        draft: async (stay, brand) => bookingConfirmedMail(stay, brand, await checkInMailDaysOf(db)),
      }),
    paymentRequested: (request) =>
      deliver(request.bookingId, {
        kind: 'payment-request',
        onceKey: null,
        to: request.to,
        draft: (stay, brand) => paymentRequestMail(stay, brand, request),
      }),
    paymentReceived: async (ref) => {
      let found: { id: string; bookingId: string } | undefined;
      try {
        [found] =
          'paymentId' in ref
            ? await db
                .select({ id: bookingPayments.id, bookingId: bookingPayments.bookingId })
                .from(bookingPayments)
                .where(eq(bookingPayments.id, ref.paymentId))
            : await db
                .select({ id: bookingPayments.id, bookingId: bookingPayments.bookingId })
                .from(paymentRequests)
                .innerJoin(bookingPayments, eq(bookingPayments.id, paymentRequests.paymentId))
                .where(eq(paymentRequests.checkoutSessionId, ref.checkoutId));
      } catch (error) {
        log.error({ err: error, ...ref }, 'guest mail failed');
      }
      if (!found) return null;
      const paymentId = found.id;
      return deliver(found.bookingId, {
        kind: 'payment-received',
        onceKey: `payment-received:${paymentId}`,
        draft: (stay, brand) => {
          const payment = stay.payments.find((p) => p.id === paymentId);
          return payment && !payment.isRefund && payment.status === 'paid'
            ? paymentReceivedMail(stay, brand, payment)
            : null;
        },
      });
    },
    bookingCancelled: (bookingId) =>
      deliver(bookingId, {
        kind: 'booking-cancelled',
        onceKey: 'booking-cancelled',
        draft: (stay, brand) => (stay.booking.status === 'CANCELLED' ? bookingCancelledMail(stay, brand) : null),
      }),
    checkIn: (bookingId) =>
      deliver(bookingId, {
        kind: 'check-in',
        onceKey: 'check-in',
        draft: (stay, brand) =>
          stay.booking.status === 'BOOKED' && stay.booking.recordStatus === 'ACTIVE' ? checkInMail(stay, brand) : null,
      }),
  };
};
