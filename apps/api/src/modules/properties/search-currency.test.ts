import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertySearchResponse } from '@hearth/domain';
import { createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * A date search across the portfolio finds homes priced in A$ and NZ$, whose totals do not compare: the answer gives
 * the price bounds per currency, and `filters[currency]` keeps the homes priced in one of them, so the price range
 * has a currency (issue 14, item 7).
 */

let ctx: TestContext;
let admin: TestClient;
const tag = uniqueTag();
const from = '2027-05-10';
const to = '2027-05-13'; // 3 nights

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  const make = async (name: string, currency: 'AUD' | 'NZD', nightlyCents: number) => {
    const id = await createProperty(ctx.db, { name: `${tag} ${name}`, currency, minimumStay: 1, maxGuests: 6 });
    await createRates(ctx.db, { propertyId: id, from: '2027-05-01', to: '2027-06-01', priceCents: nightlyCents });
  };
  await make('Sunshine Cottage', 'AUD', 20_000); // A$600 a stay
  await make('Sunshine Villa', 'AUD', 40_000); // A$1,200
  await make('Queenstown Lodge', 'NZD', 30_000); // NZ$900
  await make('Wanaka Cabin', 'NZD', 50_000); // NZ$1,500
  // No rates: found without dates, never priced.
  await createProperty(ctx.db, { name: `${tag} Unpriced Hut`, currency: 'NZD', minimumStay: 1 });
});
afterAll(async () => {
  await ctx.close();
});

const search = async (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await admin.get(`/api/v3/search?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPropertySearchResponse;
};
const stay = (extra: Record<string, string | number> = {}) =>
  search({ 'filters[query]': tag, 'filters[availableFrom]': from, 'filters[availableTo]': to, ...extra });
const names = (result: TPropertySearchResponse) => result.data.map((p) => p.attributes.name.replace(`${tag} `, ''));

describe('GET /api/v3/search: the price filter per currency', () => {
  it('gives the bounds of each currency when a date search finds A$ and NZ$ homes, and no single bounds', async () => {
    const result = await stay({ sort: 'name' });
    expect(names(result)).toEqual(['Queenstown Lodge', 'Sunshine Cottage', 'Sunshine Villa', 'Wanaka Cabin']);
    expect(result.meta).toMatchObject({ totalCount: 4, minPrice: null, maxPrice: null, currency: null });
    expect(result.meta.priceBounds).toEqual([
      { currency: 'AUD', minPrice: 60_000, maxPrice: 120_000 },
      { currency: 'NZD', minPrice: 90_000, maxPrice: 150_000 },
    ]);
  });

  it('keeps only the homes priced in the chosen currency, with its bounds, and still offers every currency', async () => {
    const result = await stay({ sort: 'name', 'filters[currency]': 'NZD' });
    expect(names(result)).toEqual(['Queenstown Lodge', 'Wanaka Cabin']);
    expect(result.data.every((p) => p.attributes.currency === 'NZD')).toBe(true);
    expect(result.meta).toMatchObject({ totalCount: 2, minPrice: 90_000, maxPrice: 150_000, currency: 'NZD' });
    expect(result.meta.priceBounds.map((b) => b.currency)).toEqual(['AUD', 'NZD']);
  });

  it('applies the price range in the chosen currency: NZ$1,000 to NZ$2,000 is the Wanaka cabin, not the A$1,200 villa', async () => {
    const result = await stay({
      'filters[currency]': 'NZD',
      'filters[minPrice]': 100_000,
      'filters[maxPrice]': 200_000,
    });
    expect(names(result)).toEqual(['Wanaka Cabin']);
    expect(result.meta).toMatchObject({ totalCount: 1, minPrice: 90_000, maxPrice: 150_000, currency: 'NZD' });
    const aud = await stay({ 'filters[currency]': 'AUD', 'filters[minPrice]': 100_000 });
    expect(names(aud)).toEqual(['Sunshine Villa']);
  });

  it('gives one currency its own bounds without a choice, as before', async () => {
    const result = await search({
      'filters[query]': `${tag} sunshine`,
      'filters[availableFrom]': from,
      'filters[availableTo]': to,
    });
    expect(result.meta).toMatchObject({ minPrice: 60_000, maxPrice: 120_000, currency: 'AUD' });
    expect(result.meta.priceBounds).toEqual([{ currency: 'AUD', minPrice: 60_000, maxPrice: 120_000 }]);
  });

  it('finds nothing in a currency no match is priced in, and says so with no single bounds', async () => {
    const result = await search({
      'filters[query]': `${tag} sunshine`,
      'filters[availableFrom]': from,
      'filters[availableTo]': to,
      'filters[currency]': 'NZD',
    });
    expect(result.data).toEqual([]);
    expect(result.meta).toMatchObject({ totalCount: 0, minPrice: null, maxPrice: null, currency: null });
    expect(result.meta.priceBounds).toEqual([{ currency: 'AUD', minPrice: 60_000, maxPrice: 120_000 }]);
  });

  it('without dates keeps the homes of the currency but gives no bounds', async () => {
    const result = await search({ 'filters[query]': tag, 'filters[currency]': 'NZD', sort: 'name' });
    expect(names(result)).toEqual(['Queenstown Lodge', 'Unpriced Hut', 'Wanaka Cabin']);
    expect(result.meta).toMatchObject({ minPrice: null, maxPrice: null, currency: null, priceBounds: [] });
  });

  it('refuses a currency it does not know with a 400 naming the parameter', async () => {
    const response = await admin.get(`/api/v3/search?filters[currency]=USD`);
    expect(response.statusCode).toBe(400);
    const [error] = errorsOf(response);
    expect(error?.source?.parameter ?? error?.detail).toContain('filters[currency]');
  });
});
