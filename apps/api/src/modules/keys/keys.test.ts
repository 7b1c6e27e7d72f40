import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTANCE_MESSAGES, KEY_ERROR_CODES, KEY_MESSAGES, TEMPLATE_MESSAGES } from '@hearth/domain';
import { auditLog, keys, keyStores, properties } from '../../db/schema';
import { makeDemoLogo } from '../../seed/demo-logo';
import { DEMO_OFFICE_STORE_KEY, demoKeyStoreId } from '../../seed/demo-keys';
import { demoCompanyId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;
let developer: TestClient;
let owner: TestClient;

const office = demoKeyStoreId(DEMO_OFFICE_STORE_KEY);

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  developer = await ctx.signedIn('developer');
  owner = await ctx.signedIn('owner');
});
afterAll(async () => {
  await ctx?.close();
});

type KeyJson = {
  id: string;
  attributes: {
    name: string;
    status: string;
    isPrimary: boolean;
    propertyId: string | null;
    store: { id: string; name: string } | null;
    distance: { metres: number; kind: string } | null;
  };
};

const home = async (fields: { companyId?: string } = {}) =>
  createProperty(ctx.db, { name: `${uniqueTag()} Keys`, latitude: -26.3877, longitude: 153.0902, ...fields });

const propertyKeyState = async (id: string) => {
  const [row] = await ctx.db
    .select({ keyType: properties.keyType, keyStatus: properties.keyStatus })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
};

/** A convenience store two streets from the test homes (Noosa Heads), in manual address mode. */
const manualTemplate = (overrides: Record<string, unknown> = {}) => ({
  name: `${uniqueTag()} Corner Store`,
  storeType: 'convenience-store',
  addressMode: 'manual',
  addressComponents: {
    street: 'Shop 2, 14 Hastings Street',
    city: 'Noosa Heads',
    postcode: '4567',
    state: 'QLD',
    country: 'Australia',
  },
  latitude: -26.3935,
  longitude: 153.0899,
  openingTime: '6am to 10pm every day',
  ...overrides,
});

