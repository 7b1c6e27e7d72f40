import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROPERTY_LIST, type TPropertySearchResponse } from '@hearth/domain';
import { dailyRates, properties } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';

// docs/product/properties.md#limits: an availability search stops counting at 1,000 homes; the page stays exact.
const CAP = PROPERTY_LIST.availabilityCountCap;
const HOMES = CAP + 5;
const NIGHTLY = (n: number) => 10_000 + n * 100;

let ctx: TestContext;
let admin: TestClient;
const tag = uniqueTag();
const homeName = (n: number) => `${tag} Home ${String(n).padStart(4, '0')}`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  await ctx.db.insert(properties).select(
    sql`select gen_random_uuid(), 'CAP-' || n, ${`${tag} Home `} || lpad(n::text, 4, '0'), 'active', null,
        ${demoCompanyId('hearth')}::uuid, 'comfort', 'hearth', 'house', 2, 1, 2, 4, 1, 'standard', 'hearth', 'ready',
        null, null, '{}'::text[], 'AUD', 'Australia/Brisbane', '1 Test Street', 'Noosa Heads', 'QLD', '4567',
        'Australia', '1 Test Street, Noosa Heads QLD 4567, Australia', -26.39, 153.09, null, null,
        '{"maintenanceTasks":0,"inspectionTasks":0,"maintenanceOverdue":0,"inspectionOverdue":0}'::jsonb, '[]'::jsonb,
        true, now()
        from generate_series(1, ${HOMES}) as n`,
  );
  // Each home's nightly rate rises with its number, so the name order is also the price order.
  await ctx.db.insert(dailyRates).select(
    sql`select p.id, night::date, r.cents, r.cents, r.cents, r.cents, r.cents, r.cents, 0, 0, 0, null, false, false, false
        from properties p
        cross join lateral (select 10000 + substring(p.name from '(\\d+)$')::int * 100 as cents) r
        cross join generate_series('2027-05-01'::date, '2027-05-09'::date, interval '1 day') as night
        where p.name like ${`${tag} Home %`}`,
  );
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const search = async (params: Record<string, string | number>) => {
  const query = new URLSearchParams({
    'filters[query]': tag,
    'filters[availableFrom]': '2027-05-02',
    'filters[availableTo]': '2027-05-05',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const response = await admin.get(`/api/v3/search?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPropertySearchResponse;
};
const names = (result: TPropertySearchResponse) => result.data.map((home) => home.attributes.name);

describe('GET /api/v3/search: an availability search past 1,000 homes', () => {
  it('says 1,000 and capped, with the first page exact in name order and its totals', async () => {
    const result = await search({});
    expect(result.meta).toMatchObject({ totalCount: CAP, countCapped: true, pageNumber: 1, totalPages: CAP / 25 });
    expect(names(result)).toEqual(Array.from({ length: 25 }, (_, i) => homeName(i + 1)));
    expect(result.data[0]?.attributes.totalBookingAmount).toBe(3 * NIGHTLY(1));
  });

  it('goes on paging past the cap while there are more, and ends on the last home', async () => {
    const fortieth = await search({ 'page[number]': 40 });
    expect(fortieth.meta).toMatchObject({ totalCount: CAP, countCapped: true, totalPages: 41 });
    expect(names(fortieth).at(-1)).toBe(homeName(1000));
    const last = await search({ 'page[number]': 41 });
    expect(names(last)).toEqual([1001, 1002, 1003, 1004, 1005].map(homeName));
    expect(last.meta).toMatchObject({ totalCount: CAP, countCapped: true, totalPages: 41 });
    expect(last.data.at(-1)?.attributes.totalBookingAmount).toBe(3 * NIGHTLY(HOMES));
  });

  it('bounds the price range by the homes counted, the same with a range set, and lists what a range lets in', async () => {
    const all = await search({});
    expect(all.meta.minPrice).toBe(3 * NIGHTLY(1));
    const bound = all.meta.maxPrice ?? 0;
    // The counted homes reach the bound; the dearer ones past them are not read for it.
    expect(bound).toBeGreaterThanOrEqual(3 * NIGHTLY(CAP));
    expect(bound).toBeLessThan(3 * NIGHTLY(HOMES));
    const dear = await search({ 'filters[minPrice]': 3 * NIGHTLY(HOMES - 1) });
    expect(names(dear)).toEqual([homeName(HOMES - 1), homeName(HOMES)]);
    expect(dear.meta).toMatchObject({ totalCount: 2, countCapped: false, totalPages: 1 });
    expect([dear.meta.minPrice, dear.meta.maxPrice]).toEqual([all.meta.minPrice, all.meta.maxPrice]);
  });

  it('counts a plain list exactly', async () => {
    const response = await admin.get(`/api/v3/search?${new URLSearchParams({ 'filters[query]': tag }).toString()}`);
    const result = response.json() as TPropertySearchResponse;
    expect(result.meta).toMatchObject({ totalCount: HOMES, countCapped: false, totalPages: Math.ceil(HOMES / 25) });
  });
});
