import { z } from 'zod';
import { isNight } from '../dates/nights';
import { RATE_PLAN, RATE_PLAN_MESSAGES, RATES_CSV_MESSAGES } from './rates.constants';
import { ZNight } from '../dates/dates.schemas';
import { daysBetween } from '../dates/days';

/*
 * Nightly rates as CSV (docs/product/rates.md#csv): `GET v3/rates/export` writes them, `POST v3/rates/import` reads
 * the same columns back. Prices in dollars with up to two decimals; min_nights empty for the plan's; closed yes/no.
 */

/** Dollars as written in a cell ('245', '245.5', '1,245.00', 'A$245') to cents, or null. */
export const centsOfDollars = (cell: string): number | null => {
  const text = cell
    .trim()
    .replace(/^(A|NZ|N)?\$/i, '')
    .replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= RATE_PLAN.rateMinCents && cents <= RATE_PLAN.rateMaxCents ? cents : null;
};

/** One line of the file, as read: each a message per bad column, or the night as it will be written. */
export const readRatesCsvRow = (
  cells: Readonly<Record<string, string>>,
):
  | { ok: true; code: string; night: string; priceCents: number; minNights: number | null; closed: boolean | null }
  | { ok: false; errors: { column: string; message: string }[] } => {
  const errors: { column: string; message: string }[] = [];
  const code = (cells.code ?? '').trim().toUpperCase();
  if (!code) errors.push({ column: 'code', message: RATES_CSV_MESSAGES.code });
  const night = (cells.night ?? '').trim();
  if (!isNight(night)) errors.push({ column: 'night', message: RATES_CSV_MESSAGES.night });
  const priceCents = centsOfDollars(cells.price ?? '');
  if (priceCents === null) errors.push({ column: 'price', message: RATES_CSV_MESSAGES.price });
  const minText = (cells.min_nights ?? '').trim();
  const minNights = minText === '' ? null : Number(minText);
  if (minNights !== null && !(Number.isInteger(minNights) && minNights >= 1 && minNights <= RATE_PLAN.nightsMax)) {
    errors.push({ column: 'min_nights', message: RATE_PLAN_MESSAGES.minNights });
  }
  const closedText = (cells.closed ?? '').trim().toLowerCase();
  const closed =
    closedText === ''
      ? null
      : ['yes', 'y', 'true', '1'].includes(closedText)
        ? true
        : ['no', 'n', 'false', '0'].includes(closedText)
          ? false
          : undefined;
  if (closed === undefined) errors.push({ column: 'closed', message: RATES_CSV_MESSAGES.closed });
  if (errors.length > 0 || priceCents === null || closed === undefined) return { ok: false, errors };
  return { ok: true, code, night, priceCents, minNights, closed };
};

/** `GET v3/rates/export`: the homes and nights, as the bulk edit chooses them (the filter in the query). */
export const ZRatesExportQuery = z
  .object({
    from: ZNight,
    to: ZNight,
    query: z.string().trim().max(100).optional(),
  })
  .superRefine((window, ctx) => {
    if (window.to < window.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: RATE_PLAN_MESSAGES.rangeReversed });
    else if (daysBetween(window.from, window.to) + 1 > RATE_PLAN.nightsMax) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: RATE_PLAN_MESSAGES.rangeTooLong });
    }
  });

export const ZRatesImportQuery = z.object({
  /** true (the default): check every line and change nothing. */
  preview: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const ZRatesImportResponse = z.object({
  data: z.object({
    applied: z.boolean(),
    rows: z.number().int(),
    homes: z.number().int(),
    /** Nights whose price, minimum stay or closing the file changes. */
    changed: z.number().int(),
    errorCount: z.number().int(),
    errors: z.array(z.object({ line: z.number().int(), column: z.string(), message: z.string() })),
  }),
});
export type TRatesImportResponse = z.infer<typeof ZRatesImportResponse>;