const createTemplate = async (overrides: Record<string, unknown> = {}) => {
  const response = await developer.post('/api/v3/key-stores', manualTemplate(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
};

describe('the demo keys', () => {
  it('gives most demo homes a primary key whose store type and status the property list reads', async () => {
    const rows = await ctx.db
      .select({
        keyType: properties.keyType,
        keyStatus: properties.keyStatus,
        status: keys.status,
        type: keyStores.storeType,
      })
      .from(keys)
      .innerJoin(properties, eq(properties.id, keys.propertyId))
      .innerJoin(keyStores, eq(keyStores.id, keys.storeId))
      .where(eq(keys.isPrimary, true));
    expect(rows.length).toBeGreaterThan(150);
    for (const row of rows) {
      expect(row.keyStatus).toBe(row.status);
      expect(row.type === 'key-nest' ? row.keyType.startsWith('key-nest') : row.keyType === row.type).toBe(true);
    }
    const waiting = (await staff.get(`/api/v3/keys?assignedToProperty=0&storeId=${office}`)).json();
    expect(waiting.data.map((k: KeyJson) => k.attributes.name)).toEqual(
      expect.arrayContaining(['Spare set A', 'Spare set B']),
    );
    expect(waiting.data[0].attributes).toMatchObject({ propertyId: null, store: { id: office } });
  });
});

describe('assigning and unassigning keys', () => {
  it('assigns a new key from a store as the first (primary) key, with a straight-line distance, and back again', async () => {
    const propertyId = await home();
    const store = await createTemplate();
    const assigned = await staff.post(`/api/v3/properties/${propertyId}/keys`, {
      name: 'Front door',
      storeId: store.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const key = assigned.json().data as KeyJson;
    expect(key.attributes).toMatchObject({
      name: 'Front door',
      status: 'in-store',
      isPrimary: true,
      propertyId,
      store: { id: store.id },
      distance: { metres: 646, kind: 'straight-line' },
    });
    expect(await propertyKeyState(propertyId)).toEqual({ keyType: 'convenience-store', keyStatus: 'in-store' });

    const listed = (await staff.get(`/api/v3/properties/${propertyId}/keys`)).json();
    expect(listed.data.map((k: KeyJson) => k.id)).toEqual([key.id]);
    expect(listed.meta).toEqual({ totalCount: 1, distanceNote: DISTANCE_MESSAGES.straightLine });

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'property'), eq(auditLog.entityId, propertyId)))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'keys.assign',
      before: { assignedKey: null, keyType: 'standard', keyStatus: 'unknown' },
      after: {
        assignedKey: `Front door, ${store.attributes.name}`,
        primaryKey: 'Front door',
        keyType: 'convenience-store',
      },
    });

    const unassigned = await staff.request({ method: 'PATCH', url: `/api/v3/keys/${key.id}/unassign` });
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(unassigned.json().data.attributes).toMatchObject({ propertyId: null, isPrimary: false, distance: null });
    expect(await propertyKeyState(propertyId)).toEqual({ keyType: 'standard', keyStatus: 'unknown' });
    expect((await staff.get(`/api/v3/properties/${propertyId}/keys`)).json().data).toEqual([]);
    const waiting = (await staff.get(`/api/v3/keys?assignedToProperty=0&storeId=${store.id}`)).json();
    expect(waiting.data.map((k: KeyJson) => k.id)).toEqual([key.id]);

    // The same key, waiting in its store, goes back by id; a second assign of it is a conflict.
    const again = await staff.post(`/api/v3/properties/${propertyId}/keys`, { keyId: key.id });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.attributes).toMatchObject({ propertyId, isPrimary: true });
    const twice = await staff.post(`/api/v3/properties/${await home()}/keys`, { keyId: key.id });
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)[0]).toMatchObject({ code: KEY_ERROR_CODES.keyAssigned, detail: KEY_MESSAGES.keyAssigned });
    const notAssigned = await staff.request({
      method: 'PATCH',
      url: `/api/v3/keys/${(waiting.data[0] as KeyJson).id}/unassign`,
    });
    expect(notAssigned.statusCode).toBe(200);
    const unassignTwice = await staff.request({ method: 'PATCH', url: `/api/v3/keys/${key.id}/unassign` });
    expect(unassignTwice.statusCode).toBe(409);
  });

  it('switches the primary key, the property following it, and renames and sets statuses', async () => {
    const propertyId = await home();
    const first = (
      await staff.post(`/api/v3/properties/${propertyId}/keys`, { name: 'Front door', storeId: office })
    ).json().data as KeyJson;
    const keyNestStore = await createTemplate({ storeType: 'key-nest', name: `${uniqueTag()} KeyNest Cafe` });
    const second = (
      await staff.post(`/api/v3/properties/${propertyId}/keys`, { name: 'Locker fob', storeId: keyNestStore.id })
    ).json().data as KeyJson;
    expect([first.attributes.isPrimary, second.attributes.isPrimary]).toEqual([true, false]);
    expect(second.attributes.status).toBe('waiting-for-drop-off');
    expect(await propertyKeyState(propertyId)).toEqual({ keyType: 'offsite', keyStatus: 'in-store' });

    const switched = await staff.patch(`/api/v3/keys/${second.id}`, { isPrimary: true });
    expect(switched.statusCode, switched.body).toBe(200);
    const listed = (await staff.get(`/api/v3/properties/${propertyId}/keys`)).json().data as KeyJson[];
    expect(listed.map((k) => [k.attributes.name, k.attributes.isPrimary])).toEqual([
      ['Locker fob', true],
      ['Front door', false],
    ]);
    expect(await propertyKeyState(propertyId)).toEqual({ keyType: 'key-nest', keyStatus: 'waiting-for-drop-off' });

    const renamed = await staff.patch(`/api/v3/keys/${second.id}`, { name: 'KeyNest fob', status: 'in-locker' });
    expect(renamed.json().data.attributes).toMatchObject({ name: 'KeyNest fob', status: 'in-locker', isPrimary: true });
    expect(await propertyKeyState(propertyId)).toEqual({ keyType: 'key-nest', keyStatus: 'in-locker' });
    expect((await staff.patch(`/api/v3/keys/${second.id}`, { isPrimary: false })).statusCode).toBe(400);
    expect((await staff.patch(`/api/v3/keys/${second.id}`, { propertyId })).statusCode).toBe(400);
    expect((await staff.patch(`/api/v3/keys/${second.id}`, { name: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('refuses a missing store, a body with both ways, and a primary for a key on no property', async () => {
    const propertyId = await home();
    const missing = await staff.post(`/api/v3/properties/${propertyId}/keys`, {
      name: 'Front door',
      storeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(errorsOf(missing)[0]?.code).toBe(KEY_ERROR_CODES.storeNotFound);
    const both = await staff.post(`/api/v3/properties/${propertyId}/keys`, {
      keyId: office,
      name: 'x',
      storeId: office,
    });
    expect(both.statusCode).toBe(400);
    const waiting = (await staff.get(`/api/v3/keys?assignedToProperty=0&storeId=${office}`)).json().data as KeyJson[];
    const primary = await staff.patch(`/api/v3/keys/${waiting[0]!.id}`, { isPrimary: true });
    expect(primary.statusCode).toBe(409);
    expect(errorsOf(primary)[0]?.detail).toBe(KEY_MESSAGES.primaryNotAssigned);
  });
});

describe('bad input', () => {
  it('answers 400, never 500, to malformed ids, queries and bodies', async () => {
    const store = await createTemplate();
    const cases = [
      await staff.get('/api/v3/keys?page[size]=1000'),
      await staff.get('/api/v3/keys?assignedToProperty=2'),
      await staff.get('/api/v3/keys/not-a-uuid'),
      await staff.get(`/api/v3/keys?name=${'x'.repeat(101)}`),
      await staff.post(`/api/v3/properties/${await home()}/keys`, { name: ['Front door'], storeId: office }),
      await staff.patch(`/api/v3/keys/${office}`, { status: 'lost' }),
      await developer.patch(`/api/v3/key-stores/${store.id}`, { addressMode: 'manual', latitude: 'north' }),
      await developer.patch(`/api/v3/key-stores/${store.id}`, {
        photos: Array.from({ length: 13 }, () => ({ s3Key: 'a' })),
      }),
      await developer.post('/api/v3/key-stores', { ...manualTemplate(), latitude: 1e308 }),
      await developer.get('/api/v3/key-stores/attachment-url?type=gif'),
      await developer.get(`/api/v3/key-stores/places?search=${'y'.repeat(101)}`),
    ];
    expect(cases.map((response) => response.statusCode)).toEqual(cases.map(() => 400));
    // Search text is matched as text: '%' and '_' find themselves, not everything.
    expect((await developer.get('/api/v3/key-stores?search=%25_%5C')).json().data).toEqual([]);
    expect((await developer.get('/api/v3/key-stores/places?search=%25')).json().data).toEqual([]);
  });
});

describe('who reaches which keys', () => {
  it('keeps a licensee to their company’s homes: 404 on another company’s keys, no keys waiting in stores', async () => {
    const own = await home({ companyId: demoCompanyId('coastal-stays') });
    const other = await home({ companyId: demoCompanyId('hearth') });
    const ownKey = (
      await licensee.post(`/api/v3/properties/${own}/keys`, { name: 'Front door', storeId: office })
    ).json().data as KeyJson;
    expect(ownKey.attributes.isPrimary).toBe(true);
    const otherKey = (
      await staff.post(`/api/v3/properties/${other}/keys`, { name: 'Front door', storeId: office })
    ).json().data as KeyJson;

    expect((await licensee.get(`/api/v3/keys/${ownKey.id}`)).statusCode).toBe(200);
    expect((await licensee.get(`/api/v3/keys/${otherKey.id}`)).statusCode).toBe(404);
    expect((await licensee.get(`/api/v3/properties/${other}/keys`)).statusCode).toBe(404);
    expect((await licensee.patch(`/api/v3/keys/${otherKey.id}`, { status: 'in-use' })).statusCode).toBe(404);
    expect((await licensee.request({ method: 'PATCH', url: `/api/v3/keys/${otherKey.id}/unassign` })).statusCode).toBe(
      404,
    );
    expect((await licensee.post(`/api/v3/keys/${otherKey.id}/refresh`)).statusCode).toBe(404);
    expect((await licensee.post(`/api/v3/properties/${other}/keys`, { name: 'x', storeId: office })).statusCode).toBe(
      404,
    );

    // Keys waiting in stores belong to no company: a licensee neither lists nor takes them.
    const waiting = (await staff.get(`/api/v3/keys?assignedToProperty=0&storeId=${office}`)).json().data as KeyJson[];
    expect(waiting.length).toBeGreaterThan(0);
    expect((await licensee.get(`/api/v3/keys?assignedToProperty=0`)).json().data).toEqual([]);
    expect((await licensee.get(`/api/v3/keys/${waiting[0]!.id}`)).statusCode).toBe(404);
    expect((await licensee.post(`/api/v3/properties/${own}/keys`, { keyId: waiting[0]!.id })).statusCode).toBe(404);
    const listed = (await licensee.get('/api/v3/keys?page[size]=100')).json();
    expect(listed.data.map((k: KeyJson) => k.attributes.propertyId)).not.toContain(other);
    expect(listed.data.map((k: KeyJson) => k.id)).toContain(ownKey.id);

    // Owners do not see keys; licensees read key stores but do not change templates.
    expect((await owner.get(`/api/v3/keys`)).statusCode).toBe(403);
    expect((await licensee.get('/api/v3/key-stores?type=key-nest')).statusCode).toBe(200);
    expect((await licensee.post('/api/v3/key-stores', manualTemplate())).statusCode).toBe(403);
  });
});

describe('refreshing a key', () => {
  it('answers the stored status offline and says KeyNest is not configured', async () => {
    const propertyId = await home();
    const keyNestStore = await createTemplate({ storeType: 'key-nest', name: `${uniqueTag()} KeyNest Pharmacy` });
    const key = (
      await staff.post(`/api/v3/properties/${propertyId}/keys`, { name: 'Locker fob', storeId: keyNestStore.id })
    ).json().data as KeyJson;
    await ctx.db.update(keys).set({ keyNestId: 'KN-1234' }).where(eq(keys.id, key.id));
    const refreshed = await staff.post(`/api/v3/keys/${key.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({
      data: { attributes: { status: 'waiting-for-drop-off', distance: { kind: 'straight-line' } } },
      meta: {
        statusSource: 'offline',
        message: KEY_MESSAGES.keyNestOffline,
        distanceNote: DISTANCE_MESSAGES.straightLine,
      },
    });
    const local = (await staff.post(`/api/v3/properties/${propertyId}/keys`, { name: 'Spare', storeId: office })).json()
      .data as KeyJson;
    expect((await staff.post(`/api/v3/keys/${local.id}/refresh`)).json().meta).toMatchObject({
      statusSource: 'local',
      message: KEY_MESSAGES.notKeyNest,
    });
  });
});

describe('key collection templates', () => {
  it('requires the name, and in manual mode street, city, postcode, latitude and longitude', async () => {
    const response = await developer.post('/api/v3/key-stores', {
      name: ' ',
      storeType: 'offsite',
      addressMode: 'manual',
      addressComponents: { country: 'Australia' },
    });
    expect(response.statusCode).toBe(400);
    const problems = Object.fromEntries(errorsOf(response).map((e) => [e.source?.pointer, e.detail]));
    expect(problems).toMatchObject({
      '/name': TEMPLATE_MESSAGES.nameRequired,
      '/addressComponents/street': TEMPLATE_MESSAGES.streetRequired,
      '/addressComponents/city': TEMPLATE_MESSAGES.cityRequired,
      '/addressComponents/postcode': TEMPLATE_MESSAGES.postcodeRequired,
      '/latitude': TEMPLATE_MESSAGES.latitudeRequired,
      '/longitude': TEMPLATE_MESSAGES.longitudeRequired,
    });
    const abroad = await developer.post(
      '/api/v3/key-stores',
      manualTemplate({
        latitude: 51.5,
        longitude: -0.12,
        addressComponents: { ...manualTemplate().addressComponents, country: 'United Kingdom' },
      }),
    );
    expect(errorsOf(abroad).map((e) => e.detail)).toEqual(
      expect.arrayContaining([TEMPLATE_MESSAGES.countryInvalid, TEMPLATE_MESSAGES.latitudeInvalid]),
    );
    expect((await developer.post('/api/v3/key-stores', manualTemplate({ numberOfProperties: 9 }))).statusCode).toBe(
      400,
    );
  });

  it('takes a search-mode address from the AU/NZ gazetteer', async () => {
    const places = (await developer.get('/api/v3/key-stores/places?search=Queenstown')).json().data;
    const otago = places.find((p: { country: string }) => p.country === 'New Zealand');
    expect(otago).toMatchObject({ city: 'Queenstown', state: 'Otago', full: 'Queenstown Otago, New Zealand' });
    const created = await createTemplate({
      addressMode: 'search',
      placeId: otago.placeId,
      addressComponents: { street: '14 Camp Street' },
      latitude: undefined,
      longitude: undefined,
    });
    expect(created.attributes).toMatchObject({
      address: '14 Camp Street, Queenstown Otago, New Zealand',
      manualAddress: false,
      googlePlaceId: otago.placeId,
      latitude: otago.latitude,
    });
    const unknown = await developer.post('/api/v3/key-stores', {
      ...manualTemplate(),
      addressMode: 'search',
      placeId: 'gazetteer:999999999',
    });
    expect(errorsOf(unknown)[0]).toMatchObject({
      code: KEY_ERROR_CODES.place,
      detail: TEMPLATE_MESSAGES.placeNotFound,
    });
  });

  it('locks a KeyNest template’s name and address, not its other fields', async () => {
    const keyNest = await createTemplate({ storeType: 'key-nest', name: `${uniqueTag()} KeyNest Newsagency` });
    expect(keyNest.attributes.locked).toBe(true);
    const renamed = await developer.patch(`/api/v3/key-stores/${keyNest.id}`, { name: 'Another name' });
    expect(renamed.statusCode).toBe(400);
    expect(errorsOf(renamed)[0]).toMatchObject({
      code: KEY_ERROR_CODES.storeLocked,
      detail: TEMPLATE_MESSAGES.keyNestLocked,
    });
    const moved = await developer.patch(`/api/v3/key-stores/${keyNest.id}`, {
      ...manualTemplate(),
      name: keyNest.attributes.name,
      storeType: 'key-nest',
      latitude: -26.4,
    });
    expect(errorsOf(moved)[0]?.code).toBe(KEY_ERROR_CODES.storeLocked);
    const retyped = await developer.patch(`/api/v3/key-stores/${keyNest.id}`, { storeType: 'offsite' });
    expect(errorsOf(retyped)[0]?.detail).toBe(TEMPLATE_MESSAGES.keyNestTypeLocked);
    // The same name and address sent back with a new opening time is fine (the form sends every field).
    const saved = await developer.patch(`/api/v3/key-stores/${keyNest.id}`, {
      ...manualTemplate(),
      name: keyNest.attributes.name,
      storeType: 'key-nest',
      openingTime: '8am to 6pm',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes.openingTime).toBe('8am to 6pm');
  });

  it('refuses to delete a template a property key uses (409), and deletes it once the key is unassigned', async () => {
    const store = await createTemplate();
    const propertyId = await home();
    const key = (
      await staff.post(`/api/v3/properties/${propertyId}/keys`, { name: 'Front door', storeId: store.id })
    ).json().data as KeyJson;
    const refused = await developer.request({ method: 'DELETE', url: `/api/v3/key-stores/${store.id}` });
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]).toMatchObject({ code: KEY_ERROR_CODES.storeInUse, detail: TEMPLATE_MESSAGES.inUse });
    await staff.request({ method: 'PATCH', url: `/api/v3/keys/${key.id}/unassign` });
    const deleted = await developer.request({ method: 'DELETE', url: `/api/v3/key-stores/${store.id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await staff.get(`/api/v3/keys/${key.id}`)).statusCode).toBe(404);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'key_store'), eq(auditLog.entityId, store.id)))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'key-stores.delete', before: { unassignedKeys: 1 } });
    expect((await developer.request({ method: 'DELETE', url: `/api/v3/key-stores/${store.id}` })).statusCode).toBe(404);
  });

  it('lists by type, searches, sorts by properties, and counts photos uploaded through attachment-url', async () => {
    const tag = uniqueTag();
    const upload = (await developer.get('/api/v3/key-stores/attachment-url?type=png')).json().data.attributes;
    expect(upload.s3Key).toMatch(/^key-store-photo\./);
    expect(upload.signedUrl).toContain(upload.s3Key);
    // What the browser's PUT to the signed URL stores (the upload route itself is the files area's to test).
    await ctx.app.blob.putAt(upload.s3Key, {
      body: makeDemoLogo('#127a7a'),
      contentType: 'image/png',
      filename: 'shop.png',
    });
    const withPhoto = await createTemplate({ name: `${tag} Alpha`, photos: [{ s3Key: upload.s3Key }] });
    expect(withPhoto.attributes.photos).toEqual([{ s3Key: upload.s3Key, url: expect.stringContaining(upload.s3Key) }]);
    await createTemplate({ name: `${tag} Bravo`, storeType: 'offsite' });
    const notOurs = await developer.post(
      '/api/v3/key-stores',
      manualTemplate({ photos: [{ s3Key: 'company-logo.x' }] }),
    );
    expect(errorsOf(notOurs)[0]?.code).toBe(KEY_ERROR_CODES.photo);

    const found = (await developer.get(`/api/v3/key-stores?search=${tag}&sort=-name`)).json();
    expect(found.meta).toEqual({ totalCount: 2, totalPages: 1 });
    expect(found.data.map((s: { attributes: { name: string } }) => s.attributes.name)).toEqual([
      `${tag} Bravo`,
      `${tag} Alpha`,
    ]);
    const shops = (await developer.get(`/api/v3/key-stores?search=${tag}&type=convenience-store`)).json();
    expect(shops.data.map((s: { attributes: { name: string } }) => s.attributes.name)).toEqual([`${tag} Alpha`]);
    const byPhotos = (await developer.get(`/api/v3/key-stores?search=${tag}&sort=-photos`)).json();
    expect(byPhotos.data[0].attributes.photos).toHaveLength(1);
    expect((await developer.get(`/api/v3/key-stores?search=${uniqueTag()}`)).json().data).toEqual([]);

    const busiest = (await staff.get('/api/v3/key-stores?sort=-properties&page[size]=3')).json();
    const counts = busiest.data.map(
      (s: { attributes: { numberOfProperties: number } }) => s.attributes.numberOfProperties,
    );
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(counts[0]).toBeGreaterThan(1);
    expect((await staff.get('/api/v3/key-stores?sort=password')).statusCode).toBe(400);
    expect((await staff.get('/api/v3/key-stores?type=bank')).statusCode).toBe(400);
  });
});
