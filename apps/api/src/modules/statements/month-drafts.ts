import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildStatement, type StatementDraft } from './statement-draft';
import { readMonthBookings, type StatementHome } from './month-bookings';

export type ComputedStatement = { home: StatementHome; draft: StatementDraft };

/**
 * Every reached home's statement of `month` (`YYYY-MM`) as its bookings say now, by home id; a home with nothing in
 * the month is absent. Generation writes these; the checks compare them with what was written.
 */
export const computeMonth = async (
  db: Db,
  options: { month: string; homes: SQL | undefined },
): Promise<Map<string, ComputedStatement>> => {
  const byHome = await readMonthBookings(db, options);
  const computed = new Map<string, ComputedStatement>();
  for (const [id, { home, bookings }] of byHome) {
    const draft = buildStatement({
      month: options.month,
      timezone: home.timezone,
      propertyCleaningCents: home.cleaningCents,
      bookings,
    });
    computed.set(id, { home, draft });
  }
  return computed;
};
