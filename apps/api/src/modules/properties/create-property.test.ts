import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_CREATE_ERROR_CODES,
  PROPERTY_CREATE_MESSAGES,
  type TPropertyCreateInput,
  type TPropertyDocument,
} from '@hearth/domain';
import { auditLog, propertyOwners, smartquotes, userRoles, users } from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { uniqueTag } from '../../test/factories';
import {
  createTestContext,
  errorsOf,
  latestMailTo,
  tokenFromMail,
  type TestClient,
  type TestContext,
} from '../../test/harness';

/*
 * Adding a home (docs/product/properties.md#adding-a-home) through HTTP: staff for any company, a licensee for their
 * own only; the new home is Onboarding with its fees and times; its owner attached or invited; a published quote
 * becomes its home once.
 */

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;
let owner: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  owner = await ctx.signedIn('owner');
});
afterAll(async () => ctx.close());

const code = () => `T-${uniqueTag().slice(2, 10).toUpperCase()}`;
const home = (overrides: Partial<TPropertyCreateInput> = {}): TPropertyCreateInput => ({
  name: `${uniqueTag()} Beach House`,
  code: code(),
  type: 'house',
  address: {
    unit: '3',
    street: '12 Hastings Street',
    suburb: 'Noosa Heads',
    state: 'QLD',
    postcode: '4567',
    country: 'AU',
    latitude: -26.3943,
    longitude: 153.0901,
  },
  bedrooms: 3,
  bathrooms: 2,
  beds: 4,
  maxGuests: 6,
  checkInTime: '15:00',
  checkOutTime: '10:00',
  companyId: null,
  managementFee: 22,
  cleaningFee: 18_000,
  owner: null,
  smartquoteId: null,
  ...overrides,
});
const add = (client: TestClient, attributes: unknown) =>
  client.post('/api/v3/properties?include=address,details,policy,base-fees,management-fees,company', {
    data: { type: 'property', attributes },
  });

