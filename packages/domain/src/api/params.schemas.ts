import { z } from 'zod';
import { CALENDAR_WINDOW_MAX_DAYS } from './params.constants';
import { ZNight } from '../dates/dates.schemas';
import { nightsBetween } from '../dates/nights';
import { CURRENCIES } from '../properties/properties.constants';

/** Request parameters every area shares: ids, includes, list values, windows of days, money. */

/** A list parameter: repeated keys or one comma-separated value, each item one of `values`, at most 50 items. */
export const csvOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((raw) => {
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
    return parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
  }, z.array(item).max(50));

export const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

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
  z.preprocess(
    (raw) => {
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

export const ZMoney = z.object({ amount: z.number().int(), currency: z.enum(CURRENCIES) });

/*
 * Address (query string) values of the web's screens: each takes the raw string, or undefined when the key is absent,
 * and gives the typed value. Read by the web's url-state helper, which drops from the address a value that fails.
 */

/** A whole number in [min, max] written plainly ('7', not '7.0', '1e1' or ' 7'). */
export const addressInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** A finite number in [min, max] ('-26.39'). */
export const addressNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,4}(\.\d{1,12})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** An optional value that reads as null when absent. */
export const addressOrNull = <T extends z.ZodType<unknown, string>>(value: T) =>
  value.optional().transform((v): z.output<T> | null => v ?? null);

/** `true`/`1` or `false`/`0`; absent is false. */
export const addressFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

/** A comma-separated list: each item kept when it passes `item` (an unknown code goes on its own), no repeats, 50 at most. */
export const addressList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .default('')
    .transform((raw) =>
      [
        ...new Set(
          raw
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]
        .slice(0, 50)
        .flatMap((part) => {
          const parsed = item.safeParse(part);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        }),
    );
