import type { Currency, TBookingQuoteQuery, TBookingQuoteResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { findStayRefusal, readStayHome } from '../../common/bookings/stay-limits';
import { nightsFree, priceStayAt, refuseLongStay } from './stay-pricing';

/**
 * `GET v3/properties/{id}/booking-quote`: the live price of a stay before it is booked (stay-price.ts), the nights
 * with no rate, and whether every night is free now (a lapsed hold does not count). Nothing is held: the booking
 * itself is what claims the nights.
 */
export const getBookingQuote = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  query: TBookingQuoteQuery;
}): Promise<TBookingQuoteResponse> => {
  const { db, query } = options;
  const home = await findHomeInScope(db, scopeCallerOf(options.caller), options.propertyId);
  refuseLongStay(query);
  const [priced, available, refusal] = await Promise.all([
    priceStayAt(db, { id: home.id, currency: home.currency as Currency }, query),
    nightsFree(db, home.id, query),
    readStayHome(db, home.id).then((limits) => (limits ? findStayRefusal(db, limits, query) : null)),
  ]);
  return { data: { available, unpricedNights: priced.unpricedNights, price: priced.price, refusal } };
};
