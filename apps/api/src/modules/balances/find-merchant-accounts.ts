import { asc, eq } from 'drizzle-orm';
import type { TMerchantAccountsResponse } from '@hearth/domain';
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

/** `GET v3/merchant-accounts` (spec 000 §7): every account guests pay into, sorted by name. */
export const listMerchantAccounts = async (options: { db: Db }): Promise<TMerchantAccountsResponse> => {
  const rows = await findMerchantAccountRows(options.db);
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: 'merchant-account',
      attributes: { name: row.name, platform: row.platform, currency: row.currency, companyName: row.companyName },
    })),
  };
};
