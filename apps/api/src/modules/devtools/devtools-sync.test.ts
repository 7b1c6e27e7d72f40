import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ZStagingSyncLine, type TStagingSyncLine } from '@hearth/domain';
import { auditLog, properties } from '../../db/schema';
import { createTestContext, latestMailTo, type TestClient, type TestContext } from '../../test/harness';
import { demoAccount } from '../../seed/demo-accounts';
import { syncedTableNames } from './sync-staging-data';

let ctx: TestContext;
let developer: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  developer = await ctx.signedIn('developer');
});
afterAll(async () => {
  await ctx.close();
});

const linesOf = (body: string): TStagingSyncLine[] =>
  body
    .trim()
    .split('\n')
    .map((line) => ZStagingSyncLine.parse(JSON.parse(line)));

describe('POST /api/v3/dev-tools/send-test-mail', () => {
  it('sends the developer a test email, which the outbox then shows first', async () => {
    const response = await developer.post('/api/v3/dev-tools/send-test-mail');
    expect(response.statusCode).toBe(200);
    const email = demoAccount('developer').email;
    expect(response.json()).toEqual({ meta: { to: email, subject: 'Hearth test email' } });
    expect((await latestMailTo(ctx.db, email))?.subject).toBe('Hearth test email');
    const outbox = (await developer.get('/api/v3/dev-tools/outbox')).json() as {
      data: { attributes: { to: string } }[];
    };
    expect(outbox.data[0]?.attributes.to).toBe(email);
  });
});

describe('POST /api/v3/dev-tools/refresh-statistics', () => {
  it('runs ANALYZE and says how long it took', async () => {
    const response = await developer.post('/api/v3/dev-tools/refresh-statistics');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { meta: { milliseconds: number } }).meta.milliseconds).toBeGreaterThanOrEqual(0);
  });
});

describe('POST /api/v3/dev-tools/sync-staging-data', () => {
  it('refuses a body: the call takes none', async () => {
    const response = await developer.post('/api/v3/dev-tools/sync-staging-data', { everything: true });
    expect(response.statusCode).toBe(400);
  });

  it('clears every table but the gazetteer and the job cursors', () => {
    const names = syncedTableNames();
    expect(names).toContain('properties');
    expect(names).toContain('statements');
    expect(names).not.toContain('locations');
    expect(names).not.toContain('job_runs');
  });

  it('writes the demo data again with its progress, keeps the caller signed in, and logs itself', async () => {
    const [home] = await ctx.db.select().from(properties).limit(1);
    await ctx.db.update(properties).set({ name: 'Renamed before the sync' }).where(eq(properties.id, home!.id));
    const [before] = await ctx.db.select({ n: count() }).from(properties);

    const response = await developer.post('/api/v3/dev-tools/sync-staging-data');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = linesOf(response.body);
    const progress = lines.filter((line) => line.type === 'progress');
    expect(progress[0]).toMatchObject({ part: 'Clearing the old data', done: 1 });
    expect(progress.at(-1)).toMatchObject({ part: 'Restoring signed-in sessions' });
    const total = progress[0]!.total;
    expect(progress.at(-1)!.done).toBe(total);
    expect(progress.map((line) => line.done)).toEqual([...progress.map((line) => line.done)].sort((a, b) => a - b));
    const last = lines.at(-1)!;
    expect(last.type).toBe('done');
    if (last.type !== 'done') return;
    expect(last.counts.properties).toBe(before!.n);

    const [after] = await ctx.db.select().from(properties).where(eq(properties.id, home!.id));
    expect(after?.name).toBe(home!.name);
    expect((await developer.get('/api/v3/ping')).statusCode).toBe(200);
    // The old log went with the rest: what is left is the demo payouts' own changes (made through the payouts
    // module's operations), then the sync.
    const entries = await ctx.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'payouts.settings.update',
      'payouts.batch.create',
      'payouts.batch.send',
      'devtools.sync-staging-data',
    ]);
  }, 300_000);
});
