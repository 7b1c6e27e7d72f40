import type { Db } from '../../db/client';
import { buildAbaFile } from './aba-file';
import { openBankDetails } from './bank-details';
import { batchFileSource, fileStem, monthCode, settingsMissing } from './batch-files';
import { abaSideOf } from './payout-settings';

/**
 * `GET v3/payout-batches/{id}/aba` (docs/product/payouts.md#aba-file): the batch's Australian payments as an ABA
 * file, each to the account copied into the batch, from the organisation's account of the payout settings.
 */
export const getAbaFile = async (options: { db: Db; credentialKey: string; id: string }) => {
  const { batch, lines, settings } = await batchFileSource({ db: options.db, id: options.id, country: 'AU' });
  const side = abaSideOf(settings, options.credentialKey);
  if (!side) throw settingsMissing('AU');
  const month = monthCode(batch.month);
  const body = buildAbaFile({
    side,
    paymentDate: batch.paymentDate,
    description: `PAYOUT ${month}`,
    payments: lines.map((line) => {
      const details = openBankDetails('AU', line.accountSealed, options.credentialKey);
      if (details.country !== 'AU') throw new Error('An Australian line holds another account');
      return {
        bsb: details.bsb,
        accountNumber: details.accountNumber,
        accountName: line.accountName,
        amountCents: line.amountCents,
        reference: `${month} ${line.property.code}`,
      };
    }),
  });
  return { filename: `${fileStem(batch)}.aba`, body };
};
