import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './client';
import { queueInArrivalOrder } from './pglite-queue';

let client: PGlite;

beforeAll(async () => {
  client = await createPglite();
  queueInArrivalOrder(client);
});
afterAll(async () => {
  await client.close();
});

describe('PGlite statements in arrival order', () => {
  it('lets the event loop turn between waiting statements, so work that arrives meanwhile is not held back', async () => {
    const seen: string[] = [];
    const statements = [1, 2, 3, 4].map((n) =>
      client.query<{ n: number }>('select $1::int as n, pg_sleep(0.01)', [n]).then(({ rows }) => {
        seen.push(`statement ${rows[0]?.n}`);
      }),
    );
    // A request arriving while the first runs is read (a timer, as the socket's data would be) before the next
    // statement starts, not once all four are done.
    setTimeout(() => seen.push('arrived'), 0);
    await Promise.all(statements);
    expect(seen).toContain('arrived');
    expect(seen.indexOf('arrived')).toBeLessThan(seen.indexOf('statement 2'));
    expect(seen.filter((event) => event.startsWith('statement'))).toEqual([
      'statement 1',
      'statement 2',
      'statement 3',
      'statement 4',
    ]);
  });

  it('answers each statement and transaction its own result, and a failure does not hold up the next', async () => {
    const failing = client.query('select 1 / 0');
    const after = client.query<{ n: number }>('select 2 as n');
    const inTransaction = client.transaction(async (tx) => (await tx.query<{ n: number }>('select 3 as n')).rows);
    const exec = client.exec('select 4 as n');
    await expect(failing).rejects.toThrow('division by zero');
    expect((await after).rows).toEqual([{ n: 2 }]);
    expect(await inTransaction).toEqual([{ n: 3 }]);
    expect((await exec)[0]?.rows).toEqual([{ n: 4 }]);
  });
});
