import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FILTER_MESSAGES, HTTP, INPUT_MESSAGES, type TApiError } from '@hearth/domain';
import { AppError } from '../lib/app-error';
import { isUnsafeText, UNSAFE_TEXT } from '../lib/unsafe-text';
import { VALIDATION_ERROR_CODE } from './error-handler';

type Path = (string | number)[];
/** A value still to look at, with how it was reached: a chain, so deep nesting costs no copying of paths. */
type Visit = { value: unknown; key: string | number | undefined; parent: Visit | undefined };

const pathOf = (visit: Visit): Path => {
  const path: Path = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/** The path of the first string or object key in `value` that is unsafe text; walks without recursion. */
export const findUnsafeText = (value: unknown): Path | undefined => {
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (isUnsafeText(key)) return [...pathOf(visit), key];
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
};

/** The offending characters shown as U+FFFD, so the error names the field without echoing them. */
const shown = (segment: string | number) => String(segment).replace(new RegExp(UNSAFE_TEXT, 'g'), '\ufffd');

const sourceOf = (part: 'params' | 'query' | 'body', path: Path): TApiError['source'] =>
  part === 'body'
    ? { pointer: `/${path.map((s) => shown(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` }
    : { parameter: path.map(shown).join('.') };

/** The keys a route's query schema names (through a transform or a pipe, to the object inside). */
const queryKeysOf = (schema: unknown): Set<string> | null => {
  let current = schema as { shape?: Record<string, unknown>; def?: { in?: unknown } } | undefined;
  for (let depth = 0; current && !current.shape && depth < 5; depth += 1) {
    current = current.def?.in as typeof current;
  }
  return current?.shape ? new Set(Object.keys(current.shape)) : null;
};

const isEmpty = (value: unknown) => value === '' || (Array.isArray(value) && value.every((item) => item === ''));

/**
 * A filter the route does not have, or one sent empty, answers 400 rather than being ignored: a list that silently
 * drops `filters[companies][]=…` shows more than the caller asked for (issue 29). Other unknown parameters pass, and
 * so does any query of a page of the web app.
 */
const refuseUnknownFilters = (request: FastifyRequest) => {
  // A page's address is the web's to read (a pasted /properties?filters[…]=… gets the app page); only calls are held.
  if (!request.url.startsWith('/api/')) return;
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  const known = queryKeysOf(request.routeOptions.schema?.querystring);
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('filters[') && !key.startsWith('filter[')) continue;
    const detail = !known?.has(key)
      ? FILTER_MESSAGES.unknownFilter
      : isEmpty(value)
        ? FILTER_MESSAGES.emptyFilter
        : null;
    if (detail) {
      throw new AppError({ status: HTTP.badRequest, code: VALIDATION_ERROR_CODE, detail, source: { parameter: key } });
    }
  }
};

/**
 * Refuses, before any route's validation, a request whose path parameters, query or body (JSON or raw text such as
 * an .ics upload) holds unsafe text in a value or a key: 400 VALIDATION_ERROR naming the field, for every route,
 * so no such string reaches a service or the database. Cookies and the CSRF header are only compared or hashed.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of ['params', 'query', 'body'] as const) {
        const path = findUnsafeText(request[part]);
        if (path) {
          throw new AppError({
            status: HTTP.badRequest,
            code: VALIDATION_ERROR_CODE,
            detail: INPUT_MESSAGES.text,
            source: sourceOf(part, path),
          });
        }
      }
      refuseUnknownFilters(request);
    });
  },
  { name: 'input-guard' },
);
