import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { amountsOfStripeBalance, createPaymentsService, createStripeClient, PaymentProviderError } from './index';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: 'sk_test_fake' });
});
afterAll(async () => {
  await fake.close();
});

const AU = { id: 'a1', providerAccountId: 'acct_1AUfake000000001', currency: 'AUD' as const };
const NZ = { id: 'a2', providerAccountId: 'acct_1NZfake000000002', currency: 'NZD' as const };
const now = new Date('2031-01-10T00:00:00Z');

describe('the payment service of a configuration', () => {
  it('is the ledger without a Stripe key, Stripe with one', () => {
    const db = {} as Parameters<typeof createPaymentsService>[1]['db'];
    expect(createPaymentsService({ stripe: undefined }, { db }).source).toBe('ledger');
    expect(createPaymentsService({ stripe: { secretKey: 'sk_test_x', apiUrl: fake.url } }, { db }).source).toBe(
      'provider',
    );
  });
});

describe("Stripe's balance in our shape", () => {
  it('sums per currency in minor units, upper-cased, the account’s own currency first, others left out', () => {
    expect(
      amountsOfStripeBalance(
        {
          available: [
            { amount: 12_345, currency: 'aud' },
            { amount: 500, currency: 'nzd' },
            { amount: 99, currency: 'usd' },
          ],
          pending: [
            { amount: 700, currency: 'aud' },
            { amount: 300, currency: 'aud' },
          ],
        },
        'NZD',
      ),
    ).toEqual([
      { currency: 'NZD', available: 500, pending: 0 },
      { currency: 'AUD', available: 12_345, pending: 1000 },
    ]);
    expect(amountsOfStripeBalance({ available: [], pending: [] }, 'AUD')).toEqual([
      { currency: 'AUD', available: 0, pending: 0 },
    ]);
  });
});

describe('the Stripe client (against a local fake)', () => {
  const client = (secretKey = 'sk_test_fake') =>
    createStripeClient({ secretKey, apiUrl: fake.url, maxNetworkRetries: 0 });

  it("reads each account's balance on its behalf with the secret key", async () => {
    fake.setBalance(AU.providerAccountId, {
      available: [{ amount: 250_000, currency: 'aud' }],
      pending: [{ amount: 4_550, currency: 'aud' }],
    });
    fake.setBalance(NZ.providerAccountId, { available: [{ amount: -1_200, currency: 'nzd' }], pending: [] });
    const balances = await client().getBalances([AU, NZ], now);
    expect(balances.get('a1')).toEqual([{ currency: 'AUD', available: 250_000, pending: 4_550 }]);
    expect(balances.get('a2')).toEqual([{ currency: 'NZD', available: -1_200, pending: 0 }]);
    expect(fake.requests.slice(-2).map((r) => [r.path, r.stripeAccount, r.secretKey, r.status])).toEqual(
      expect.arrayContaining([
        ['/v1/balance', AU.providerAccountId, 'sk_test_fake', 200],
        ['/v1/balance', NZ.providerAccountId, 'sk_test_fake', 200],
      ]),
    );
  });

  it('fails with what went wrong: a refused key, an account it may not read, no answer at all', async () => {
    await expect(client('sk_test_wrong').getBalances([AU], now)).rejects.toThrow(
      new PaymentProviderError('Stripe refused the secret key (401)', { status: 401 }),
    );
    const stranger = { id: 'a3', providerAccountId: 'acct_1Unknown0000003', currency: 'AUD' as const };
    await expect(client().getBalances([stranger], now)).rejects.toMatchObject({
      message: 'Stripe refused access to the account acct_1Unknown0000003 (403)',
      status: 403,
    });
    const unreachable = createStripeClient({
      secretKey: 'sk_test_fake',
      apiUrl: 'http://127.0.0.1:9',
      maxNetworkRetries: 0,
      timeoutMs: 2000,
    });
    await expect(unreachable.getBalances([AU], now)).rejects.toMatchObject({
      message: 'Stripe could not be reached',
      status: null,
    });
  });
});
