import { eq } from 'drizzle-orm';
import type { TQuoteDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { presentQuote } from './bookings.presenter';

/** A chain of base quotes is short (one per change of a booking); the cap only guards a corrupt cycle. */
const CHAIN_MAX = 50;

/**
 * `GET v3/quotes/{id}?include=payout-summary,base-quote,base-quote.payout-summary`: the quote, and with base-quote
 * the quotes it replaced, each nested in the one before (docs/product/bookings.md#fields 'Quote', recursive). A quote is all money:
 * the route's action is `booking:read-earnings`; a quote of a booking out of scope answers 404.
 */
export const getQuote = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  include: readonly string[];
}): Promise<TQuoteDocument> => {
  const { db, caller, include } = options;
  const { row: quote } = await findInScope(db, scopeCallerOf(caller), 'quote', options.id);
  const root = presentQuote(quote, include.includes('payout-summary'));
  if (!include.includes('base-quote')) return { data: root };
  let node = root;
  let baseId = quote.baseQuoteId;
  for (let depth = 0; baseId && depth < CHAIN_MAX; depth += 1) {
    const [base] = await db.select().from(quotes).where(eq(quotes.id, baseId));
    if (!base) break;
    const next = presentQuote(base, include.includes('base-quote.payout-summary'));
    node.baseQuote = next;
    node = next;
    baseId = base.baseQuoteId;
  }
  if (node.baseQuote === undefined) node.baseQuote = null;
  return { data: root };
};
