import { z } from 'zod';
import { CALENDAR_WINDOW_MAX_DAYS } from './params.constants';
import { ZNight } from '../dates/dates.schemas';
import { nightsBetween } from '../dates/nights';

/** Request parameters every area shares: ids, includes, list values, windows of days, money. */

/**
 * What a client sends for a list parameter: one comma-separated value. The parser also takes repeated keys (an array
 * reaches the schema then); the type says what a client builds, so `z.input` of a query is a query string's values.
 */
type CsvInput = string;

/** A list parameter: repeated keys or one comma-separated value, each item one of `values`, at most 50 items. */
export const csvOf = <T extends z.ZodType>(item: T) =>
  z.preprocess<unknown, z.ZodArray<T>, CsvInput>((raw: unknown) => {
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
    return parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
  }, z.array(item).max(50));

/** A whole number in [min, max]; a query string carries it as text, a client may hand it over as a number. */
export const intIn = (min: number, max: number) => z.coerce.number<number | string>().int().min(min).max(max);

/** `include=a,b.c`: each item one of `values`; unknown relations are refused rather than ignored. */
export const includeOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(500)
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length));

export const csvEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess<unknown, z.ZodArray<z.ZodEnum<{ [K in T[number]]: K }>>, CsvInput>(
    (raw: unknown) => {
      const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
      return parts.map((p) => p.trim()).filter(Boolean);
    },
    z.array(z.enum(values)).max(values.length),
  );

export const ZIdParams = z.object({ id: z.uuid() });
export const ZPropertyIdParams = z.object({ propertyId: z.uuid() });
export const ZTaskIdParams = z.object({ taskId: z.uuid() });

/** A from–to window of days (to inclusive of its day), at most CALENDAR_WINDOW_MAX_DAYS long. */
export const windowChecks = (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  }
  if (q.from && q.to && nightsBetween(q.from, q.to) > CALENDAR_WINDOW_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A window covers at most ${CALENDAR_WINDOW_MAX_DAYS} days` });
  }
};
export const ZWindowQuery = z.object({ from: ZNight, to: ZNight }).superRefine(windowChecks);
