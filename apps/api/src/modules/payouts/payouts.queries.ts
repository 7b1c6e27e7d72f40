import { and, asc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { HTTP, PAYOUT_ERROR_CODES, PAYOUT_MESSAGES, type TPayoutTotal } from '@hearth/domain';
import type { Db } from '../../db/client';
import {
  ownerBankAccounts,
  payoutBatches,
  payoutLines,
  payoutSettings,
  properties,
  statements,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type Person = { id: string; firstName: string; lastName: string };
export const fullNameOf = (person: Pick<Person, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`;

/** Names of these users (creators of batches, those who changed an account), by id. */
export const readNames = async (db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, fullNameOf(row)]));
};

/**
 * The statements of a month a batch may pay (docs/product/payouts.md#rules): published, a payout above zero, not
 * paid, and in no batch that is not cancelled; by home code.
 */
export const readPayableStatements = (db: Db, monthStart: string) =>
  db
    .select({
      id: statements.id,
      propertyId: properties.id,
      code: properties.code,
      name: properties.name,
      currency: statements.currency,
      payoutCents: statements.payoutCents,
    })
    .from(statements)
    .innerJoin(properties, eq(properties.id, statements.propertyId))
    .where(
      and(
        eq(statements.month, monthStart),
        eq(statements.status, 'published'),
        gt(statements.payoutCents, 0),
        isNull(statements.paidAt),
        notExists(
          db
            .select({ one: payoutLines.id })
            .from(payoutLines)
            .where(and(eq(payoutLines.statementId, statements.id), isNull(payoutLines.releasedAt))),
        ),
      ),
    )
    .orderBy(asc(properties.code), asc(statements.id));

export type OwnerAccountRow = typeof ownerBankAccounts.$inferSelect;

/** The bank accounts of these owners. */
export const readOwnerAccounts = async (db: Db, userIds: readonly string[]): Promise<OwnerAccountRow[]> =>
  userIds.length === 0
    ? []
    : db
        .select()
        .from(ownerBankAccounts)
        .where(inArray(ownerBankAccounts.userId, [...new Set(userIds)]));

export type PayoutSettingsRow = typeof payoutSettings.$inferSelect;

/** The organisation's payout settings, or null before any was saved. */
export const readPayoutSettings = async (db: Db): Promise<PayoutSettingsRow | null> =>
  (await db.select().from(payoutSettings).limit(1))[0] ?? null;

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

/** The batch with this id, or 404: batches are the organisation's, and whoever reaches /payouts reaches each one. */
export const findPayoutBatch = async (db: Db, id: string): Promise<PayoutBatchRow> => {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id)).limit(1);
  if (!row) {
    throw new AppError({
      status: HTTP.notFound,
      code: PAYOUT_ERROR_CODES.notFound,
      detail: PAYOUT_MESSAGES.batchNotFound,
    });
  }
  return row;
};

/** The lines of a batch with their homes and owners, by home code (cancelled batches keep theirs, released). */
export const readBatchLines = (db: Db, batchId: string) =>
  db
    .select({
      id: payoutLines.id,
      statementId: payoutLines.statementId,
      currency: payoutLines.currency,
      amountCents: payoutLines.amountCents,
      country: payoutLines.country,
      accountSealed: payoutLines.accountSealed,
      accountName: payoutLines.accountName,
      property: { id: properties.id, code: properties.code, name: properties.name },
      payee: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(payoutLines)
    .innerJoin(statements, eq(statements.id, payoutLines.statementId))
    .innerJoin(properties, eq(properties.id, statements.propertyId))
    .innerJoin(users, eq(users.id, payoutLines.payeeUserId))
    .where(eq(payoutLines.batchId, batchId))
    .orderBy(asc(properties.code), asc(payoutLines.id));
export type BatchLineRow = Awaited<ReturnType<typeof readBatchLines>>[number];

/** Count and sum of each batch's lines per currency. */
export const readBatchTotals = async (db: Db, batchIds: readonly string[]) => {
  const totals = new Map<string, TPayoutTotal[]>();
  if (batchIds.length === 0) return totals;
  const rows = await db
    .select({
      batchId: payoutLines.batchId,
      currency: payoutLines.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${payoutLines.amountCents})::bigint`,
    })
    .from(payoutLines)
    .where(inArray(payoutLines.batchId, [...batchIds]))
    .groupBy(payoutLines.batchId, payoutLines.currency)
    .orderBy(asc(payoutLines.currency));
  for (const row of rows) {
    totals.set(row.batchId, [
      ...(totals.get(row.batchId) ?? []),
      { currency: row.currency, count: Number(row.count), amount: Number(row.amount) },
    ]);
  }
  return totals;
};
