import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type * as z from 'zod/mini';

/**
 * A screen's address state, read and written through one zod/mini object schema whose keys are the query names. Each field
 * takes the raw string (absent: undefined) and gives the typed value, with its default; the object's refinements say
 * which values do not go together (a check-out before its check-in) by pointing their issue at the key to drop.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object schema whose fields read strings
export type UrlSchema = z.ZodMiniObject<any>;

/** A value the schema refused: it is dropped from the address, and its message is there for screens that show it. */
export type DroppedValue = { key: string; value: string; message: string };

export type UrlRead<S extends UrlSchema> = { value: z.output<S>; dropped: DroppedValue[] };

const keysOf = (schema: UrlSchema): string[] => Object.keys(schema.shape);

/**
 * Reads `params` through `schema`. A value failing its own field is dropped first; then the whole object is checked
 * and the keys its issues point at are dropped, until what is left passes. Never throws.
 */
export const readUrlState = <S extends UrlSchema>(schema: S, params: URLSearchParams): UrlRead<S> => {
  const raw: Record<string, string> = {};
  const dropped: DroppedValue[] = [];
  const drop = (key: string, message: string) => {
    const value = raw[key];
    if (value === undefined) return false;
    dropped.push({ key, value, message });
    delete raw[key];
    return true;
  };
  for (const key of keysOf(schema)) {
    const value = params.get(key);
    if (value === null) continue;
    raw[key] = value;
    const field = (schema.shape as Record<string, z.ZodMiniType>)[key]?.safeParse(value);
    if (field && !field.success) drop(key, field.error.issues[0]?.message ?? 'Invalid value');
  }
  // Each pass drops at least one key, so this ends; the fields alone always pass once every value is gone.
  for (;;) {
    const result = schema.safeParse(raw);
    if (result.success) return { value: result.data as z.output<S>, dropped };
    const before = dropped.length;
    for (const issue of result.error.issues) drop(String(issue.path[0]), issue.message);
    if (dropped.length === before) return { value: schema.parse({}) as z.output<S>, dropped };
  }
};

/** One value as the address writes it; '' leaves the key out. */
const encode = (value: unknown): string => {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
};

/**
 * Writes `value` over `current`: every key of the schema in the schema's order, left out when empty or equal to its
 * default (so a plain view has a plain address); keys the schema does not know are kept as they were.
 */
export const writeUrlState = <S extends UrlSchema>(
  schema: S,
  value: Partial<z.output<S>>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams => {
  const keys = keysOf(schema);
  const next = new URLSearchParams();
  for (const [key, existing] of current) if (!keys.includes(key)) next.append(key, existing);
  for (const key of keys) {
    const text = encode((value as Record<string, unknown>)[key]);
    const fallback = (schema.shape as Record<string, z.ZodMiniType>)[key]?.safeParse(undefined);
    const isDefault = fallback?.success === true && encode(fallback.data) === text;
    if (text !== '' && !isDefault) next.set(key, text);
  }
  return next;
};

export type SetUrlState<T> = (next: T | ((current: T) => T), options?: { replace?: boolean }) => void;

/**
 * The address state of one screen: `[value, set, dropped]`. A value the schema refuses is taken out of the address
 * (with `replace`, so Back does not return to it); `dropped` keeps what was taken out, with the schema's messages,
 * for a screen that tells the user. `set` writes a whole new value (`replace` for typing, so Back is not flooded).
 */
export const useUrlState = <S extends UrlSchema>(
  schema: S,
  { canWrite }: { canWrite?: () => boolean } = {},
): [z.output<S>, SetUrlState<z.output<S>>, DroppedValue[]] => {
  const [params, setParams] = useSearchParams();
  const read = useMemo(() => readUrlState(schema, params), [schema, params]);
  // What was dropped outlives the rewrite that takes it out of the address (state set while rendering, as React
  // advises for state derived from a change).
  const [shownDropped, setShownDropped] = useState<DroppedValue[]>([]);
  if (read.dropped.length > 0 && shownDropped !== read.dropped) setShownDropped(read.dropped);

  useEffect(() => {
    if (read.dropped.length === 0) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const { key } of read.dropped) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [read, setParams]);

  const set = useCallback<SetUrlState<z.output<S>>>(
    (next, options) => {
      if (canWrite && !canWrite()) return;
      setParams(
        (current) => {
          const base = readUrlState(schema, current).value;
          return writeUrlState(schema, typeof next === 'function' ? next(base) : next, current);
        },
        { replace: options?.replace ?? false },
      );
    },
    [schema, setParams, canWrite],
  );

  return [read.value, set, read.dropped.length > 0 ? read.dropped : shownDropped];
};
