import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  RESERVATION_DEFAULT_SORT,
  RESERVATION_LIST,
  type ReservationSort,
  type TReservationFilters,
  type TReservationListItem,
  type TReservationsQuery,
  type TReservationsResponse,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, companies, properties } from '../../db/schema';
import { foldedSql, foldText } from '../../db/schema/columns';
import { propertyScope, scopeCallerOf, type ScopeCaller } from '../../access/scope';
import { bookingFieldsFor, only, type BookingFields } from '../../shared/bookings/booking-fields';
import type { SessionUser } from '../../types';
import { listAttributes } from './bookings.service';

/*
 * /reservation-all: every booking of the caller's homes, searched, filtered, sorted and paged (issue 15 item 1),
 * written for a million bookings (bench/reservations, where the plans and figures are): one trigram index answers
 * the text search, every sort has a btree ending in the booking id, and counting stops at countCap.
 */

/**
 * Lower case with accents folded, as foldedSql, with a fast path: text that is all ASCII (byte length = character
 * length) only needs lower(). translate() over the accent table cost ~13 µs a row at a million bookings, and a search
 * re-checks every row the trigram index returns, up to ten thousand for a common surname.
 */
const foldedFast = (expression: string): SQL => {
  const text = sql.raw(`(${expression})`);
  return sql`(case when octet_length(${text}) = char_length(${text}) then lower(${text}) else ${foldedSql(expression)} end)`;
};

/**
 * The guest's name, their email and the booking code as one folded string: the expression of the trigram index
 * bookings_search_trgm_idx (migration 0015, bookings.ts), written identically or the planner cannot use it (the test
 * checks it does). One index and one scan for all three. A newline parts the fields, and the search text's whitespace
 * is collapsed to single spaces, so a search never matches across two fields.
 */
export const BOOKING_SEARCH_TEXT = foldedFast(
  "coalesce(guest_name, '') || chr(10) || coalesce(guest_email, '') || chr(10) || long_code",
);
/** The guest sort: folded, a booking without a guest name as the empty name (index bookings_guest_sort_idx). */
export const GUEST_SORT_KEY = foldedFast("coalesce(guest_name, '')");

type SortField = Exclude<ReservationSort, `-${string}`>;
type KeyType = 'date' | 'timestamptz' | 'int' | 'text';

/**
 * What each sort orders by (ties broken by the booking id, in the same direction), its SQL type (for keysets), and
 * for the sorted-after-matching path (countAndPageIds) the booking column kept per match and the key made from it
 * there, so the key is only worked out for the matches that get sorted.
 */
const SORTS: Record<SortField, { key: SQL | PgColumn; type: KeyType; kept: PgColumn; from?: SQL; keyOfKept?: SQL }> = {
  checkIn: { key: bookings.checkIn, type: 'date', kept: bookings.checkIn },
  checkOut: { key: bookings.checkOut, type: 'date', kept: bookings.checkOut },
  bookedAt: { key: bookings.bookedAt, type: 'timestamptz', kept: bookings.bookedAt },
  total: { key: bookings.totalCents, type: 'int', kept: bookings.totalCents },
  guest: {
    key: GUEST_SORT_KEY,
    type: 'text',
    kept: bookings.guestName,
    keyOfKept: foldedFast("coalesce(m.k, '')"),
  },
  property: {
    key: properties.name,
    type: 'text',
    kept: bookings.propertyId,
    from: sql`join ${properties} p on p.id = m.k`,
    keyOfKept: sql`p.name`,
  },
};

export type ReservationOrder = (typeof SORTS)[SortField] & { descending: boolean };

export const reservationOrder = (sort: ReservationSort | undefined): ReservationOrder => {
  const value = sort ?? RESERVATION_DEFAULT_SORT;
  return { ...SORTS[value.replace(/^-/, '') as SortField], descending: value.startsWith('-') };
};

export const orderByOf = (order: ReservationOrder): SQL[] =>
  order.descending ? [desc(order.key), desc(bookings.id)] : [asc(order.key), asc(bookings.id)];

