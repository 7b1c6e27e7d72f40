import { sql, type SQL } from 'drizzle-orm';
import {
  calendarBookingStatuses,
  CALENDAR_BOOKING_DEFAULTS,
  can,
  defaultPropertyStatuses,
  PROPERTY_LIST,
  type TTimelineQuery,
  type TTimelineResponse,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { foldText } from '../../db/schema/columns';
import { bookingFieldsFor } from '../../common/bookings/booking-fields';
import { propertyScope, scopeCallerOf, type ScopeCaller } from '../../access/scope';
import type { SessionUser } from '../../types';
import {
  presentTimeline,
  type EventTuple,
  type HomeTuple,
  type Layers,
  type ClosedTuple,
  type StayTuple,
  type TaskTuple,
  type TimelinePage,
} from './calendar.presenter';

/** node-postgres parses json; PGlite may hand it over as text. */
type Json<T> = T[] | string | null;
type Found = {
  total: number;
  homes: Json<HomeTuple>;
  stays: Json<StayTuple>;
  events: Json<EventTuple>;
  tasks: Json<TaskTuple>;
  closed: Json<ClosedTuple>;
};

const list = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The list's own filters that the timeline offers, over `p` (properties): text, companies, statuses, bedrooms. */
const filterConditions = (query: TTimelineQuery): SQL[] => {
  const where: SQL[] = [];
  // Every word must appear in the name, code or address, as in the property list (its trigram index serves it).
  for (const word of foldText(query.filterText ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    where.push(sql`p.search_text like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`);
  }
  const statuses = query['filters[propertyStatuses]']?.length
    ? query['filters[propertyStatuses]']
    : defaultPropertyStatuses({ availabilitySearch: false, includeInactive: false });
  where.push(sql`p.status in ${list(statuses)}`);
  const companies = query['filters[companies]'];
  if (companies?.length) where.push(sql`p.company_id in ${list(companies)}`);
  const bedrooms = query['filters[bedrooms]'];
  if (bedrooms !== undefined) {
    where.push(bedrooms >= PROPERTY_LIST.roomsMax ? sql`p.bedrooms >= ${bedrooms}` : sql`p.bedrooms = ${bedrooms}`);
  }
  return where;
};

/**
 * One statement a page (bench/timeline/plans/page.txt):
 * - the matches (scope and filters) once, counted, and the page of them by name, its columns carried along;
 * - the stays, events and tasks of the page's homes in the window, each from its (property, day) index with
 *   `property_id = any(array(the page's ids))`, which the planner reads as a few ids and answers with a bitmap scan
 *   of that index (a literal list of 200 ids made it read the whole bookings table instead, twice the CPU).
 *   Nights are [start, end): an item touches the window when it starts on or before its last night and ends after
 *   its first; `start <= to` is written out so the index bounds the scan, and the end is checked on what it finds.
 * - with rate:read, the closed nights from the partial index of closed nights (property, night) alone, index only,
 *   each home's run of them folded into one [start, end) in SQL: 0.2 ms a page of 200 homes. Minimum stays of their
 *   own are left out: no index holds them, and filtering the page's 12,000 nights for them cost 3–4 ms a page.
 * One round trip instead of four (the page, then one query per kind), and no 200-id lists for Drizzle to build.
 * What the caller may not read is not selected: guest names without booking:read-guest, events without event:view,
 * tasks without task:manage, closed nights without rate:read.
 */
const findTimelinePage = async (
  db: Db,
  caller: ScopeCaller,
  query: TTimelineQuery,
  layers: Layers,
  now: Date,
): Promise<TimelinePage> => {
  const where = filterConditions(query);
  const scope = propertyScope(caller, { id: sql`p.id`, companyId: sql`p.company_id` });
  if (scope) where.push(scope);
  const size = query['page[size]'];
  const offset = (query['page[number]'] - 1) * size;
  const from = sql`${query.from}::date`;
  const to = sql`${query.to}::date`;
  const pageIds = sql`any(array(select id from page))`;
  const none = sql`'[]'::json`;

  const stays = sql`(select coalesce(json_agg(json_build_array(b.property_id, b.id, b.check_in, b.check_out, b.status,
      b.record_status, b.channel, b.long_code, ${layers.guest ? sql`b.guest_name` : sql`null`})
      order by b.property_id, b.check_in), ${none})
    from bookings b
    where b.property_id = ${pageIds} and b.check_in <= ${to} and b.check_out > ${from}
      and b.status in ${list(layers.statuses)} and b.record_status in ${list(CALENDAR_BOOKING_DEFAULTS.recordStatuses)})`;
  // A hold that has lapsed no longer takes its nights: it is left out, as the calendar's taken nights leave it.
  const events = layers.events
    ? sql`(select coalesce(json_agg(json_build_array(e.property_id, e.id, e.name, e.status, e.start_date, e.end_date,
          e.expires_at, e.source) order by e.property_id, e.start_date, e.id), ${none})
        from property_events e
        where e.property_id = ${pageIds} and e.start_date <= ${to} and e.end_date > ${from}
          and e.expired_at is null and (e.expires_at is null or e.expires_at > ${now.toISOString()}::timestamptz))`
    : sql`null`;
  const tasks = layers.tasks
    ? sql`(select coalesce(json_agg(json_build_array(t.property_id, t.id, t.name, t.scheduled_date, t.scheduled_time,
          t.department, t.display_status)
          order by t.property_id, t.scheduled_date, t.scheduled_time nulls last, t.name, t.id), ${none})
        from property_tasks t
        where t.property_id = ${pageIds} and t.scheduled_date between ${from} and ${to} and t.deleted_at is null)`
    : sql`null`;
  // Gaps and islands: consecutive closed nights of a home share `night - row_number()`.
  const closed = layers.rates
    ? sql`(select coalesce(json_agg(json_build_array(property_id, first_night, last_night + 1)
          order by property_id, first_night), ${none})
        from (select property_id, min(night) as first_night, max(night) as last_night
          from (select r.property_id, r.night,
              r.night - (row_number() over (partition by r.property_id order by r.night))::int as island
            from daily_rates r
            where r.property_id = ${pageIds} and r.night between ${from} and ${to} and r.closed) shut
          group by property_id, island) runs)`
    : sql`null`;

  const { rows } = (await db.execute(sql`
    with m as materialized (
      select p.id, lower(p.name) as name_key, p.name, p.code, p.status, p.last_night, p.currency, p.timezone
      from properties p where ${sql.join(where, sql` and `)}
    ),
    page as materialized (select * from m order by name_key, id limit ${size} offset ${offset})
    select
      (select count(*)::int from m) as total,
      (select coalesce(json_agg(json_build_array(id, name, code, status, last_night, currency, timezone)
        order by name_key, id), ${none})
        from page) as homes,
      ${stays} as stays,
      ${events} as events,
      ${tasks} as tasks,
      ${closed} as closed`)) as unknown as { rows: Found[] };
  const [row] = rows;
  if (!row) throw new Error('the timeline statement always answers one row');
  const parsed = <T>(value: Json<T>): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));
  return {
    total: Number(row.total),
    homes: parsed(row.homes),
    stays: parsed(row.stays),
    events: parsed(row.events),
    tasks: parsed(row.tasks),
    closed: parsed(row.closed),
  };
};

/**
 * `GET v3/calendar/timeline`: a page of the caller's homes (their scope, the list's filters, by name; each with its
 * status and last night) and what takes or marks each night of the window: stays (guest names with
 * booking:read-guest), events (with event:view, as on the property calendar), tasks (with task:manage: they are
 * confidential) and the nights closed by hand (with rate:read).
 */
export const getTimeline = async (options: {
  db: Db;
  caller: SessionUser;
  query: TTimelineQuery;
  now?: Date;
}): Promise<TTimelineResponse> => {
  const { db, query } = options;
  const now = options.now ?? new Date();
  const caller = scopeCallerOf(options.caller);
  const layers: Layers = {
    guest: bookingFieldsFor(caller).guest,
    events: can(caller, 'event:view'),
    tasks: can(caller, 'task:manage'),
    rates: can(caller, 'rate:read'),
    statuses: calendarBookingStatuses(caller),
  };
  const found = await findTimelinePage(db, caller, query, layers, now);
  return presentTimeline(found, layers, query, now);
};
