import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { uniqueTag } from '../test/factories';
import { runJobOnce, type Job } from './jobs';

/**
 * Every API process ticks each job on its own timer; the lease row in job_runs decides who runs. What a caller
 * notices is how often the job's work happens: once per interval whatever the number of processes.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const MINUTE = 60_000;
const countingJob = (name: string, work: () => Promise<void> = async () => undefined) => {
  const runs: Date[] = [];
  const job: Job = {
    name,
    everyMs: MINUTE,
    leaseMs: 5 * MINUTE,
    run: async ({ now }) => {
      runs.push(now);
      await work();
    },
  };
  return { job, runs };
};
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('scheduled jobs across processes', () => {
  it('runs once per interval when several processes tick within it, and again once the interval has passed', async () => {
    const { job, runs } = countingJob(`count-${uniqueTag()}`);
    const start = new Date('2026-11-26T00:00:00Z');
    const context = { db: ctx.db, log: ctx.app.log };
    // Three processes whose timers fire 0, 0.4 and 30 s into the interval.
    expect(await runJobOnce(job, { ...context, now: start })).toBe(true);
    expect(await runJobOnce(job, { ...context, now: at(start, 400) })).toBe(false);
    expect(await runJobOnce(job, { ...context, now: at(start, 30_000) })).toBe(false);
    // A tick a little before the minute is up (timers drift) still counts as the next interval's.
    expect(await runJobOnce(job, { ...context, now: at(start, MINUTE - 500) })).toBe(true);
    expect(await runJobOnce(job, { ...context, now: at(start, MINUTE) })).toBe(false);
    expect(runs).toEqual([start, at(start, MINUTE - 500)]);
  });

  it('does not start a run while another holds the lease, and a failed run is recorded, not thrown', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { job, runs } = countingJob(`lease-${uniqueTag()}`, () => held);
    const start = new Date('2026-11-26T01:00:00Z');
    const context = { db: ctx.db, log: ctx.app.log };
    const first = runJobOnce(job, { ...context, now: start });
    // Two intervals later the first run is still going: the lease keeps a second run out.
    await expect.poll(() => runs.length).toBe(1);
    expect(await runJobOnce(job, { ...context, now: at(start, 2 * MINUTE) })).toBe(false);
    release();
    expect(await first).toBe(true);

    const failing: Job = { ...job, run: () => Promise.reject(new Error('feed unreachable')) };
    expect(await runJobOnce(failing, { ...context, now: at(start, 3 * MINUTE) })).toBe(true);
    const [row] = await ctx.db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
    expect(row).toMatchObject({ lastStatus: 'failed', lastError: 'feed unreachable', leaseHolder: null });
  });
});
