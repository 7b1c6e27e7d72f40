import { todayIn } from '@hearth/domain';
import type { Db } from '../../db/client';
import { openBankDetails } from './bank-details';
import { batchFileSource, fileStem, monthCode, settingsMissing } from './batch-files';
import { buildNzPaymentsFile } from './nz-payments-file';
import { nzSideOf } from './payout-settings';

/** New Zealand's banks date files in its own zone. */
const NZ_ZONE = 'Pacific/Auckland';

/**
 * `GET v3/payout-batches/{id}/nz-csv` (docs/product/payouts.md#new-zealand-file): the batch's New Zealand payments as
 * a bulk direct-credit CSV (BNZ IB4B layout), from the organisation's New Zealand account.
 */
export const getNzPaymentsFile = async (options: { db: Db; credentialKey: string; id: string }) => {
  const { batch, lines, settings } = await batchFileSource({ db: options.db, id: options.id, country: 'NZ' });
  const side = nzSideOf(settings, options.credentialKey);
  if (!side) throw settingsMissing('NZ');
  const month = monthCode(batch.month);
  const body = buildNzPaymentsFile({
    side,
    paymentDate: batch.paymentDate,
    createdOn: todayIn(NZ_ZONE, batch.createdAt),
    payments: lines.map((line) => {
      const details = openBankDetails('NZ', line.accountSealed, options.credentialKey);
      if (details.country !== 'NZ') throw new Error('A New Zealand line holds another account');
      return {
        account: details.account,
        accountName: line.accountName,
        amountCents: line.amountCents,
        reference: line.property.code,
        code: month,
        particulars: 'OWNER PAYOUT',
      };
    }),
  });
  return { filename: `${fileStem(batch)}-nz.csv`, body };
};
