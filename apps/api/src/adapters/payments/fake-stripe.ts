import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Test support: a local stand-in for the parts of Stripe Hearth calls, on a real HTTP port, so the real client (the
 * `stripe` package) is tested over the wire. It answers, for the connected account named in `Stripe-Account`, in
 * Stripe's shapes (lower-case currencies, errors under `error`, form-encoded requests):
 * - `GET /v1/balance`, and `GET /v1/balance_transactions` (paged) of what it took in, refunded and was given;
 * - `POST /v1/checkout/sessions` and `POST /v1/refunds`, each honouring `Idempotency-Key` as Stripe does (the same
 *   key answers the first result; another body with it is a 400 `idempotency_error`);
 * - the hosted page of a session (`GET /pay/{session}`), whose Pay button charges it and sends the signed
 *   `checkout.session.completed` event, as a guest paying on Stripe would.
 * Events are signed with `stripe.webhooks.generateTestHeaderString` and handed to `deliver` (the tests inject them,
 * the browser tests post them to the app). It is never used by the app.
 */

export type FakeStripeBalance = {
  available: { amount: number; currency: string }[];
  pending: { amount: number; currency: string }[];
};

type FakeSession = {
  id: string;
  object: 'checkout.session';
  account: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string;
};

type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed';
  failure_reason: string | null;
  metadata: Record<string, string>;
};

export type SignedEvent = { body: string; signature: string };

export type FakeBalanceTransaction = {
  id: string;
  object: 'balance_transaction';
  amount: number;
  fee: number;
  currency: string;
  reporting_category: string;
  created: number;
};

