import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denialOf,
  SETTLEMENT_WINDOW_DAYS,
  type TBalancesResponse,
  type TMerchantAccountsResponse,
  type TPropertyDocumentAnswer,
} from '@hearth/domain';
import { bookingCards, bookingPayments, bookings, bookingVerifications, merchantAccounts } from '../../db/schema';
import { loadConfig } from '../../config';
import { demoCompanyId } from '../../seed/seed';
import { demoMerchantAccountId } from '../../seed/demo-merchants';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { TEST_SECRETS } from '../../test/template';

let ctx: TestContext;
let finance: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  finance = await ctx.signedIn('finance');
});
afterAll(async () => {
  await ctx.close();
});

const TEST_SECRETS_ENV = {
  SESSION_SECRET: TEST_SECRETS.sessionSecret,
  FILE_SIGNING_SECRET: TEST_SECRETS.fileSigningSecret,
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

const balancesOf = async (client: TestClient) => {
  const response = await client.get('/api/v3/merchant-accounts/balances');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TBalancesResponse;
};

/** A merchant account of its own with one booking per currency given, for payments to be added to. */
const accountWithBookings = async (currencies: readonly ('AUD' | 'NZD')[]) => {
  const tag = uniqueTag();
  const [account] = await ctx.db
    .insert(merchantAccounts)
    .values({ name: `${tag} Test AU`, providerAccountId: `acct_${tag}`, currency: 'AUD', platform: 'stripe' })
    .returning();
  if (!account) throw new Error('no account');
  const propertyId = await createProperty(ctx.db, { name: `${tag} Balances` });
  const bookingIds: string[] = [];
  for (const [index, currency] of currencies.entries()) {
    const [row] = await ctx.db
      .insert(bookings)
      .values({
        propertyId,
        longCode: `BAL-${tag}-${index}`,
        status: 'BOOKED',
        checkIn: `2032-0${index + 1}-10`,
        checkOut: `2032-0${index + 1}-14`,
        currency,
        merchantAccountId: account.id,
      })
      .returning({ id: bookings.id });
    bookingIds.push(row?.id ?? '');
  }
  return { account, bookingIds, tag };
};

describe('GET /api/v3/merchant-accounts', () => {
  it('lists the operator’s and the licensees’ accounts by name, for a finance manager', async () => {
    const response = await finance.get('/api/v3/merchant-accounts');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as TMerchantAccountsResponse;
    const names = data.map((a) => a.attributes.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(data).toEqual(
      expect.arrayContaining([
        {
          id: demoMerchantAccountId('hearth-au'),
          type: 'merchant-account',
          attributes: { name: 'Hearth AU', platform: 'stripe', currency: 'AUD', companyName: null },
        },
        expect.objectContaining({ attributes: expect.objectContaining({ name: 'Hearth NZ', currency: 'NZD' }) }),
        expect.objectContaining({
          attributes: expect.objectContaining({ name: 'Coastal Stays AU', companyName: 'Coastal Stays' }),
        }),
        expect.objectContaining({
          attributes: expect.objectContaining({ name: 'Wakatipu Holiday Homes NZ', currency: 'NZD' }),
        }),
      ]),
    );
  });

  it('is refused to every other role, with the action’s 403', async () => {
    for (const name of ['admin', 'staff', 'owner', 'licensee', 'reservations']) {
      const client = await ctx.signedIn(name);
      for (const url of ['/api/v3/merchant-accounts', '/api/v3/merchant-accounts/balances']) {
        const response = await client.get(url);
        expect(response.statusCode, `${name} ${url}`).toBe(403);
        expect(errorsOf(response)[0]?.code).toBe(denialOf('balance:read').code);
      }
    }
    expect((await ctx.client().get('/api/v3/merchant-accounts/balances')).statusCode).toBe(401);
  });
});

describe('GET /api/v3/merchant-accounts/balances (the payments ledger)', () => {
  it('adds up settled payments less refunds as available, and the last two days as pending', async () => {
    const { account, bookingIds } = await accountWithBookings(['AUD', 'NZD']);
    const [aud, nzd] = bookingIds as [string, string];
    const old = ago((SETTLEMENT_WINDOW_DAYS + 3) * DAY);
    const recent = ago(2 * HOUR);
    const charge = { paymentType: 'accommodation' as const, status: 'paid' as const };
    await ctx.db.insert(bookingPayments).values([
      { ...charge, bookingId: aud, amountCents: 30_000, paidAt: old, paymentType: 'deposit' },
      { ...charge, bookingId: aud, amountCents: 70_055, paidAt: recent },
      // A refund settled long ago, and one made inside the settlement window.
      {
        bookingId: aud,
        amountCents: 10_000,
        paidAt: ago(5 * DAY),
        paymentType: 'refund',
        status: 'refunded',
        isRefund: true,
      },
      {
        bookingId: aud,
        amountCents: 2_500,
        paidAt: ago(DAY),
        paymentType: 'refund',
        status: 'refunded',
        isRefund: true,
      },
      // Not money in: unpaid, failed, a charge marked paid with no date.
      { ...charge, bookingId: aud, amountCents: 50_000, status: 'unpaid', dueOn: '2032-01-01' },
      { ...charge, bookingId: aud, amountCents: 40_000, status: 'failed', paidAt: old },
      { ...charge, bookingId: aud, amountCents: 9_999, paidAt: null },
      // The same account took a payment in another currency: its own line.
      { ...charge, bookingId: nzd, amountCents: 12_345, paidAt: old },
    ]);

    const body = await balancesOf(finance);
    expect(body.meta.source).toBe('ledger');
    expect(Math.abs(Date.parse(body.meta.asOf) - Date.now())).toBeLessThan(60_000);
    const mine = body.data.find((b) => b.attributes.merchantAccountId === account.id);
    expect(mine).toEqual({
      id: account.providerAccountId,
      type: 'balance',
      attributes: {
        accountName: account.name,
        merchantAccountId: account.id,
        amounts: [
          { currency: 'AUD', available: 30_000 - 10_000, pending: 70_055 - 2_500 },
          { currency: 'NZD', available: 12_345, pending: 0 },
        ],
      },
    });
  });

  it('gives an account with no payments zero in its own currency, and lists every account by name', async () => {
    const { account } = await accountWithBookings([]);
    const body = await balancesOf(finance);
    const names = body.data.map((b) => b.attributes.accountName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.data.find((b) => b.id === account.providerAccountId)?.attributes.amounts).toEqual([
      { currency: 'AUD', available: 0, pending: 0 },
    ]);
  });

  it('matches, for the seeded accounts, the payments of their bookings summed one by one', async () => {
    const body = await balancesOf(finance);
    const cutoff = Date.parse(body.meta.asOf) - SETTLEMENT_WINDOW_DAYS * DAY;
    const rows = await ctx.db
      .select({
        accountId: bookings.merchantAccountId,
        currency: bookings.currency,
        amountCents: bookingPayments.amountCents,
        isRefund: bookingPayments.isRefund,
        status: bookingPayments.status,
        paidAt: bookingPayments.paidAt,
      })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId));
    const expected = new Map<string, { available: number; pending: number }>();
    for (const row of rows) {
      const counts = row.isRefund ? row.status === 'paid' || row.status === 'refunded' : row.status === 'paid';
      if (!row.accountId || !row.paidAt || !counts) continue;
      const key = `${row.accountId} ${row.currency}`;
      const sum = expected.get(key) ?? { available: 0, pending: 0 };
      const signed = row.isRefund ? -row.amountCents : row.amountCents;
      if (row.paidAt.getTime() <= cutoff) sum.available += signed;
      else sum.pending += signed;
      expected.set(key, sum);
    }
    const hearthAu = demoMerchantAccountId('hearth-au');
    expect(expected.get(`${hearthAu} AUD`)?.available ?? 0, 'the demo has settled payments').toBeGreaterThan(0);
    for (const balance of body.data) {
      for (const amount of balance.attributes.amounts) {
        const want = expected.get(`${balance.attributes.merchantAccountId} ${amount.currency}`) ?? {
          available: 0,
          pending: 0,
        };
        expect({ available: amount.available, pending: amount.pending }, balance.attributes.accountName).toEqual(want);
      }
    }
  });
});

