import { sql, type SQL } from 'drizzle-orm';
import { CHANNEL_FACTORS, RATE_PLAN, type TRatesBulkAttributes } from '@hearth/domain';

/*
 * The domain's price rules as SQL, for changes to many nights in one statement (bulk edits): channelPrices and
 * bulkPrice in packages/domain/src/rates, with the same factors and rounding; rates.test.ts checks they agree.
 */

const wholeDollars = (cents: SQL) => sql`(round((${cents})::numeric / 100) * 100)::int`;

/** The night's new price after the change: whole dollars after a percentage, within the plan's bounds. */
export const bulkPriceSql = (price: SQL, change: TRatesBulkAttributes['change']): SQL => {
  const next =
    change.kind === 'percent'
      ? wholeDollars(sql`${price}::numeric * ${100 + change.value} / 100`)
      : sql`(${price} + ${change.value})`;
  return sql`least(${RATE_PLAN.rateMaxCents}, greatest(${RATE_PLAN.rateMinCents}, ${next}))::int`;
};

/** The columns of daily_rates a price sets, each channel's from it and the corporate rate after the discount. */
export const channelColumnsSql = (price: SQL, discountPercent: SQL): Record<string, SQL> => ({
  price_cents: price,
  hearth_cents: price,
  airbnb_cents: wholeDollars(sql`${price} * ${CHANNEL_FACTORS.airbnb}::numeric`),
  booking_com_cents: wholeDollars(sql`${price} * ${CHANNEL_FACTORS.bookingCom}::numeric`),
  vrbo_cents: wholeDollars(sql`${price} * ${CHANNEL_FACTORS.vrbo}::numeric`),
  corporate_cents: sql`round(${price}::numeric * (100 - ${discountPercent}) / 100)::int`,
});
