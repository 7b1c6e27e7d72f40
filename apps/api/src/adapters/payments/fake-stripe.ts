import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local stand-in for Stripe's balance endpoint on a real HTTP port, so the real client (the `stripe`
 * package) is tested over the wire. It answers `GET /v1/balance` for the connected account named in `Stripe-Account`,
 * in Stripe's shapes (lower-case currencies, errors under `error`); it is never used by the app.
 */

export type FakeStripeBalance = {
  available: { amount: number; currency: string }[];
  pending: { amount: number; currency: string }[];
};

export type FakeStripe = {
  url: string;
  setBalance: (stripeAccount: string, balance: FakeStripeBalance) => void;
  /** While down, every connection is dropped without an answer, as an unreachable Stripe would. */
  setDown: (down: boolean) => void;
  /** Every request answered: path, the Stripe-Account header, the bearer key, the status. */
  requests: { path: string; stripeAccount: string | undefined; secretKey: string | undefined; status: number }[];
  close: () => Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
};

export const startFakeStripe = async (options: { secretKey: string }): Promise<FakeStripe> => {
  const balances = new Map<string, FakeStripeBalance>();
  const requests: FakeStripe['requests'] = [];
  let down = false;
  const server = createServer((req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const stripeAccount = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : undefined;
    const secretKey = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const answer = (status: number, body: unknown) => {
      requests.push({ path, stripeAccount, secretKey, status });
      json(res, status, body);
    };
    if (secretKey !== options.secretKey) {
      return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method !== 'GET' || path !== '/v1/balance') {
      return answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    }
    const balance = stripeAccount ? balances.get(stripeAccount) : undefined;
    if (!balance) {
      return answer(403, {
        error: {
          type: 'invalid_request_error',
          code: 'account_invalid',
          message: 'The provided key does not have access to account (or that account does not exist).',
        },
      });
    }
    return answer(200, { object: 'balance', livemode: false, ...balance });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setBalance: (account, balance) => balances.set(account, balance),
    setDown: (value) => {
      down = value;
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};