describe('POST v3/properties (issue 30 item 3)', () => {
  it('adds an Onboarding home for staff, with its place, clock, currency, fees and times', async () => {
    const sent = home();
    const response = await add(staff, sent);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as TPropertyDocument;
    expect(data.attributes.status).toBe('onboarding');
    expect(data.attributes.code).toBe(sent.code);
    expect(data.attributes.address.full).toBe('3/12 Hastings Street, Noosa Heads QLD 4567, Australia');
    expect(data.attributes.currency).toBe('AUD');
    expect(data.attributes.details).toMatchObject({ bedrooms: 3, bathrooms: 2, beds: 4, maxGuests: 6, type: 'house' });
    expect(data.attributes.policy).toMatchObject({ checkInTime: '15:00', checkOutTime: '10:00' });
    expect(data.attributes.baseFees).toEqual([{ type: 'cleaning', amount: 18_000, chargedPer: 'stay', taxable: true }]);
    expect(data.attributes.managementFees?.[0]).toMatchObject({ kind: 'short-stay', percentage: 22, endsOn: null });
    expect(data.attributes.company?.id).toBe(demoCompanyId('hearth'));
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, data.id));
    expect(entry).toMatchObject({ action: 'property.create', entity: 'property' });
    // It is in the list right away, for whoever reaches its company.
    const list = await staff.get(
      `/api/v3/search?filters[query]=${encodeURIComponent(sent.code)}&filters[propertyStatuses]=onboarding`,
    );
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([data.id]);
  });

  it('keeps a New Zealand home on its own clock and currency', async () => {
    const response = await add(
      staff,
      home({
        address: {
          unit: null,
          street: '21 Shotover Street',
          suburb: 'Queenstown',
          state: 'Otago',
          postcode: '9300',
          country: 'NZ',
          latitude: -45.0302,
          longitude: 168.6627,
        },
        companyId: demoCompanyId('coastal-stays'),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as TPropertyDocument;
    expect(data.attributes.currency).toBe('NZD');
    expect(data.attributes.address.full).toBe('21 Shotover Street, Queenstown Otago 9300, New Zealand');
    expect(data.attributes.company?.id).toBe(demoCompanyId('coastal-stays'));
  });

  it('refuses a code in use, a suburb not in the gazetteer, a point outside the country and bad numbers', async () => {
    const first = home();
    expect((await add(staff, first)).statusCode).toBe(201);
    const again = await add(staff, home({ code: first.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]).toMatchObject({
      code: PROPERTY_CREATE_ERROR_CODES.codeTaken,
      detail: PROPERTY_CREATE_MESSAGES.codeTaken,
      source: { pointer: '/data/attributes/code' },
    });

    const nowhere = await add(staff, home({ address: { ...home().address, suburb: 'Atlantis' } }));
    expect(nowhere.statusCode).toBe(400);
    expect(errorsOf(nowhere)[0]).toMatchObject({
      code: PROPERTY_CREATE_ERROR_CODES.suburbUnknown,
      source: { pointer: '/data/attributes/address/suburb' },
    });
    const wrongState = await add(staff, home({ address: { ...home().address, state: 'NSW' } }));
    expect(errorsOf(wrongState)[0]?.code).toBe(PROPERTY_CREATE_ERROR_CODES.suburbUnknown);

    const abroad = await add(staff, home({ address: { ...home().address, latitude: 51.5, longitude: -0.12 } }));
    expect(abroad.statusCode).toBe(400);
    expect(errorsOf(abroad)[0]?.detail).toBe(PROPERTY_CREATE_MESSAGES.outsideCountry);

    for (const [bad, pointer] of [
      [{ code: 'no spaces' }, 'code'],
      [{ bathrooms: 0 }, 'bathrooms'],
      [{ beds: 1, bedrooms: 3 }, 'beds'],
      [{ maxGuests: 2, bedrooms: 3 }, 'maxGuests'],
      [{ managementFee: 150 }, 'managementFee'],
      [{ cleaningFee: -1 }, 'cleaningFee'],
      [{ checkInTime: '3pm' }, 'checkInTime'],
      [{ companyId: 'nope' }, 'companyId'],
    ] as const) {
      const response = await add(staff, home(bad as Partial<TPropertyCreateInput>));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorsOf(response)[0]?.source?.pointer, JSON.stringify(bad)).toBe(`/data/attributes/${pointer}`);
    }
    const unknownCompany = await add(staff, home({ companyId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownCompany.statusCode).toBe(400);
    expect(errorsOf(unknownCompany)[0]?.detail).toBe(PROPERTY_CREATE_MESSAGES.companyNotFound);
    // Mass assignment: a status or an id cannot be sent.
    expect((await add(staff, { ...home(), status: 'active' })).statusCode).toBe(400);
    expect((await add(staff, { ...home(), id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
  });

  it("adds a licensee's home to their company only, and never for another", async () => {
    const own = await add(licensee, home());
    expect(own.statusCode, own.body).toBe(201);
    expect((own.json() as TPropertyDocument).data.attributes.company?.id).toBe(demoCompanyId('coastal-stays'));
    const other = await add(licensee, home({ companyId: demoCompanyId('hearth') }));
    expect(other.statusCode).toBe(403);
    expect(errorsOf(other)[0]).toMatchObject({
      code: PROPERTY_CREATE_ERROR_CODES.companyNotYours,
      detail: PROPERTY_CREATE_MESSAGES.companyNotYours,
    });
    // Owners add no home.
    expect((await add(owner, home())).statusCode).toBe(403);
  });

  it('invites an owner who has no account, and attaches one who has', async () => {
    const email = `${uniqueTag()}@owners.example.com`;
    const invited = await add(staff, home({ owner: { firstName: 'Mere', lastName: 'Ngata', email, mobile: null } }));
    expect(invited.statusCode, invited.body).toBe(201);
    const homeId = (invited.json() as TPropertyDocument).data.id;
    const [account] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ firstName: 'Mere', lastName: 'Ngata', companyId: null });
    const roles = await ctx.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, account!.id));
    expect(roles.map((r) => r.role)).toEqual(['ROLE_OWNER']);
    const links = await ctx.db.select().from(propertyOwners).where(eq(propertyOwners.propertyId, homeId));
    expect(links.map((l) => l.userId)).toEqual([account!.id]);
    const mail = await latestMailTo(ctx.db, email);
    expect(mail?.text).toContain('You are the owner of');
    expect(tokenFromMail(mail).action).toBe('confirm');

    // The demo owner has an account: attached, no new user, no mail.
    const attached = await add(
      staff,
      home({ owner: { firstName: 'Olivia', lastName: 'Owner', email: 'owner@demo.hearth.au', mobile: null } }),
    );
    expect(attached.statusCode).toBe(201);
    const attachedId = (attached.json() as TPropertyDocument).data.id;
    const owned = await ctx.db.select().from(propertyOwners).where(eq(propertyOwners.propertyId, attachedId));
    expect(owned.map((l) => l.userId)).toEqual([demoUserId('owner')]);

    // A staff member's email is not an owner's.
    const notOwner = await add(
      staff,
      home({ owner: { firstName: 'Sam', lastName: 'Staff', email: 'staff@demo.hearth.au', mobile: null } }),
    );
    expect(notOwner.statusCode).toBe(409);
    expect(errorsOf(notOwner)[0]).toMatchObject({
      detail: PROPERTY_CREATE_MESSAGES.ownerNotOwner,
      source: { pointer: '/data/attributes/owner/email' },
    });
    // A licensee cannot take an owner of another company's homes.
    const outside = await add(
      licensee,
      home({ owner: { firstName: 'Olivia', lastName: 'Owner', email: 'owner@demo.hearth.au', mobile: null } }),
    );
    expect(outside.statusCode).toBe(409);
    expect(errorsOf(outside)[0]?.detail).toBe(PROPERTY_CREATE_MESSAGES.ownerOutsideCompany);
  });

  it('makes a published quote its home once, and refuses a draft', async () => {
    const created = await staff.post('/api/v3/smartquotes', {
      companyId: demoCompanyId('coastal-stays'),
      property: { street: '7 Quote Lane', city: 'Noosa Heads', postcode: '4567', state: 'QLD', country: 'Australia' },
    });
    const quoteId = created.json().data.id as string;
    const draft = await add(staff, home({ smartquoteId: quoteId }));
    expect(draft.statusCode).toBe(409);
    expect(errorsOf(draft)[0]?.code).toBe(PROPERTY_CREATE_ERROR_CODES.quoteNotPublished);

    await ctx.db.update(smartquotes).set({ status: 'published' }).where(eq(smartquotes.id, quoteId));
    // A licensee of another company does not reach the quote at all.
    const made = await add(staff, home({ smartquoteId: quoteId, companyId: demoCompanyId('coastal-stays') }));
    expect(made.statusCode, made.body).toBe(201);
    const homeId = (made.json() as TPropertyDocument).data.id;
    const quote = await staff.get(`/api/v3/smartquotes/${quoteId}`);
    expect(quote.json().data.attributes.onboardedProperty?.id).toBe(homeId);
    const twice = await add(staff, home({ smartquoteId: quoteId }));
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)[0]?.detail).toBe(PROPERTY_CREATE_MESSAGES.quoteOnboarded);
    const unknown = await add(staff, home({ smartquoteId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(404);
  });

  it("points licensees' 'Property Submission' link at this form", async () => {
    const links = await licensee.get('/api/v3/links');
    expect(links.json().data[0].url).toBe(`${ctx.config.publicUrl}/properties/new`);
  });
});
