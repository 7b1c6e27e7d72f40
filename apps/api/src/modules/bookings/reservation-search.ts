import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  RESERVATION_DEFAULT_SORT,
  RESERVATION_LIST,
  type ReservationSort,
  type TReservationFilters,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, properties } from '../../db/schema';
import { foldedSql, foldText } from '../../db/schema/columns';
import { propertyScope, type ScopeCaller } from '../../access/scope';

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
