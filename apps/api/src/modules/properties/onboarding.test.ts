import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ONBOARDING_ERROR_CODES,
  ONBOARDING_MESSAGES,
  type OnboardingCheck,
  type TOnboardingResponse,
  type TPropertyDocument,
} from '@hearth/domain';
import { keys, propertyPhotos } from '../../db/schema';
import { DEMO_OFFICE_STORE_KEY, demoKeyStoreId } from '../../seed/demo-keys';
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
 * From a new home to an active one (docs/product/properties.md#onboarding-checklist, #owners): the checklist says what
 * is missing, 'Activate' is refused until nothing is, and an invited owner signs in to their home's progress.
 */

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
});
afterAll(async () => ctx.close());

const newHome = async () => {
  const response = await staff.post('/api/v3/properties', {
    data: {
      type: 'property',
      attributes: {
        name: `${uniqueTag()} Onboarding`,
        code: `ON-${uniqueTag().slice(2, 10).toUpperCase()}`,
        type: 'apartment',
        address: {
          street: '5 Quamby Place',
          suburb: 'Noosa Heads',
          state: 'QLD',
          postcode: '4567',
          country: 'AU',
          latitude: -26.39,
          longitude: 153.09,
        },
        bedrooms: 2,
        bathrooms: 1,
        beds: 2,
        maxGuests: 4,
        checkInTime: '15:00',
        checkOutTime: '10:00',
        companyId: null,
        managementFee: 20,
        cleaningFee: 12_000,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as TPropertyDocument).data.id;
};
const checklist = async (client: TestClient, id: string) => {
  const response = await client.get(`/api/v3/properties/${id}/onboarding`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TOnboardingResponse).data.attributes;
};
const missing = async (id: string): Promise<OnboardingCheck[]> =>
  (await checklist(staff, id)).items.filter((item) => !item.done).map((item) => item.id);
const activate = (id: string) =>
  staff.post(`/api/v3/properties/${id}/activate`, { data: { type: 'property-status', attributes: {} } });

describe('the onboarding checklist (issue 30 items 5 and 6)', () => {
  it('gates Activate until every item is done, naming what is missing', async () => {
    const id = await newHome();
    expect(await missing(id)).toEqual(['photos', 'keys', 'rates', 'owner', 'checkInInstructions']);
    const refused = await activate(id);
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]).toMatchObject({
      code: ONBOARDING_ERROR_CODES.notReady,
      detail:
        'Before it is activated, this home needs at least 5 photos, a key in a key store, a rate plan covering the next 12 months, an owner and check-in instructions for guests',
    });

    // Photos and a key, written as the uploader and the key screens leave them.
    await ctx.db
      .insert(propertyPhotos)
      .values(
        Array.from({ length: 5 }, (_, position) => ({ propertyId: id, position, blobKey: `t/${id}/${position}` })),
      );
    await ctx.db.insert(keys).values({ name: 'Door', propertyId: id, storeId: demoKeyStoreId(DEMO_OFFICE_STORE_KEY) });
    const plan = await staff.request({
      method: 'PUT',
      url: `/api/v3/properties/${id}/rate-plan`,
      body: {
        data: {
          type: 'rate-plan',
          attributes: {
            baseCents: 21_000,
            weekendCents: null,
            minNights: 2,
            maxNights: null,
            corporateDiscountPercent: 0,
            cleaningFeeCents: 12_000,
            extraGuestFeeCents: 0,
            extraGuestsAbove: 2,
            seasons: [],
          },
        },
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const details = await staff.patch(`/api/v3/properties/${id}?include=policy`, {
      data: {
        type: 'property',
        attributes: {
          policy: {
            checkInTime: '15:00',
            checkOutTime: '10:00',
            cancellationPolicy: 'moderate',
            petsAllowed: false,
            smokingAllowed: false,
            partiesAllowed: false,
            quietHoursFrom: null,
            quietHoursTo: null,
            minimumGuestAge: 18,
            houseRules: '',
            checkInInstructions: 'The lockbox code is sent the day before you arrive.',
          },
        },
      },
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(await missing(id)).toEqual(['owner']);
    expect(errorsOf(await activate(id))[0]?.detail).toBe(ONBOARDING_MESSAGES.notReady(['owner']));

    // The owner has no account: invited, and their first sign-in lands on this home.
    const email = `${uniqueTag()}@owners.example.com`;
    const invited = await staff.post(`/api/v3/properties/${id}/owners`, {
      data: { type: 'property-owner', attributes: { firstName: 'Tui', lastName: 'Walker', email } },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data.attributes.invited).toBe(true);
    const { token } = tokenFromMail(await latestMailTo(ctx.db, email));
    const password = 'Sand-dunes-at-Noosa-42';
    const confirmed = await ctx
      .client()
      .post(`/api/v1/public/confirm/${token}/`, { password, passwordConfirm: password });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const ownerClient = ctx.client();
    const signedIn = await ownerClient.signIn(email, password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = (await ownerClient.get('/api/v3/users/me')).json();
    expect(me.meta?.propertyStatus ?? me.data?.attributes?.propertyStatus).toMatchObject({ count: 1, first: id });
    // Owners read the progress, never change it.
    expect((await checklist(ownerClient, id)).ready).toBe(true);
    expect((await ownerClient.post(`/api/v3/properties/${id}/owners`, { data: { attributes: {} } })).statusCode).toBe(
      403,
    );

    const activated = await activate(id);
    expect(activated.statusCode, activated.body).toBe(200);
    // iCal feeds are offered, not required.
    expect((await checklist(staff, id)).icalFeeds).toBe(0);
  });

  it('attaches an owner who has an account, takes them off again, and keeps licensees to their homes', async () => {
    const id = await newHome();
    const attached = await staff.post(`/api/v3/properties/${id}/owners`, {
      data: {
        type: 'property-owner',
        attributes: { firstName: 'Olivia', lastName: 'Owner', email: 'owner@demo.hearth.au' },
      },
    });
    expect(attached.json().data.attributes.invited).toBe(false);
    expect(await missing(id)).not.toContain('owner');
    const userId = attached.json().data.id as string;
    expect(
      (await staff.request({ method: 'DELETE', url: `/api/v3/properties/${id}/owners/${userId}` })).statusCode,
    ).toBe(204);
    expect(await missing(id)).toContain('owner');
    expect((await licensee.get(`/api/v3/properties/${id}/onboarding`)).statusCode).toBe(404);
    const outside = await licensee.post(`/api/v3/properties/${id}/owners`, {
      data: { type: 'property-owner', attributes: { firstName: 'A', lastName: 'B', email: 'x@example.com' } },
    });
    expect(outside.statusCode).toBe(404);
  });
});
