import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { organisation } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { BRAND_TTL_MS, createBrandReader } from './brand';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

/** Another process's change: straight to the shared database, no reader told. */
const rename = async (tradingName: string, updatedAt = new Date()) => {
  const values = { tradingName, country: 'AU' as const, currency: 'AUD' as const, timezone: 'Australia/Sydney' };
  await ctx.db
    .insert(organisation)
    .values({ ...values, updatedAt })
    .onConflictDoUpdate({ target: organisation.id, set: { ...values, updatedAt } });
};

describe('the brand each process reads (docs/product/setup.md#rules)', () => {
  it('follows a change made in another process within BRAND_TTL_MS, and at once where it was made', async () => {
    let clock = 1_000_000;
    const elsewhere = createBrandReader({ db: ctx.db, productName: 'Hearth', now: () => clock });
    const here = createBrandReader({ db: ctx.db, productName: 'Hearth', now: () => clock });
    expect((await elsewhere.read()).productName).toBe('Hearth');
    expect((await here.read()).productName).toBe('Hearth');

    await rename('Coastal Homes');
    here.forget();
    expect((await here.read()).productName).toBe('Coastal Homes');
    // The other process still trusts what it read a moment ago, and no longer than the TTL.
    clock += BRAND_TTL_MS - 1;
    expect((await elsewhere.read()).productName).toBe('Hearth');
    clock += 1;
    expect((await elsewhere.read()).productName).toBe('Coastal Homes');
  });

  it('keeps the last brand it read while the database is unreachable, and reads again once it is back', async () => {
    await rename('Harbour Homes');
    let down = false;
    const flaky = {
      select: (...args: Parameters<Db['select']>) => {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        return ctx.db.select(...args);
      },
    } as unknown as Db;
    let clock = 0;
    const reader = createBrandReader({ db: flaky, productName: 'Hearth', now: () => clock });
    expect((await reader.read()).productName).toBe('Harbour Homes');
    down = true;
    clock += BRAND_TTL_MS;
    expect((await reader.read()).productName).toBe('Harbour Homes');
    const fresh = createBrandReader({ db: flaky, productName: 'Hearth', now: () => clock });
    expect((await fresh.read()).productName).toBe('Hearth');
    down = false;
    await rename('Harbour Homes NZ');
    clock += BRAND_TTL_MS;
    expect((await reader.read()).productName).toBe('Harbour Homes NZ');
  });
});
