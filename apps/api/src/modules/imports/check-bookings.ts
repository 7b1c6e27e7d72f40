import { and, inArray, sql } from 'drizzle-orm';
import {
  CSV_MESSAGES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES as I,
  isPhoneNumber,
  managementFeeOn,
  readBookingRow,
  todayIn,
  ZManagementFees,
  type TBookingRow,
  type TImportRowError,
  type TManagementFee,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { channels, properties, propertyProfiles } from '../../db/schema';
import type { SessionUser } from '../../types';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import type { CsvRow } from '../../lib/csv-file';
import { liveClaim } from '../../common/bookings/live-claims';
import { claimText, type Claim } from '../../common/bookings/stay-clash';

/** A row that adds a booking: the row as read, with its home and channel found. */
export type BookingPlan = {
  line: number;
  row: TBookingRow;
  channel: string;
  home: { id: string; currency: string; managementFeePercentage: number };
};

type Home = { id: string; status: string; timezone: string; currency: string; fees: TManagementFee[] };

/** The caller's homes with these codes, each with its clock, currency and management fees. */
const homesByCode = async (db: Db, caller: SessionUser, codes: readonly string[]): Promise<Map<string, Home>> => {
  const found = new Map<string, Home>();
  const scope = propertyScope(scopeCallerOf(caller));
  for (let i = 0; i < codes.length; i += IMPORT_LIMITS.batchRows) {
    const rows = await db
      .select({
        id: properties.id,
        code: properties.code,
        status: properties.status,
        timezone: properties.timezone,
        currency: properties.currency,
        fees: propertyProfiles.managementFees,
      })
      .from(properties)
      .leftJoin(propertyProfiles, sql`${propertyProfiles.propertyId} = ${properties.id}`)
      .where(and(inArray(properties.code, codes.slice(i, i + IMPORT_LIMITS.batchRows)), scope));
    for (const { code, fees, ...home } of rows) {
      const parsed = ZManagementFees.safeParse(fees ?? []);
      found.set(code, { ...home, fees: parsed.success ? parsed.data : [] });
    }
  }
  return found;
};

/** The channel reference pairs of these rows that a booking here already has: the same file twice adds nothing. */
const bookedReferences = async (db: Db, pairs: readonly { c: string; r: string }[]): Promise<Set<string>> => {
  const found = new Set<string>();
  for (let i = 0; i < pairs.length; i += IMPORT_LIMITS.batchRows * 5) {
    const { rows } = (await db.execute(sql`
      select b.channel as c, b.external_source as r
      from json_to_recordset(${JSON.stringify(pairs.slice(i, i + IMPORT_LIMITS.batchRows * 5))}::json) as f(c text, r text)
      join bookings b on b.channel = f.c and b.external_source = f.r`)) as unknown as {
      rows: { c: string; r: string }[];
    };
    for (const pair of rows) found.add(`${pair.c}|${pair.r}`);
  }
  return found;
};

/**
 * What already holds nights of each stay at its home (docs/product/bookings.md#rules): the first live claim, read the
 * way the stay-claim constraint will judge the insert, for every row in one statement per few thousand rows.
 */
const claimsOf = async (db: Db, plans: readonly BookingPlan[]): Promise<Map<number, Claim>> => {
  const found = new Map<number, Claim>();
  const step = IMPORT_LIMITS.batchRows * 5;
  for (let i = 0; i < plans.length; i += step) {
    const stays = plans
      .slice(i, i + step)
      .map((plan) => ({ l: plan.line, p: plan.home.id, s: plan.row.check_in, e: plan.row.check_out }));
    const { rows } = (await db.execute(sql`
      select f.l as line, x.*
      from json_to_recordset(${JSON.stringify(stays)}::json) as f(l int, p uuid, s date, e date)
      cross join lateral (
        select case when c.booking_id is not null then 'booking' else 'event' end as kind,
          coalesce(c.booking_id, c.event_id) as id,
          coalesce(b.long_code || coalesce(' (' || b.guest_name || ')', ''), e.name) as label,
          lower(c.stay)::text as start, upper(c.stay)::text as "end"
        from stay_claims c
        left join bookings b on b.id = c.booking_id
        left join property_events e on e.id = c.event_id
        where c.property_id = f.p and c.stay && daterange(f.s, f.e, '[)') and ${liveClaim('c')}
        order by lower(c.stay) limit 1) x`)) as unknown as { rows: (Claim & { line: number })[] };
    for (const { line, ...claim } of rows) found.set(line, claim);
  }
  return found;
};

/** Live stays of the file over each other at one home: each later one names the line it overlaps. */
const overlapsInFile = (plans: readonly BookingPlan[]): Map<number, number> => {
  const overlaps = new Map<number, number>();
  const byHome = new Map<string, BookingPlan[]>();
  for (const plan of plans) {
    if (plan.row.status === 'CANCELLED') continue;
    const stays = byHome.get(plan.home.id);
    if (stays) stays.push(plan);
    else byHome.set(plan.home.id, [plan]);
  }
  for (const stays of byHome.values()) {
    stays.sort((a, b) => a.row.check_in.localeCompare(b.row.check_in) || a.line - b.line);
    let last: BookingPlan | null = null;
    for (const stay of stays) {
      if (last && stay.row.check_in < last.row.check_out) overlaps.set(stay.line, last.line);
      if (!last || stay.row.check_out > last.row.check_out) last = stay;
    }
  }
  return overlaps;
};

/**
 * Checks a bookings file row by row (docs/product/imports.md#bookings) and says which rows add a booking and which
 * are already here (the channel and reference of a booking we have). Every problem is listed beside its line: a
 * home none of the caller's has, a channel we do not know, a stay that is not to come, one over another stay of the
 * file, and (with `claims`) one over nights already taken.
 */
export const checkBookings = async (options: {
  db: Db;
  caller: SessionUser;
  lines: readonly CsvRow[];
  claims: boolean;
  now: Date;
}): Promise<{ errors: TImportRowError[]; plans: BookingPlan[]; unchanged: number }> => {
  const { db } = options;
  const errors: TImportRowError[] = [];
  const labelOf = new Map<number, string>();
  const problem = (line: number, column: string, message: string) =>
    errors.push({ line, label: labelOf.get(line) ?? '', column, message });

  const read: { line: number; row: TBookingRow }[] = [];
  for (const { line, cells, formulaColumns } of options.lines) {
    labelOf.set(line, `${(cells.channel ?? '').trim()} ${(cells.reference ?? '').trim()}`.trim());
    const formulas = formulaColumns.filter((column) => column !== 'guest_phone' || !isPhoneNumber(cells[column] ?? ''));
    for (const column of formulas) problem(line, column, CSV_MESSAGES.formula);
    const row = readBookingRow(cells);
    if (!row.ok) for (const error of row.errors) problem(line, error.column, error.message);
    if (row.ok && formulas.length === 0) read.push({ line, row: row.value });
  }

  const known = await db.select({ code: channels.code, name: channels.name }).from(channels).orderBy(channels.name);
  const channelOf = new Map(
    known.flatMap((c) => [[c.code.toLowerCase(), c.code] as const, [c.name.toLowerCase(), c.code] as const]),
  );
  const homes = await homesByCode(db, options.caller, [...new Set(read.map(({ row }) => row.code))]);
  const plans: BookingPlan[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, row } of read) {
    const channel = channelOf.get(row.channel.toLowerCase());
    const home = homes.get(row.code);
    if (!channel) problem(line, 'channel', I.channel(known.map((c) => c.name)));
    if (!home) problem(line, 'code', I.home);
    else if (home.status === 'inactive') problem(line, 'code', I.homeInactive);
    else if (row.check_in < todayIn(home.timezone, options.now)) problem(line, 'check_in', I.past);
    if (!channel || !home || home.status === 'inactive' || row.check_in < todayIn(home.timezone, options.now)) continue;
    const key = `${channel}|${row.reference}`;
    if (firstLineOf.has(key)) {
      problem(line, 'reference', I.referenceTwice);
      continue;
    }
    firstLineOf.set(key, line);
    plans.push({
      line,
      row,
      channel,
      home: { id: home.id, currency: home.currency, managementFeePercentage: managementFeeOn(home.fees, row.check_in) },
    });
  }

  const booked = await bookedReferences(
    db,
    plans.map((plan) => ({ c: plan.channel, r: plan.row.reference })),
  );
  const adds = plans.filter((plan) => !booked.has(`${plan.channel}|${plan.row.reference}`));
  for (const [line, earlier] of overlapsInFile(adds)) problem(line, 'check_in', I.overlapsLine(earlier));
  if (options.claims) {
    const live = adds.filter((plan) => plan.row.status !== 'CANCELLED');
    for (const [line, claim] of await claimsOf(db, live)) {
      problem(line, 'check_in', I.taken(claimText(claim)));
    }
  }
  const refused = new Set(errors.map((error) => error.line));
  return { errors, plans: adds.filter((plan) => !refused.has(plan.line)), unchanged: plans.length - adds.length };
};
