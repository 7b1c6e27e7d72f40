import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HTTP, INPUT_MESSAGES, type TApiError } from '@hearth/domain';
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
    });
  },
  { name: 'input-guard' },
);
