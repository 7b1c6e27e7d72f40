import type { Db } from '../../db/client';
import { missingSettingsOf } from './payout-settings';
import { planPayouts, totalsOf } from './payout-plan';
import { presentPreview } from './payouts.presenter';
import { readPayoutSettings } from './payouts.queries';

/** `GET v3/payout-batches/preview?month=` (docs/product/payouts.md#calls): what a batch of the month would pay now. */
export const getPayoutPreview = async (options: { db: Db; credentialKey: string; month: string }) => {
  const plan = await planPayouts({
    db: options.db,
    credentialKey: options.credentialKey,
    monthStart: `${options.month}-01`,
  });
  const settings = await readPayoutSettings(options.db);
  return presentPreview(
    options.month,
    plan,
    totalsOf(plan.lines),
    missingSettingsOf(
      settings,
      plan.lines.map((line) => line.country),
    ),
  );
};
