import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTANCE_MESSAGES, KEY_MESSAGES } from '@hearth/domain';
import { startFakeKeyNest, type FakeKeyNest } from '../../adapters/keynest/fake-keynest';
import {
  startFakeDistanceMatrix,
  walkingAnswer,
  type FakeDistanceMatrix,
} from '../../adapters/maps/fake-distance-matrix';
import { keys, properties } from '../../db/schema';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';

/*
 * Keys with KeyNest and the distance matrix configured: the real clients, talking to local fakes of both services
 * over HTTP (KEYNEST_API_KEY + KEYNEST_BASE_URL, MAPS_API_KEY + MAPS_BASE_URL).
 */

let ctx: TestContext;
let staff: TestClient;
let developer: TestClient;
let keynest: FakeKeyNest;
let maps: FakeDistanceMatrix;

beforeAll(async () => {
  keynest = await startFakeKeyNest({ apiKey: 'kn-live-key' });
  maps = await startFakeDistanceMatrix();
  ctx = await createTestContext({
    config: {
      keynest: { apiKey: 'kn-live-key', baseUrl: keynest.url },
      maps: { apiKey: 'maps-live-key', baseUrl: maps.url },
    },
  });
  staff = await ctx.signedIn('staff');
  developer = await ctx.signedIn('developer');
});
afterAll(async () => {
  await ctx?.close();
  await keynest?.close();
  await maps?.close();
});

const keyNestStore = async () => {
  const response = await developer.post('/api/v3/key-stores', {
    name: `${uniqueTag()} KeyNest Noosa Cafe`,
    storeType: 'key-nest',
    addressMode: 'manual',
    addressComponents: { street: 'Shop 4, 2 Hastings Street', city: 'Noosa Heads', postcode: '4567', state: 'QLD' },
    latitude: -26.3935,
    longitude: 153.0899,
    keyNestId: 'KNS-4411',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
};

const assign = async (propertyId: string, storeId: string) => {
  const response = await staff.post(`/api/v3/properties/${propertyId}/keys`, { name: 'Locker fob', storeId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: Record<string, unknown> };
};

describe('with KeyNest and the distance matrix configured', () => {
  it('measures a walking distance, and reads the status from KeyNest on refresh, the property following', async () => {
    const propertyId = await createProperty(ctx.db, {
      name: `${uniqueTag()} Live`,
      latitude: -26.3877,
      longitude: 153.0902,
      keyType: 'key-nest-locker',
    });
    maps.script(walkingAnswer(812));
    const key = await assign(propertyId, await keyNestStore());
    expect(key.attributes.distance).toEqual({ metres: 812, kind: 'walking' });
    expect(maps.requests.at(-1)?.get('mode')).toBe('walking');
    expect(maps.requests.at(-1)?.get('key')).toBe('maps-live-key');

    await ctx.db.update(keys).set({ keyNestId: 'KN-900001' }).where(eq(keys.id, key.id));
    keynest.setKey('KN-900001', { Status: 'In Locker', StoreId: '4411' });
    maps.script(walkingAnswer(790));
    const refreshed = await staff.post(`/api/v3/keys/${key.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({
      data: { attributes: { status: 'in-locker', distance: { metres: 790, kind: 'walking' } } },
      meta: { statusSource: 'keynest', distanceNote: null },
    });
    expect(refreshed.json().data.attributes.refreshedAt).toEqual(expect.any(String));
    expect(refreshed.json().meta.message).toContain('In Locker');
    expect(keynest.requests.at(-1)).toMatchObject({ path: '/api/v3/keys/KN-900001', apiKey: 'kn-live-key' });
    const [property] = await ctx.db
      .select({ keyType: properties.keyType, keyStatus: properties.keyStatus })
      .from(properties)
      .where(eq(properties.id, propertyId));
    // The KeyNest variant the property had is kept; its status follows the primary key.
    expect(property).toEqual({ keyType: 'key-nest-locker', keyStatus: 'in-locker' });
  });

  it('falls back to a straight line with the spec’s message when the distance matrix fails', async () => {
    const propertyId = await createProperty(ctx.db, {
      name: `${uniqueTag()} Live`,
      latitude: -26.3877,
      longitude: 153.0902,
    });
    maps.script({ body: { status: 'OK', rows: [{ elements: [{ status: 'ZERO_RESULTS' }] }] } });
    const key = await assign(propertyId, await keyNestStore());
    expect(key.attributes.distance).toEqual({ metres: 646, kind: 'straight-line' });
    maps.script({ body: { status: 'OVER_QUERY_LIMIT' } });
    const refreshed = (await staff.post(`/api/v3/keys/${key.id}/refresh`)).json();
    expect(refreshed.meta.distanceNote).toBe(
      `${DISTANCE_MESSAGES.matrix('OVER_QUERY_LIMIT')}; ${DISTANCE_MESSAGES.straightLine}`,
    );
  });

  it('keeps the stored status and says why when KeyNest fails', async () => {
    const propertyId = await createProperty(ctx.db, {
      name: `${uniqueTag()} Live`,
      latitude: -26.3877,
      longitude: 153.0902,
    });
    maps.script(walkingAnswer(500));
    const key = await assign(propertyId, await keyNestStore());
    await ctx.db.update(keys).set({ keyNestId: 'KN-900002' }).where(eq(keys.id, key.id));
    keynest.setKey('KN-900002', { Status: 'Collected' });
    keynest.failNext('KN-900002', 503);
    const refreshed = await staff.post(`/api/v3/keys/${key.id}/refresh`);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      data: { attributes: { status: 'waiting-for-drop-off', refreshedAt: null } },
      meta: { statusSource: 'unavailable' },
    });
    expect(refreshed.json().meta.message).toContain(KEY_MESSAGES.keyNestFailed);
    expect((await staff.post(`/api/v3/keys/${key.id}/refresh`)).json().data.attributes.status).toBe('in-use');
  });
});
