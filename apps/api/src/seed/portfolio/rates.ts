import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PortfolioWindow } from './calendar';
import type { PortfolioProperty } from './generate-properties';
import { CHANNEL_FACTORS, seasonMonths, seasonPeaks, WEEKEND_FACTOR } from './seasons';

/**
 * Every night of the window for each listing, generated in SQL (two years of 10,000 listings is 7.3 M rows):
 * base × season (the holiday peak, else the month) × weekend × ±4% noise hashed from (listing, night), in whole
 * dollars; channel prices from it. Booking totals are summed from these rows, so the formula lives only here.
 */
export const insertRates = async (
  db: Db,
  options: { properties: readonly PortfolioProperty[]; window: PortfolioWindow },
): Promise<void> => {
  const { window } = options;
  const listings = JSON.stringify(
    options.properties.map((p) => ({
      property_id: p.id,
      base_cents: p.basePriceCents,
      season: p.season,
      salt: p.index,
    })),
  );
  const dollars = (factor: number) => sql`(round(price * ${factor}::float8 / 100) * 100)::int`;
  await db.execute(sql`
    with listing as (
      select * from json_to_recordset(${listings}::json) as l(property_id uuid, base_cents int, season text, salt int)
    ),
    season_month as (
      select * from json_to_recordset(${JSON.stringify(seasonMonths())}::json) as m(season text, month int, factor float8)
    ),
    season_peak as materialized (
      select * from json_to_recordset(${JSON.stringify(seasonPeaks(window))}::json)
        as h(season text, starts date, ends date, factor float8)
    ),
    -- A few thousand (season, night) factors, computed once and then joined to every listing.
    calendar as materialized (
      select m.season, n.night,
        coalesce(
          (select max(h.factor) from season_peak h where h.season = m.season and n.night >= h.starts and n.night < h.ends),
          m.factor
        ) * (case when extract(isodow from n.night) in (5, 6) then ${WEEKEND_FACTOR}::float8 else 1 end) as factor
      from (select d::date as night from generate_series(${window.from}::date, ${window.to}::date - 1, interval '1 day') d) n
      join season_month m on m.month = extract(month from n.night)
    ),
    priced as (
      select l.property_id, c.night,
        (round(l.base_cents * c.factor
          * (1 + ((((l.salt::bigint * 7919 + (c.night - date '2000-01-01')) * 48271) % 2147483647) % 9 - 4)::float8 / 100)
          / 100) * 100)::int as price
      from listing l join calendar c on c.season = l.season
    ),
    channels as (
      select property_id, night, price, ${dollars(CHANNEL_FACTORS.airbnb)} as airbnb,
        ${dollars(CHANNEL_FACTORS.bookingCom)} as booking_com, ${dollars(CHANNEL_FACTORS.vrbo)} as vrbo,
        ${dollars(CHANNEL_FACTORS.corporate)} as corporate
      from priced
    )
    -- The running totals as restate_running_rates() (migration 0011) computes them: the load has that trigger off.
    insert into daily_rates
      (property_id, night, price_cents, airbnb_cents, booking_com_cents, vrbo_cents, hearth_cents, corporate_cents,
       running_price_cents, running_corporate_cents, priced_nights)
    select property_id, night, price, airbnb, booking_com, vrbo, price, corporate,
      sum(price) over w, sum(corporate) over w, row_number() over w
    from channels
    window w as (partition by property_id order by night)`);
};
