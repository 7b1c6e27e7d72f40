import { z } from 'zod';
import { csvEnum, csvOf, intIn } from '../api/params.schemas';
import { ZNight } from '../dates/dates.schemas';
import { CURRENCIES } from '../properties/properties.constants';
import { BOOKING_RECORD_STATUSES, BOOKING_STATUSES } from './bookings.constants';
import { ZBookingListAttributes } from './bookings.schemas';
import { STAY_LIMIT_CODES } from './stay-limits.rules';
import {
  BOOKING_CHANNELS,
  BOOKING_FORM,
  CANCELLATION_REASON_MAX,
  NOTE_MAX,
  NOTE_TAGS,
  RESERVATION_LIST,
  RESERVATION_SORTS,
} from './reservations.constants';

const rangeCheck = (from: string, to: string) => (q: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const a = q[from];
  const b = q[to];
  if (typeof a === 'string' && typeof b === 'string' && b < a) {
    ctx.addIssue({ code: 'custom', path: [to], message: `${to} must be on or after ${from}` });
  }
};

/** The filters of /reservation-all, shared by the list and its CSV export. */
export const ZReservationFilters = z
  .object({
    /** Guest name or email, booking code, property name or code. */
    filterText: z.string().trim().max(RESERVATION_LIST.searchMax).optional(),
    'filters[statuses]': csvEnum(BOOKING_STATUSES).optional(),
    'filters[recordStatuses]': csvEnum(BOOKING_RECORD_STATUSES).optional(),
    'filters[channels]': csvEnum(BOOKING_CHANNELS).optional(),
    'filters[checkInFrom]': ZNight.optional(),
    'filters[checkInTo]': ZNight.optional(),
    'filters[checkOutFrom]': ZNight.optional(),
    'filters[checkOutTo]': ZNight.optional(),
    'filters[properties]': csvOf(z.uuid()).optional(),
    'filters[companies]': csvOf(z.uuid()).optional(),
    sort: z.enum(RESERVATION_SORTS).optional(),
  })
  .superRefine(rangeCheck('filters[checkInFrom]', 'filters[checkInTo]'))
  .superRefine(rangeCheck('filters[checkOutFrom]', 'filters[checkOutTo]'));
export type TReservationFilters = z.output<typeof ZReservationFilters>;
/** The same filters as query parameters: lists comma-separated (what the list and its CSV export send). */
export type TReservationFilterParams = z.input<typeof ZReservationFilters>;

/** `GET v3/bookings`: the reservation list, scoped to the caller's homes (licensees: their company's). */
export const ZReservationsQuery = z
  .object({
    ...ZReservationFilters.shape,
    'page[number]': intIn(1, RESERVATION_LIST.pageNumberMax).default(1),
    'page[size]': intIn(1, RESERVATION_LIST.pageSizeMax).default(RESERVATION_LIST.pageSize),
  })
  .superRefine(rangeCheck('filters[checkInFrom]', 'filters[checkInTo]'))
  .superRefine(rangeCheck('filters[checkOutFrom]', 'filters[checkOutTo]'));
export type TReservationsQuery = z.output<typeof ZReservationsQuery>;

export const ZReservationListItem = z.object({
  id: z.string(),
  type: z.literal('booking'),
  attributes: ZBookingListAttributes.extend({
    propertyId: z.string(),
    property: z.object({ name: z.string(), code: z.string() }),
    /** The partner company whose home it is (null: the operator's own). */
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** `booking:read-guest-contacts` only. */
    guestEmail: z.string().nullable().optional(),
  }),
});
export type TReservationListItem = z.infer<typeof ZReservationListItem>;
export const ZReservationsResponse = z.object({
  data: z.array(ZReservationListItem),
  meta: z.object({
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** True when there are more than RESERVATION_LIST.countCap matches and totalCount stopped there. */
    countCapped: z.boolean(),
  }),
});
export type TReservationsResponse = z.infer<typeof ZReservationsResponse>;

const guestName = z.string().trim().min(1, 'Enter the guest’s name').max(BOOKING_FORM.nameMax);

/** `POST v3/bookings` (with an `Idempotency-Key` header): a stay booked from the calendar. */
export const ZCreateBookingBody = z
  .strictObject({
    propertyId: z.uuid(),
    checkIn: ZNight,
    checkOut: ZNight,
    adults: z.number().int().min(1, 'At least one adult stays').max(BOOKING_FORM.guestsMax),
    children: z.number().int().min(0).max(BOOKING_FORM.guestsMax).default(0),
    guest: z.strictObject({
      fullName: guestName,
      email: z.email('Enter a valid email').max(BOOKING_FORM.emailMax),
      phone: z.string().trim().max(BOOKING_FORM.phoneMax).nullable().default(null),
    }),
    /** Price the stay at the corporate rate (for a corporate partner's traveller). */
    corporateRate: z.boolean().default(false),
    corporatePartner: z.string().trim().max(BOOKING_FORM.nameMax).nullable().default(null),
    /** An internal note saved with the booking (confidential, like every note). */
    note: z.string().trim().max(NOTE_MAX).nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if (b.checkOut <= b.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out must be after check-in' });
    }
  });
