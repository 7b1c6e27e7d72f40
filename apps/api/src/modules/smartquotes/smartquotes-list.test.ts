import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMARTQUOTE_MESSAGES as M } from '@hearth/domain';
import { properties, smartquotes } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;
const tag = uniqueTag();
const hearth = demoCompanyId('hearth');
const coastal = demoCompanyId('coastal-stays');

type Listed = {
  id: string;
  attributes: {
    status: string;
    property: { fullAddress: string; city: string; beds: number; country: string };
    company: { id: string; companyName: string };
    settings: { closeBy: string | null };
    forecastError: number | null;
  };
};

/** Five quotes with the tag in their street: cities, beds and companies in different orders. */
const QUOTES = [
  {
    street: `1 ${tag} Street`,
    city: 'Noosa Heads',
    postcode: '4567',
    beds: 3,
    companyId: hearth,
    closeBy: '2031-03-01',
  },
  { street: `2 ${tag} Street`, city: 'Mooloolaba', postcode: '4557', beds: 1, companyId: coastal, closeBy: null },
  {
    street: `3 ${tag} Street`,
    city: 'Caloundra',
    postcode: '4551',
    beds: 5,
    companyId: coastal,
    closeBy: '2031-01-01',
  },
  { street: `4 ${tag} Street`, city: 'New Farm', postcode: '4005', beds: 2, companyId: hearth, closeBy: null },
  {
    street: `5 ${tag} Street`,
    city: 'Paddington',
    postcode: '4064',
    beds: 4,
    companyId: hearth,
    closeBy: '2031-02-01',
  },
];
const ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  for (const q of QUOTES) {
    const response = await staff.post('/api/v3/smartquotes', {
      companyId: q.companyId,
      property: {
        street: q.street,
        city: q.city,
        postcode: q.postcode,
        state: 'QLD',
        country: 'Australia',
        beds: q.beds,
      },
      settings: q.closeBy ? { closeBy: q.closeBy } : {},
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    ids.push(response.json().data.id);
  }
  // Two measured errors: the rest have none and sort last either way.
  await ctx.db.update(smartquotes).set({ forecastError: 0.4 }).where(eq(smartquotes.id, ids[1]!));
  await ctx.db.update(smartquotes).set({ forecastError: 0.1 }).where(eq(smartquotes.id, ids[3]!));
});
afterAll(async () => {
  await ctx.close();
});

const list = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/v3/smartquotes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Listed[]; meta: { totalCount: number; totalPages: number } };
};
const streetNumbers = (data: Listed[]) => data.map((q) => Number(q.attributes.property.fullAddress.split(' ')[0]));