export type FakeStripe = {
  url: string;
  setBalance: (stripeAccount: string, balance: FakeStripeBalance) => void;
  /** Accounts that may make sessions and refunds (balances set through setBalance count too). */
  addAccount: (stripeAccount: string) => void;
  /** While down, every connection is dropped without an answer, as an unreachable Stripe would. */
  setDown: (down: boolean) => void;
  /**
   * The next `count` sessions or refunds are made but their answers lost (the connection drops), as when the caller
   * dies, or the network fails, between Stripe's work and our ledger.
   */
  loseAnswers: (count: number) => void;
  /** Every request answered: method, path, the Stripe-Account header, the bearer key, idempotency key, status. */
  requests: {
    method: string;
    path: string;
    stripeAccount: string | undefined;
    secretKey: string | undefined;
    idempotencyKey: string | undefined;
    status: number;
  }[];
  sessions: Map<string, FakeSession>;
  refunds: Map<string, FakeRefund>;
  /** A balance transaction of an account (a dispute, a payout), beside those paying and refunding make. */
  addTransaction: (
    stripeAccount: string,
    transaction: Pick<FakeBalanceTransaction, 'amount' | 'currency' | 'reporting_category'> & {
      fee?: number;
      created?: number;
    },
  ) => void;
  /** The guest pays the session (as its page's Pay button does): its events are delivered; answers their statuses. */
  pay: (sessionId: string) => Promise<number[]>;
  /** Stripe settles or fails a pending refund: `refund.updated` is delivered; answers its status. */
  settleRefund: (refundId: string, status: 'succeeded' | 'failed') => Promise<number>;
  /** A signed event as Stripe would send it; `secret` and `timestamp` default to the right ones and now. */
  signedEvent: (
    type: string,
    object: Record<string, unknown>,
    options?: { account?: string; id?: string; secret?: string; timestamp?: number },
  ) => SignedEvent;
  close: () => Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
};

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** `metadata[key]=value` pairs of a form body under one prefix. */
const metadataOf = (form: URLSearchParams, prefix: string): Record<string, string> => {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const startFakeStripe = async (options: {
  secretKey: string;
  /** Every connected account is ours (a demo's seeded `acct_…` ids), not only those added. */
  anyAccount?: boolean;
  webhookSecret?: string;
  /** Hands a signed event to the app; answers the app's HTTP status. */
  deliver?: (event: SignedEvent) => Promise<number>;
}): Promise<FakeStripe> => {
  const balances = new Map<string, FakeStripeBalance>();
  const accounts = new Set<string>();
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  /** Payment intents charged: what was paid and what was refunded of it. */
  const intents = new Map<string, { account: string; amount: number; currency: string; refunded: number }>();
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  const transactions: (FakeBalanceTransaction & { account: string })[] = [];
  const requests: FakeStripe['requests'] = [];
  let down = false;
  let lost = 0;
  let serial = 0;
  let baseUrl = '';
  const nextId = (prefix: string) => `${prefix}_test_${(serial += 1).toString().padStart(8, '0')}`;
  const addTransaction: FakeStripe['addTransaction'] = (account, t) => {
    transactions.push({
      id: nextId('txn'),
      object: 'balance_transaction',
      account,
      amount: t.amount,
      fee: t.fee ?? 0,
      currency: t.currency,
      reporting_category: t.reporting_category,
      created: t.created ?? Math.floor(Date.now() / 1000),
    });
  };
  const webhookSecret = options.webhookSecret ?? 'whsec_fake';

  const signedEvent: FakeStripe['signedEvent'] = (type, object, eventOptions = {}) => {
    const body = JSON.stringify({
      id: eventOptions.id ?? nextId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: eventOptions.timestamp ?? Math.floor(Date.now() / 1000),
      type,
      account: eventOptions.account,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: eventOptions.secret ?? webhookSecret,
      ...(eventOptions.timestamp === undefined ? {} : { timestamp: eventOptions.timestamp }),
    });
    return { body, signature };
  };
  const deliver = async (event: SignedEvent) => {
    if (!options.deliver) throw new Error('This fake Stripe was started without a deliver function');
    return options.deliver(event);
  };

  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    if (session.status !== 'open') return [];
    const intent = nextId('pi');
    intents.set(intent, {
      account: session.account,
      amount: session.amount_total,
      currency: session.currency,
      refunded: 0,
    });
    Object.assign(session, { payment_intent: intent, payment_status: 'paid', status: 'complete' });
    // Stripe's card fee in AU: 1.75% + 30c.
    addTransaction(session.account, {
      amount: session.amount_total,
      fee: Math.round(session.amount_total * 0.0175) + 30,
      currency: session.currency,
      reporting_category: 'charge',
    });
    const { account, ...object } = session;
    return [await deliver(signedEvent('checkout.session.completed', object, { account }))];
  };

  const settleRefund = async (refundId: string, status: 'succeeded' | 'failed') => {
    const refund = refunds.get(refundId);
    if (!refund) throw new Error(`No refund ${refundId}`);
    refund.status = status;
    if (status === 'failed') {
      refund.failure_reason = 'expired_or_canceled_card';
      const intent = intents.get(refund.payment_intent);
      if (intent) {
        intent.refunded -= refund.amount;
        addTransaction(intent.account, {
          amount: refund.amount,
          currency: refund.currency,
          reporting_category: 'refund_failure',
        });
      }
    }
    const account = intents.get(refund.payment_intent)?.account;
    return deliver(signedEvent('refund.updated', refund, account ? { account } : {}));
  };

  const createSession = (form: URLSearchParams, account: string): FakeSession => {
    const id = nextId('cs');
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      account,
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]') ?? '',
      customer_email: form.get('customer_email'),
      expires_at: Number(form.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400),
      metadata: metadataOf(form, 'metadata'),
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      url: `${baseUrl}/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  };

  /** A refund, or Stripe's error when it would give back more than is left of the charge. */
  const createRefund = (form: URLSearchParams): [number, unknown] => {
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) {
      return [
        404,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${intentId}'`,
          },
        },
      ];
    }
    const amount = Number(form.get('amount') ?? intent.amount - intent.refunded);
    if (amount > intent.amount - intent.refunded) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - intent.refunded})`,
          },
        },
      ];
    }
    intent.refunded += amount;
    addTransaction(intent.account, { amount: -amount, currency: intent.currency, reporting_category: 'refund' });
    const refund: FakeRefund = {
      id: nextId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'pending',
      failure_reason: null,
      metadata: metadataOf(form, 'metadata'),
    };
    refunds.set(refund.id, refund);
    return [200, refund];
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (down) {
        req.socket.destroy();
        return;
      }
      const method = req.method ?? 'GET';
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const body = await readBody(req);
      // The hosted payment page: what the guest sees and clicks.
      const page = /^\/pay\/(cs_[\w]+)$/.exec(path);
      if (page?.[1]) {
        const session = sessions.get(page[1]);
        if (!session) return json(res, 404, { error: { message: 'No such page' } });
        if (method === 'POST') {
          await pay(session.id);
          res.writeHead(303, { location: session.success_url });
          return res.end();
        }
        const amount = (session.amount_total / 100).toFixed(2);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><title>Pay</title><main><h1>Pay ${session.currency.toUpperCase()} ${amount}</h1>` +
            `<p>${escapeHtml(session.customer_email ?? '')}</p>` +
            (session.status === 'open'
              ? `<form method="post"><button type="submit">Pay ${session.currency.toUpperCase()} ${amount}</button></form>`
              : `<p>This payment is ${session.status}.</p>`) +
            `</main>`,
        );
      }
      const stripeAccount =
        typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : undefined;
      const secretKey = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const idempotencyKey =
        typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      const answer = (status: number, answerBody: unknown) => {
        requests.push({ method, path, stripeAccount, secretKey, idempotencyKey, status });
        json(res, status, answerBody);
      };
      if (secretKey !== options.secretKey) {
        return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const knownAccount =
        stripeAccount !== undefined &&
        (options.anyAccount === true || accounts.has(stripeAccount) || balances.has(stripeAccount));
      const noAccess = {
        error: {
          type: 'invalid_request_error',
          code: 'account_invalid',
          message: 'The provided key does not have access to account (or that account does not exist).',
        },
      };
      if (method === 'GET' && path === '/v1/balance_transactions') {
        if (!knownAccount) return answer(403, noAccess);
        const query = new URL(req.url ?? '/', 'http://fake').searchParams;
        const gte = Number(query.get('created[gte]') ?? 0);
        const lt = Number(query.get('created[lt]') ?? Number.MAX_SAFE_INTEGER);
        const limit = Number(query.get('limit') ?? 10);
        // Newest first, as Stripe lists them; a page starts after the id it is given.
        const all = transactions
          .filter((t) => t.account === stripeAccount && t.created >= gte && t.created < lt)
          .reverse()
          .map(({ account: _a, ...t }) => t);
        const after = query.get('starting_after');
        const start = after ? all.findIndex((t) => t.id === after) + 1 : 0;
        const page = all.slice(start, start + limit);
        return answer(200, {
          object: 'list',
          url: '/v1/balance_transactions',
          has_more: start + limit < all.length,
          data: page,
        });
      }
      if (method === 'GET' && path === '/v1/balance') {
        const balance =
          (stripeAccount ? balances.get(stripeAccount) : undefined) ??
          (knownAccount ? { available: [], pending: [] } : undefined);
        return balance ? answer(200, { object: 'balance', livemode: false, ...balance }) : answer(403, noAccess);
      }
      if (method === 'POST' && (path === '/v1/checkout/sessions' || path === '/v1/refunds')) {
        if (!knownAccount) return answer(403, noAccess);
        const answerOrLose = (status: number, result: unknown) => {
          if (lost === 0) return answer(status, result);
          lost -= 1;
          req.socket.destroy();
        };
        const cacheKey = idempotencyKey ? `${stripeAccount}:${idempotencyKey}` : undefined;
        const earlier = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (earlier) {
          if (earlier.body !== body) {
            return answer(400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            });
          }
          return answerOrLose(earlier.status, earlier.answer);
        }
        const form = new URLSearchParams(body);
        const [status, result] =
          path === '/v1/refunds'
            ? createRefund(form)
            : [200, (({ account: _a, ...s }) => s)(createSession(form, stripeAccount))];
        if (cacheKey) idempotent.set(cacheKey, { body, status, answer: result });
        return answerOrLose(status, result);
      }
      return answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    setBalance: (account, balance) => balances.set(account, balance),
    addAccount: (account) => accounts.add(account),
    setDown: (value) => {
      down = value;
    },
    loseAnswers: (count) => {
      lost = count;
    },
    requests,
    sessions,
    refunds,
    addTransaction,
    pay,
    settleRefund,
    signedEvent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};
