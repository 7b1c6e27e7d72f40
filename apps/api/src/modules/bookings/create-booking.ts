import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  BOOKING_CHANGE_ERROR_CODES,
  BOOKING_CHANGE_MESSAGES,
  CALENDAR_ERROR_CODES,
  HTTP,
  paymentScheduleOf,
  RESERVATION_MESSAGES,
  todayIn,
  type Currency,
  type TBookingDocument,
  type TCreateBookingBody,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingNotes, bookingPayments, bookings, merchantAccounts, quotes } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { AppError, VALIDATION_ERROR_CODE } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import {
  keepIdempotentAnswer,
  replayIdempotent,
  requestHashOf,
  type IdempotencyRef,
  type IdempotentAnswer,
} from '../../lib/idempotency';
import { lockHomeNights } from '../../common/bookings/home-lock';
import { findClash, isStayClash } from '../../common/bookings/stay-clash';
import { findStayRefusal, stayRefusalError } from '../../common/bookings/stay-limits';
import { followStays } from '../../common/tasks/stay-cleaning';
import type { GuestMail } from '../../common/guest-mail/send-guest-mail';
import { getBooking } from './get-booking';
import { fullNameOf } from './note-author';
import { priceStayAt, refuseLongStay } from './stay-pricing';

/** The idempotency scope of this call: a key used here cannot replay another route's answer. */
export const CREATE_BOOKING_SCOPE = 'POST /api/v3/bookings';

/** What the 201 carries: the booking with its payment schedule, its quote, its note and its home. */
const CREATED_INCLUDE = ['payments', 'current-quote', 'notes', 'property', 'merchant'] as const;

/** A booking reference in the seed's style ('HM' and base 36), one character longer so it never meets a seeded one. */
const newLongCode = (): string => {
  const n = randomBytes(6).readUIntBE(0, 6) % 36 ** 8;
  return `HM${n.toString(36).toUpperCase().padStart(8, '0')}`;
};

/** The account the guest pays into: the home's company's in the home's currency, else the operator's, else none. */
const merchantAccountFor = async (tx: Db, companyId: string | null, currency: Currency) => {
  const [account] = await tx
    .select()
    .from(merchantAccounts)
    .where(
      and(
        eq(merchantAccounts.currency, currency),
        companyId
          ? or(eq(merchantAccounts.companyId, companyId), isNull(merchantAccounts.companyId))
          : isNull(merchantAccounts.companyId),
      ),
    )
    .orderBy(sql`${merchantAccounts.companyId} is null`, asc(merchantAccounts.createdAt))
    .limit(1);
  return account ?? null;
};

/**
 * `POST v3/bookings` with an `Idempotency-Key`: books a stay from the calendar. In one transaction: the key is locked
 * and looked up (lib/idempotency.ts), the home checked in scope, the stay priced (400 when a night has no rate), and
 * the booking (BOOKED, ACTIVE, channel hearth, made by staff), its quote, its payment schedule, the note and the
 * audit entry written, with the answer kept for the key. The booking's insert claims its nights (stay_claims): if
 * another booking or block holds one, even one committed a moment ago by a request racing this one, everything
 * rolls back and the answer is 409.
 *
 * The payment schedule is one unpaid `accommodation` payment of the total, due today, with no method: nothing is
 * captured here (the form takes no card), so the guest pays through the merchant account's own checkout and the
 * payment shows as scheduled until it is marked paid.
 */
