import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { grantOf, HTTP, ICAL_IMPORT_MESSAGES, ICAL_MESSAGES, KEY_MESSAGES } from '@hearth/domain';
import type { Db } from '../db/client';
import { homeKey, sessionCacheOf } from '../db/session-cache';
import {
  bookingPayments,
  bookings,
  icalFeeds,
  icalImports,
  keys,
  properties,
  propertyEvents,
  propertyTasks,
  quotes,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import type { HomeKind } from './scope-kinds';
import { propertyScope, type ScopeCaller } from './scope';

type Kind<T extends PgTable> = {
  table: T;
  id: PgColumn;
  /** The home the object belongs to: scope is always the home's. */
  propertyId: PgColumn | SQL;
  /** Rows that count as present (a deleted task is gone). */
  live?: SQL;
  notFound: string;
};

/** Every object an id in a path may name, and how to reach its home. Routes name these in `config.access.object`. */
const KINDS = {
  property: {
    table: properties,
    id: properties.id,
    propertyId: properties.id,
    notFound: 'No property with that id.',
  } satisfies Kind<typeof properties>,
  booking: {
    table: bookings,
    id: bookings.id,
    propertyId: bookings.propertyId,
    notFound: 'No booking with that id.',
  } satisfies Kind<typeof bookings>,
  /** A payment or refund of a booking (docs/product/payments.md). */
  payment: {
    table: bookingPayments,
    id: bookingPayments.id,
    propertyId: sql`(select ${bookings.propertyId} from ${bookings} where ${bookings.id} = ${bookingPayments.bookingId})`,
    notFound: 'No payment with that id.',
  } satisfies Kind<typeof bookingPayments>,
  quote: {
    table: quotes,
    id: quotes.id,
    propertyId: sql`(select ${bookings.propertyId} from ${bookings} where ${bookings.id} = ${quotes.bookingId})`,
    notFound: 'No quote with that id.',
  } satisfies Kind<typeof quotes>,
  event: {
    table: propertyEvents,
    id: propertyEvents.id,
    propertyId: propertyEvents.propertyId,
    notFound: 'No property event with that id.',
  } satisfies Kind<typeof propertyEvents>,
  task: {
    table: propertyTasks,
    id: propertyTasks.id,
    propertyId: propertyTasks.propertyId,
    live: isNull(propertyTasks.deletedAt),
    notFound: 'No task with that id.',
  } satisfies Kind<typeof propertyTasks>,
  'ical-feed': {
    table: icalFeeds,
    id: icalFeeds.id,
    propertyId: icalFeeds.propertyId,
    notFound: ICAL_MESSAGES.feedNotFound,
  } satisfies Kind<typeof icalFeeds>,
  'ical-import': {
    table: icalImports,
    id: icalImports.id,
    propertyId: sql`(select ${icalFeeds.propertyId} from ${icalFeeds} where ${icalFeeds.id} = ${icalImports.feedId})`,
    notFound: ICAL_IMPORT_MESSAGES.importNotFound,
  } satisfies Kind<typeof icalImports>,
  /** A key assigned to a property; an unassigned key has no home here (see findKeyInScope). */
  key: {
    table: keys,
    id: keys.id,
    propertyId: keys.propertyId,
    notFound: KEY_MESSAGES.notFound,
  } satisfies Kind<typeof keys>,
} satisfies Record<HomeKind, unknown>;

type RowOf<K extends HomeKind> = (typeof KINDS)[K]['table']['$inferSelect'];

/** What the calls need of the object's home, returned with every object. */
const HOME = {
  id: properties.id,
  name: properties.name,
  companyId: properties.companyId,
  currency: properties.currency,
  timezone: properties.timezone,
};
export type ScopedHome = { id: string; name: string; companyId: string | null; currency: string; timezone: string };

export const notFoundIn = (kind: HomeKind) =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: KINDS[kind].notFound });

/**
 * The object `kind` with `id` and its home, if the caller's scope reaches the home; else 404, the same answer as
 * for an id that does not exist (docs/CONTRIBUTING.md#security). The one way a call turns an id into a row it may act on.
 */
