import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookingPayments, bookings } from '../../db/schema';

export type LedgerActivity = { charges: number; refunds: number; disputes: number; recordedByHand: number };

const sumWhen = (condition: ReturnType<typeof and>) =>
  sql<number>`coalesce(sum(${bookingPayments.amountCents}) filter (where ${condition}), 0)::int`;

/**
 * What our payments ledger says moved on each merchant account in [from, to), by account id
 * (docs/product/balances.md#reconciliation): charges taken through Stripe (by the day paid), refunds sent through it
 * (by the day written: Stripe books a refund when it is made, before it settles), disputes (by the day opened), and
 * what was recorded by hand, which Stripe never saw.
 */
export const findLedgerActivity = async (
  db: Db,
  accountIds: readonly string[],
  window: { from: Date; to: Date },
): Promise<Map<string, LedgerActivity>> => {
  if (accountIds.length === 0) return new Map();
  const inWindow = (column: AnyPgColumn) => and(gte(column, window.from), lt(column, window.to));
  const charge = and(eq(bookingPayments.isRefund, false), isNotNull(bookingPayments.providerRef));
  const rows = await db
    .select({
      accountId: bookings.merchantAccountId,
      charges: sumWhen(and(charge, inWindow(bookingPayments.paidAt))),
      refunds: sumWhen(
        and(
          eq(bookingPayments.isRefund, true),
          isNotNull(bookingPayments.providerRef),
          inArray(bookingPayments.status, ['pending', 'refunded']),
          inWindow(bookingPayments.createdAt),
        ),
      ),
      disputes: sumWhen(and(charge, inWindow(bookingPayments.disputedAt))),
      recordedByHand: sumWhen(
        and(
          eq(bookingPayments.isRefund, false),
          isNull(bookingPayments.providerRef),
          eq(bookingPayments.status, 'paid'),
          inWindow(bookingPayments.paidAt),
        ),
      ),
    })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .where(inArray(bookings.merchantAccountId, [...accountIds]))
    .groupBy(bookings.merchantAccountId);
  return new Map(rows.flatMap((row) => (row.accountId ? [[row.accountId, row] as const] : [])));
};
