import type { Db } from '../../db/client';
import { maskBankDetails, openBankDetails } from './bank-details';
import { missingSettingsOf } from './payout-settings';
import { presentBatchDocument } from './payouts.presenter';
import { findPayoutBatch, readBatchLines, readBatchTotals, readNames, readPayoutSettings } from './payouts.queries';

/** `GET v3/payout-batches/{id}` (docs/product/payouts.md#calls): the batch with its lines, accounts masked. */
export const getPayoutBatch = async (options: { db: Db; credentialKey: string; id: string }) => {
  const { db } = options;
  const row = await findPayoutBatch(db, options.id);
  const lines = await readBatchLines(db, row.id);
  const totals = (await readBatchTotals(db, [row.id])).get(row.id) ?? [];
  const names = await readNames(db, [row.createdByUserId, row.sentByUserId, row.cancelledByUserId]);
  const settings = await readPayoutSettings(db);
  return presentBatchDocument({
    row,
    lines: lines.map((line) => ({
      line,
      masked: maskBankDetails(openBankDetails(line.country, line.accountSealed, options.credentialKey)),
    })),
    totals,
    names,
    missingSettings:
      row.status === 'draft'
        ? missingSettingsOf(
            settings,
            lines.map((line) => line.country),
          )
        : [],
  });
};
