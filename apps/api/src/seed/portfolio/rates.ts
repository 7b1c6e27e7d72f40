import { sql, type SQL } from 'drizzle-orm';
import { addDays, RATE_PLAN } from '@hearth/domain';
import type { Db } from '../../db/client';
import { channelColumnsSql } from '../../modules/rates/channel-prices-sql';
import type { PortfolioWindow } from './calendar';
import type { PortfolioProperty } from './generate-properties';
import type { SeasonProfile } from './places';
import { CORPORATE_DISCOUNT_PERCENT, seasonSegments, WEEKEND_PERCENT } from './seasons';

/**
 * The nights rates cover: the portfolio's window, and on to where a rate plan derives them (RATE_PLAN.horizonDays
 * from today, a day more for the homes whose today is still yesterday), so the plans start fully derived.
 */
export const ratesWindow = (window: PortfolioWindow): { from: string; to: string } => {
  const planEnd = addDays(window.today, RATE_PLAN.horizonDays + 1);
  return { from: window.from, to: planEnd > window.to ? planEnd : window.to };
};

const PROFILES: readonly SeasonProfile[] = ['au-coast', 'au-city', 'au-south', 'nz-city', 'nz-alpine'];

/** Every profile's seasons over the rates' window, as SQL rows. */
const segmentsSql = (window: PortfolioWindow) => {
  const { from, to } = ratesWindow(window);
  const segments = PROFILES.flatMap((profile) => seasonSegments(profile, from, to));
  return sql`select * from json_to_recordset(${JSON.stringify(segments)}::json)
    as s(season text, name text, starts date, ends date, percent int)`;
};

/** A night's price from a base rate and a season's percentage, whole dollars: the plan's seasons hold the same. */
const seasonPriceSql = (base: SQL, percent: SQL, weekdayPercent: SQL) =>
  sql`(round(${base}::numeric * ${percent} * ${weekdayPercent} / 1000000) * 100)::int`;

const listingsSql = (properties: readonly PortfolioProperty[]) =>
  sql`select * from json_to_recordset(${JSON.stringify(
    properties.map((p) => ({ property_id: p.id, base_cents: p.basePriceCents, season: p.season })),
  )}::json) as l(property_id uuid, base_cents int, season text)`;

/**
 * Each listing's rate plan (docs/product/rates.md#rate-plan): its base rate, a weekend rate 15% above, the profile's
 * holidays and months from today as seasons, and the corporate discount. insertRates writes exactly the nights this
 * plan derives, so the daily job and an edit of the plan find them as the plan left them.
 */
export const insertRatePlans = async (
  db: Db,
  options: { properties: readonly PortfolioProperty[]; window: PortfolioWindow },
): Promise<void> => {
  const { window } = options;
  const derivedThrough = addDays(ratesWindow(window).to, -1);
  await db.execute(sql`
    with listing as (${listingsSql(options.properties)}), segment as (${segmentsSql(window)})
    insert into rate_plans (property_id, base_cents, weekend_cents, corporate_discount_percent, seasons, derived_through)
    select l.property_id, l.base_cents, ${seasonPriceSql(sql`l.base_cents`, sql`100`, sql.raw(String(WEEKEND_PERCENT)))},
      ${CORPORATE_DISCOUNT_PERCENT},
      (select jsonb_agg(jsonb_build_object(
          'name', s.name, 'from', greatest(s.starts, ${window.today}::date), 'to', s.ends,
          'nightlyCents', ${seasonPriceSql(sql`l.base_cents`, sql`s.percent`, sql`100`)},
          'weekendCents', ${seasonPriceSql(sql`l.base_cents`, sql`s.percent`, sql.raw(String(WEEKEND_PERCENT)))},
          'minNights', null) order by s.starts)
        from segment s where s.season = l.season and s.ends >= ${window.today}::date),
      ${derivedThrough}::date
    from listing l`);
};

/**
 * Every night of the rates' window for each listing, generated in SQL (two years of 10,000 listings is 7.3 M rows):
 * the base rate × its season's percentage (the holiday's, else the month's), × 115% on Friday and Saturday nights,
 * in whole dollars, as the listing's rate plan derives them; channel prices and the corporate rate from it as the
 * product computes them. Booking totals are summed from these rows, so the formula lives only here.
 */
export const insertRates = async (
  db: Db,
  options: { properties: readonly PortfolioProperty[]; window: PortfolioWindow },
): Promise<void> => {
  const { from, to } = ratesWindow(options.window);
  const columns = channelColumnsSql(sql`price`, sql`${CORPORATE_DISCOUNT_PERCENT}`);
  await db.execute(sql`
    with listing as (${listingsSql(options.properties)}),
    segment as materialized (${segmentsSql(options.window)}),
    -- A few thousand (profile, night) percentages, computed once and then joined to every listing.
    calendar as materialized (
      select s.season, n.night, s.percent,
        case when extract(isodow from n.night) in (5, 6) then ${sql.raw(String(WEEKEND_PERCENT))} else 100 end as weekday_percent
      from (select d::date as night from generate_series(${from}::date, ${to}::date - 1, interval '1 day') d) n
      join segment s on n.night between s.starts and s.ends
    ),
    priced as (
      select l.property_id, c.night,
        ${seasonPriceSql(sql`l.base_cents`, sql`c.percent`, sql`c.weekday_percent`)} as price
      from listing l join calendar c on c.season = l.season
    ),
    channels as (
      select property_id, night, price, ${columns.airbnb_cents} as airbnb, ${columns.booking_com_cents} as booking_com,
        ${columns.vrbo_cents} as vrbo, ${columns.corporate_cents} as corporate
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
