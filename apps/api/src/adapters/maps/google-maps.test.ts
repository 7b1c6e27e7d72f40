import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTANCE_MESSAGES } from '@hearth/domain';
import { startFakeDistanceMatrix, walkingAnswer, type FakeDistanceMatrix } from './fake-distance-matrix';
import { createDistanceMatrixClient } from './google-maps';
import { createDistanceService, DistanceError } from './index';
import { createOfflineDistanceService, straightLineMetres } from './offline';

const noosaStore = { latitude: -26.3935, longitude: 153.0899 };
const hastingsStreet = { latitude: -26.3877, longitude: 153.0902 };

let fake: FakeDistanceMatrix;
beforeAll(async () => {
  fake = await startFakeDistanceMatrix();
});
afterAll(async () => {
  await fake.close();
});

describe('the offline distance service', () => {
  it('measures a straight line (haversine) and says so', async () => {
    // Sydney Opera House to the Harbour Bridge's southern pylon: about 850 m.
    const metres = straightLineMetres(
      { latitude: -33.8568, longitude: 151.2153 },
      { latitude: -33.8523, longitude: 151.2108 },
    );
    expect(metres).toBeGreaterThan(600);
    expect(metres).toBeLessThan(700);
    const service = createDistanceService({ maps: undefined });
    expect(service.mode).toBe('offline');
    await expect(service.measure(noosaStore, hastingsStreet)).resolves.toEqual({ metres: 646, kind: 'straight-line' });
    await expect(createOfflineDistanceService().measure(noosaStore, noosaStore)).resolves.toEqual({
      metres: 0,
      kind: 'straight-line',
    });
  });
});

describe('the distance matrix client (against a local fake)', () => {
  const client = () => createDistanceMatrixClient({ apiKey: 'maps-test-key', baseUrl: fake.url });

  it('asks for a walking distance between the two points and reads metres', async () => {
    fake.script(walkingAnswer(712));
    await expect(client().measure(noosaStore, hastingsStreet)).resolves.toEqual({ metres: 712, kind: 'walking' });
    const query = fake.requests.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({
      origins: '-26.393500,153.089900',
      destinations: '-26.387700,153.090200',
      mode: 'walking',
      units: 'metric',
      key: 'maps-test-key',
    });
  });

  it('reads the text with the spec’s parsing rule when no value is sent', async () => {
    fake.script({ body: { status: 'OK', rows: [{ elements: [{ status: 'OK', distance: { text: '1.4 km' } }] }] } });
    await expect(client().measure(noosaStore, hastingsStreet)).resolves.toEqual({ metres: 1400, kind: 'walking' });
  });

  it('words a request failure and an element failure as the spec does', async () => {
    fake.script({ body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } });
    await expect(client().measure(noosaStore, hastingsStreet)).rejects.toThrow(
      new DistanceError(DISTANCE_MESSAGES.matrix('REQUEST_DENIED')),
    );
    fake.script({ body: { status: 'OK', rows: [{ elements: [{ status: 'ZERO_RESULTS' }] }] } });
    await expect(client().measure(noosaStore, hastingsStreet)).rejects.toThrow(
      DISTANCE_MESSAGES.calculating('ZERO_RESULTS'),
    );
    fake.script({ status: 503, body: 'down' });
    await expect(client().measure(noosaStore, hastingsStreet)).rejects.toThrow(DISTANCE_MESSAGES.matrix('HTTP 503'));
  });

  it('says so when the service cannot be reached', async () => {
    const unreachable = createDistanceMatrixClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(unreachable.measure(noosaStore, hastingsStreet)).rejects.toThrow(
      DISTANCE_MESSAGES.calculating('UNREACHABLE'),
    );
  });
});
