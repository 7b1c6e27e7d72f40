import { and, inArray, sql, type SQL } from 'drizzle-orm';
import {
  HTTP,
  RATES_BULK,
  RATES_BULK_MESSAGES,
  type TRatesBulkAttributes,
  type TRatesBulkResponse,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { foldText } from '../../db/schema/columns';
import type { SessionUser } from '../../types';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { bulkPriceSql, channelColumnsSql } from './channel-prices-sql';

type Row = {
  id: string;
  code: string;
  name: string;
  currency: 'AUD' | 'NZD';
  nights: number;
  before: number;
  after: number;
};

/** The homes of the caller's scope that match the filter. */
const homesWhere = (caller: ReturnType<typeof scopeCallerOf>, homes: TRatesBulkAttributes['homes']): SQL => {
  const where: (SQL | undefined)[] = [propertyScope(caller)];
  if (homes.query) {
    const escaped = foldText(homes.query).replace(/[\\%_]/g, '\\$&');
    where.push(sql`${properties.searchText} like ${`%${escaped}%`}`);
  }
  if (homes.companyIds?.length) where.push(inArray(properties.companyId, homes.companyIds));
  if (homes.statuses?.length) where.push(inArray(properties.status, homes.statuses));
  if (homes.propertyIds?.length) where.push(inArray(properties.id, homes.propertyIds));
  return and(...where) ?? sql`true`;
};

/**
 * `POST v3/rates/bulk` (docs/product/rates.md#bulk-edit): a percentage or an amount on every priced night of
 * [from, to] (from each home's today on) of the homes matching the filter in the caller's scope. The preview says
 * what would change; applying it sets the nights by hand (a new plan leaves them alone), in one statement and one
 * transaction, with an audit entry on each home.
 */
export const bulkEditRates = async (options: {
  db: Db;
  caller: SessionUser;
  input: TRatesBulkAttributes;
}): Promise<TRatesBulkResponse> => {
  const { db, input } = options;
  const caller = scopeCallerOf(options.caller);
  const newPrice = bulkPriceSql(sql`r.price_cents`, input.change);
  const nights = sql`
    from daily_rates r
    join properties on properties.id = r.property_id
    left join rate_plans rp on rp.property_id = r.property_id
    where ${homesWhere(caller, input.homes)}
      and r.night between ${input.from}::date and ${input.to}::date
      and r.night >= (now() at time zone properties.timezone)::date`;

  return auditedChange(db, async (tx) => {
    let rows: Row[];
    if (input.preview) {
      ({ rows } = (await tx.execute(sql`
        select properties.id, properties.code, properties.name, properties.currency, count(*)::int as nights,
          round(avg(r.price_cents))::int as before, round(avg(${newPrice}))::int as after
        ${nights}
        group by properties.id
        order by properties.name, properties.id`)) as unknown as { rows: Row[] });
    } else {
      const columns = channelColumnsSql(sql`x.price`, sql`x.discount`);
      ({ rows } = (await tx.execute(sql`
        with x as (
          select r.property_id, r.night, r.price_cents as was, ${newPrice} as price,
            coalesce(rp.corporate_discount_percent, 0)::numeric as discount
          ${nights}
        ),
        changed as (
          update daily_rates d set
            ${sql.join(
              Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
              sql`, `,
            )},
            price_by_hand = true
          from x
          where d.property_id = x.property_id and d.night = x.night
          returning d.property_id, x.was, d.price_cents as now
        )
        select p.id, p.code, p.name, p.currency, count(*)::int as nights,
          round(avg(c.was))::int as before, round(avg(c.now))::int as after
        from changed c join properties p on p.id = c.property_id
        group by p.id, p.code, p.name, p.currency
        order by p.name, p.id`)) as unknown as { rows: Row[] });
    }
    if (rows.length === 0) {
      throw new AppError({
        status: HTTP.unprocessable,
        code: 'RATES_BULK_NO_HOMES',
        detail: RATES_BULK_MESSAGES.noHomes,
        source: { pointer: '/data/attributes/homes' },
      });
    }
    const result: TRatesBulkResponse = {
      data: {
        applied: !input.preview,
        homes: rows.length,
        nights: rows.reduce((sum, row) => sum + row.nights, 0),
        rows: rows.slice(0, RATES_BULK.previewRows).map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          currency: row.currency,
          nights: row.nights,
          beforeCents: row.before,
          afterCents: row.after,
        })),
      },
    };
    return {
      result,
      audit: input.preview
        ? null
        : rows.map((row) => ({
            actor: actorOf(options.caller),
            action: 'rates.bulk-edit',
            entity: 'property',
            entityId: row.id,
            after: { from: input.from, to: input.to, change: input.change, nights: row.nights },
          })),
    };
  });
};
