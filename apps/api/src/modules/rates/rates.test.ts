import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRatesResponse } from '@hearth/domain';
import { demoUserId } from '../../seed/seed';
import { createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
let home: string;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  home = await createProperty(
    ctx.db,
    { name: `${uniqueTag()} Rates`, currency: 'AUD' },
    { owners: [demoUserId('owner')] },
  );
  await createRates(ctx.db, {
    propertyId: home,
    from: '2031-01-01',
    to: '2031-02-01',
    priceCents: 24_500,
    corporateCents: 21_000,
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/v3/properties/{id}/rates', () => {
  it('gives staff each night per channel in cents with days away', async () => {
    const response = await staff.get(`/api/v3/properties/${home}/rates?from=2031-01-05&to=2031-01-07`);
    expect(response.statusCode, response.body).toBe(200);
    // Written by PostgreSQL, not serialised through the route's schema: the contract is checked here.
    const body = ZRatesResponse.parse(response.json());
    expect(body.meta.currency).toBe('AUD');
    expect(body.data.map((r) => r.id)).toEqual(['2031-01-05', '2031-01-06', '2031-01-07']);
    expect(body.data[0]?.attributes).toMatchObject({ price: 24_500, corporatePrice: 21_000 });
    expect(body.data[1]!.attributes.daysAway - body.data[0]!.attributes.daysAway).toBe(1);
    const unpriced = await staff.get(`/api/v3/properties/${home}/rates?from=2040-01-01&to=2040-01-31`);
    expect(ZRatesResponse.parse(unpriced.json())).toEqual({ data: [], meta: { currency: 'AUD' } });
  });
});
