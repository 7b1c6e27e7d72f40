import type { TApiError } from '@hearth/domain';
import { causesOf } from './error-chain';

export const DATABASE_UNAVAILABLE_STATUS = 503;
/** Seconds a caller is asked to wait: a PostgreSQL restart or failover takes a few. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * SQLSTATEs of a server going away or not yet taking connections: 57P01 admin_shutdown (a fast or immediate stop),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, or in recovery), and the 08 connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

/** node-postgres and pg-pool raise these as plain Errors, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

const isUnavailableOne = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message));
};

/**
 * Whether `error` says the database cannot be reached, rather than that a query is wrong: then the request may
 * succeed if tried again shortly, and the answer is 503 with Retry-After instead of a 500 bug report. Drizzle wraps
 * the driver's error in `cause`, and Node wraps each refused address of a host name in an AggregateError.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (const e of causesOf(error)) {
    if (isUnavailableOne(e)) return true;
    if (e instanceof AggregateError && e.errors.some(isUnavailableOne)) return true;
  }
  return false;
};

export const databaseUnavailableError = (): TApiError => ({
  status: String(DATABASE_UNAVAILABLE_STATUS),
  code: 'DATABASE_UNAVAILABLE',
  title: 'Service unavailable',
  detail: 'The database cannot be reached just now. Please try again in a few seconds.',
});

/** At most one outage line this often: a busy API meets the outage on every call (1,600 a second measured). */
export const OUTAGE_LOG_INTERVAL_MS = 5000;

type WarnLog = { warn: (fields: Record<string, unknown>, message: string) => void };

/**
 * The outage's log lines: the first failure, then one line per interval while it lasts, each saying how many calls
 * failed since the line before, so the log shows the outage without thousands of identical lines.
 */
export const createOutageLog = (intervalMs: number = OUTAGE_LOG_INTERVAL_MS) => {
  let lastAt = Number.NEGATIVE_INFINITY;
  let since = 0;
  return (log: WarnLog, error: unknown, now: number = Date.now()): void => {
    since += 1;
    if (now - lastAt < intervalMs) return;
    log.warn({ err: error, failedCalls: since }, 'database unavailable');
    lastAt = now;
    since = 0;
  };
};
