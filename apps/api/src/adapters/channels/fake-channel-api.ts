import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local stand-in for the channel connectivity API on a real HTTP port, so the real client is tested
 * over the wire. It knows accounts by channel and code, each with its good key; it is never used by the app.
 */
export type FakeChannelApi = {
  url: string;
  /** This account of this channel takes this key. */
  setAccount: (channelCode: string, accountCode: string, apiKey: string) => void;
  /** Every request answered: path, the key sent, the status. */
  requests: { path: string; apiKey: string | undefined; status: number }[];
  close: () => Promise<void>;
};

export const startFakeChannelApi = async (): Promise<FakeChannelApi> => {
  const keys = new Map<string, string>();
  const requests: FakeChannelApi['requests'] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const auth = req.headers.authorization;
    const apiKey = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined;
    const match = /^\/v1\/channels\/([^/]+)\/accounts\/([^/]+)$/.exec(path);
    const known = match ? keys.get(`${decodeURIComponent(match[1]!)}/${decodeURIComponent(match[2]!)}`) : undefined;
    const status = !match || req.method !== 'GET' ? 404 : known === undefined ? 404 : known === apiKey ? 200 : 401;
    requests.push({ path, apiKey, status });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { data: { status: 'active' } } : { error: 'no' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setAccount: (channelCode, accountCode, apiKey) => keys.set(`${channelCode}/${accountCode}`, apiKey),
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
