import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyAssignedMessage, USER_ERROR_CODES, USER_MESSAGES } from '@hearth/domain';
import { auditLog, properties } from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import {
  createTestContext,
  errorsOf,
  latestMailTo,
  tokenFromMail,
  type TestClient,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestClient;
let staff: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  staff = await ctx.signedIn('staff');
});
afterAll(async () => {
  await ctx.close();
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nina',
  lastName: 'New',
  email: `nina-${uniqueTag()}@example.com`,
  roles: ['ROLE_OWNER'],
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await admin.post('/api/v3/users', newUser(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: { code: string; email: string } };
};

const codeOf = async (id: string) =>
  (await ctx.db.select({ code: properties.code }).from(properties).where(eq(properties.id, id)))[0]!.code;

describe('GET /api/v3/users (the /users table)', () => {
  it('pages 25 at a time with totals, and shows staff each row read-only', async () => {
    for (let i = 0; i < 12; i += 1) await create({ lastName: `Paging${String(i).padStart(2, '0')}` });
    const first = (await staff.get('/api/v3/users')).json();
    expect(first.data).toHaveLength(25);
    expect(first.meta.totalPages).toBe(Math.ceil(first.meta.totalCount / 25));
    const second = (await staff.get('/api/v3/users?page[number]=2')).json();
    const ids = new Set(first.data.map((u: { id: string }) => u.id));
    expect(second.data.some((u: { id: string }) => ids.has(u.id))).toBe(false);
    expect(first.data[0].attributes).toMatchObject({ canUpdate: false, canImpersonate: false });
    expect(first.data[0].attributes.email).toContain('@');
  });

  it('searches name and email, sorts by email descending, and offers log in as for owners and licensees only', async () => {
    const tag = uniqueTag();
    await create({ email: `a-${tag}@example.com`, firstName: 'Aaron' });
    await create({ email: `b-${tag}@example.com`, firstName: 'Bea', roles: ['ROLE_STAFF'] });
    const found = (await admin.get(`/api/v3/users?search=${tag}&sort=-email`)).json();
    expect(found.data.map((u: { attributes: { email: string } }) => u.attributes.email)).toEqual([
      `b-${tag}@example.com`,
      `a-${tag}@example.com`,
    ]);
    expect(found.data.map((u: { attributes: { canImpersonate: boolean } }) => u.attributes.canImpersonate)).toEqual([
      false,
      true,
    ]);
    expect(found.data[0].attributes.canUpdate).toBe(true);
    const byName = (await admin.get('/api/v3/users?search=Lee Licensee')).json();
    expect(byName.data[0].attributes).toMatchObject({ fullName: 'Lee Licensee', roles: ['ROLE_LICENSEE'] });
  });

  it('answers 400 for an unknown sort and 403 for a licensee listing every role', async () => {
    expect((await admin.get('/api/v3/users?sort=password')).statusCode).toBe(400);
    const licensee = await ctx.signedIn('licensee');
    expect((await licensee.get('/api/v3/users')).statusCode).toBe(403);
  });
});

describe('POST /api/v3/users', () => {
  it('creates an owner who gets a confirm link, chooses a password and signs in', async () => {
    const email = `confirm-${uniqueTag()}@example.com`;
    const created = await create({ email, mobile: '+61 400 111 222', nps: 35 });
    expect(created.attributes.code).toMatch(/^U\d+$/);
    const mail = await latestMailTo(ctx.db, email);
    const { action, token } = tokenFromMail(mail);
    expect(action).toBe('confirm');
    const client = ctx.client();
    const set = await client.post(`/api/v1/public/confirm/${token}/`, {
      password: 'Quiet-harbour-42',
      passwordConfirm: 'Quiet-harbour-42',
    });
    expect(set.statusCode, set.body).toBeLessThan(300);
    const signIn = await client.signIn(email, 'Quiet-harbour-42');
    expect(signIn.statusCode).toBe(200);
  });

  it.each([
    [{ firstName: '' }, USER_MESSAGES.firstNameRequired, '/firstName'],
    [{ lastName: ' ' }, USER_MESSAGES.lastNameRequired, '/lastName'],
    [{ email: 'not-an-email' }, USER_MESSAGES.invalidEmail, '/email'],
    [{ roles: [] }, USER_MESSAGES.rolesRequired, '/roles'],
    [{ roles: ['ROLE_OWNER', 'ROLE_STAFF'] }, USER_MESSAGES.ownerAlone, '/roles'],
    [{ roles: ['ROLE_LICENSEE', 'ROLE_MARKETING'] }, USER_MESSAGES.licenseeAlone, '/roles'],
    [{ roles: ['ROLE_CONTENT_CREATOR', 'ROLE_CONFIGURATOR_CODES'] }, USER_MESSAGES.contentCreatorNeedsConfig, '/roles'],
    [{ nps: 101 }, USER_MESSAGES.npsInvalid, '/nps'],
    [{ nps: -3.5 }, USER_MESSAGES.npsInvalid, '/nps'],
  ])('refuses %j with the spec message', async (overrides, message, pointer) => {
    const response = await admin.post('/api/v3/users', newUser(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).find((e) => e.source?.pointer === pointer)?.detail).toBe(message);
  });

  it('refuses mass assignment: a password hash, a company or a code in the body is a 400', async () => {
    for (const extra of [{ passwordHash: 'x' }, { companyId: demoCompanyId('coastal-stays') }, { code: 'U1' }]) {
      const response = await admin.post('/api/v3/users', newUser(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('refuses a role the caller may not grant, a taken email and a staff caller', async () => {
    const adminRole = await admin.post('/api/v3/users', newUser({ roles: ['ROLE_ADMIN'] }));
    expect(adminRole.statusCode).toBe(403);
    expect(errorsOf(adminRole)[0]).toMatchObject({
      code: USER_ERROR_CODES.roleNotGrantable,
      detail: USER_MESSAGES.roleNotGrantable,
    });
    const taken = await admin.post('/api/v3/users', newUser({ email: 'owner@demo.hearth.au' }));
    expect(taken.statusCode).toBe(409);
    expect((await staff.post('/api/v3/users', newUser())).statusCode).toBe(403);
  });

  it('refuses notification toggles the form does not show for the roles', async () => {
    const response = await admin.post(
      '/api/v3/users',
      newUser({ roles: ['ROLE_STAFF'], bookingNotificationsEnabled: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]?.detail).toBe(USER_MESSAGES.notificationNotShown);
    const licensee = await admin.post(
      '/api/v3/users',
      newUser({ roles: ['ROLE_LICENSEE'], ownerStayNotificationsEnabled: true }),
    );
    expect(licensee.statusCode).toBe(201);
    expect(licensee.json().data.attributes).toMatchObject({
      bookingNotificationsEnabled: true,
      ownerStayNotificationsEnabled: true,
    });
  });
});

describe('GET and PATCH /api/v3/users/{id}', () => {
  it('reads a user by code with their properties and company, and refuses an unknown include', async () => {
    const licensee = await admin.get(`/api/v3/users/U1005?include=properties,properties.address,companies`);
    expect(licensee.statusCode).toBe(200);
    expect(licensee.json().data.attributes).toMatchObject({ fullName: 'Lee Licensee', canUpdate: true });
    expect(licensee.json().included).toEqual([
      expect.objectContaining({
        type: 'companies',
        attributes: expect.objectContaining({ companyName: 'Coastal Stays' }),
      }),
    ]);
    expect((await admin.get(`/api/v3/users/U1005?include=secrets`)).statusCode).toBe(400);
    expect((await staff.get('/api/v3/users/U1005')).json().data.attributes.canUpdate).toBe(false);
    expect((await admin.get('/api/v3/users/U999999')).statusCode).toBe(404);
  });

  it('disables a user, which ends their open session at once', async () => {
    const { id, attributes } = await create();
    const client = ctx.client();
    const { token } = tokenFromMail(await latestMailTo(ctx.db, attributes.email));
    await client.post(`/api/v1/public/confirm/${token}/`, {
      password: 'Quiet-harbour-42',
      passwordConfirm: 'Quiet-harbour-42',
    });
    expect((await client.signIn(attributes.email, 'Quiet-harbour-42')).statusCode).toBe(200);
    expect((await client.get('/api/v3/ping')).statusCode).toBe(200);
    const disabled = await admin.patch(`/api/v3/users/${id}`, { enabled: false });
    expect(disabled.json().data.attributes.enabled).toBe(false);
    expect((await client.get('/api/v3/ping')).statusCode).toBe(401);
  });

  it('never lets anyone change their own roles or status, nor a staff member edit', async () => {
    const self = demoUserId('admin');
    const roles = await admin.patch(`/api/v3/users/${self}`, { roles: ['ROLE_ADMIN', 'ROLE_DEVELOPER'] });
    expect(roles.statusCode).toBe(403);
    expect(errorsOf(roles)[0]?.code).toBe(USER_ERROR_CODES.selfChange);
    expect((await admin.patch(`/api/v3/users/${self}`, { enabled: false })).statusCode).toBe(403);
    expect((await admin.patch(`/api/v3/users/${self}`, { mobile: '+61 400 000 001' })).statusCode).toBe(200);
    expect((await staff.patch(`/api/v3/users/${demoUserId('owner')}`, { nps: 1 })).statusCode).toBe(403);
  });

  it('changes roles within the rules and refuses one the caller may not grant', async () => {
    const { id } = await create({ roles: ['ROLE_STAFF'] });
    const changed = await admin.patch(`/api/v3/users/${id}`, { roles: ['ROLE_STAFF', 'ROLE_MARKETING'] });
    expect(changed.json().data.attributes.roles).toEqual(['ROLE_MARKETING', 'ROLE_STAFF']);
    const raised = await admin.patch(`/api/v3/users/${id}`, { roles: ['ROLE_SUPER_ADMIN'] });
    expect(raised.statusCode).toBe(403);
    expect(errorsOf(raised)[0]?.detail).toBe(USER_MESSAGES.roleNotGrantable);
  });
});

describe('POST /api/v3/users/{id}/properties and /companies', () => {
  it('attaches owned properties, refuses one already attached, and replaces the list with fullMapping', async () => {
    const { id } = await create();
    const [a, b] = [
      await codeOf(await createProperty(ctx.db, { name: `${uniqueTag()} A` })),
      await codeOf(await createProperty(ctx.db, { name: `${uniqueTag()} B` })),
    ];
    const url = `/api/v3/users/${id}/properties`;
    const added = await admin.post(url, { propertyCodes: [a, b], mappingType: 'owner', fullMapping: false });
    expect(added.statusCode).toBe(200);
    expect(
      added
        .json()
        .included.map((p: { attributes: { code: string } }) => p.attributes.code)
        .sort(),
    ).toEqual([a, b].sort());
    const again = await admin.post(url, { propertyCodes: [a], mappingType: 'owner', fullMapping: false });
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]?.detail).toBe(USER_MESSAGES.propertyAttached);
    const replaced = await admin.post(url, { propertyCodes: [b], mappingType: 'owner', fullMapping: true });
    expect(replaced.json().included.map((p: { attributes: { code: string } }) => p.attributes.code)).toEqual([b]);
    const ping = await admin.get(`/api/v3/users/${id}`);
    expect(ping.json().data.attributes.propertyStatus.count).toBe(1);
  });

  it('refuses owning for a user without the owner role, and codes that do not exist', async () => {
    const { id } = await create({ roles: ['ROLE_STAFF'] });
    const url = `/api/v3/users/${id}/properties`;
    const owning = await admin.post(url, { propertyCodes: [], mappingType: 'owner', fullMapping: true });
    expect(errorsOf(owning)[0]?.detail).toBe(USER_MESSAGES.ownerMappingNeedsOwner);
    const unknown = await admin.post(url, { propertyCodes: ['NOPE-1'], mappingType: 'manager', fullMapping: false });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)[0]?.detail).toBe(`${USER_MESSAGES.unknownProperties} NOPE-1`);
  });

  it('assigns one partner company and refuses the same one twice with the spec message', async () => {
    const { id } = await create({ roles: ['ROLE_LICENSEE'] });
    const url = `/api/v3/users/${id}/companies`;
    const company = demoCompanyId('harbour-city-stays');
    const assigned = await admin.post(url, { companyIds: [company], fullMapping: false });
    expect(assigned.json().data.attributes.companyId).toBe(company);
    const twice = await admin.post(url, { companyIds: [company], fullMapping: false });
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)[0]?.detail).toBe(companyAssignedMessage('Hearth'));
    expect(errorsOf(twice)[0]?.detail).toBe('User is already assigned to this Hearth Pro Partner');
    const two = await admin.post(url, { companyIds: [company, demoCompanyId('coastal-stays')], fullMapping: true });
    expect(two.statusCode).toBe(400);
    const removed = await admin.post(url, { companyIds: [], fullMapping: true });
    expect(removed.json().data.attributes.companyId).toBeNull();
  });

  it('never lets an admin move themselves to a company', async () => {
    const response = await admin.post(`/api/v3/users/${demoUserId('admin')}/companies`, {
      companyIds: [demoCompanyId('coastal-stays')],
      fullMapping: true,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v3/roles', () => {
  it('flags the roles the caller may grant: an admin not the admin roles, staff none', async () => {
    const byName = (body: { data: { id: string; attributes: { grantable: boolean; label: string } }[] }) =>
      Object.fromEntries(body.data.map((r) => [r.id, r.attributes]));
    const asAdmin = byName((await admin.get('/api/v3/roles')).json());
    expect(asAdmin.ROLE_OWNER).toEqual({ name: 'ROLE_OWNER', label: 'Owner', grantable: true });
    expect(asAdmin.ROLE_ADMIN?.grantable).toBe(false);
    expect(asAdmin.ROLE_API?.grantable).toBe(false);
    const asStaff = byName((await staff.get('/api/v3/roles')).json());
    expect(Object.values(asStaff).every((r) => !r.grantable)).toBe(true);
  });
});

describe('GET /api/v3/users/{id}/history', () => {
  it('lists who changed what, with before and after, and never a password', async () => {
    const { id, attributes } = await create({ firstName: 'Hist' });
    await admin.patch(`/api/v3/users/${id}`, { firstName: 'Historia', nps: 50 });
    const { token } = tokenFromMail(await latestMailTo(ctx.db, attributes.email));
    await ctx.client().post(`/api/v1/public/confirm/${token}/`, {
      password: 'Quiet-harbour-42',
      passwordConfirm: 'Quiet-harbour-42',
    });
    const history = (await staff.get(`/api/v3/users/${id}/history`)).json();
    const [password, update, creation] = history.data;
    expect(update.attributes).toMatchObject({
      action: 'users.update',
      actor: { id: demoUserId('admin'), fullName: 'Alex Admin' },
      impersonator: null,
      changes: [
        { field: 'firstName', before: 'Hist', after: 'Historia' },
        { field: 'nps', before: null, after: 50 },
      ],
    });
    expect(creation.attributes.action).toBe('users.create');
    expect(password.attributes.action).toBe('auth.password-confirm');
    expect(JSON.stringify(history)).not.toMatch(/password":|Quiet-harbour|token/i);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });
});
