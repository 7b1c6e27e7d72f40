import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';
import { deterministicUuidSql } from '../../apps/api/src/seed/deterministic-id';
import { withDeferredIndexes } from '../../apps/api/src/seed/portfolio/deferred-indexes';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/api/src/seed/portfolio/names';
import { buildScaleDatabase, openScaleDatabase, type ScaleTarget } from '../../apps/api/src/seed/scale/scale-database';

export type PostgresTarget = Extract<ScaleTarget, { engine: 'postgres' }>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const databaseExists = async (target: PostgresTarget): Promise<boolean> => {
  const client = new pg.Client({ connectionString: target.adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [target.database]);
    return (found.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
};

const sizeOf = async (db: Db) => {
  const [row] = rowsOf<{ properties: number; bookings: number }>(
    await db.execute(sql`select (select count(*) from properties)::int as properties,
      (select count(*) from bookings)::int as bookings`),
  );
  return row ?? { properties: 0, bookings: 0 };
};

/**
 * Tops the scale portfolio's bookings up to `total` with past stays: each listing gets `perProperty` weekly slots
 * going back from the portfolio window's first night, a stay of 1-5 nights in each, so they never overlap one another
 * or the window's own stays. Set-based (one INSERT … SELECT over generate_series), into bare tables with the claim
 * trigger off, then every night claimed in one statement, as the seed loads (load-portfolio.ts, migration 0009).
 */
const topUpBookings = async (db: Db, options: { total: number; log: (line: string) => void }) => {
  const { properties, bookings } = await sizeOf(db);
  const needed = options.total - bookings;
  if (needed <= 0) return;
  const perProperty = Math.ceil(needed / properties);
  const [first] = rowsOf<{ first: string }>(await db.execute(sql`select min(check_in)::text as first from bookings`));
  const before = first?.first ?? '2020-01-01';
  options.log(`  adding ${needed} past stays (${perProperty} a listing before ${before})`);
  const firstNames = sql`${`{${FIRST_NAMES.map((n) => `"${n}"`).join(',')}}`}::text[]`;
  const lastNames = sql`${`{${LAST_NAMES.map((n) => `"${n}"`).join(',')}}`}::text[]`;
  // h: a stable number per stay; the name, nights, party, channel and status are all drawn from it.
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local maintenance_work_mem = '1GB'"));
    await tx.execute(sql.raw('set local synchronous_commit = off'));
    await withDeferredIndexes(
      tx,
      ['bookings', 'stay_claims'],
      async () => {
        await tx.execute(sql`alter table bookings disable trigger bookings_claim_nights`);
        const started = performance.now();
        await tx.execute(sql`
        with slots as (
          select p.id as property_id, p.currency, s.seq, s.k,
            abs(hashtext('archive:' || s.seq::text)::bigint) as h
          from (select id, currency, row_number() over (order by id) - 1 as n from properties) p
          cross join lateral generate_series(1, ${perProperty}) as g(k)
          cross join lateral (select p.n * ${perProperty} + g.k as seq, g.k as k) s
          where p.n * ${perProperty} + g.k <= ${needed}
        ), named as (
          select s.*, ${before}::date - 7 * s.k + (s.h % 2)::int as check_in, (1 + (s.h / 7) % 5)::int as nights,
            (1 + (s.h / 31) % 120)::int as lead,
            (${firstNames})[1 + (s.h / 3) % ${FIRST_NAMES.length}] || ' ' ||
              (${lastNames})[1 + (s.h / 11) % ${LAST_NAMES.length}] as guest_name
          from slots s
        )
        insert into bookings (id, property_id, long_code, status, record_status, check_in, check_out, guest_name,
          guest_email, guest_phone, booker_name, adults, children, channel, total_cents, currency, booked_at,
          cancelled_at, created_at)
        select ${deterministicUuidSql(sql`'archive-booking:' || n.seq::text`)}, n.property_id,
          'HA' || lpad(upper(to_hex(((n.seq * 2654435761) % 4294967296)::bigint)), 8, '0'),
          case when n.h % 100 < 6 then 'CANCELLED' when n.h % 100 < 11 then 'BLOCKED' else 'BOOKED' end,
          case when n.h % 100 < 6 then 'CANCELLED' else 'ACTIVE' end,
          n.check_in, n.check_in + n.nights, n.guest_name,
          lower(regexp_replace(n.guest_name, '[^A-Za-z]+', '.', 'g')) || '@' ||
            (array['example.com', 'gmail.com', 'outlook.com', 'bigpond.com', 'xtra.co.nz'])[1 + (n.h / 13) % 5],
          '+61 4' || lpad((n.h % 100000000)::text, 8, '0'), n.guest_name,
          1 + (n.h / 17) % 4, (n.h / 19) % 3,
          (array['airbnb', 'airbnb', 'booking-com', 'vrbo', 'hearth', 'expedia', 'stayz', 'google'])[1 + (n.h / 23) % 8],
          n.nights * (15000 + (n.h / 29) % 25000), n.currency,
          (n.check_in - n.lead)::timestamptz + make_interval(mins => (n.h / 37 % 1440)::int),
          case when n.h % 100 < 6 then (n.check_in - 1)::timestamptz end,
          (n.check_in - n.lead)::timestamptz
        from named n`);
        options.log(`  insert ${((performance.now() - started) / 1000).toFixed(1)} s`);
        await tx.execute(sql`analyze bookings`);
        await tx.execute(sql`select claim_all_nights()`);
        await tx.execute(sql`alter table bookings enable trigger bookings_claim_nights`);
      },
      {
        onRestore: (d, ms) => options.log(`  rebuild ${d.name.padEnd(40)} ${(ms / 1000).toFixed(1).padStart(6)} s`),
      },
    );
  });
  await db.execute(sql`vacuum analyze bookings, stay_claims`);
};

/**
 * The bench database: the scale portfolio (seed:scale's generator, `properties` listings with two years of rates
 * and stays) in its own PostgreSQL database, topped up to `bookings` bookings. Reused when it already holds them
 * (migrations added since are applied, so the bench measures today's indexes); rebuilt with `force`.
 */
export const ensureReservationsDatabase = async (options: {
  target: PostgresTarget;
  properties: number;
  bookings: number;
  force: boolean;
  log?: (line: string) => void;
}): Promise<{ properties: number; bookings: number }> => {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!options.force && (await databaseExists(options.target))) {
    const database = await openScaleDatabase(options.target);
    try {
      const size = await sizeOf(database.db);
      if (size.properties === options.properties && size.bookings >= options.bookings) {
        log(`reusing ${options.target.database}: ${size.properties} listings, ${size.bookings} bookings`);
        await database.migrate();
        return size;
      }
    } finally {
      await database.close();
    }
  }
  await buildScaleDatabase({ target: options.target, properties: options.properties, log });
  const database = await openScaleDatabase(options.target);
  try {
    const started = performance.now();
    await topUpBookings(database.db, { total: options.bookings, log });
    log(`top-up to ${options.bookings} bookings ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return await sizeOf(database.db);
  } finally {
    await database.close();
  }
};