export const findInScope = async <K extends HomeKind>(
  db: Db,
  caller: ScopeCaller,
  kind: K,
  id: string,
): Promise<{ row: RowOf<K>; home: ScopedHome }> => {
  const spec: Kind<PgTable> = KINDS[kind];
  const where = and(eq(spec.id, id), spec.live, propertyScope(caller));
  const query =
    kind === 'property'
      ? db.select({ row: properties, home: HOME }).from(properties).where(where)
      : db
          .select({ row: spec.table, home: HOME })
          .from(spec.table)
          .innerJoin(properties, eq(properties.id, spec.propertyId))
          .where(where);
  const [found] = (await query) as { row: RowOf<K>; home: ScopedHome }[];
  if (!found) throw notFoundIn(kind);
  return found;
};

/**
 * The home with this id if the caller reaches it, else 404 as `findInScope`: for the calls that need only the home
 * (a calendar's bookings, rates, events and tasks), five columns instead of the whole property row, which with its
 * JSON profile parts is most of what a calendar call used to read and parse (bench/load).
 */
export const findHomeInScope = async (db: Db, caller: ScopeCaller, propertyId: string): Promise<ScopedHome> => {
  // Kept in the process's memory until a write changes what the grant reaches or what is kept of the home
  // (db/session-cache.ts, migration 0039): a calendar's four calls then read only their own rows.
  const grant = grantOf(caller, 'property:read') ?? 'none';
  const owner = grant === 'own' ? caller.userId : '';
  const key = homeKey(grant, grant === 'company' ? (caller.companyId ?? '') : owner, propertyId);
  const cache = sessionCacheOf(db);
  const kept = cache?.get<ScopedHome>(key);
  if (kept) return kept;
  const generation = cache?.generation ?? 0;
  const [home] = await homeLookup(db, caller).execute({
    id: propertyId,
    userId: caller.userId,
    companyId: caller.companyId,
  });
  if (!home) throw notFoundIn('property');
  cache?.set(key, owner, home, generation);
  return home;
};

/**
 * findHomeInScope's statement, built once per database and grant (its SQL depends on nothing else) and kept
 * prepared, as the session lookup is (lib/session.ts): every call of a calendar window runs it, and Drizzle building
 * queries was an eighth of the server's time under load (bench/README.md, bench/load).
 */
const prepareHomeLookup = (db: Db, roles: readonly string[], grant: string) =>
  db
    .select(HOME)
    .from(properties)
    .where(
      and(
        eq(properties.id, sql.placeholder('id')),
        propertyScope({ roles, userId: sql.placeholder('userId'), companyId: sql.placeholder('companyId') }),
      ),
    )
    .prepare(`find_home_in_scope_${grant}`);

const homeLookups = new WeakMap<Db, Map<string, ReturnType<typeof prepareHomeLookup>>>();

const homeLookup = (db: Db, caller: ScopeCaller) => {
  const grant = grantOf(caller, 'property:read') ?? 'none';
  let lookups = homeLookups.get(db);
  if (!lookups) {
    lookups = new Map();
    homeLookups.set(db, lookups);
  }
  let lookup = lookups.get(grant);
  if (!lookup) {
    lookup = prepareHomeLookup(db, caller.roles, grant);
    lookups.set(grant, lookup);
  }
  return lookup;
};

/**
 * Whether the caller reaches keys that are on no property (waiting in a store). Such a key belongs to no company
 * yet, so only callers whose `property:read` grant is `all` (staff, admin and the roles that see every home) reach
 * it; a licensee or an owner does not, and assigns a key to their home by making a new one in a store.
 */
export const reachesUnassignedKeys = (caller: ScopeCaller): boolean => grantOf(caller, 'property:read') === 'all';

/**
 * A key the caller may reach: an assigned key through its property's scope (findInScope), an unassigned one only
 * when `reachesUnassignedKeys`; else 404, as for an id that does not exist.
 */
export const findKeyInScope = async (
  db: Db,
  caller: ScopeCaller,
  id: string,
): Promise<{ row: RowOf<'key'>; home: ScopedHome | null }> => {
  const [row] = await db.select().from(keys).where(eq(keys.id, id));
  if (!row) throw notFoundIn('key');
  if (row.propertyId === null) {
    if (!reachesUnassignedKeys(caller)) throw notFoundIn('key');
    return { row, home: null };
  }
  return findInScope(db, caller, 'key', id);
};
