import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_ERROR_CODES, type TBalancesResponse } from '@hearth/domain';
import { startFakeStripe, type FakeStripe } from '../../adapters/payments/fake-stripe';
import { demoMerchantAccountId, demoProviderAccountId, DEMO_MERCHANTS } from '../../seed/demo-merchants';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * Balances with STRIPE_SECRET_KEY set: the real client (the `stripe` package) against a local stand-in for Stripe's
 * balance endpoint over HTTP (STRIPE_API_URL), reading each seeded account on its behalf.
 */

let ctx: TestContext;
let finance: TestClient;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: 'sk_test_live_balances' });
  ctx = await createTestContext({ config: { stripe: { secretKey: 'sk_test_live_balances', apiUrl: stripe.url } } });
  finance = await ctx.signedIn('finance');
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

describe('balances from Stripe', () => {
  it("answers each account's Stripe balance, in minor units, marked as the provider's", async () => {
    for (const merchant of DEMO_MERCHANTS) {
      stripe.setBalance(demoProviderAccountId(merchant.key), { available: [], pending: [] });
    }
    stripe.setBalance(demoProviderAccountId('hearth-au'), {
      available: [{ amount: 1_234_567, currency: 'aud' }],
      pending: [{ amount: 89_050, currency: 'aud' }],
    });
    const response = await finance.get('/api/v3/merchant-accounts/balances');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TBalancesResponse;
    expect(body.meta.source).toBe('provider');
    expect(body.data.find((b) => b.attributes.merchantAccountId === demoMerchantAccountId('hearth-au'))).toEqual({
      id: demoProviderAccountId('hearth-au'),
      type: 'balance',
      attributes: {
        accountName: 'Hearth AU',
        merchantAccountId: demoMerchantAccountId('hearth-au'),
        amounts: [{ currency: 'AUD', available: 1_234_567, pending: 89_050 }],
      },
    });
    expect(body.data.find((b) => b.attributes.accountName === 'Hearth NZ')?.attributes.amounts).toEqual([
      { currency: 'NZD', available: 0, pending: 0 },
    ]);
    const asked = stripe.requests.filter((r) => r.status === 200).map((r) => r.stripeAccount);
    expect(new Set(asked)).toEqual(new Set(DEMO_MERCHANTS.map((m) => demoProviderAccountId(m.key))));
    expect(stripe.requests.every((r) => r.secretKey === 'sk_test_live_balances')).toBe(true);
  });

  it('answers 503 with what went wrong when Stripe cannot be reached, not ledger figures', async () => {
    stripe.setDown(true);
    try {
      const response = await finance.get('/api/v3/merchant-accounts/balances');
      expect(response.statusCode, response.body).toBe(503);
      const [error] = errorsOf(response);
      expect(error).toMatchObject({ status: '503', code: BALANCE_ERROR_CODES.providerUnavailable });
      expect(error?.detail).toMatch(/^Stripe could not be reached, so balances cannot be shown now/);
    } finally {
      stripe.setDown(false);
    }
    // The accounts themselves are ours and still listed.
    expect((await finance.get('/api/v3/merchant-accounts')).statusCode).toBe(200);
  });
});
