import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, merchantAccounts } from '../../db/schema';

/** The merchant accounts with what the balances need of them, by name (the operator's and every partner's). */
export const findMerchantAccountRows = (db: Db) =>
  db
    .select({
      id: merchantAccounts.id,
      name: merchantAccounts.name,
      platform: merchantAccounts.platform,
      providerAccountId: merchantAccounts.providerAccountId,
      currency: merchantAccounts.currency,
      companyName: companies.name,
    })
    .from(merchantAccounts)
    .leftJoin(companies, eq(companies.id, merchantAccounts.companyId))
    .orderBy(asc(merchantAccounts.name), asc(merchantAccounts.id));

export type MerchantAccountRow = Awaited<ReturnType<typeof findMerchantAccountRows>>[number];
