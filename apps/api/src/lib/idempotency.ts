import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  BOOKING_CHANGE_ERROR_CODES,
  BOOKING_FORM,
  HTTP,
  IDEMPOTENCY_HEADER,
  RESERVATION_MESSAGES,
} from '@hearth/domain';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';

/*
 * `Idempotency-Key` for creates that must happen once (a booking, its charge): the first answer is kept per caller,
 * route and key in `idempotency_keys`. The same key with the same body answers that first answer again (same status,
 * same body, nothing created twice); the same key with another body answers 422. Only a created answer is kept: a
 * refused request (400, 404, 409) wrote nothing, so trying it again with the same key is safe and answers afresh.
 *
 * Two requests with one key at the same instant: the first takes a transaction-scoped advisory lock on the key and
 * holds it until its transaction, which writes the booking and the key's row together, commits or rolls back; the
 * second waits on the lock, then finds the row and answers it. PGlite runs one transaction at a time anyway.
 */

export type IdempotencyRef = { userId: string; scope: string; key: string; requestHash: string };
export type IdempotentAnswer<T> = { statusCode: number; body: T; replayed: boolean };

/** JSON with object keys sorted at every depth, so two equal bodies hash alike whatever their key order. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/** sha256 (hex) of the canonical JSON of the parsed request body. */
export const requestHashOf = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('hex');

/** The header's key: 400 when it is missing, blank or longer than BOOKING_FORM.idempotencyKeyMax. */
export const idempotencyKeyOf = (headers: Record<string, string | string[] | undefined>): string => {
  const raw = headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key === '') {
    throw new AppError({
      status: HTTP.badRequest,
      code: BOOKING_CHANGE_ERROR_CODES.idempotencyMissing,
      detail: RESERVATION_MESSAGES.idempotencyMissing,
      source: { parameter: 'Idempotency-Key' },
    });
  }
  if (key.length > BOOKING_FORM.idempotencyKeyMax) {
    throw new AppError({
      status: HTTP.badRequest,
      code: BOOKING_CHANGE_ERROR_CODES.idempotencyMissing,
      detail: `An Idempotency-Key header is at most ${BOOKING_FORM.idempotencyKeyMax} characters.`,
      source: { parameter: 'Idempotency-Key' },
    });
  }
  return key;
};

/** A signed 64-bit number from the key's identity: the advisory lock's id. */
const lockIdOf = (ref: IdempotencyRef): string => {
  const digest = createHash('sha256')
    .update(`idempotency\u0000${ref.userId}\u0000${ref.scope}\u0000${ref.key}`)
    .digest();
  return digest.readBigInt64BE(0).toString();
};

/**
 * Inside the transaction `tx` that will create: locks the key until that transaction ends, then answers the first
 * answer kept for it (same body), throws 422 (another body), or returns null (first use: create, then
 * `keepIdempotentAnswer` in the same transaction).
 */
export const replayIdempotent = async <T>(tx: Db, ref: IdempotencyRef): Promise<IdempotentAnswer<T> | null> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockIdOf(ref)}::bigint)`);
  const [kept] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, ref.userId),
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
      ),
    );
  if (!kept) return null;
  if (kept.requestHash !== ref.requestHash) {
    throw new AppError({
      status: HTTP.unprocessable,
      code: BOOKING_CHANGE_ERROR_CODES.idempotencyMismatch,
      title: 'Idempotency-Key reused',
      detail: RESERVATION_MESSAGES.idempotencyMismatch,
      source: { parameter: 'Idempotency-Key' },
    });
  }
  return { statusCode: kept.statusCode, body: kept.response as T, replayed: true };
};

/** Keeps the first answer for the key, in the transaction that created what it describes. */
export const keepIdempotentAnswer = async (tx: Db, ref: IdempotencyRef, statusCode: number, body: unknown) => {
  await tx.insert(idempotencyKeys).values({
    userId: ref.userId,
    scope: ref.scope,
    key: ref.key,
    requestHash: ref.requestHash,
    statusCode,
    response: body,
  });
};
