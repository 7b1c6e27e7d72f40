import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, between, gt, inArray, sql } from 'drizzle-orm';
import { RATES_CSV_COLUMNS, todayIn, DEFAULT_TIMEZONE } from '@hearth/domain';
import type { Db } from '../../db/client';
import { dailyRates, properties } from '../../db/schema';
import { foldText } from '../../db/schema/columns';
import type { SessionUser } from '../../types';
import { propertyScope, scopeCallerOf } from '../../access/scope';

const HOMES_PER_PAGE = 100;

/**
 * `GET v3/rates/export` (docs/product/rates.md#csv): the nights [from, to] of the caller's homes (matching the text,
 * if any) as CSV, the columns the import reads back; streamed home by home in pages of a hundred, so neither side
 * holds the whole file. Cells that a spreadsheet would run are written with a leading ' (escape_formulas).
 */
export const exportRates = (options: {
  db: Db;
  caller: SessionUser;
  from: string;
  to: string;
  query?: string | undefined;
  now?: Date;
}): { filename: string; stream: Readable } => {
  const { db } = options;
  const caller = scopeCallerOf(options.caller);
  const text = options.query ? foldText(options.query).replace(/[\\%_]/g, '\\$&') : null;
  const records = Readable.from(
    (async function* () {
      let after = '';
      for (;;) {
        const homes = await db
          .select({ id: properties.id, code: properties.code, name: properties.name })
          .from(properties)
          .where(
            and(
              propertyScope(caller),
              gt(properties.code, after),
              text ? sql`${properties.searchText} like ${`%${text}%`}` : undefined,
            ),
          )
          .orderBy(asc(properties.code))
          .limit(HOMES_PER_PAGE);
        if (homes.length === 0) return;
        after = homes.at(-1)!.code;
        const byId = new Map(homes.map((home) => [home.id, home]));
        const nights = await db
          .select({
            propertyId: dailyRates.propertyId,
            night: dailyRates.night,
            priceCents: dailyRates.priceCents,
            minNights: dailyRates.minNights,
            closed: dailyRates.closed,
          })
          .from(dailyRates)
          .where(
            and(
              inArray(
                dailyRates.propertyId,
                homes.map((home) => home.id),
              ),
              between(dailyRates.night, options.from, options.to),
            ),
          )
          .orderBy(asc(dailyRates.propertyId), asc(dailyRates.night));
        const rows = nights.map((n) => {
          const home = byId.get(n.propertyId)!;
          return {
            code: home.code,
            name: home.name,
            night: n.night,
            price: (n.priceCents / 100).toFixed(2),
            min_nights: n.minNights ?? '',
            closed: n.closed ? 'yes' : 'no',
          };
        });
        rows.sort((a, b) => a.code.localeCompare(b.code) || a.night.localeCompare(b.night));
        yield* rows;
      }
    })(),
  );
  const csv = stringify({ header: true, columns: [...RATES_CSV_COLUMNS], escape_formulas: true });
  // An error mid-way ends the response: the client sees a cut-off download, not a 200 lie.
  pipeline(records, csv, () => undefined);
  return { filename: `rates-${todayIn(DEFAULT_TIMEZONE, options.now)}.csv`, stream: csv };
};
