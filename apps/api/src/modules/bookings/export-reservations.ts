import { Readable, pipeline } from 'node:stream';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { DEFAULT_TIMEZONE, RESERVATION_LIST, todayIn, type TReservationFilters } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, properties } from '../../db/schema';
import { scopeCallerOf } from '../../access/scope';
import { bookingFieldsFor, type BookingFields } from '../../common/bookings/booking-fields';
import type { SessionUser } from '../../types';
import {
  countAndPageIds,
  orderByOf,
  reservationConditions,
  reservationOrder,
  resolveFilters,
  type ReservationOrder,
} from './reservation-search';

/** Rows per keyset page: enough to keep the socket busy, few enough that an export never holds much in memory. */
const BATCH = 1_000;

const exportSelection = (order: ReservationOrder) => ({
  id: bookings.id,
  longCode: bookings.longCode,
  status: bookings.status,
  recordStatus: bookings.recordStatus,
  channel: bookings.channel,
  propertyCode: properties.code,
  propertyName: properties.name,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  adults: bookings.adults,
  children: bookings.children,
  guestName: bookings.guestName,
  guestEmail: bookings.guestEmail,
  totalCents: bookings.totalCents,
  currency: bookings.currency,
  bookedAt: bookings.bookedAt,
  cancelledAt: bookings.cancelledAt,
  /** The sort value as PostgreSQL prints it, so the next page starts exactly after it (timestamps keep microseconds). */
  sortKey: sql<string>`(${order.key})::text`,
});
type Column = { key: string; header: string; guard?: keyof BookingFields; value: (row: ExportRow) => unknown };

const nightsOf = (row: ExportRow) => Math.round((Date.parse(row.checkOut) - Date.parse(row.checkIn)) / 86_400_000);

/** The CSV's columns in order; a guarded one is left out entirely for a caller who may not read it. */
const COLUMNS: readonly Column[] = [
  { key: 'code', header: 'Code', value: (r) => r.longCode },
  { key: 'status', header: 'Status', value: (r) => r.status },
  { key: 'recordStatus', header: 'Record status', value: (r) => r.recordStatus },
  { key: 'channel', header: 'Channel', value: (r) => r.channel },
  { key: 'propertyCode', header: 'Property code', value: (r) => r.propertyCode },
  { key: 'property', header: 'Property', value: (r) => r.propertyName },
  { key: 'checkIn', header: 'Check-in', value: (r) => r.checkIn },
  { key: 'checkOut', header: 'Check-out', value: (r) => r.checkOut },
  { key: 'nights', header: 'Nights', value: nightsOf },
  { key: 'adults', header: 'Adults', value: (r) => r.adults },
  { key: 'children', header: 'Children', value: (r) => r.children },
  { key: 'guest', header: 'Guest', guard: 'guest', value: (r) => r.guestName },
  { key: 'guestEmail', header: 'Guest email', guard: 'guestContacts', value: (r) => r.guestEmail },
  { key: 'total', header: 'Total', guard: 'earnings', value: (r) => r.totalCents / 100 },
  { key: 'currency', header: 'Currency', value: (r) => r.currency },
  { key: 'bookedAt', header: 'Booked at', value: (r) => r.bookedAt.toISOString() },
  { key: 'cancelledAt', header: 'Cancelled at', value: (r) => r.cancelledAt?.toISOString() ?? null },
];

export const exportColumns = (fields: BookingFields): readonly Column[] =>
  COLUMNS.filter((c) => c.guard === undefined || fields[c.guard]);

/** The rows after `after` in the sort's order: `(key, id)` compared as a row, which the sort's btree answers. */
const afterCondition = (order: ReservationOrder, after: { key: string; id: string } | null): SQL | undefined => {
  if (!after) return undefined;
  const key = sql`${after.key}::${sql.raw(order.type)}`;
  return order.descending
    ? sql`(${order.key}, ${bookings.id}) < (${key}, ${after.id}::uuid)`
    : sql`(${order.key}, ${bookings.id}) > (${key}, ${after.id}::uuid)`;
};

