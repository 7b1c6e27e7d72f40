import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  addDays,
  channelPrices,
  deriveNights,
  HTTP,
  RATE_PLAN_ERROR_CODES,
  RATE_PLAN_MESSAGES,
  todayIn,
  type TRatesEditAttributes,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { dailyRates, properties } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { deriveRates, planRulesOf } from './derive-rates';
import { readRatePlanParts } from './rate-plan.queries';

const refused = (code: string, detail: string, pointer: string) =>
  new AppError({ status: HTTP.badRequest, code, detail, source: { pointer: `/data/attributes/${pointer}` } });

/**
 * `PATCH v3/properties/{id}/rates` (docs/product/rates.md#nights-by-hand): the nights [from, to] get a rate, a minimum
 * stay or a closing set by hand, which the plan then leaves alone; or `revert` gives them back to the plan. A night
 * with no rate yet takes the plan's (or the rate sent); without either it cannot be opened to guests. One audit entry.
 */
export const editRates = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  input: TRatesEditAttributes;
  now?: Date;
}): Promise<{ nights: number }> => {
  const { db, input } = options;
  const home = await findHomeInScope(db, scopeCallerOf(options.caller), options.propertyId);
  if (input.from < todayIn(home.timezone, options.now)) {
    throw refused(RATE_PLAN_ERROR_CODES.rangePast, RATE_PLAN_MESSAGES.rangePast, 'from');
  }
  const until = addDays(input.to, 1);
  return auditedChange(db, async (tx) => {
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, home.id)).for('update');
    const { plan, minimumStay } = await readRatePlanParts(tx, home.id);
    const rules = plan ? planRulesOf(plan, minimumStay) : null;
    const inRange = and(
      eq(dailyRates.propertyId, home.id),
      gte(dailyRates.night, input.from),
      lte(dailyRates.night, input.to),
    );

    // Nights with no rate yet: the price sent, else the plan's; with neither they stay without a rate.
    const existing = new Set(
      (await tx.select({ night: dailyRates.night }).from(dailyRates).where(inRange)).map((row) => row.night),
    );
    const missing = (rules ? deriveNights(rules, input.from, until) : []).filter((n) => !existing.has(n.night));
    if (input.priceCents === undefined && !rules && existing.size === 0) {
      throw refused(RATE_PLAN_ERROR_CODES.noPlan, RATE_PLAN_MESSAGES.noPlan, 'priceCents');
    }
    if (input.priceCents !== undefined) {
      const prices = channelPrices(input.priceCents, rules?.corporateDiscountPercent ?? 0);
      const nights: string[] = [];
      for (let night = input.from; night <= input.to; night = addDays(night, 1)) nights.push(night);
      await tx
        .insert(dailyRates)
        .values(nights.map((night) => ({ propertyId: home.id, night, ...prices, priceByHand: true })))
        .onConflictDoUpdate({
          target: [dailyRates.propertyId, dailyRates.night],
          set: { ...prices, priceByHand: true },
        });
    } else if (missing.length > 0) {
      await tx.insert(dailyRates).values(
        missing.map((n) => ({
          propertyId: home.id,
          night: n.night,
          priceCents: n.priceCents,
          airbnbCents: n.airbnbCents,
          bookingComCents: n.bookingComCents,
          vrboCents: n.vrboCents,
          hearthCents: n.hearthCents,
          corporateCents: n.corporateCents,
          minNights: n.minNights === minimumStay ? null : n.minNights,
        })),
      );
    }
    if (input.minNights !== undefined) {
      await tx
        .update(dailyRates)
        .set(
          input.minNights === null
            ? { minNights: null, minNightsByHand: false }
            : { minNights: input.minNights, minNightsByHand: true },
        )
        .where(inRange);
    }
    if (input.closed !== undefined) await tx.update(dailyRates).set({ closed: input.closed }).where(inRange);
    if (input.revert) {
      await tx.update(dailyRates).set({ priceByHand: false, minNightsByHand: false, closed: false }).where(inRange);
    }
    // A minimum stay given back, or a revert, takes the plan's again.
    if (rules && (input.revert || input.minNights === null)) {
      await deriveRates(tx, { propertyId: home.id, rules, from: input.from, to: until });
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dailyRates)
      .where(inRange);
    return {
      result: { nights: count?.n ?? 0 },
      audit: {
        actor: actorOf(options.caller),
        action: 'rates.edit',
        entity: 'property',
        entityId: home.id,
        after: input,
      },
    };
  });
};
