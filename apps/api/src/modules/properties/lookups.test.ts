import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_SUBMISSION_LINK_TITLE,
  type TCompaniesResponse,
  type TLinksResponse,
  type TLocationsResponse,
  type TUserListResponse,
} from '@hearth/domain';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/v4/locations', () => {
  const places = async (client: TestClient, search: string) => {
    const response = await client.get(`/api/v4/locations?search=${encodeURIComponent(search)}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as TLocationsResponse).data.locations;
  };

  it('finds suburbs and towns by prefix from 2 characters, with coordinates', async () => {
    const admin = await ctx.signedIn('admin');
    const noosa = await places(admin, 'noosa h');
    expect(noosa[0]).toMatchObject({ name: 'Noosa Heads', region: 'QLD', country: 'AU' });
    expect(noosa[0]?.latitude).toBeCloseTo(-26.39, 1);
    const queenstown = await places(admin, 'Queenst');
    expect(queenstown.some((p) => p.name === 'Queenstown' && p.country === 'NZ')).toBe(true);
    expect(await places(admin, 'n')).toEqual([]);
    expect(await places(admin, 'zzqx')).toEqual([]);
  });

  it('gives a place the postcode of our homes there when the gazetteer has none, per state and country', async () => {
    // docs/product/smartquotes.md#rules: the gazetteer has no postcodes (docs/DATA.md); the demo has homes in these.
    const licensee = await ctx.signedIn('licensee');
    expect((await places(licensee, 'noosa heads'))[0]).toMatchObject({ name: 'Noosa Heads', postcode: '4567' });
    const queenstown = await places(licensee, 'queenstown');
    expect(queenstown.find((p) => p.country === 'NZ')).toMatchObject({ region: 'Otago', postcode: '9300' });
    // Queenstown in Australia shares the name, not the homes: it keeps no postcode, and the field asks for one.
    expect(queenstown.find((p) => p.country === 'AU')).toMatchObject({ postcode: '' });
    // The answer carries the place's postcode only, never a home.
    expect(Object.keys(queenstown[0] ?? {}).sort()).toEqual([
      'country',
      'latitude',
      'longitude',
      'name',
      'postcode',
      'region',
    ]);
  });

  it('puts an exact name first and answers at most 20 places', async () => {
    const admin = await ctx.signedIn('admin');
    const result = await places(admin, 'ponsonby');
    expect(result[0]?.name).toBe('Ponsonby');
    expect((await places(admin, 'ma')).length).toBeLessThanOrEqual(20);
  });

  it('is for users of the property list only', async () => {
    expect((await ctx.client().get('/api/v4/locations?search=noosa')).statusCode).toBe(401);
    expect((await (await ctx.signedIn('finance')).get('/api/v4/locations?search=noosa')).statusCode).toBe(403);
    const tooLong = await (await ctx.signedIn('admin')).get(`/api/v4/locations?search=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('GET /api/v3/companies', () => {
  it('lists partner companies by type and name for staff and content creators', async () => {
    const admin = await ctx.signedIn('admin');
    const licensees = await admin.get('/api/v3/companies?partnerType=Franchise%20-%20Licensee');
    expect(licensees.statusCode).toBe(200);
    const data = (licensees.json() as TCompaniesResponse).data;
    expect(data.map((c) => c.id)).toContain(demoCompanyId('coastal-stays'));
    expect(data.every((c) => c.attributes.partnerType === 'Franchise - Licensee')).toBe(true);
    const byName = await (await ctx.signedIn('creator')).get('/api/v3/companies?search=coastal');
    expect((byName.json() as TCompaniesResponse).data.map((c) => c.attributes.companyName)).toEqual(['Coastal Stays']);
  });

  it('names chosen companies by id (a copied link)', async () => {
    const admin = await ctx.signedIn('admin');
    const response = await admin.get(`/api/v3/companies?filters[ids]=${demoCompanyId('coastal-stays')}`);
    expect((response.json() as TCompaniesResponse).data.map((c) => c.attributes.companyName)).toEqual([
      'Coastal Stays',
    ]);
    expect((await admin.get('/api/v3/companies?filters[ids]=nope')).statusCode).toBe(400);
  });

  it('lists partners for reservation managers, who are shown the Partner filter', async () => {
    const response = await (await ctx.signedIn('reservations')).get('/api/v3/companies?search=coastal');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as TCompaniesResponse).data.map((c) => c.attributes.companyName)).toEqual([
      'Coastal Stays',
    ]);
  });

  it('is refused to owners, names only their own company to licensees, and refuses unknown partner types', async () => {
    expect((await (await ctx.signedIn('owner')).get('/api/v3/companies')).statusCode).toBe(403);
    const own = (await (await ctx.signedIn('licensee')).get('/api/v3/companies')).json() as TCompaniesResponse;
    expect(own.data.map((c) => c.attributes.companyName)).toEqual(['Coastal Stays']);
    const bad = await (await ctx.signedIn('admin')).get('/api/v3/companies?partnerType=Pirates');
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)[0]?.source?.parameter).toBe('partnerType');
  });
});

