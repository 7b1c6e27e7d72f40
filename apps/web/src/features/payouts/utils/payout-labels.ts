import { payoutMonthLabel, type PayoutBatchStatus, type TPayoutTotal } from '@hearth/domain/payouts';
import { formatMoney } from '../../../lib/format';

export const BATCH_STATUS_LABELS: Record<PayoutBatchStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The last `count` months up to this one, newest first, as `YYYY-MM` with their names. */
export const monthOptions = (now: Date = new Date(), count = 24) =>
  Array.from({ length: count }, (_, back) => {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
    return { value, label: payoutMonthLabel(value) };
  });

/** Last month, `YYYY-MM`: the month statements are published for, so the one usually paid. */
export const lastMonth = (now: Date = new Date()) => monthOptions(now, 2)[1]!.value;

/** '2 payments, A$1,234.56' per currency, joined. */
export const totalsText = (totals: readonly TPayoutTotal[]) =>
  totals.length === 0
    ? 'Nothing to pay'
    : totals
        .map((t) => `${t.count} ${t.count === 1 ? 'payment' : 'payments'}, ${formatMoney(t.amount, t.currency)}`)
        .join(' · ');