/** Search texts at least this long (spaces aside) match anywhere; shorter ones match the start (resolveFilters). */
const SEARCH_ANYWHERE_MIN = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * What the filters ask of other tables, looked up before the bookings are: the search text as a LIKE pattern with
 * the homes whose name or code holds it, and the homes the caller may see (null: every home) within the company
 * filter. Both join the bookings' conditions as lists of ids, so the planner estimates them from property_id's
 * statistics and can combine them with the other indexes (a licensee's search: the text's trigram bitmap AND their
 * homes' bookings, re-checking 999 rows instead of 12,700). As subqueries it guessed a thousand bookings for any
 * text and could only filter row by row.
 */
export type ResolvedFilters = {
  search: { pattern: string; homeIds: string[] } | null;
  homesInScope: string[] | null;
};

export const resolveFilters = async (
  db: Db,
  caller: ScopeCaller,
  filters: TReservationFilters,
): Promise<ResolvedFilters> => {
  const folded = foldText((filters.filterText ?? '').replace(/\s+/g, ' '));
  // The search box: the folded text anywhere in the guest's name or email, the booking code, or the home's name or
  // code. One or two letters make no trigram, so anywhere would be a scan of every booking (1.5 s at a million for a
  // rare pair): they match the start of the guest's name, or of the home's name or code, which the index answers.
  const anywhere = folded.replace(/ /g, '').length >= SEARCH_ANYWHERE_MIN;
  const pattern = folded === '' ? null : anywhere ? `%${escapeLike(folded)}%` : `${escapeLike(folded)}%`;
  const homeMatches = sql`(${foldedSql('"properties"."name"')} like ${pattern} or lower(${properties.code}) like ${pattern})`;
  const matchingHomes = pattern
    ? db
        .select({ id: properties.id })
        .from(properties)
        // Through the homes' own trigram index (search_text holds name, code and address, folded): anywhere in it,
        // or a word of it starting with the text; name and code are then checked on those few.
        .where(
          and(
            anywhere
              ? sql`${properties.searchText} like ${pattern}`
              : sql`(${properties.searchText} like ${pattern} or ${properties.searchText} like ${`% ${pattern}`})`,
            homeMatches,
          ),
        )
    : null;
  // The caller's homes: the permissions table's `property:read` grant (licensees: their company's), as SQL from
  // propertyScope, the one place that turns it into a condition.
  const companyIds = filters['filters[companies]'];
  const homeConditions = [
    propertyScope(caller),
    companyIds?.length ? inArray(properties.companyId, [...companyIds]) : undefined,
  ];
  const homesInScope = homeConditions.some(Boolean)
    ? db
        .select({ id: properties.id })
        .from(properties)
        .where(and(...homeConditions))
    : null;
  const [matched, inScope] = await Promise.all([matchingHomes, homesInScope]);
  return {
    search: pattern ? { pattern, homeIds: (matched ?? []).map((h) => h.id) } : null,
    homesInScope: inScope ? inScope.map((h) => h.id) : null,
  };
};

/** The search box's condition alone (see reservationConditions for `walk`). */
const searchCondition = ({ search }: ResolvedFilters, options: { walk?: boolean }): SQL | undefined => {
  if (!search) return undefined;
  const text = options.walk ? sql`(${BOOKING_SEARCH_TEXT} || '')` : BOOKING_SEARCH_TEXT;
  const byText = sql`${text} like ${search.pattern}`;
  return search.homeIds.length > 0 ? sql`(${byText} or ${inArray(bookings.propertyId, search.homeIds)})` : byText;
};

/**
 * Every condition of the filters, with the caller's scope.
 *
 * `walk`: the text is matched row by row instead of through its index (`|| ''` makes the expression the index's no
 * longer). Used once the count has shown the matches are common (over countCap): walking the sort's index then finds
 * a page in a few thousand rows, where the planner, whose estimate of a LIKE pattern can be a hundred times too low,
 * would fetch and sort every match.
 */
export const reservationConditions = (
  filters: TReservationFilters,
  resolved: ResolvedFilters,
  options: { walk?: boolean } = {},
): SQL | undefined => {
  const where: (SQL | undefined)[] = [searchCondition(resolved, options)];
  const { homesInScope } = resolved;
  if (homesInScope) where.push(inArray(bookings.propertyId, homesInScope));
  const inList = (column: PgColumn, values: readonly string[] | undefined) => {
    if (values?.length) where.push(inArray(column, [...values]));
  };
  inList(bookings.status, filters['filters[statuses]']);
  inList(bookings.recordStatus, filters['filters[recordStatuses]']);
  inList(bookings.channel, filters['filters[channels]']);
  inList(bookings.propertyId, filters['filters[properties]']);
  const from = (column: PgColumn, day: string | undefined) => day && where.push(sql`${column} >= ${day}`);
  const to = (column: PgColumn, day: string | undefined) => day && where.push(sql`${column} <= ${day}`);
  from(bookings.checkIn, filters['filters[checkInFrom]']);
  to(bookings.checkIn, filters['filters[checkInTo]']);
  from(bookings.checkOut, filters['filters[checkOutFrom]']);
  to(bookings.checkOut, filters['filters[checkOutTo]']);
  return and(...where);
};

type PageRow = {
  booking: typeof bookings.$inferSelect;
  property: { name: string; code: string };
  company: { id: string; name: string } | null;
};

const presentReservation = (row: PageRow, fields: BookingFields): TReservationListItem => ({
  id: row.booking.id,
  type: 'booking',
  attributes: {
    ...listAttributes(row.booking, fields),
    propertyId: row.booking.propertyId,
    property: row.property,
    company: row.company,
    ...only(fields.guestContacts, { guestEmail: row.booking.guestEmail }),
  },
});

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
 * The count and, while the matches fit under the cap, the page's ids, in one statement. The matches are read once
 * through the indexes of the conditions (at most countCap + 1, in no order), and the page is sorted from them. Left to
 * itself the planner may walk the sort's index instead, expecting matches spread evenly: for a rare guest name or a
 * few homes it read 150,000 bookings for 25 (2 s at a million); this reads the 180 or 850 that match.
 */
export const countAndPageIds = async (
  db: Db,
  where: SQL | undefined,
  order: ReservationOrder,
  page: { limit: number; offset: number },
  cap: number = RESERVATION_LIST.countCap,
): Promise<{ matched: number; ids: string[] | null }> => {
  const direction = sql.raw(order.descending ? 'desc' : 'asc');
  const { rows } = (await db.execute(sql`
    with m as materialized (
      select ${bookings.id} as id, ${order.kept} as k from ${bookings} where ${where ?? sql`true`} limit ${cap + 1}
    ), counted as (select count(*)::int as matched from m)
    select matched, case when matched <= ${cap} then array(
      select m.id from m ${order.from ?? sql``}
      order by ${order.keyOfKept ?? sql`m.k`} ${direction}, m.id ${direction} limit ${page.limit} offset ${page.offset}
    ) end as ids
    from counted`)) as unknown as { rows: { matched: number; ids: string[] | null }[] };
  return rows[0] ?? { matched: 0, ids: [] };
};

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
  db.transaction(async (tx): Promise<PageRow[]> => {
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

const rowsByIds = async (db: Db, ids: string[], order: ReservationOrder): Promise<PageRow[]> =>
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
  const rows: PageRow[] =
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
