import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import { addDays, deriveNights, RATE_PLAN, todayIn, type TRatePlanRules } from '@hearth/domain';
import type { Db } from '../../db/client';
import { dailyRates, properties, ratePlans, type RatePlanRow } from '../../db/schema';
import type { Job } from '../../lib/jobs';

/** The plan as the domain's rules read it: the minimum stay is the home's own. */
export const planRulesOf = (plan: RatePlanRow, minimumStay: number): TRatePlanRules => ({
  baseCents: plan.baseCents,
  weekendCents: plan.weekendCents,
  minNights: minimumStay,
  maxNights: plan.maxNights,
  corporateDiscountPercent: plan.corporateDiscountPercent,
  seasons: plan.seasons,
});

const INSERT_BATCH = 400;

/**
 * Writes the plan's nights [from, to) into daily_rates (docs/product/rates.md#rate-plan): a night priced by hand keeps
 * its price, one whose minimum stay was set by hand keeps that, a closed night stays closed; everything else follows
 * the plan. Upserts in slices (one statement each, so the running-totals trigger runs once per slice).
 */
export const deriveRates = async (
  tx: Db,
  options: { propertyId: string; rules: TRatePlanRules; from: string; to: string },
): Promise<number> => {
  const nights = deriveNights(options.rules, options.from, options.to);
  // The minimum stay a night carries is only what differs from the home's own: a season's.
  const rows = nights.map((night) => ({
    propertyId: options.propertyId,
    night: night.night,
    priceCents: night.priceCents,
    airbnbCents: night.airbnbCents,
    bookingComCents: night.bookingComCents,
    vrboCents: night.vrboCents,
    hearthCents: night.hearthCents,
    corporateCents: night.corporateCents,
    minNights: night.minNights === options.rules.minNights ? null : night.minNights,
  }));
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx
      .insert(dailyRates)
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflictDoUpdate({
        target: [dailyRates.propertyId, dailyRates.night],
        set: {
          priceCents: sql`case when ${dailyRates.priceByHand} then ${dailyRates.priceCents} else excluded.price_cents end`,
          airbnbCents: sql`case when ${dailyRates.priceByHand} then ${dailyRates.airbnbCents} else excluded.airbnb_cents end`,
          bookingComCents: sql`case when ${dailyRates.priceByHand} then ${dailyRates.bookingComCents} else excluded.booking_com_cents end`,
          vrboCents: sql`case when ${dailyRates.priceByHand} then ${dailyRates.vrboCents} else excluded.vrbo_cents end`,
          hearthCents: sql`case when ${dailyRates.priceByHand} then ${dailyRates.hearthCents} else excluded.hearth_cents end`,
          corporateCents: sql`case when ${dailyRates.priceByHand} then ${dailyRates.corporateCents} else excluded.corporate_cents end`,
          minNights: sql`case when ${dailyRates.minNightsByHand} then ${dailyRates.minNights} else excluded.min_nights end`,
        },
        // An unchanged night is not rewritten (no dead row, no trigger work).
        setWhere: sql`(${dailyRates.priceCents}, ${dailyRates.corporateCents}, ${dailyRates.minNights}, ${dailyRates.airbnbCents})
          is distinct from (case when ${dailyRates.priceByHand} then ${dailyRates.priceCents} else excluded.price_cents end,
            case when ${dailyRates.priceByHand} then ${dailyRates.corporateCents} else excluded.corporate_cents end,
            case when ${dailyRates.minNightsByHand} then ${dailyRates.minNights} else excluded.min_nights end,
            case when ${dailyRates.priceByHand} then ${dailyRates.airbnbCents} else excluded.airbnb_cents end)`,
      });
  }
  return rows.length;
};

/** The plan's window from today at the home: RATE_PLAN.horizonDays nights. */
export const planWindow = (timezone: string, now?: Date) => {
  const from = todayIn(timezone, now);
  return { from, to: addDays(from, RATE_PLAN.horizonDays) };
};

/** Nights from today on that someone edited by hand (a price, a minimum stay, a closing). */
export const countEditedNights = async (db: Db, propertyId: string, from: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dailyRates)
    .where(
      and(
        eq(dailyRates.propertyId, propertyId),
        gte(dailyRates.night, from),
        or(eq(dailyRates.priceByHand, true), eq(dailyRates.minNightsByHand, true), eq(dailyRates.closed, true)),
      ),
    );
  return row?.n ?? 0;
};

/**
 * Carries each plan on as days pass: a plan derived through less than the horizon gets its missing nights. One home
 * per statement batch, a few hundred homes a run; the rest wait for the next.
 */
export const extendRatePlans = async (options: { db: Db; now: Date; limit?: number }): Promise<number> => {
  const { db, now } = options;
  const due = await db
    .select({ plan: ratePlans, timezone: properties.timezone, minimumStay: properties.minimumStay })
    .from(ratePlans)
    .innerJoin(properties, eq(properties.id, ratePlans.propertyId))
    .where(
      or(
        sql`${ratePlans.derivedThrough} is null`,
        lte(ratePlans.derivedThrough, sql`(current_date + ${RATE_PLAN.horizonDays - 2}::int)`),
      ),
    )
    .limit(options.limit ?? 200);
  let extended = 0;
  for (const { plan, timezone, minimumStay } of due) {
    const window = planWindow(timezone, now);
    const from =
      plan.derivedThrough && plan.derivedThrough >= window.from ? addDays(plan.derivedThrough, 1) : window.from;
    if (from >= window.to) continue;
    await db.transaction(async (tx) => {
      await deriveRates(tx, {
        propertyId: plan.propertyId,
        rules: planRulesOf(plan, minimumStay),
        from,
        to: window.to,
      });
      await tx
        .update(ratePlans)
        .set({ derivedThrough: addDays(window.to, -1) })
        .where(eq(ratePlans.propertyId, plan.propertyId));
    });
    extended += 1;
  }
  return extended;
};

export const extendRatePlansJob: Job = {
  name: 'extend-rate-plans',
  everyMs: 60 * 60_000,
  leaseMs: 30 * 60_000,
  run: async ({ db, now, log }) => {
    const count = await extendRatePlans({ db, now });
    if (count > 0) log.info({ count }, 'rate plans carried on');
  },
};