export type TCreateBookingBody = z.output<typeof ZCreateBookingBody>;

/** `GET v3/properties/{propertyId}/booking-quote`: the live price of a stay before it is booked. */
export const ZBookingQuoteQuery = z
  .object({
    checkIn: ZNight,
    checkOut: ZNight,
    adults: intIn(1, BOOKING_FORM.guestsMax).default(1),
    children: intIn(0, BOOKING_FORM.guestsMax).default(0),
    corporateRate: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .superRefine((q, ctx) => {
    if (q.checkOut <= q.checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out must be after check-in' });
    }
  });
export type TBookingQuoteQuery = z.output<typeof ZBookingQuoteQuery>;
/** `GET v3/properties/{propertyId}/booking-quote` as a client sends it (`corporateRate` as 'true' or 'false'). */
export type TBookingQuoteParams = z.input<typeof ZBookingQuoteQuery>;

/** A priced stay: each night, each fee, the total, and what the owner gets. All amounts in cents. */
export const ZStayPrice = z.object({
  nights: z.number().int(),
  nightly: z.array(z.object({ night: z.string(), amount: z.number().int() })),
  accommodation: z.number().int(),
  fees: z.array(z.object({ type: z.string(), label: z.string(), amount: z.number().int() })),
  cleaningFee: z.number().int(),
  total: z.number().int(),
  managementFeePercentage: z.string(),
  managementFee: z.number().int(),
  ownerPayout: z.number().int(),
  currency: z.enum(CURRENCIES),
  corporateRate: z.boolean(),
  /** The property's refundable bond: held, not charged, so not part of `total` (stay-price.ts). */
  securityDeposit: z.number().int(),
});
export type TStayPrice = z.infer<typeof ZStayPrice>;
export const ZBookingQuoteResponse = z.object({
  data: z.object({
    /** Whether every night is free (no booking, block or live hold) right now. */
    available: z.boolean(),
    /** Nights with no rate: the stay cannot be priced (price is null) until they have one. */
    unpricedNights: z.array(z.string()),
    price: ZStayPrice.nullable(),
    /** The first of the home's stay limits this stay breaks (guests, minimum stay, long-term only, night cap). */
    refusal: z
      .object({ code: z.enum(STAY_LIMIT_CODES), message: z.string(), field: z.enum(['adults', 'checkOut']) })
      .nullable(),
  }),
});
export type TBookingQuoteResponse = z.infer<typeof ZBookingQuoteResponse>;

/** `POST v3/bookings/{id}/cancel`: the clean-cancellation fee the caller was shown, and an optional reason. */
export const ZCancelBookingBody = z.strictObject({
  /** The fee the caller confirmed; if the fee has changed since (a day passed), the call answers 409. */
  expectedFee: z.number().int().min(0),
  reason: z.string().trim().max(CANCELLATION_REASON_MAX).nullable().default(null),
});
export type TCancelBookingBody = z.output<typeof ZCancelBookingBody>;

/** The `clean-cancellation` relation: what cancelling now would keep and give back. */
export const ZCleanCancellation = z.object({
  policy: z.string(),
  daysBeforeCheckIn: z.number().int(),
  fee: z.number().int(),
  refund: z.number().int(),
  currency: z.enum(CURRENCIES),
  cancellable: z.boolean(),
  /** Why it cannot be cancelled, when it cannot. */
  reason: z.string().nullable(),
});
export type TCleanCancellation = z.infer<typeof ZCleanCancellation>;

/** `POST v3/bookings/{id}/notes`. */
export const ZCreateNoteBody = z.strictObject({
  content: z.string().trim().min(1, 'Write the note').max(NOTE_MAX),
  tag: z.enum(NOTE_TAGS).nullable().default(null),
});
export type TCreateNoteBody = z.output<typeof ZCreateNoteBody>;
export const ZNoteResponse = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('note'),
    attributes: z.object({ content: z.string(), createdAt: z.string(), from: z.string(), tag: z.string().nullable() }),
  }),
});
export type TNoteResponse = z.infer<typeof ZNoteResponse>;

/** A card on the booking, masked. */
export const ZBookingCard = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holderName: z.string().nullable(),
  isDefault: z.boolean(),
});
export const ZBookingVerification = z.object({
  status: z.string(),
  method: z.string().nullable(),
  checkedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export const ZDepositSummary = z.object({
  amount: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  held: z.number().int(),
});
/** The owner's side of a stay line by line (accommodation, cleaning, fee, adjustments) and its total. */
export const ZPayoutBreakdown = z.array(z.object({ label: z.string(), amount: z.number().int() }));
