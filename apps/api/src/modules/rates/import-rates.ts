import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  channelPrices,
  CSV_ERROR_CODES,
  CSV_IMPORT,
  CSV_MESSAGES,
  HTTP,
  RATES_CSV_COLUMNS,
  RATES_CSV_MESSAGES,
  RATES_CSV_REQUIRED,
  readRatesCsvRow,
  todayIn,
  type TRatesImportResponse,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { dailyRates, properties, ratePlans } from '../../db/schema';
import type { SessionUser } from '../../types';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { readCsvFile } from '../../lib/csv-file';

type RowError = { line: number; column: string; message: string };
type Night = {
  propertyId: string;
  night: string;
  priceCents: number;
  minNights: number | null;
  closed: boolean | null;
  discount: number;
};

const BATCH = 1_000;

/**
 * `POST v3/rates/import` (docs/product/rates.md#csv): every line checked (its home among the caller's, its night from
 * that home's today on, each cell's value) and every error listed beside its line; with none, and not a preview, all
 * nights written in one transaction. A night the file leaves as it is stays as it is (so the same file twice changes
 * nothing); one it changes counts as set by hand. An audit entry per home changed.
 */
export const importRates = async (options: {
  db: Db;
  caller: SessionUser;
  body: Buffer;
  preview: boolean;
  now?: Date;
}): Promise<TRatesImportResponse> => {
  const { db } = options;
  const caller = scopeCallerOf(options.caller);
  const lines = readCsvFile(options.body, { required: RATES_CSV_REQUIRED, expected: RATES_CSV_COLUMNS });
  const errors: RowError[] = [];
  const read = lines.map((line) => {
    for (const column of line.formulaColumns) errors.push({ line: line.line, column, message: CSV_MESSAGES.formula });
    const row = readRatesCsvRow(line.cells);
    if (!row.ok) for (const error of row.errors) errors.push({ line: line.line, ...error });
    return { line: line.line, row: line.formulaColumns.length === 0 && row.ok ? row : null };
  });

  const codes = [...new Set(read.flatMap(({ row }) => (row ? [row.code] : [])))];
  const homes = new Map<string, { id: string; today: string; discount: number }>();
  for (let i = 0; i < codes.length; i += BATCH) {
    const found = await db
      .select({
        id: properties.id,
        code: properties.code,
        timezone: properties.timezone,
        discount: ratePlans.corporateDiscountPercent,
      })
      .from(properties)
      .leftJoin(ratePlans, eq(ratePlans.propertyId, properties.id))
      .where(and(inArray(properties.code, codes.slice(i, i + BATCH)), propertyScope(caller)));
    for (const home of found) {
      homes.set(home.code, { id: home.id, today: todayIn(home.timezone, options.now), discount: home.discount ?? 0 });
    }
  }
  const seen = new Set<string>();
  const nights: Night[] = [];
  for (const { line, row } of read) {
    if (!row) continue;
    const home = homes.get(row.code);
    if (!home) {
      errors.push({ line, column: 'code', message: RATES_CSV_MESSAGES.code });
      continue;
    }
    if (row.night < home.today) {
      errors.push({ line, column: 'night', message: RATES_CSV_MESSAGES.nightPast });
      continue;
    }
    const key = `${home.id}|${row.night}`;
    if (seen.has(key)) {
      errors.push({ line, column: 'night', message: RATES_CSV_MESSAGES.twice });
      continue;
    }
    seen.add(key);
    nights.push({
      propertyId: home.id,
      night: row.night,
      priceCents: row.priceCents,
      minNights: row.minNights,
      closed: row.closed,
      discount: home.discount,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  const answer = (applied: boolean, changed: number): TRatesImportResponse => ({
    data: {
      applied,
      rows: lines.length,
      homes: new Set(nights.map((n) => n.propertyId)).size,
      changed,
      errorCount: errors.length,
      errors: errors.slice(0, CSV_IMPORT.errorsListed),
    },
  });
  if (errors.length > 0 && !options.preview) {
    throw new AppError({
      status: HTTP.unprocessable,
      code: CSV_ERROR_CODES.rows,
      detail: CSV_MESSAGES.rows(errors.length),
      meta: answer(false, 0).data,
    });
  }
  // A preview writes too, inside a transaction it then rolls back: the count of changed nights is the real one.
  const changedByHome = new Map<string, number>();
  const write = async (tx: Db) => {
    for (let i = 0; i < nights.length; i += BATCH) {
      const slice = nights.slice(i, i + BATCH);
      const changed = await tx
        .insert(dailyRates)
        .values(
          slice.map((n) => {
            const { priceCents, ...channels } = channelPrices(n.priceCents, n.discount);
            return {
              propertyId: n.propertyId,
              night: n.night,
              priceCents,
              ...channels,
              priceByHand: true,
              minNights: n.minNights,
              minNightsByHand: n.minNights !== null,
              closed: n.closed ?? false,
            };
          }),
        )
        .onConflictDoUpdate({
          target: [dailyRates.propertyId, dailyRates.night],
          set: {
            priceCents: sql`excluded.price_cents`,
            hearthCents: sql`excluded.hearth_cents`,
            airbnbCents: sql`excluded.airbnb_cents`,
            bookingComCents: sql`excluded.booking_com_cents`,
            vrboCents: sql`excluded.vrbo_cents`,
            corporateCents: sql`excluded.corporate_cents`,
            priceByHand: sql`${dailyRates.priceByHand} or ${dailyRates.priceCents} <> excluded.price_cents`,
            // An empty min_nights or closed cell leaves the night's own as it is.
            minNights: sql`case when excluded.min_nights_by_hand then excluded.min_nights else ${dailyRates.minNights} end`,
            minNightsByHand: sql`${dailyRates.minNightsByHand} or (excluded.min_nights_by_hand and ${dailyRates.minNights} is distinct from excluded.min_nights)`,
            closed: sql`case when ${closedCells(slice)} then excluded.closed else ${dailyRates.closed} end`,
          },
          setWhere: sql`${dailyRates.priceCents} <> excluded.price_cents
            or ${dailyRates.corporateCents} <> excluded.corporate_cents
            or (excluded.min_nights_by_hand and ${dailyRates.minNights} is distinct from excluded.min_nights)
            or (${closedCells(slice)} and ${dailyRates.closed} <> excluded.closed)`,
        })
        .returning({ propertyId: dailyRates.propertyId });
      for (const { propertyId } of changed) changedByHome.set(propertyId, (changedByHome.get(propertyId) ?? 0) + 1);
    }
  };
  const changed = () => [...changedByHome.values()].reduce((sum, n) => sum + n, 0);
  if (options.preview) {
    await db
      .transaction(async (tx) => {
        await write(tx);
        throw new PreviewDone();
      })
      .catch((error: unknown) => {
        if (!(error instanceof PreviewDone)) throw error;
      });
    return answer(false, changed());
  }
  return auditedChange(db, async (tx) => {
    await write(tx);
    return {
      result: answer(true, changed()),
      audit: [...changedByHome].map(([propertyId, count]) => ({
        actor: actorOf(options.caller),
        action: 'rates.import',
        entity: 'property',
        entityId: propertyId,
        after: { nights: count },
      })),
    };
  });
};

class PreviewDone extends Error {}

/** Whether the file's closed cell of the row being upserted was filled in (a set of its home and night). */
const closedCells = (slice: readonly Night[]) => {
  const filled = slice.filter((n) => n.closed !== null).map((n) => `${n.propertyId}|${n.night}`);
  return filled.length === 0
    ? sql`false`
    : // One array literal (uuids and days hold no comma or quote): a JS array would be spread into a row of values.
      sql`(excluded.property_id::text || '|' || excluded.night::text) = any(${`{${filled.join(',')}}`}::text[])`;
};
