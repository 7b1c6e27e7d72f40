import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKeyNest, type FakeKeyNest } from './fake-keynest';
import { createKeyNestClient, createKeyNestService, KeyNestError, keyStatusOfKeyNest } from './index';

let fake: FakeKeyNest;
beforeAll(async () => {
  fake = await startFakeKeyNest({ apiKey: 'kn-test-key' });
});
afterAll(async () => {
  await fake.close();
});

describe('the offline KeyNest service', () => {
  it('asks nobody', async () => {
    const service = createKeyNestService({ keynest: undefined });
    expect(service.mode).toBe('offline');
    await expect(service.getKey('KN-1')).resolves.toBeNull();
  });
});

describe('KeyNest status words', () => {
  it.each([
    ['In Store', 'in-store'],
    ['DROPPED_OFF', 'in-store'],
    ['Collected', 'in-use'],
    ['In Locker', 'in-locker'],
    ['Awaiting Drop Off', 'waiting-for-drop-off'],
    ['Lost at sea', 'unknown'],
  ])('reads %s as %s', (text, status) => {
    expect(keyStatusOfKeyNest(text)).toBe(status);
  });
});

describe('the KeyNest client (against a local fake)', () => {
  const client = (apiKey = 'kn-test-key') => createKeyNestClient({ apiKey, baseUrl: fake.url });

  it('reads a key’s status with the API key', async () => {
    fake.setKey('KN 77/1', { Status: 'Collected', StoreId: '4411', LastUpdated: '2026-03-01T09:00:00Z' });
    await expect(client().getKey('KN 77/1')).resolves.toEqual({
      keyNestId: 'KN 77/1',
      status: 'in-use',
      statusText: 'Collected',
      storeId: '4411',
      updatedAt: '2026-03-01T09:00:00Z',
    });
    expect(fake.requests.at(-1)).toEqual({ path: '/api/v3/keys/KN%2077%2F1', apiKey: 'kn-test-key', status: 200 });
  });

  it('fails with what went wrong: a refused key, an unknown key, an outage', async () => {
    await expect(client('wrong').getKey('KN 77/1')).rejects.toThrow(
      new KeyNestError('KeyNest refused the API key (401)', { status: 401 }),
    );
    await expect(client().getKey('KN-missing')).rejects.toThrow('KeyNest has no key with that id (404)');
    fake.setKey('KN-2', { Status: 'In Store' });
    fake.failNext('KN-2', 503);
    await expect(client().getKey('KN-2')).rejects.toMatchObject({ status: 503 });
    await expect(client().getKey('KN-2')).resolves.toMatchObject({ status: 'in-store' });
    const unreachable = createKeyNestClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(unreachable.getKey('KN-2')).rejects.toMatchObject({ status: null });
  });
});
