import { eq } from 'drizzle-orm';
import { HTTP, type TQuoteDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import { scopeCallerOf } from '../../lib/property-scope';
import { bookingFieldsFor } from '../../lib/field-access';
import { findBookingInScope } from './booking-scope';

type QuoteRow = typeof quotes.$inferSelect;
type QuoteNode = TQuoteDocument['data'];

const quoteNotFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'No quote with that id.' });
const quoteForbidden = () =>
  new AppError({ status: HTTP.forbidden, code: 'FORBIDDEN', detail: "You may not see this booking's quotes." });

/** A chain of base quotes is short (one per change of a booking); the cap only guards a corrupt cycle. */
const CHAIN_MAX = 50;

/** A quote's attributes as every document shows them (the quote itself, and a booking's included quotes). */
export const quoteAttributes = (q: QuoteRow): QuoteNode['attributes'] => ({
  nights: q.nights,
  accommodation: q.accommodationCents,
  cleaningFee: q.cleaningFeeCents,
  total: q.totalCents,
  currency: q.currency,
  createdAt: q.createdAt.toISOString(),
  baseQuoteId: q.baseQuoteId,
});

const present = (q: QuoteRow, withPayout: boolean): QuoteNode => ({
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

/**
 * `GET v3/quotes/{id}?include=payout-summary,base-quote,base-quote.payout-summary`: the quote, and with base-quote
 * the quotes it replaced, each nested in the one before (spec 000 §3 'Quote', recursive). A quote is all money:
 * without `booking:read-earnings` the answer is 403 (404 first when the booking is out of scope).
 */
export const getQuote = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  include: readonly string[];
}): Promise<TQuoteDocument> => {
  const { db, caller, include } = options;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, options.id));
  if (!quote) throw quoteNotFound();
  await findBookingInScope(db, caller, quote.bookingId).catch(() => {
    throw quoteNotFound();
  });
  if (!bookingFieldsFor(scopeCallerOf(caller)).earnings) throw quoteForbidden();
  const root = present(quote, include.includes('payout-summary'));
  if (!include.includes('base-quote')) return { data: root };
  let node = root;
  let baseId = quote.baseQuoteId;
  for (let depth = 0; baseId && depth < CHAIN_MAX; depth += 1) {
    const [base] = await db.select().from(quotes).where(eq(quotes.id, baseId));
    if (!base) break;
    const next = present(base, include.includes('base-quote.payout-summary'));
    node.baseQuote = next;
    node = next;
    baseId = base.baseQuoteId;
  }
  if (node.baseQuote === undefined) node.baseQuote = null;
  return { data: root };
};
