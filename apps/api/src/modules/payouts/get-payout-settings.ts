import type { Db } from '../../db/client';
import { abaSideOf, nzSideOf } from './payout-settings';
import { presentPayoutSettings } from './payouts.presenter';
import { readPayoutSettings } from './payouts.queries';

/** `GET v3/payouts/settings` (docs/product/payouts.md#organisation-settings): the organisation's accounts, masked. */
export const getPayoutSettings = async (options: { db: Db; credentialKey: string }) => {
  const row = await readPayoutSettings(options.db);
  return presentPayoutSettings(abaSideOf(row, options.credentialKey), nzSideOf(row, options.credentialKey));
};
