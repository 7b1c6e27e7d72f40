import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';

export type JobContext = { db: Db; log: FastifyBaseLogger; now: Date };

export type Job = {
  /** Unique; the row in job_runs. */
  name: string;
  /** How often it runs. */
  everyMs: number;
  /** The longest one run may take; another process may take the job over after that. */
  leaseMs: number;
  run: (context: JobContext) => Promise<void>;
};

const TICK_SLACK_MS = 1000;

/** Each API process has its own holder id, so a lease names who runs the job. */
const HOLDER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Takes the job's lease if nobody holds it, in one atomic statement. A lease row rather than a session advisory
 * lock: pooled connections do not keep a session lock between queries, and a transaction-scoped lock held across a
 * run (HTTP calls to Breezeway, a feed download) would keep a transaction open that on PGlite stalls every query.
 */
const takeLease = async (db: Db, job: Job, now: Date): Promise<boolean> => {
  const until = new Date(now.getTime() + job.leaseMs);
  // A second's slack: timers fire a little late or early, and a tick a hair early must not skip a whole interval.
  const dueAfter = new Date(now.getTime() - job.everyMs + TICK_SLACK_MS);
  const taken = await db
    .insert(jobRuns)
    .values({ name: job.name, leaseUntil: until, leaseHolder: HOLDER, lastStartedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { leaseUntil: until, leaseHolder: HOLDER, lastStartedAt: now },
      // Free, and not started within the interval: every process ticks on its own timer, so without the second
      // condition each of N processes ran the job once per interval (bench/faults/many-processes.ts).
      setWhere: sql`(${jobRuns.leaseUntil} is null or ${jobRuns.leaseUntil} < ${now})
        and (${jobRuns.lastStartedAt} is null or ${jobRuns.lastStartedAt} <= ${dueAfter})`,
    })
    .returning({ name: jobRuns.name });
  return taken.length === 1;
};

/**
 * Runs a job once if no process is running it or started it within its interval: true when it ran. The outcome is
 * written to job_runs; a failure is logged and recorded, never thrown (the next tick tries again).
 */
export const runJobOnce = async (job: Job, context: Omit<JobContext, 'now'> & { now?: Date }): Promise<boolean> => {
  const now = context.now ?? new Date();
  if (!(await takeLease(context.db, job, now))) return false;
  let status = 'ok';
  let error: string | null = null;
  try {
    await job.run({ db: context.db, log: context.log, now });
  } catch (cause) {
    status = 'failed';
    error = cause instanceof Error ? cause.message : String(cause);
    context.log.error({ err: cause, job: job.name }, `job ${job.name} failed`);
  }
  await context.db
    .update(jobRuns)
    .set({ leaseUntil: null, leaseHolder: null, lastFinishedAt: new Date(), lastStatus: status, lastError: error })
    .where(eq(jobRuns.name, job.name));
  return true;
};

/** Runs each job now and then every `everyMs`; returns a stop function that waits for running jobs. */
export const startJobs = (jobs: readonly Job[], context: Omit<JobContext, 'now'>): (() => Promise<void>) => {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const tick = (job: Job) => {
    if (stopped) return;
    const run = runJobOnce(job, context).finally(() => running.delete(run));
    running.add(run);
  };
  const timers = jobs.map((job) => {
    tick(job);
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
};
