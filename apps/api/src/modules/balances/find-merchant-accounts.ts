import type { TMerchantAccountsResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { presentMerchantAccounts } from './balances.presenter';
import { findMerchantAccountRows } from './balances.queries';

/** `GET v3/merchant-accounts` (docs/product/balances.md#calls): every account guests pay into, sorted by name. */
export const findMerchantAccounts = async (options: { db: Db }): Promise<TMerchantAccountsResponse> =>
  presentMerchantAccounts(await findMerchantAccountRows(options.db));
