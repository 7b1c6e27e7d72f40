import type { z } from 'zod';

/** The first message of each field a schema refuses, by its top-level key (shown under that field). */
export const problemsOf = <T extends string>(schema: z.ZodType, value: unknown): Partial<Record<T, string>> => {
  const parsed = schema.safeParse(value);
  const problems: Partial<Record<T, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as T;
    problems[key] ??= issue.message;
  }
  return problems;
};

/** Dollars as typed, in cents as sent (docs/product/smartquotes.md#rules: dollars times 100, rounded); empty stays empty. */
export const centsOf = (dollars: number | string): number | undefined =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? Math.round(dollars * 100) : undefined;

/** Cents as the field shows them, in dollars; none shows an empty field. */
export const dollarsOf = (cents: number | null | undefined): number | string =>
  cents === null || cents === undefined ? '' : cents / 100;

/** A NumberInput's value as a number, or undefined when empty (so the schema says it is missing). */
export const numberOf = (value: number | string): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
