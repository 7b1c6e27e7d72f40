import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyDocument } from '@hearth/domain';
import { propertyManagers } from '../../db/schema';
import { demoAccount } from '../../seed/demo-accounts';
import { demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
let owner: TestClient;
let licensee: TestClient;
let home: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [staff, owner, licensee] = await Promise.all([
    ctx.signedIn('staff'),
    ctx.signedIn('owner'),
    ctx.signedIn('licensee'),
  ]);
  home = await createProperty(
    ctx.db,
    { name: `${uniqueTag()} Document`, currency: 'AUD' },
    { owners: [demoUserId('owner')] },
  );
  // The account manager of the document.
  await ctx.db
    .insert(propertyManagers)
    .values({ propertyId: home, userId: demoUserId('staff'), type: 'customer_experience' });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/v3/properties/{id}', () => {
  it('gives staff the property in full with managers, account manager, owners and the iCal URL', async () => {
    const response = await staff.get(`/api/v3/properties/${home}?include=address,details,managers,photos,users`);
    expect(response.statusCode, response.body).toBe(200);
    const { attributes } = (response.json() as TPropertyDocument).data;
    expect(attributes.currency).toBe('AUD');
    expect(attributes.accountManager?.fullName).toBe('Sam Staff');
    expect(attributes.owners.map((o) => o.email)).toContain(demoAccount('owner').email);
    expect(attributes.owners[0]?.roles).toContain('ROLE_OWNER');
    expect(attributes.icalUrl).toMatch(/\.ics$/);
  });

  it('gives the owner their property without the iCal URL or risk status, and hides it from others (404)', async () => {
    const mine = await owner.get(`/api/v3/properties/${home}`);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as TPropertyDocument).data.attributes).toMatchObject({ icalUrl: null, riskStatus: null });
    const other = await createProperty(ctx.db, { name: `${uniqueTag()} Not yours` });
    expect((await owner.get(`/api/v3/properties/${other}`)).statusCode).toBe(404);
    expect((await licensee.get(`/api/v3/properties/${other}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/v3/properties/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses an unknown include and a malformed id (400)', async () => {
    expect((await staff.get(`/api/v3/properties/${home}?include=secrets`)).statusCode).toBe(400);
    expect((await staff.get('/api/v3/properties/123')).statusCode).toBe(400);
  });
});
