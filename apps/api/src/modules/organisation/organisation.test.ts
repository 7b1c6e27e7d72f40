import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES, SETUP_MESSAGES } from '@hearth/domain';
import { auditLog, statements } from '../../db/schema';
import { makeDemoLogo } from '../../seed/demo-logo';
import { demoAccount } from '../../seed/demo-accounts';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, latestMailTo, type TestClient, type TestContext } from '../../test/harness';
import { pdfTextOf, squash } from '../../test/pdf-text';

let ctx: TestContext;
let admin: TestClient;
let staff: TestClient;
let owner: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  staff = await ctx.signedIn('staff');
  owner = await ctx.signedIn('owner');
});
afterAll(async () => ctx.close());

const change = (client: TestClient, attributes: Record<string, unknown>) =>
  client.patch('/api/v3/organisation', { data: { type: 'organisation', attributes } });

const upload = (client: TestClient, url: string, body: Buffer, contentType = 'image/png') =>
  client.request({ method: 'PUT', url, rawBody: body as unknown as string, headers: { 'content-type': contentType } });

/** A published statement of a home the organisation brands (no partner branding of its own). */
const statementPdfText = async (client: TestClient): Promise<{ text: string; pdf: Buffer }> => {
  const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Organisation home` });
  const [row] = await ctx.db
    .insert(statements)
    .values({ propertyId, month: '2025-03-01', status: 'published', currency: 'AUD', publishedAt: new Date() })
    .returning({ id: statements.id });
  const redirect = await client.get(`/api/v3/statements/${row!.id}/pdf`);
  expect(redirect.statusCode, redirect.body).toBe(302);
  const file = await client.get(redirect.headers.location as string);
  return { text: squash(await pdfTextOf(file.rawPayload)), pdf: file.rawPayload };
};

describe('GET /api/v3/organisation', () => {
  it('reads as the product name in Australia before anyone saved it, for every signed-in user', async () => {
    for (const client of [admin, owner]) {
      const response = await client.get('/api/v3/organisation');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes).toMatchObject({
        tradingName: 'Hearth',
        country: 'AU',
        currency: 'AUD',
        timezone: 'Australia/Sydney',
        brandColour: null,
        logoUrl: null,
      });
    }
    expect((await admin.get('/api/v3/organisation')).json().data.attributes.canUpdate).toBe(true);
    expect((await owner.get('/api/v3/organisation')).json().data.attributes.canUpdate).toBe(false);
    expect((await ctx.client().get('/api/v3/organisation')).statusCode).toBe(401);
  });
});

describe('PATCH /api/v3/organisation', () => {
  it('is refused to staff, owners and licensees, and changes nothing', async () => {
    const licensee = await ctx.signedIn('licensee');
    for (const client of [staff, owner, licensee]) {
      const response = await change(client, { tradingName: 'Not theirs' });
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)[0]?.code).toBe('FORBIDDEN');
    }
    expect((await admin.get('/api/v3/organisation')).json().data.attributes.tradingName).toBe('Hearth');
  });

  it('refuses bad fields with the setup form’s words, as 400s', async () => {
    const bad = await change(admin, {
      tradingName: ' ',
      country: 'US',
      timezone: 'Europe/London',
      brandColour: 'teal',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad).map((error) => error.detail)).toEqual(
      expect.arrayContaining([
        SETUP_MESSAGES.tradingNameRequired,
        SETUP_MESSAGES.countryRequired,
        SETUP_MESSAGES.timezoneRequired,
        SETUP_MESSAGES.brandColour,
      ]),
    );
    const long = await change(admin, { tradingName: 'x'.repeat(101) });
    expect(errorsOf(long)[0]?.detail).toBe(SETUP_MESSAGES.tradingNameMax);
    for (const body of [
      { data: { type: 'organisation', attributes: {} } },
      { data: { type: 'organisation', attributes: { logoKey: 'x' } } },
      { data: { type: 'company', attributes: { tradingName: 'X' } } },
      { data: { type: 'organisation', attributes: { brandColour: '#12345' } } },
      { data: { type: 'organisation', attributes: { tradingName: 42 } } },
      { data: { type: 'organisation', attributes: { logoUrl: 'x'.repeat(301) } } },
      { tradingName: 'X' },
      [],
    ]) {
      const response = await admin.patch('/api/v3/organisation', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(response).length).toBeGreaterThan(0);
    }
    const malformed = await admin.request({
      method: 'PATCH',
      url: '/api/v3/organisation',
      rawBody: '{"data":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await admin.get('/api/v3/organisation')).json().data.attributes.tradingName).toBe('Hearth');
  });

  it('lets an admin rename the organisation: the header, mail and statements say the new name, and it is audited', async () => {
    const saved = await change(admin, {
      tradingName: 'Coastal Homes',
      country: 'NZ',
      currency: 'NZD',
      timezone: 'Pacific/Auckland',
      brandColour: '#0B7285',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({
      tradingName: 'Coastal Homes',
      country: 'NZ',
      currency: 'NZD',
      timezone: 'Pacific/Auckland',
      brandColour: '#0B7285',
    });

    // What the shell reads, signed out too (the sign-in page), and the app page's first frame.
    expect((await ctx.client().get('/api/v1/public/config')).json().data).toMatchObject({
      productName: 'Coastal Homes',
      brandColour: '#0B7285',
    });
    // Mail says the new name.
    const email = demoAccount('staff').email;
    expect((await ctx.client().get(`/api/v1/public/forgot/${encodeURIComponent(email)}/`)).statusCode).toBe(200);
    expect((await latestMailTo(ctx.db, email))?.subject).toBe('Reset your Coastal Homes password');
    // So do PDFs drawn from now on.
    expect((await statementPdfText(admin)).text).toContain(squash('Coastal Homes'));

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'organisation.update'));
    expect(entry).toMatchObject({
      entity: 'organisation',
      before: { tradingName: 'Hearth', country: 'AU', brandColour: null },
      after: { tradingName: 'Coastal Homes', country: 'NZ', brandColour: '#0B7285' },
    });

    // One field at a time keeps the others; the same values again write nothing.
    const renamed = await change(admin, { tradingName: 'Coastal Homes NZ' });
    expect(renamed.json().data.attributes).toMatchObject({ tradingName: 'Coastal Homes NZ', currency: 'NZD' });
    await change(admin, { tradingName: 'Coastal Homes NZ' });
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'organisation.update'))).toHaveLength(2);
    expect((await change(admin, { brandColour: null })).json().data.attributes.brandColour).toBeNull();
    expect((await ctx.client().get('/api/v1/public/config')).json().data).not.toHaveProperty('brandColour');
  });
});

describe('the organisation’s logo', () => {
  it('uploads through a signed URL, shows to anyone at a versioned address, goes on PDFs, and can be removed', async () => {
    const link = await admin.get('/api/v3/organisation/logo-url?type=png');
    expect(link.statusCode, link.body).toBe(200);
    const { publicUrl, signedUrl } = link.json().data.attributes;
    expect(publicUrl).toMatch(/^\/api\/v1\/files\/organisation-logo\./);
    const png = makeDemoLogo('#224466');
    expect((await upload(admin, signedUrl, png)).statusCode).toBe(204);

    const saved = await change(admin, { logoUrl: publicUrl });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = saved.json().data.attributes.logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/v1\/public\/organisation\/logo\?v=\d+$/);
    expect((await ctx.client().get('/api/v1/public/config')).json().data.logoUrl).toBe(logoUrl);

    const served = await ctx.client().get(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    // An address of no version, or an old one, is served but never kept.
    expect((await ctx.client().get('/api/v1/public/organisation/logo')).headers['cache-control']).toBe('no-cache');
    // Sending the document's own logo address back changes nothing.
    expect((await change(admin, { logoUrl })).json().data.attributes.logoUrl).toBe(logoUrl);

    expect((await statementPdfText(admin)).pdf.toString('latin1')).toContain('/Subtype /Image');

    const removed = await change(admin, { logoUrl: null });
    expect(removed.json().data.attributes.logoUrl).toBeNull();
    expect((await ctx.client().get(logoUrl)).statusCode).toBe(404);
    expect((await ctx.client().get('/api/v1/public/config')).json().data).not.toHaveProperty('logoUrl');
  });

  it('refuses another file type, bytes that lie, a logo never uploaded and another purpose’s file', async () => {
    expect((await admin.get('/api/v3/organisation/logo-url?type=svg')).statusCode).toBe(400);
    expect((await staff.get('/api/v3/organisation/logo-url?type=png')).statusCode).toBe(403);
    const { publicUrl, signedUrl } = (await admin.get('/api/v3/organisation/logo-url?type=png')).json().data.attributes;
    expect((await upload(admin, signedUrl, Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(415);
    const missing = await change(admin, { logoUrl: publicUrl });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)[0]).toMatchObject({
      code: 'ORGANISATION_LOGO_ERROR',
      detail: COMPANY_MESSAGES.logoNotUploaded,
    });
    const company = (await admin.get('/api/v3/companies/00000000-0000-4000-8000-000000000000/logo-url?type=png'))
      .statusCode;
    expect(company).toBe(404);
    for (const logoUrl of ['/api/v1/files/company-logo.00000000-0000-4000-8000-000000000000', 'https://x.test/a.png']) {
      expect((await change(admin, { logoUrl })).statusCode).toBe(400);
    }
    expect((await ctx.client().get('/api/v1/public/organisation/logo?v=abc')).statusCode).toBe(400);
  });
});
