import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { SETTLEMENT_WINDOW_DAYS } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingPayments, bookings } from '../../db/schema';
import { daysFromNow } from '../../lib/clock';
import type { BalanceAmount, PaymentsService } from './types';

/**
 * The offline payment service: no provider key, so each account's balance is added up from our payments ledger
 * (booking_payments of the bookings paid into it), in one GROUP BY.
 *
 * The rule: a guest payment counts once it is `paid` (with its paid_at); a refund (is_refund, `paid` or `refunded`)
 * takes its amount off. What was paid at least SETTLEMENT_WINDOW_DAYS ago is available; what was paid since, or is
 * dated ahead, is pending. Payouts to owners or the bank are not recorded anywhere here, so available is everything
 * ever settled: the screen says the figures come from the ledger.
 */
export const createLedgerPaymentsService = (options: { db: Db }): PaymentsService => ({
  source: 'ledger',
  getBalances: async (accounts, now) => {
    const balances = new Map<string, BalanceAmount[]>(
      accounts.map((account) => [account.id, [{ currency: account.currency, available: 0, pending: 0 }]]),
    );
    if (accounts.length === 0) return balances;
    const settledBefore = sql`${daysFromNow(-SETTLEMENT_WINDOW_DAYS, now).toISOString()}::timestamptz`;
    const signed = sql`case when ${bookingPayments.isRefund} then -${bookingPayments.amountCents} else ${bookingPayments.amountCents} end`;
    const rows = await options.db
      .select({
        accountId: bookings.merchantAccountId,
        currency: bookings.currency,
        available:
          sql<number>`coalesce(sum(${signed}) filter (where ${bookingPayments.paidAt} <= ${settledBefore}), 0)::bigint`.mapWith(
            Number,
          ),
        pending:
          sql<number>`coalesce(sum(${signed}) filter (where ${bookingPayments.paidAt} > ${settledBefore}), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .where(
        and(
          inArray(
            bookings.merchantAccountId,
            accounts.map((account) => account.id),
          ),
          isNotNull(bookingPayments.paidAt),
          or(
            and(eq(bookingPayments.isRefund, false), eq(bookingPayments.status, 'paid')),
            and(eq(bookingPayments.isRefund, true), inArray(bookingPayments.status, ['paid', 'refunded'])),
          ),
        ),
      )
      .groupBy(bookings.merchantAccountId, bookings.currency);
    for (const row of rows) {
      if (!row.accountId) continue;
      const amounts = balances.get(row.accountId);
      if (!amounts) continue;
      const amount: BalanceAmount = { currency: row.currency, available: row.available, pending: row.pending };
      const index = amounts.findIndex((a) => a.currency === row.currency);
      if (index >= 0) amounts[index] = amount;
      else amounts.push(amount);
    }
    return balances;
  },
});
