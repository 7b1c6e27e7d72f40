import { z } from 'zod';
import { includeOf, intIn } from '../api/params.schemas';
import { ZMonth } from '../dates/dates.schemas';
import { CURRENCIES } from '../properties/properties.constants';
import {
  STATEMENT_CHECK_KINDS,
  STATEMENT_INCLUDES,
  STATEMENT_LINE_KINDS,
  STATEMENT_PAGE_SIZE,
  STATEMENT_PAGE_SIZE_MAX,
  STATEMENT_SORTS,
  STATEMENT_STATUSES,
  STATEMENT_TYPE,
} from './statements.constants';

/**
 * `GET v3/statements` (docs/product/statements.md#calls): page[size]=25, include property,owners, search (trimmed), month, year,
 * page[number], sort date|property|owner with '-' for descending (default date ascending).
 */
export const ZStatementsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  month: intIn(1, 12).optional(),
  year: intIn(2000, 2200).optional(),
  include: includeOf(STATEMENT_INCLUDES),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${STATEMENT_SORTS.join('|')})$`))
    .optional(),
  'page[number]': intIn(1, 10_000).default(1),
  'page[size]': intIn(1, STATEMENT_PAGE_SIZE_MAX).default(STATEMENT_PAGE_SIZE),
});
export type TStatementsQuery = z.infer<typeof ZStatementsQuery>;
/** `GET v3/statements` as a client sends it. */
export type TStatementsParams = z.input<typeof ZStatementsQuery>;

const ZAmounts = {
  currency: z.enum(CURRENCIES),
  nights: z.number().int(),
  /** Cents of the property's currency. */
  income: z.number().int(),
  managementFee: z.number().int(),
  costs: z.number().int(),
  payout: z.number().int(),
};

/** docs/product/statements.md#fields 'Statement': id, type, day (month), propertyData.address.full, ownerData (fullName, id), downloadUrl. */
export const ZStatementAttributes = z.object({
  type: z.literal(STATEMENT_TYPE),
  /** The first day of the month (YYYY-MM-01). */
  day: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  propertyData: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    address: z.object({ full: z.string() }),
  }),
  /** The first owner (the spec's single ownerData); every owner is in `included` with include=owners. */
  ownerData: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  /** Opens the PDF: a session-checked address that redirects to a signed, 15-minute file URL. */
  downloadUrl: z.string(),
  generatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** When its payout batch was marked sent (docs/product/payouts.md#rules); null while the payout is pending. */
  paidAt: z.string().nullable(),
  ...ZAmounts,
});

export const ZStatementResource = z.object({
  id: z.string(),
  type: z.literal('statement'),
  attributes: ZStatementAttributes,
  relationships: z
    .object({
      property: z.object({ data: z.object({ id: z.string(), type: z.literal('property') }) }).optional(),
      owners: z.object({ data: z.array(z.object({ id: z.string(), type: z.literal('user') })) }).optional(),
    })
    .optional(),
});

/** With include=property,owners: the statement's home and its owners. */
export const ZStatementIncluded = z.union([
  z.object({
    id: z.string(),
    type: z.literal('property'),
    attributes: z.object({ code: z.string(), name: z.string(), address: z.object({ full: z.string() }) }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('user'),
    attributes: z.object({ fullName: z.string(), firstName: z.string(), lastName: z.string() }),
  }),
]);

export const ZStatementsResponse = z.object({
  data: z.array(ZStatementResource),
  included: z.array(ZStatementIncluded).optional(),
  meta: z.object({ totalCount: z.number().int(), totalPages: z.number().int() }),
});
export type TStatementsResponse = z.infer<typeof ZStatementsResponse>;
export type TStatement = z.infer<typeof ZStatementResource>;

/** A statement with its lines (`GET v3/statements/{id}`). */
export const ZStatementLine = z.object({
  id: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  description: z.string(),
  bookingId: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  nights: z.number().int(),
  income: z.number().int(),
  managementFee: z.number().int(),
  costs: z.number().int(),
  payout: z.number().int(),
});
export const ZStatementResponse = z.object({
  data: ZStatementResource.extend({
    attributes: ZStatementAttributes.extend({ lines: z.array(ZStatementLine) }),
  }),
});
export type TStatementResponse = z.infer<typeof ZStatementResponse>;

/** `POST v3/statements/generate`: (re)make the drafts of one month for every home in the caller's reach. */
export const ZGenerateStatementsBody = z.strictObject({ month: ZMonth });
export type TGenerateStatementsBody = z.infer<typeof ZGenerateStatementsBody>;
export const ZGenerateStatementsResponse = z.object({
  meta: z.object({
    month: z.string(),
    /** Drafts written (new or replaced). */
    generated: z.number().int(),
    /** Published statements left as they are. */
    keptPublished: z.number().int(),
  }),
});
export type TGenerateStatementsResponse = z.infer<typeof ZGenerateStatementsResponse>;

/** `POST v3/statements/publish`: publish these drafts (or every draft of a month). */
export const ZPublishStatementsBody = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(500) }),
  z.strictObject({ month: ZMonth }),
]);
export type TPublishStatementsBody = z.infer<typeof ZPublishStatementsBody>;
export const ZPublishStatementsResponse = z.object({ meta: z.object({ published: z.number().int() }) });
export type TPublishStatementsResponse = z.infer<typeof ZPublishStatementsResponse>;

/** `GET v3/statements/checks?month=YYYY-MM`: what finance resolves before publishing. */
export const ZStatementChecksQuery = z.object({ month: ZMonth });
export const ZStatementCheck = z.object({
  kind: z.enum(STATEMENT_CHECK_KINDS),
  /** One sentence a finance manager can act on. */
  message: z.string(),
  property: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  statementId: z.string().nullable(),
  bookingId: z.string().nullable(),
  /** Cents: the stated payout and the bookings' payout (payout-mismatch), or the negative payout. */
  expected: z.number().int().nullable(),
  actual: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
});
export const ZStatementChecksResponse = z.object({
  data: z.array(ZStatementCheck),
  meta: z.object({ month: z.string(), count: z.number().int() }),
});
export type TStatementChecksResponse = z.infer<typeof ZStatementChecksResponse>;
