import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, FILE_MESSAGES } from '@hearth/domain';
import { makeDemoLogo } from '../../seed/demo-logo';
import { demoCompanyId } from '../../seed/seed';
import { DEMO_COMPANIES } from '../../seed/demo-companies';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let admin: TestClient;
let licensee: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  licensee = await ctx.signedIn('licensee');
});
afterAll(async () => {
  await ctx.close();
});

const coastal = demoCompanyId('coastal-stays');
const harbour = demoCompanyId('harbour-city-stays');
type Listed = { id: string; attributes: { companyName: string; numberOfProperties: number; canUpdate: boolean } };

describe('GET /api/v3/companies', () => {
  it('pages with totals, sorts by properties descending and searches names', async () => {
    const all = (await admin.get('/api/v3/companies?page[size]=2&sort=-properties')).json();
    expect(all.meta).toEqual({ totalCount: DEMO_COMPANIES.length, totalPages: Math.ceil(DEMO_COMPANIES.length / 2) });
    const counts = all.data.map((c: Listed) => c.attributes.numberOfProperties);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const found = (await admin.get('/api/v3/companies?search=harbour')).json();
    expect(found.data.map((c: Listed) => c.attributes.companyName)).toEqual(['Harbour City Stays']);
    expect(found.data[0].attributes).toMatchObject({
      cxManager: { firstName: 'Sam', lastName: 'Staff' },
      mainContact: { firstName: 'Tom', lastName: 'Ellis' },
      canUpdate: true,
    });
  });

  it('shows a licensee their own company only, and refuses an unknown sort', async () => {
    const own = (await licensee.get('/api/v3/companies')).json();
    expect(own.meta.totalCount).toBe(1);
    expect(own.data[0]).toMatchObject({ id: coastal, attributes: { companyName: 'Coastal Stays', canUpdate: true } });
    expect((await admin.get('/api/v3/companies?sort=password')).statusCode).toBe(400);
    expect((await (await ctx.signedIn('owner')).get('/api/v3/companies')).statusCode).toBe(403);
  });
});

describe('GET /api/v3/companies/{id}', () => {
  it('answers the company with its users, and 404 for a company outside a licensee’s scope', async () => {
    const page = (await licensee.get(`/api/v3/companies/${coastal}?include=users`)).json();
    expect(page.data.attributes.users).toContainEqual(
      expect.objectContaining({ email: 'licensee@demo.hearth.au', fullName: 'Lee Licensee' }),
    );
    expect(page.data.attributes.settings.ltrManagementFee).toBe(12);
    expect((await licensee.get(`/api/v3/companies/${harbour}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v3/companies/${harbour}?include=owners`)).statusCode).toBe(400);
    const staff = (await (await ctx.signedIn('staff')).get(`/api/v3/companies/${harbour}`)).json();
    expect(staff.data.attributes.canUpdate).toBe(false);
  });
});

describe('PATCH /api/v3/companies/{id}', () => {
  it('saves a brand colour of 3 digits as 6, and refuses one that is not hex', async () => {
    const saved = await licensee.patch(`/api/v3/companies/${coastal}`, { settings: { brandColour: 'FA3' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes.settings.brandColour).toBe('#ffaa33');
    const ping = (await licensee.get('/api/v3/ping')).json();
    expect(ping.included[1].attributes.settings.brandColour).toBe('#ffaa33');
    const bad = await licensee.patch(`/api/v3/companies/${coastal}`, { settings: { brandColour: '#12345' } });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)[0]?.detail).toBe(COMPANY_MESSAGES.brandColourInvalid);
  });

  it('keeps the fee at least 1, and refuses other fields, other companies and staff', async () => {
    const low = await admin.patch(`/api/v3/companies/${harbour}`, { settings: { ltrManagementFee: 0.5 } });
    expect(errorsOf(low)[0]?.detail).toBe(COMPANY_MESSAGES.feeMin);
    const ok = await admin.patch(`/api/v3/companies/${harbour}`, { settings: { ltrManagementFee: 13.5 } });
    expect(ok.json().data.attributes.settings.ltrManagementFee).toBe(13.5);
    expect((await admin.patch(`/api/v3/companies/${harbour}`, { name: 'Renamed' })).statusCode).toBe(400);
    expect(
      (await licensee.patch(`/api/v3/companies/${harbour}`, { settings: { ltrManagementFee: 20 } })).statusCode,
    ).toBe(404);
    const staff = await ctx.signedIn('staff');
    expect((await staff.patch(`/api/v3/companies/${harbour}`, { settings: { ltrManagementFee: 20 } })).statusCode).toBe(
      403,
    );
  });
});

describe('company logo upload', () => {
  const upload = (client: TestClient, url: string, body: Buffer, contentType = 'image/png') =>
    client.request({
      method: 'PUT',
      url,
      rawBody: body as unknown as string,
      headers: { 'content-type': contentType },
    });

  it('uploads a PNG to the signed URL, saves it as the logo and serves it back', async () => {
    const link = await licensee.get(`/api/v3/companies/${coastal}/logo-url?type=png`);
    expect(link.statusCode, link.body).toBe(200);
    const { publicUrl, signedUrl } = link.json().data.attributes;
    expect(publicUrl).toMatch(/^\/api\/v1\/files\/company-logo\./);
    const png = makeDemoLogo('#224466');
    expect((await upload(licensee, signedUrl, png)).statusCode).toBe(204);
    const saved = await licensee.patch(`/api/v3/companies/${coastal}?include=users`, {
      settings: { logoUrl: publicUrl },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = saved.json().data.attributes.settings.logoUrl as string;
    expect(logoUrl).toContain(publicUrl.split('/').pop());
    const served = await licensee.get(logoUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it('refuses bytes that are not the image type signed for, a tampered link and a logo never uploaded', async () => {
    const { publicUrl, signedUrl } = (await licensee.get(`/api/v3/companies/${coastal}/logo-url?type=png`)).json().data
      .attributes;
    const script = Buffer.from('<script>alert(1)</script>');
    const fake = await upload(licensee, signedUrl, script);
    expect(fake.statusCode).toBe(415);
    expect(errorsOf(fake)[0]?.detail).toBe(FILE_MESSAGES.wrongType);
    expect(
      (await upload(licensee, signedUrl.replace(/maxBytes=\d+/, 'maxBytes=1000'), makeDemoLogo('#000'))).statusCode,
    ).toBe(403);
    const missing = await licensee.patch(`/api/v3/companies/${coastal}`, { settings: { logoUrl: publicUrl } });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)[0]?.detail).toBe(COMPANY_MESSAGES.logoNotUploaded);
    expect((await licensee.get(`/api/v3/companies/${coastal}/logo-url?type=svg`)).statusCode).toBe(400);
  });
});

describe('GET /api/v3/companies/{id}/history', () => {
  it('lists each settings change with who made it', async () => {
    await admin.patch(`/api/v3/companies/${harbour}`, { settings: { brandColour: '#123456' } });
    const history = (await admin.get(`/api/v3/companies/${harbour}/history`)).json();
    expect(history.data[0].attributes).toMatchObject({
      action: 'companies.update-settings',
      actor: { fullName: 'Alex Admin' },
      changes: [{ field: 'brandColour', before: '#7a3e65', after: '#123456' }],
    });
    expect((await licensee.get(`/api/v3/companies/${harbour}/history`)).statusCode).toBe(404);
  });
});
