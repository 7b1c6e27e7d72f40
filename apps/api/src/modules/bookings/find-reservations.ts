import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RESERVATION_LIST, type TReservationsQuery, type TReservationsResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, companies, properties } from '../../db/schema';
import { scopeCallerOf } from '../../access/scope';
import { bookingFieldsFor } from '../../common/bookings/booking-fields';
import type { SessionUser } from '../../types';
import { presentReservation, type ReservationRow } from './bookings.presenter';
import {
  countAndPageIds,
  orderByOf,
  reservationConditions,
  reservationOrder,
  resolveFilters,
  type ReservationOrder,
} from './reservation-search';

const selectPage = (db: Db) =>
  db
    .select({
      booking: bookings,
      property: { name: properties.name, code: properties.code },
      company: { id: companies.id, name: companies.name },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(companies, eq(companies.id, properties.companyId));

/**
 * A page past the cap: the sort's index walked from its start, rows filtered as they come, so a few thousand rows
 * are read for a page. Without parallel workers: the planner takes a walked LIKE for a rare match, plans to read the
 * whole index and starts workers for it, which cost more (tens of ms) than the walk really reads.
 *
 * The property sort has no index of its own (the name is the home's): the homes are sorted by name (10,000 rows)
 * and each one's bookings read through bookings_property_check_in_idx until the page is full. Written as a lateral
 * join, or the planner hashes every booking against the homes and sorts a million rows (1.5 s).
 */
const walkToPage = (db: Db, where: SQL | undefined, order: ReservationOrder, page: { size: number; offset: number }) =>
  db.transaction(async (tx): Promise<ReservationRow[]> => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    if (order.key !== properties.name) {
      return selectPage(tx)
        .where(where)
        .orderBy(...orderByOf(order))
        .limit(page.size)
        .offset(page.offset);
    }
    const direction = sql.raw(order.descending ? 'desc' : 'asc');
    const { rows } = (await tx.execute(sql`
      select b.id from (select ${properties.id} as id, ${properties.name} as name from ${properties}
        order by ${properties.name} ${direction}) h
      cross join lateral (
        select ${bookings.id} as id from ${bookings} where ${bookings.propertyId} = h.id and ${where ?? sql`true`} offset 0
      ) b
      order by h.name ${direction}, b.id ${direction} limit ${page.size} offset ${page.offset}`)) as unknown as {
      rows: { id: string }[];
    };
    return rowsByIds(
      tx,
      rows.map((r) => r.id),
      order,
    );
  });

const rowsByIds = async (db: Db, ids: string[], order: ReservationOrder): Promise<ReservationRow[]> =>
  ids.length === 0
    ? []
    : selectPage(db)
        .where(inArray(bookings.id, ids))
        .orderBy(...orderByOf(order));

/**
 * `GET v3/bookings`: a page of the caller's reservations and how many match. Counting stops at countCap + 1
 * (`countCapped`), so a broad filter over a million bookings reads a thousand matches, not all of them. Past the
 * cap the matches are common, and the page comes from walking the sort's index (a btree ending in the id).
 */
export const findReservations = async (options: {
  db: Db;
  caller: SessionUser;
  query: TReservationsQuery;
}): Promise<TReservationsResponse> => {
  const { db, query } = options;
  const caller = scopeCallerOf(options.caller);
  const resolved = await resolveFilters(db, caller, query);
  const order = reservationOrder(query.sort);
  const page = { size: query['page[size]'], offset: (query['page[number]'] - 1) * query['page[size]'] };
  const where = reservationConditions(query, resolved);
  const pageIds = { limit: page.size, offset: page.offset };
  const { matched, ids } = await countAndPageIds(db, where, order, pageIds);
  const rows: ReservationRow[] =
    ids !== null
      ? await rowsByIds(db, ids, order)
      : await walkToPage(db, reservationConditions(query, resolved, { walk: true }), order, page);
  const cap = RESERVATION_LIST.countCap;
  const totalCount = Math.min(matched, cap);
  const fields = bookingFieldsFor(caller);
  return {
    data: rows.map((row) => presentReservation(row, fields)),
    meta: { totalCount, totalPages: Math.ceil(totalCount / page.size), countCapped: matched > cap },
  };
};
