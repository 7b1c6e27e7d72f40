import { and, eq } from 'drizzle-orm';
import type { Currency, TStatementChecksResponse } from '@hearth/domain';
import { statementHomeScope } from '../../access/statement-scope';
import type { ScopeCaller } from '../../access/scope';
import type { Db } from '../../db/client';
import { properties, statements } from '../../db/schema';
import { computeMonth } from './month-drafts';
import { monthNightsOf } from './split-stay';
import { formatCents, formatDay, formatMonth } from './statement-format';
import { presentStatementChecks } from './statements.presenter';

type Check = TStatementChecksResponse['data'][number];

/**
 * `GET v3/statements/checks?month=YYYY-MM`: what finance resolves before publishing the month, for the homes in the
 * caller's reach: a statement whose payout differs from its bookings' payouts now, a guest stay with no payout, a
 * negative payout, a home with stays and no statement. Each with one sentence to act on.
 */
export const findStatementChecks = async (options: {
  db: Db;
  caller: ScopeCaller;
  month: string;
}): Promise<TStatementChecksResponse> => {
  const { db, month } = options;
  const homes = statementHomeScope(options.caller);
  const [computed, stated] = await Promise.all([
    computeMonth(db, { month, homes }),
    db
      .select({
        id: statements.id,
        payoutCents: statements.payoutCents,
        currency: statements.currency,
        property: { id: properties.id, code: properties.code, name: properties.name },
      })
      .from(statements)
      .innerJoin(properties, eq(properties.id, statements.propertyId))
      .where(and(eq(statements.month, monthNightsOf(month).start), homes)),
  ]);
  const checks: Check[] = [];
  const statedHomes = new Set<string>();
  for (const statement of stated) {
    statedHomes.add(statement.property.id);
    const money = (cents: number) => formatCents(cents, statement.currency);
    const fresh = computed.get(statement.property.id)?.draft.payoutCents ?? 0;
    const base = {
      property: statement.property,
      statementId: statement.id,
      bookingId: null,
      currency: statement.currency,
    };
    if (fresh !== statement.payoutCents) {
      checks.push({
        ...base,
        kind: 'payout-mismatch',
        message: `Payout ${money(statement.payoutCents)} on the statement, ${money(fresh)} from the bookings now.`,
        expected: statement.payoutCents,
        actual: fresh,
      });
    }
    if (statement.payoutCents < 0) {
      checks.push({
        ...base,
        kind: 'negative-payout',
        message: `Payout ${money(statement.payoutCents)} is below zero: the month's costs are above its income.`,
        expected: null,
        actual: statement.payoutCents,
      });
    }
  }
  for (const { home, draft } of computed.values()) {
    const property = { id: home.id, code: home.code, name: home.name };
    const currency: Currency = home.currency;
    for (const booking of draft.withoutPayout) {
      checks.push({
        kind: 'booking-without-payout',
        message: `Booking ${booking.longCode} (${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}) has no quote, so no owner payout.`,
        property,
        statementId: null,
        bookingId: booking.id,
        expected: null,
        actual: null,
        currency,
      });
    }
    if (draft.lines.length > 0 && !statedHomes.has(home.id)) {
      checks.push({
        kind: 'missing-statement',
        message: `Bookings in ${formatMonth(month)} and no statement: generate the month.`,
        property,
        statementId: null,
        bookingId: null,
        expected: null,
        actual: draft.payoutCents,
        currency,
      });
    }
  }
  checks.sort((a, b) => a.property.name.localeCompare(b.property.name) || a.kind.localeCompare(b.kind));
  return presentStatementChecks(checks, month);
};