const selectPage = (db: Db, where: SQL | undefined, order: ReservationOrder, limit: number) =>
  db
    .select(exportSelection(order))
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(where)
    .orderBy(...orderByOf(order))
    .limit(limit);
type ExportRow = Awaited<ReturnType<typeof selectPage>>[number];

/** Every matching booking in the list's order, one keyset page at a time. */
async function* rowsInOrder(db: Db, where: SQL | undefined, order: ReservationOrder): AsyncGenerator<ExportRow> {
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const rows = await selectPage(db, and(where, afterCondition(order, after)), order, BATCH);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { key: last.sortKey, id: last.id };
  }
}

/**
 * The property sort, home by home: the homes in name order (homes of one name together), each one's bookings by id.
 * The sort key is another table's, so a keyset page over all bookings would join and sort every one of them (1 s a
 * page at a million); a home's bookings come from bookings_property_check_in_idx in a millisecond.
 */
async function* rowsByHome(
  db: Db,
  where: SQL | undefined,
  order: ReservationOrder,
  homes: readonly string[] | null,
): AsyncGenerator<ExportRow> {
  const byName = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(homes ? inArray(properties.id, [...homes]) : undefined)
    .orderBy(order.descending ? desc(properties.name) : asc(properties.name));
  for (let i = 0; i < byName.length;) {
    const name = byName[i]!.name;
    const group: string[] = [];
    for (; i < byName.length && byName[i]!.name === name; i += 1) group.push(byName[i]!.id);
    yield* await selectPage(db, and(where, inArray(bookings.propertyId, group)), order, RESERVATION_LIST.exportMax);
  }
}

/** At most RESERVATION_LIST.exportMax rows of `rows`. */
async function* capped<T>(rows: AsyncGenerator<T>): AsyncGenerator<T> {
  let sent = 0;
  for await (const row of rows) {
    if (sent === RESERVATION_LIST.exportMax) return;
    sent += 1;
    yield row;
  }
}

/**
 * `GET v3/bookings/export`: the list's filter and sort as CSV, streamed while it is read (keyset pages of BATCH rows,
 * so neither the server nor the database holds the whole export), with the list's field guards. csv-stringify's
 * escape_formulas prefixes a cell starting with = + - @ (or tab, CR) with ' so a spreadsheet never runs it.
 */
export const exportReservations = (options: {
  db: Db;
  caller: SessionUser;
  filters: TReservationFilters;
  now?: Date;
}): { filename: string; stream: Readable } => {
  const caller = scopeCallerOf(options.caller);
  const columns = exportColumns(bookingFieldsFor(caller));
  const order = reservationOrder(options.filters.sort);
  const records = Readable.from(
    (async function* () {
      const resolved = await resolveFilters(options.db, caller, options.filters);
      const indexed = reservationConditions(options.filters, resolved);
      // Few matches: each page through the conditions' indexes; many: walking the sort's index (see findReservations).
      const { matched } = await countAndPageIds(options.db, indexed, order, { limit: 0, offset: 0 });
      const where =
        matched > RESERVATION_LIST.countCap
          ? reservationConditions(options.filters, resolved, { walk: true })
          : indexed;
      // The homes the bookings can be in: the caller's and the filter's (null: every home).
      const chosen = options.filters['filters[properties]'];
      const homes = chosen?.length
        ? chosen.filter((id) => resolved.homesInScope?.includes(id) ?? true)
        : resolved.homesInScope;
      const rows =
        order.key === properties.name
          ? rowsByHome(options.db, where, order, homes)
          : rowsInOrder(options.db, where, order);
      for await (const row of capped(rows)) {
        yield Object.fromEntries(columns.map((c) => [c.key, c.value(row)]));
      }
    })(),
  );
  const csv = stringify({
    header: true,
    columns: columns.map((c) => ({ key: c.key, header: c.header })),
    escape_formulas: true,
    cast: { number: (value, context) => (context.column === 'total' ? value.toFixed(2) : String(value)) },
  });
  // An error mid-way (the database went away) ends the response; the client sees a cut-off download, not a 200 lie.
  pipeline(records, csv, () => undefined);
  return { filename: `reservations-${todayIn(DEFAULT_TIMEZONE, options.now)}.csv`, stream: csv };
};