describe('GET /api/v3/smartquotes', () => {
  it('searches the address anywhere in it, in any case, newest first by default', async () => {
    const found = await list(staff, `address=${tag.toUpperCase()}%20street`);
    expect(found.meta).toEqual({ totalCount: 5, totalPages: 1 });
    expect(streetNumbers(found.data)).toEqual([5, 4, 3, 2, 1]);
    expect((await list(staff, `address=${encodeURIComponent(`  ${tag}  `)}`)).meta.totalCount).toBe(5);
    // LIKE's wildcards are text here, not patterns.
    expect((await list(staff, `address=${tag}%25`)).meta.totalCount).toBe(0);
    expect((await list(staff, `address=${tag}_`)).meta.totalCount).toBe(0);
  });

  it('sorts by each column either way, ending in the id, with missing values last', async () => {
    const order = async (sort: string) => streetNumbers((await list(staff, `address=${tag}&sort=${sort}`)).data);
    expect(await order('suburb')).toEqual([3, 2, 4, 1, 5]);
    expect(await order('-suburb')).toEqual([5, 1, 4, 2, 3]);
    expect(await order('beds')).toEqual([2, 4, 1, 5, 3]);
    expect(await order('-beds')).toEqual([3, 5, 1, 4, 2]);
    expect(await order('address')).toEqual([1, 2, 3, 4, 5]);
    expect(await order('createdAt')).toEqual([1, 2, 3, 4, 5]);
    expect((await order('closeBy')).slice(0, 3)).toEqual([3, 5, 1]);
    expect((await order('-closeBy')).slice(0, 3)).toEqual([1, 5, 3]);
    expect((await order('forecastError')).slice(0, 2)).toEqual([4, 2]);
    expect((await order('-forecastError')).slice(0, 2)).toEqual([2, 4]);
    const byCompany = await list(staff, `address=${tag}&sort=companyName`);
    expect(byCompany.data.map((q) => q.attributes.company.companyName)).toEqual([
      'Coastal Stays',
      'Coastal Stays',
      'Hearth',
      'Hearth',
      'Hearth',
    ]);
    // Ties (same company) keep one order on every call: the id ends every sort.
    const coastalIds = byCompany.data.slice(0, 2).map((q) => q.id);
    expect(coastalIds).toEqual([...coastalIds].sort());
    for (const sort of ['baths', '-propertyType', '-companyName', '-address']) {
      expect((await list(staff, `address=${tag}&sort=${sort}`)).meta.totalCount).toBe(5);
    }
  });

  it('pages with totals', async () => {
    const first = await list(staff, `address=${tag}&sort=address&page[size]=2`);
    expect(first.meta).toEqual({ totalCount: 5, totalPages: 3 });
    const last = await list(staff, `address=${tag}&sort=address&page[size]=2&page[number]=3`);
    expect(streetNumbers(last.data)).toEqual([5]);
    expect((await list(staff, `address=${tag}&page[number]=9`)).data).toEqual([]);
  });

  it('refuses a bad sort, page or size', async () => {
    for (const query of [
      'sort=password',
      'sort=--beds',
      'page[size]=0',
      'page[size]=101',
      'page[number]=0',
      'page[number]=x',
    ]) {
      const response = await staff.get(`/api/v3/smartquotes?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorsOf(response)[0]?.source?.parameter, query).toBeTruthy();
    }
  });

  it('shows the demo’s quotes: across the companies, some published, at AU and NZ addresses', async () => {
    const all = await list(staff, 'page[size]=100');
    const demo = all.data.filter((q) => !q.attributes.property.fullAddress.includes(tag));
    expect(demo.length).toBeGreaterThanOrEqual(6);
    expect(new Set(demo.map((q) => q.attributes.company.id)).size).toBeGreaterThanOrEqual(3);
    expect(demo.some((q) => q.attributes.status === 'published')).toBe(true);
    expect(demo.some((q) => q.attributes.property.country === 'New Zealand')).toBe(true);
  });
});

describe('a licensee reaches only their company’s quotes', () => {
  it('lists only Coastal Stays’ quotes', async () => {
    const mine = await list(licensee, `address=${tag}`);
    expect(streetNumbers(mine.data)).toEqual([3, 2]);
    const all = await list(licensee, 'page[size]=100');
    expect(all.data.length).toBeGreaterThan(2);
    expect(all.data.every((q) => q.attributes.company.id === coastal)).toBe(true);
  });

  it('answers 404 on another company’s quote for every call, and works on their own', async () => {
    const theirs = ids[0]!;
    const own = ids[1]!;
    const notFound = await licensee.get(`/api/v3/smartquotes/${theirs}`);
    expect(notFound.statusCode).toBe(404);
    expect(errorsOf(notFound)[0]?.detail).toBe(M.notFound);
    expect((await licensee.patch(`/api/v3/smartquotes/${theirs}`, { settings: { segment: 'luxe' } })).statusCode).toBe(
      404,
    );
    expect((await licensee.get(`/api/v3/smartquotes/${theirs}/photo-url?type=png`)).statusCode).toBe(404);
    expect((await licensee.post(`/api/v3/smartquotes/${theirs}/publish`)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(smartquotes).where(eq(smartquotes.id, theirs));
    expect(row?.segment).toBe('comfort');

    expect((await licensee.get(`/api/v3/smartquotes/${own}?include=overview`)).statusCode).toBe(200);
    const saved = await licensee.patch(`/api/v3/smartquotes/${own}`, { settings: { segment: 'luxe' } });
    expect(saved.json().data.attributes.settings.segment).toBe('luxe');
  });

  it('creates quotes for their own company only', async () => {
    const property = {
      street: `9 ${tag} Lane`,
      city: 'Caloundra',
      postcode: '4551',
      state: 'QLD',
      country: 'Australia',
    };
    const elsewhere = await licensee.post('/api/v3/smartquotes', { companyId: hearth, property });
    expect(elsewhere.statusCode).toBe(404);
    expect(errorsOf(elsewhere)[0]?.detail).toBe(M.companyNotFound);
    const own = await licensee.post('/api/v3/smartquotes', { companyId: coastal, property });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.attributes).toMatchObject({ createdBy: { name: 'Lee Licensee' }, company: { id: coastal } });
  });

  it('links a quote only to a home the caller reaches', async () => {
    // A home of another company: out of the licensee's scope.
    const [home] = await ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(ne(properties.companyId, coastal))
      .limit(1);
    const linked = await licensee.patch(`/api/v3/smartquotes/${ids[1]}`, { onboardedPropertyId: home!.id });
    expect(linked.statusCode).toBe(404);
    const byStaff = await staff.patch(`/api/v3/smartquotes/${ids[1]}`, { onboardedPropertyId: home!.id });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json().data.attributes.onboardedProperty?.id).toBe(home!.id);
    // The licensee still sees their quote, but not a home outside their scope.
    const seen = (await licensee.get(`/api/v3/smartquotes/${ids[1]}`)).json();
    expect(seen.data.attributes.onboardedProperty).toBeNull();
  });
});