describe('the payment provider setting', () => {
  it('is Stripe with STRIPE_SECRET_KEY (at STRIPE_API_URL), else none: the ledger', () => {
    const base = { DATA_DIR: ctx.config.dataDir, ...TEST_SECRETS_ENV };
    expect(loadConfig(base).stripe).toBeUndefined();
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_123' }).stripe).toEqual({
      secretKey: 'sk_test_123',
      apiUrl: 'https://api.stripe.com',
    });
    expect(
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe
        ?.apiUrl,
    ).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_API_URL: 'not a url' })).toThrow(
      /STRIPE_API_URL/,
    );
  });
});

describe('the demo’s merchant data', () => {
  it('pays each guest booking into its company’s account in its currency, else the operator’s; blocks into none', async () => {
    const { rows } = (await ctx.db.execute(sql`
      select b.status = 'BLOCKED' as blocked, c.name as company, b.currency, m.name as account, count(*)::int as n
      from bookings b join properties p on p.id = b.property_id join companies c on c.id = p.company_id
      left join merchant_accounts m on m.id = b.merchant_account_id
      where b.long_code not like 'BAL-%'
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`)) as unknown as {
      rows: { blocked: boolean; company: string; currency: string; account: string | null; n: number }[];
    };
    const OWN: Record<string, string> = {
      'Coastal Stays AUD': 'Coastal Stays AU',
      'Harbour City Stays AUD': 'Harbour City Stays AU',
      'Wakatipu Holiday Homes NZD': 'Wakatipu Holiday Homes NZ',
    };
    const accountOf = (company: string, currency: string) =>
      OWN[`${company} ${currency}`] ?? (currency === 'NZD' ? 'Hearth NZ' : 'Hearth AU');
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.account, `${row.company} ${row.currency} blocked=${row.blocked}`).toBe(
        row.blocked ? null : accountOf(row.company, row.currency),
      );
    }
    expect(rows.some((r) => r.account === 'Coastal Stays AU')).toBe(true);
    // The booking's merchant name follows its account.
    const [mismatch] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(merchantAccounts, eq(merchantAccounts.id, bookings.merchantAccountId))
      .where(
        and(
          ne(merchantAccounts.name, sql`coalesce(${bookings.merchantName}, '')`),
          sql`${bookings.longCode} not like 'BAL-%'`,
        ),
      );
    expect(mismatch?.n).toBe(0);
  });

  it('keeps masked cards and identity checks for a share of the guest bookings, never an owner block', async () => {
    const cards = await ctx.db
      .select({ card: bookingCards, status: bookings.status })
      .from(bookingCards)
      .innerJoin(bookings, eq(bookings.id, bookingCards.bookingId));
    expect(cards.length).toBeGreaterThan(20);
    for (const { card, status } of cards) {
      expect(status).not.toBe('BLOCKED');
      expect(card.last4).toMatch(/^\d{4}$/);
      expect(['visa', 'mastercard', 'amex']).toContain(card.brand);
      expect(card.expMonth).toBeGreaterThanOrEqual(1);
      expect(card.expMonth).toBeLessThanOrEqual(12);
    }
    const verifications = await ctx.db
      .select({ status: bookingVerifications.status, method: bookingVerifications.method })
      .from(bookingVerifications)
      .innerJoin(bookings, and(eq(bookings.id, bookingVerifications.bookingId), ne(bookings.status, 'BLOCKED')));
    const statuses = new Set(verifications.map((v) => v.status));
    expect(verifications.length).toBeGreaterThan(20);
    expect(statuses.has('verified') && statuses.has('pending')).toBe(true);
    expect(verifications.filter((v) => v.status === 'not-started').every((v) => v.method === null)).toBe(true);
  });

  it('gives a property the merchant account its guests pay into: its company’s, else the operator’s', async () => {
    const staff = await ctx.signedIn('staff');
    const merchantOf = async (companyKey: 'coastal-stays' | 'hearth', currency: 'AUD' | 'NZD') => {
      const id = await createProperty(ctx.db, {
        name: `${uniqueTag()} Merchant`,
        companyId: demoCompanyId(companyKey),
        currency,
      });
      const response = await staff.get(`/api/v3/properties/${id}?include=merchant`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as TPropertyDocumentAnswer).data.attributes.merchant;
    };
    const [[coastal], [hearthNz]] = await Promise.all([
      ctx.db
        .select()
        .from(merchantAccounts)
        .where(eq(merchantAccounts.id, demoMerchantAccountId('coastal-stays'))),
      ctx.db
        .select()
        .from(merchantAccounts)
        .where(eq(merchantAccounts.id, demoMerchantAccountId('hearth-nz'))),
    ]);
    expect(await merchantOf('coastal-stays', 'AUD')).toEqual({
      id: coastal?.id,
      name: 'Coastal Stays AU',
      merchantAccountId: coastal?.providerAccountId,
      currency: 'AUD',
    });
    // Coastal Stays takes no NZD: its NZD guests pay the operator.
    expect(await merchantOf('coastal-stays', 'NZD')).toMatchObject({ id: hearthNz?.id, name: 'Hearth NZ' });
  });
});
