import { z } from 'zod';
import { isNight } from '../dates/nights';

/*
 * Cells of an imported CSV row (docs/product/imports.md#rules): every cell arrives as text (a column the file leaves
 * out as undefined), is trimmed, and is read into its value or refused with the column's own message.
 */

const trimmed = z
  .string()
  .optional()
  .transform((cell) => (cell ?? '').trim());

/** Text of 1 to `max` characters. */
export const textCell = (max: number, message: string) => trimmed.pipe(z.string().min(1, message).max(max, message));

/** Text of at most `max` characters, or null when empty. */
export const optionalTextCell = (max: number, message: string) =>
  trimmed.pipe(z.string().max(max, message)).transform((text) => (text === '' ? null : text));

/** A whole number from `min` to `max`; an empty cell is `empty` when one is given, else refused. */
export const wholeCell = (min: number, max: number, message: string, empty?: number) =>
  trimmed.transform((text, ctx) => {
    if (text === '' && empty !== undefined) return empty;
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** A decimal number from `min` to `max` (a latitude, a percentage with or without its %), or null when empty. */
export const decimalCell = (min: number, max: number, message: string) =>
  trimmed.transform((text, ctx) => {
    if (text === '') return null;
    const plain = text.replace(/\s*%$/, '');
    const n = /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : NaN;
    if (!(n >= min && n <= max)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** Dollars as people write them ('1245.5', '1,245.50', 'A$1245', 'NZ$90') to cents, from 0 to `maxDollars`. */
export const centsCell = (maxDollars: number, message: string, empty?: number) =>
  trimmed.transform((text, ctx) => {
    if (text === '' && empty !== undefined) return empty;
    const plain = text.replace(/^(A|NZ|N)?\$/i, '').replace(/,(?=\d{3}(\D|$))/g, '');
    const cents = /^\d+(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : NaN;
    if (!(cents >= 0 && cents <= maxDollars * 100)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });

/** A day as YYYY-MM-DD, or DD/MM/YYYY as AU and NZ spreadsheets save it, to YYYY-MM-DD. */
export const dayCell = (message: string) =>
  trimmed.transform((text, ctx) => {
    const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    const day = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : text;
    if (!isNight(day)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return day;
  });

/** One of `words` in any case, as the value it maps to; an empty cell is `empty` when one is given. */
export const choiceCell = <T extends string>(words: Readonly<Record<string, T>>, message: string, empty?: T) =>
  trimmed.transform((text, ctx): T => {
    if (text === '' && empty !== undefined) return empty;
    const value = Object.hasOwn(words, text.toLowerCase()) ? words[text.toLowerCase()] : undefined;
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

export type RowError = { column: string; message: string };
export type ReadRow<T> = { ok: true; value: T } | { ok: false; errors: RowError[] };

/** A row's cells through its schema: the value, or each bad column with its message (first message per column). */
export const readRow = <T>(schema: z.ZodType<T>, cells: Readonly<Record<string, string>>): ReadRow<T> => {
  const parsed = schema.safeParse(cells);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: RowError[] = [];
  for (const issue of parsed.error.issues) {
    const column = String(issue.path[0] ?? '');
    if (!errors.some((error) => error.column === column)) errors.push({ column, message: issue.message });
  }
  return { ok: false, errors };
};
