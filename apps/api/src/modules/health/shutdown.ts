import type { FastifyInstance } from 'fastify';

/** After this, a shutdown gives up on the requests still running and the process exits non-zero. */
export const SHUTDOWN_DEADLINE_MS = 25_000;

export type ShutdownOutcome = 'closed' | 'deadline';

/**
 * The graceful part of SIGTERM: readiness turns 503; for `drainMs` the server still answers while the load balancer
 * notices and stops sending; then Fastify's close stops the scheduled jobs (preClose), stops accepting connections
 * and waits for the requests in flight (their responses say `Connection: close`), then runs the onClose hooks
 * (mailer, request log). Resolves 'deadline' if the whole takes longer than `deadlineMs` (the drain included); the
 * close keeps going in the background then, and the caller exits anyway.
 */
export const closeGracefully = async (
  app: FastifyInstance,
  deadlineMs: number = SHUTDOWN_DEADLINE_MS,
  drainMs = 0,
): Promise<ShutdownOutcome> => {
  app.markNotReady();
  app.log.info({ step: 'not-ready', drainMs }, 'shutdown: readiness answers 503');
  const drain = Math.min(drainMs, deadlineMs);
  if (drain > 0) await new Promise((resolve) => setTimeout(resolve, drain));
  app.log.info({ step: 'closing', deadlineMs }, 'shutdown: no new connections; waiting for requests in flight');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs - drain);
  });
  try {
    const outcome = await Promise.race([app.close().then((): ShutdownOutcome => 'closed'), deadline]);
    if (outcome === 'closed') app.log.info({ step: 'closed' }, 'shutdown: requests finished, jobs stopped');
    else app.log.error({ step: 'deadline', deadlineMs }, 'shutdown: requests still running at the deadline');
    return outcome;
  } finally {
    clearTimeout(timer);
  }
};