export const createBooking = async (options: {
  db: Db;
  caller: SessionUser;
  idempotencyKey: string;
  body: TCreateBookingBody;
  guestMail: GuestMail;
  now?: Date;
}): Promise<IdempotentAnswer<TBookingDocument>> => {
  const { db, caller, body } = options;
  const now = options.now ?? new Date();
  const ref: IdempotencyRef = {
    userId: caller.user.id,
    scope: CREATE_BOOKING_SCOPE,
    key: options.idempotencyKey,
    requestHash: requestHashOf(body),
  };
  refuseLongStay(body);
  try {
    const answer = await auditedChange(db, async (tx) => {
      const replay = await replayIdempotent<TBookingDocument>(tx, ref);
      if (replay) return { result: replay, audit: null };

      const { row: property, home } = await findInScope(tx, scopeCallerOf(caller), 'property', body.propertyId);
      // One booking of a home at a time; the night cap then counts what committed.
      await lockHomeNights(tx, home.id);
      const currency = home.currency as Currency;
      const today = todayIn(home.timezone, now);
      if (body.checkIn < today) {
        throw new AppError({
          status: HTTP.badRequest,
          code: VALIDATION_ERROR_CODE,
          detail: BOOKING_CHANGE_MESSAGES.checkInPast,
          source: { pointer: '/checkIn' },
        });
      }
      // Guests, minimum stay, long-term only and the night cap; the claim on the nights below serialises racing
      // bookings of one home, and the cap counts what is committed before it.
      const refusal = await findStayRefusal(tx, property, body);
      if (refusal) throw stayRefusalError(refusal);
      const { price, unpricedNights, cancellationPolicy } = await priceStayAt(tx, { id: home.id, currency }, body);
      if (!price) {
        throw new AppError({
          status: HTTP.badRequest,
          code: BOOKING_CHANGE_ERROR_CODES.noRates,
          detail: RESERVATION_MESSAGES.noRates,
          meta: { unpricedNights },
        });
      }
      const account = await merchantAccountFor(tx, home.companyId, currency);
      const values = {
        propertyId: home.id,
        longCode: newLongCode(),
        status: 'BOOKED' as const,
        recordStatus: 'ACTIVE' as const,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guestName: body.guest.fullName,
        guestEmail: body.guest.email,
        guestPhone: body.guest.phone,
        bookerName: body.guest.fullName,
        bookerEmail: body.guest.email,
        bookerPhone: body.guest.phone,
        createdByType: 'staff',
        createdByName: fullNameOf(caller),
        corporatePartner: body.corporatePartner,
        cancellationPolicy,
        managementFeePercentage: price.managementFeePercentage,
        merchantAccountId: account?.id ?? null,
        merchantName: account?.name ?? null,
        merchantPlatform: account?.platform ?? null,
        adults: body.adults,
        children: body.children,
        channel: 'hearth',
        totalCents: price.total,
        currency,
        bookedAt: now,
        createdAt: now,
      };
      const [booking] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
      if (!booking) throw new Error('booking insert returned no row');
      await tx.insert(quotes).values({
        bookingId: booking.id,
        nights: price.nights,
        accommodationCents: price.accommodation,
        cleaningFeeCents: price.cleaningFee,
        fees: price.fees,
        securityDepositCents: price.securityDeposit,
        totalCents: price.total,
        managementFeeCents: price.managementFee,
        ownerPayoutCents: price.ownerPayout,
        currency,
        createdAt: now,
      });
      await tx.insert(bookingPayments).values(
        paymentScheduleOf(price, { bookedOn: today, checkIn: body.checkIn }).map((charge) => ({
          bookingId: booking.id,
          amountCents: charge.amount,
          dueOn: charge.dueOn,
          paymentType: charge.paymentType,
          status: 'unpaid' as const,
          method: null,
        })),
      );
      if (body.note) {
        await tx
          .insert(bookingNotes)
          .values({ bookingId: booking.id, content: body.note, author: fullNameOf(caller), createdAt: now });
      }
      // Its checkout clean, in the same transaction (docs/product/tasks.md#checkout-cleans).
      await followStays(tx, { bookingIds: [booking.id], actor: actorOf(caller), now });
      const document = await getBooking({ db: tx, caller, id: booking.id, include: CREATED_INCLUDE, today });
      await keepIdempotentAnswer(tx, ref, HTTP.created, document);
      return {
        result: { statusCode: HTTP.created, body: document, replayed: false },
        audit: {
          actor: actorOf(caller),
          action: 'booking.create',
          entity: 'booking',
          entityId: booking.id,
          after: {
            propertyId: values.propertyId,
            longCode: values.longCode,
            checkIn: values.checkIn,
            checkOut: values.checkOut,
            adults: values.adults,
            children: values.children,
            guestName: values.guestName,
            corporateRate: body.corporateRate,
            totalCents: values.totalCents,
            currency,
            managementFeePercentage: values.managementFeePercentage,
            merchantAccountId: values.merchantAccountId,
          },
        },
      };
    });
    // Once it has committed, the guest's confirmation (docs/product/guest-mail.md#mails): a replay mails nothing.
    if (!answer.replayed) await options.guestMail.bookingConfirmed(answer.body.data.id);
    return answer;
  } catch (error) {
    if (!isStayClash(error)) throw error;
    const clash = await findClash(db, { propertyId: body.propertyId, start: body.checkIn, end: body.checkOut });
    throw new AppError({
      status: HTTP.conflict,
      code: CALENDAR_ERROR_CODES.nightsTaken,
      title: 'Those nights are taken',
      detail: RESERVATION_MESSAGES.nightsTaken,
      ...(clash ? { meta: { clash: { type: clash.kind, id: clash.id, start: clash.start, end: clash.end } } } : {}),
    });
  }
};
