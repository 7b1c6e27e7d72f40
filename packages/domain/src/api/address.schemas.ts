import * as z from 'zod/mini';
import { INPUT_MESSAGES } from './input.constants';
import { isNight } from '../dates/nights';

/*
 * Address (query string) values of the web's screens: each takes the raw string, or undefined when the key is absent,
 * and gives the typed value. Read by the web's url-state helper, which drops from the address a value that fails.
 *
 * Written with zod/mini, as is every address schema (properties.address.ts, events.address.ts, the calendar's): the
 * first screens read their address before anything else, and zod's classic build would be 25 kB (gzip) of their
 * first load against 7 kB. The API's request schemas stay classic. zod/mini carries no locale: a value failing a check
 * without its own message reads 'Invalid input'.
 */

/** A day `YYYY-MM-DD` that exists and lies in DAY_RANGE: the address form of `ZNight`. */
export const addressDay = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: INPUT_MESSAGES.dayFormat, abort: true }),
    z.refine(isNight, INPUT_MESSAGES.day),
  );

/** An id in the address or a route: a UUID, as the API's `ZIdParams` checks its own. */
export const addressId = z.uuid();

/** A whole number in [min, max] written plainly ('7', not '7.0', '1e1' or ' 7'). */
export const addressInt = (min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^-?\d{1,9}$/)), z.transform(Number)),
    z.number().check(z.gte(min), z.lte(max)),
  );

/** A finite number in [min, max] ('-26.39'). */
export const addressNumber = (min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^-?\d{1,4}(\.\d{1,12})?$/)), z.transform(Number)),
    z.number().check(z.gte(min), z.lte(max)),
  );

/** An optional value that reads as null when absent. */
export const addressOrNull = <T extends z.ZodMiniType<unknown, string>>(value: T) =>
  z.pipe(
    z.optional(value),
    z.transform((v: z.output<T> | undefined): z.output<T> | null => v ?? null),
  );

/** `true`/`1` or `false`/`0`; absent is false. */
export const addressFlag = z._default(
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((v) => v === 'true' || v === '1'),
  ),
  false,
);

/** A comma-separated list: each item kept when it passes `item` (an unknown code goes on its own), no repeats, 50 at most. */
export const addressList = <T extends z.ZodMiniType<unknown, string>>(item: T) =>
  z.pipe(
    z._default(z.string(), ''),
    z.transform((raw: string) =>
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
          const parsed = z.safeParse(item, part);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        }),
    ),
  );
