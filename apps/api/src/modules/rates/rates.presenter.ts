import { sql, type SQL } from 'drizzle-orm';

/**
 * The rates document (a ZRatesResponse) as SQL, for PostgreSQL to write over the daily_rates rows aliased `r`
 * (see findRates): each night's rate per channel in cents, in night order, and the property's currency.
 * Every value is a date or an integer, so format() writes valid JSON with nothing to escape; json_build_object
 * per night took 6 ms of the call against 2.4 ms for this (pgbench, 790 nights).
 */
export const ratesDocumentSql = (options: { today: string; currency: string }): SQL => {
  const night = sql.raw(
    `'{"id":"%s","type":"daily-rate","attributes":{"date":"%s","price":%s,"airbnbPrice":%s,"bookingComPrice":%s,` +
      `"vrboPrice":%s,"hearthPrice":%s,"corporatePrice":%s,"daysAway":%s,"attributions":[]}}'`,
  );
  return sql`'{"data":[' || coalesce(string_agg(format(${night}, r.night, r.night, r.price_cents, r.airbnb_cents,
        r.booking_com_cents, r.vrbo_cents, r.hearth_cents, r.corporate_cents, r.night - ${options.today}::date), ','
        order by r.night), '') || '],"meta":' || json_build_object('currency', ${options.currency}::text) || '}'`;
};
