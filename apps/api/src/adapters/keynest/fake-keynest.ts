import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local stand-in for KeyNest's key API on a real HTTP port, so the real client is tested over the
 * wire. It speaks the shapes the client assumes (see keynest.ts); it is never used by the app.
 */

export type FakeKeyNestKey = { Status: string; StoreId?: string; LastUpdated?: string };

export type FakeKeyNest = {
  url: string;
  setKey: (keyNestId: string, key: FakeKeyNestKey) => void;
  /** The next request for this key answers this status (once). */
  failNext: (keyNestId: string, status: number) => void;
  /** Every request answered: path, the ApiKey header sent, the status. */
  requests: { path: string; apiKey: string | undefined; status: number }[];
  close: () => Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const startFakeKeyNest = async (options: { apiKey: string }): Promise<FakeKeyNest> => {
  const keys = new Map<string, FakeKeyNestKey>();
  const failures = new Map<string, number>();
  const requests: FakeKeyNest['requests'] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const apiKey = typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined;
    const answer = (status: number, body: unknown) => {
      requests.push({ path, apiKey, status });
      json(res, status, body);
    };
    if (apiKey !== options.apiKey) return answer(401, { Message: 'Invalid API key' });
    const match = /^\/api\/v3\/keys\/([^/]+)$/.exec(path);
    if (req.method !== 'GET' || !match?.[1]) return answer(404, { Message: 'Not found' });
    const id = decodeURIComponent(match[1]);
    const failure = failures.get(id);
    if (failure !== undefined) {
      failures.delete(id);
      return answer(failure, { Message: 'Temporarily unavailable' });
    }
    const key = keys.get(id);
    if (!key) return answer(404, { Message: 'Key not found' });
    return answer(200, { Data: { KeyId: id, KeyName: `Key ${id}`, ...key } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setKey: (id, key) => keys.set(id, key),
    failNext: (id, status) => failures.set(id, status),
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
