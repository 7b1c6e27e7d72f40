import { z } from 'zod';
import { csvEnum, includeOf, windowChecks } from '../api/params.schemas';
import { BOOKING_INCLUDES, BOOKING_RECORD_STATUSES, BOOKING_STATUSES, QUOTE_INCLUDES } from './bookings.constants';
import { ZNight } from '../dates/dates.schemas';
import { ZPaymentRequest } from '../payments/payments.schemas';
import { CURRENCIES } from '../properties/properties.constants';

export const ZPropertyBookingsQuery = z
  .object({
    from: ZNight,
    to: ZNight,
    recordStatuses: csvEnum(BOOKING_RECORD_STATUSES).optional(),
    statuses: csvEnum(BOOKING_STATUSES).optional(),
    include: includeOf(['resources', 'notes']),
    'page[size]': z.coerce.number<number | string>().int().min(1).max(1000).default(1000),
  })
  .superRefine(windowChecks);
export type TPropertyBookingsQuery = z.output<typeof ZPropertyBookingsQuery>;
/** `GET v3/properties/{propertyId}/bookings` as a client sends it (lists comma-separated). */
export type TPropertyBookingsParams = z.input<typeof ZPropertyBookingsQuery>;

export const ZBookingNote = z.object({
  content: z.string(),
  createdAt: z.string(),
  from: z.string(),
  tag: z.string().nullable(),
});

export const ZBookingListAttributes = z.object({
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  recordStatus: z.enum(BOOKING_RECORD_STATUSES),
  longCode: z.string(),
  channel: z.string(),
  /** `fullName` only with `booking:read-guest`; the head count is for everyone who sees the stay. */
  guest: z.object({
    fullName: z.string().nullable().optional(),
    adults: z.number().int(),
    children: z.number().int(),
  }),
  currency: z.enum(CURRENCIES),
  /** `booking:read-earnings` only. */
  totalAmount: z.number().int().optional(),
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** `booking:read-notes` only (admin, staff and licensee), and when asked for. */
  notes: z.array(ZBookingNote).optional(),
});
export const ZBookingListItem = z.object({
  id: z.string(),
  type: z.literal('booking'),
  attributes: ZBookingListAttributes,
});
export const ZBookingListResponse = z.object({
  data: z.array(ZBookingListItem),
  meta: z.object({ totalCount: z.number().int() }),
});
export type TBookingListItem = z.infer<typeof ZBookingListItem>;
export type TBookingListResponse = z.infer<typeof ZBookingListResponse>;

export const ZBookingQuery = z.object({ include: includeOf(BOOKING_INCLUDES) });

export const ZPayment = z.object({
  id: z.string(),
  amount: z.number().int(),
  dueOn: z.string().nullable(),
  errorDescription: z.string().nullable(),
  isRefund: z.boolean(),
  isThreeDSecure: z.boolean(),
  method: z.string().nullable(),
  note: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentType: z.string(),
  receiptUrl: z.string().nullable(),
  refundableAmount: z.number().int(),
  status: z.string(),
  /** Unpaid, of a scheduled type and due (docs/product/bookings.md#states). */
  scheduled: z.boolean(),
  /** The bank reference finance recorded, or Stripe's page it was paid on (docs/product/payments.md#fields). */
  reference: z.string().nullable(),
  /** The latest request to the guest to pay it, if any. */
  request: ZPaymentRequest.nullable(),
  /** Paid, or being refunded, through Stripe: settled by Stripe's events, never recorded by hand. */
  throughStripe: z.boolean(),
});

export const ZPayoutSummary = z.object({
  accommodation: z.number().int(),
  cleaning: z.number().int(),
  managementFee: z.number().int(),
  ownerPayout: z.number().int(),
  currency: z.enum(CURRENCIES),
});