describe('GET /api/v3/users (Owner typeahead)', () => {
  const owners = async (client: TestClient, extra = '') => {
    const response = await client.get(`/api/v3/users?page[number]=1&page[size]=10&filters[role]=ROLE_OWNER${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TUserListResponse;
  };

  it('finds owners by name, 10 a page, with the total', async () => {
    const admin = await ctx.signedIn('admin');
    const result = await owners(admin, '&search=olivia');
    expect(result.data.map((u) => u.id)).toContain(demoUserId('owner'));
    expect(result.data.every((u) => u.attributes.roles?.includes('ROLE_OWNER'))).toBe(true);
    const all = await owners(admin);
    expect(all.data.length).toBeLessThanOrEqual(10);
    expect(all.meta.totalPages).toBe(Math.ceil(all.meta.totalCount / 10));
  });

  it('names chosen owners by id (a copied link)', async () => {
    const admin = await ctx.signedIn('admin');
    const result = await owners(admin, `&filters[ids]=${demoUserId('owner')},${demoUserId('solo.owner')}`);
    expect(result.data.map((u) => u.id).sort()).toEqual([demoUserId('owner'), demoUserId('solo.owner')].sort());
    const licensee = await owners(await ctx.signedIn('licensee'), `&filters[ids]=${demoUserId('owner')}`);
    expect(licensee.data).toEqual([]);
  });

  it("gives a licensee only the owners of their company's properties", async () => {
    const licensee = await ctx.signedIn('licensee');
    const result = await owners(licensee);
    expect(result.data.map((u) => u.id)).not.toContain(demoUserId('owner'));
    expect(result.data.map((u) => u.id)).not.toContain(demoUserId('solo.owner'));
  });

  it('finds every owner for a reservation manager (the Owner filter of a list of every home)', async () => {
    const reservations = await ctx.signedIn('reservations');
    const result = await owners(reservations, `&filters[ids]=${demoUserId('owner')},${demoUserId('solo.owner')}`);
    expect(result.data.map((u) => u.id).sort()).toEqual([demoUserId('owner'), demoUserId('solo.owner')].sort());
    expect((await reservations.get('/api/v3/users?filters[role]=ROLE_ADMIN')).statusCode).toBe(403);
  });

  it('lets non-staff look up owners only, and refuses owners', async () => {
    const creator = await ctx.signedIn('creator');
    expect((await creator.get('/api/v3/users?filters[role]=ROLE_ADMIN')).statusCode).toBe(403);
    expect((await creator.get('/api/v3/users')).statusCode).toBe(403);
    expect((await (await ctx.signedIn('owner')).get('/api/v3/users?filters[role]=ROLE_OWNER')).statusCode).toBe(403);
    expect((await (await ctx.signedIn('admin')).get('/api/v3/users?page[size]=500')).statusCode).toBe(400);
  });
});

describe('GET /api/v3/links', () => {
  it("gives licensees the 'Property Submission' link and others none", async () => {
    const licensee = await (await ctx.signedIn('licensee')).get('/api/v3/links');
    expect((licensee.json() as TLinksResponse).data).toEqual([
      { title: PROPERTY_SUBMISSION_LINK_TITLE, url: `${ctx.config.publicUrl}/properties/new` },
    ]);
    const admin = await (await ctx.signedIn('admin')).get('/api/v3/links');
    expect((admin.json() as TLinksResponse).data).toEqual([]);
  });
});
