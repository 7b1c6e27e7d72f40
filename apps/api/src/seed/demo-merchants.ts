import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Currency } from '@hearth/domain';
import type { Db } from '../db/client';
import { merchantAccounts } from '../db/schema';
import { DEMO_COMPANIES, demoCompanyId, type DemoCompanyKey } from './demo-companies';
import { deterministicUuid, deterministicUuidSql } from './deterministic-id';

/**
 * The merchant accounts guests pay into (docs/product/balances.md#fields 'Merchant account'): the operator's own,
 * 'Hearth AU' and 'Hearth NZ', and one for each licensee that takes its guests' payments, in its country's currency.
 * A booking is paid into its company's account in the booking's currency, else into the operator's; owner blocks
 * into none. Cards (masked) and identity checks are seeded for a share of the guest bookings alongside.
 */

type DemoMerchant = { key: string; company: DemoCompanyKey | null; currency: Currency };

/** `null` company: the operator's own account (merchant_accounts.company_id is null). */
export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  { key: 'hearth-au', company: null, currency: 'AUD' },
  { key: 'hearth-nz', company: null, currency: 'NZD' },
  ...DEMO_COMPANIES.filter((c) => c.partnerType === 'Franchise - Licensee').map((c): DemoMerchant => ({
    key: c.key,
    company: c.key,
    currency: c.country === 'New Zealand' ? 'NZD' : 'AUD',
  })),
];

export const demoMerchantAccountId = (key: string): string => deterministicUuid(`merchant-account:${key}`);

/** A Stripe-shaped connected-account id (`acct_` and 16 characters), the same on every machine. */
export const demoProviderAccountId = (key: string): string =>
  `acct_${createHash('sha1').update(`hearth-demo:merchant-account:${key}`).digest('hex').slice(0, 16)}`;

const nameOf = (merchant: DemoMerchant): string => {
  const owner = merchant.company ? DEMO_COMPANIES.find((c) => c.key === merchant.company)?.name : 'Hearth';
  return `${owner ?? 'Hearth'} ${merchant.currency === 'NZD' ? 'NZ' : 'AU'}`;
};

/**
 * The account each booking of a property is paid into, per currency, as a table `(property_id, currency, id, name)`
 * with a row for every property and currency: its company's account in that currency, else the operator's (id null
 * when neither exists). seedBookingDetails joins it in the one UPDATE it already makes of every booking, so the
 * scale seed rewrites its hundreds of thousands of bookings once, not twice.
 */
export const demoMerchantChoiceSql = sql`(
  select p.id as property_id, cur.currency, coalesce(own.id, operator.id) as id, coalesce(own.name, operator.name) as name
  from properties p
  cross join (values ('AUD'), ('NZD')) as cur(currency)
  left join merchant_accounts own on own.company_id = p.company_id and own.currency = cur.currency
  left join merchant_accounts operator on operator.company_id is null and operator.currency = cur.currency)`;

/**
 * Accounts, cards and verifications, before seedBookingDetails (which pays each booking into its account through
 * demoMerchantChoiceSql): set-based statements over every booking (the scale seed's hundreds of thousands too),
 * each choice hashing the booking id so the same rows come out everywhere.
 */
export const seedDemoMerchants = async (db: Db, options: { today: string }): Promise<void> => {
  await db.insert(merchantAccounts).values(
    DEMO_MERCHANTS.map((m) => ({
      id: demoMerchantAccountId(m.key),
      name: nameOf(m),
      platform: 'stripe',
      providerAccountId: demoProviderAccountId(m.key),
      companyId: m.company ? demoCompanyId(m.company) : null,
      currency: m.currency,
      createdAt: new Date('2024-07-01T00:00:00Z'),
    })),
  );

  const roll = (purpose: string) => sql.raw(`(abs(hashtext(b.id::text || '${purpose}')) % 100)`);
  const pick = (purpose: string, n: number) => sql.raw(`(1 + abs(hashtext(b.id::text || '${purpose}')) % ${n})`);
  const today = sql`${options.today}::date`;

  // Cards kept for the charges we take ourselves (our own channel and requests): most have one, a few a second.
  await db.execute(sql`
    insert into booking_cards (id, booking_id, brand, last4, exp_month, exp_year, holder_name, is_default, created_at)
    select ${deterministicUuidSql(sql`'card:' || b.id::text || ':' || n::text`)}, b.id,
      (array['visa', 'visa', 'visa', 'mastercard', 'mastercard', 'amex'])[1 + abs(hashtext(b.id::text || 'brand' || n::text)) % 6],
      lpad((abs(hashtext(b.id::text || 'last4' || n::text)) % 10000)::text, 4, '0'),
      1 + abs(hashtext(b.id::text || 'exp-month' || n::text)) % 12,
      extract(year from b.booked_at)::int + 1 + abs(hashtext(b.id::text || 'exp-year' || n::text)) % 4,
      b.guest_name, n = 1, b.booked_at + (n - 1) * interval '5 days'
    from bookings b cross join generate_series(1, 2) as n
    where b.status <> 'BLOCKED' and (b.channel = 'hearth' or b.status = 'REQUESTED')
      and ${roll('card')} < 85 and (n = 1 or ${roll('second-card')} < 10)`);

  // Identity checks: done for most past and current stays, under way or not started for some ahead, failed for a few.
  await db.execute(sql`
    insert into booking_verifications (booking_id, status, method, checked_at, note)
    select b.id, v.status,
      case when v.status = 'not-started' then null
        else (array['id-document', 'id-document', 'selfie-match', 'phone'])[${pick('verify-method', 4)}] end,
      case when v.status in ('verified', 'failed') then b.booked_at + interval '1 day' end,
      case when v.status = 'failed' then 'The name on the ID did not match the booking; guest asked to try again.' end
    from bookings b
    cross join lateral (select case
      when ${roll('verify')} < 4 then 'failed'
      when b.check_in <= ${today} then 'verified'
      when ${roll('verify')} < 55 then 'verified'
      when ${roll('verify')} < 80 then 'pending'
      else 'not-started' end as status) v
    where b.status in ('BOOKED', 'REQUESTED') and ${roll('verification')} < 60`);
};
