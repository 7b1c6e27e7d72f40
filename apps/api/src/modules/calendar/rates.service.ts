import { and, asc, between, eq } from 'drizzle-orm';
import { HTTP, seesRates, type TDailyRate } from '@hearth/domain';
import type { Db } from '../../db/client';
import { dailyRates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import { findPropertyInScope, scopeCallerOf } from '../properties/property-scope';

/** Today at the property, `YYYY-MM-DD` (en-CA formats dates that way). */
const todayIn = (timezone: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * `GET v3/properties/{id}/rates?from&to`: each night's rate per channel in cents, keyed by date. Confidential:
 * admin, staff, licensees and reservation managers (spec 000 §6).
 */
export const listRates = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  from: string;
  to: string;
  now?: Date;
}) => {
  const { db, caller } = options;
  if (!seesRates(caller.roles)) {
    throw new AppError({
      status: HTTP.forbidden,
      code: 'FORBIDDEN',
      detail: 'Nightly rates are not shown to your role.',
    });
  }
  const property = await findPropertyInScope(db, scopeCallerOf(caller), options.propertyId);
  const rows = await db
    .select()
    .from(dailyRates)
    .where(and(eq(dailyRates.propertyId, property.id), between(dailyRates.night, options.from, options.to)))
    .orderBy(asc(dailyRates.night));
  const today = todayIn(property.timezone, options.now ?? new Date());
  const data: TDailyRate[] = rows.map((r) => ({
    id: r.night,
    type: 'daily-rate',
    attributes: {
      date: r.night,
      price: r.priceCents,
      airbnbPrice: r.airbnbCents,
      bookingComPrice: r.bookingComCents,
      vrboPrice: r.vrboCents,
      hearthPrice: r.hearthCents,
      corporatePrice: r.corporateCents,
      daysAway: daysFrom(today, r.night),
      attributions: [],
    },
  }));
  return { data, meta: { currency: property.currency } };
};