export const ZBookingDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('booking'),
    attributes: ZBookingListAttributes.extend({
      propertyId: z.string(),
      /**
       * Fields a caller may not read are absent (see GUARDED_FIELDS in access/permissions.ts): names with
       * `booking:read-guest`, email and phone with `booking:read-guest-contacts`, money with `booking:read-earnings`
       * and `booking:read-payments`.
       */
      booker: z
        .object({
          fullName: z.string().nullable(),
          email: z.string().nullable().optional(),
          phone: z.string().nullable().optional(),
        })
        .optional(),
      guest: z.object({
        fullName: z.string().nullable().optional(),
        email: z.string().nullable().optional(),
        phone: z.string().nullable().optional(),
        adults: z.number().int(),
        children: z.number().int(),
      }),
      /** The kind of maker, and the person when someone made it in Hearth (null from a channel). */
      createdBy: z.object({ type: z.string(), name: z.string().nullable() }),
      cleaningRequired: z.boolean(),
      corporatePartner: z.string().nullable().optional(),
      hasEarlyEta: z.boolean(),
      hasLateEtd: z.boolean(),
      externalSource: z.string().nullable(),
      cancellationPolicy: z.string().nullable(),
      payout: z.object({ managementFeePercentage: z.string() }).optional(),
      paymentSummary: z
        .object({
          paid: z.number().int(),
          due: z.number().int(),
          refunded: z.number().int(),
          /** Refunds started and not yet moved (docs/product/payments.md#refunds): never shown as refunded. */
          refundPending: z.number().int(),
          /** Paid, and disputed by the guest's bank. */
          disputed: z.number().int(),
        })
        .optional(),
      currentQuoteId: z.string().nullable().optional(),
      /*
       * The booking record's money and checks (issue 15 item 2). The shapes are ZDepositSummary, ZPayoutBreakdown
       * and ZBookingVerification of reservations.schemas.ts, spelt out here because that file imports this one.
       */
      /** Deposits and bonds: charged, paid, refunded (a refund settles the deposit first) and still held. */
      depositSummary: z
        .object({
          amount: z.number().int(),
          paid: z.number().int(),
          refunded: z.number().int(),
          held: z.number().int(),
        })
        .optional(),
      /** The guest's money on the stay: what it costs, what came in, what is still due, what went back. */
      finance: z
        .object({
          totalAmount: z.number().int(),
          paid: z.number().int(),
          due: z.number().int(),
          refunded: z.number().int(),
          currency: z.enum(CURRENCIES),
        })
        .optional(),
      /** The owner's side of the current quote line by line; the lines add up to payoutSummary.ownerPayout. */
      payoutBreakdown: z
        .array(z.object({ label: z.string(), amount: z.number().int() }))
        .nullable()
        .optional(),
      payoutSummary: ZPayoutSummary.nullable().optional(),
      /** The guest's identity check; `not-started` when there is none yet. */
      verification: z
        .object({
          status: z.string(),
          method: z.string().nullable(),
          checkedAt: z.string().nullable(),
          note: z.string().nullable(),
        })
        .optional(),
      /** What cancelling kept and why: null until the booking is cancelled. */
      cancellationFee: z.number().int().nullable().optional(),
      cancellationReason: z.string().nullable().optional(),
    }),
  }),
  included: z
    .array(z.object({ id: z.string(), type: z.string(), attributes: z.record(z.string(), z.unknown()) }))
    .optional(),
});
export type TBookingDocument = z.infer<typeof ZBookingDocument>;

export const ZQuoteQuery = z.object({ include: includeOf(QUOTE_INCLUDES) });
export const ZQuoteAttributes = z.object({
  nights: z.number().int(),
  accommodation: z.number().int(),
  cleaningFee: z.number().int(),
  total: z.number().int(),
  /** What the guest pays line by line (price-breakdown.ts guestLinesOf); the lines add up to `total`. */
  lines: z.array(z.object({ type: z.string(), label: z.string(), amount: z.number().int() })),
  /** The refundable bond the quote promised, beside the total and never in it. */
  securityDeposit: z.number().int(),
  currency: z.enum(CURRENCIES),
  createdAt: z.string(),
  baseQuoteId: z.string().nullable(),
});
type QuoteNode = {
  id: string;
  type: 'quote';
  attributes: z.infer<typeof ZQuoteAttributes>;
  payoutSummary?: z.infer<typeof ZPayoutSummary>;
  baseQuote?: QuoteNode | null;
};
export const ZQuoteNode: z.ZodType<QuoteNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.literal('quote'),
    attributes: ZQuoteAttributes,
    payoutSummary: ZPayoutSummary.optional(),
    baseQuote: ZQuoteNode.nullable().optional(),
  }),
);
export const ZQuoteDocument = z.object({ data: ZQuoteNode });
export type TQuoteDocument = z.infer<typeof ZQuoteDocument>;
