import { eq, sql } from 'drizzle-orm';
import { addDays, type TBaseFee, type TRatePlanAttributes } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties, propertyProfiles, ratePlans } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import { deriveRates, planRulesOf, planWindow } from './derive-rates';
import { feeAmount, readRatePlanParts } from './rate-plan.queries';

/** The profile's fees with the plan's cleaning and extra-guest fees in place (an amount of 0 removes the fee). */
const withPlanFees = (fees: readonly TBaseFee[], plan: TRatePlanAttributes): TBaseFee[] => {
  const kept = fees.filter((fee) => fee.type !== 'cleaning' && fee.type !== 'extra-guest');
  const cleaning: TBaseFee[] =
    plan.cleaningFeeCents > 0
      ? [{ type: 'cleaning', amount: plan.cleaningFeeCents, chargedPer: 'stay', taxable: true }]
      : [];
  const extraGuest: TBaseFee[] =
    plan.extraGuestFeeCents > 0
      ? [{ type: 'extra-guest', amount: plan.extraGuestFeeCents, chargedPer: 'guest-night', taxable: true }]
      : [];
  return [...cleaning, ...extraGuest, ...kept];
};

/**
 * `PUT v3/properties/{id}/rate-plan` (docs/product/rates.md#rate-plan): the plan, the home's minimum stay and its two
 * fees in one transaction, then its nights from today re-derived (hand edits kept); one audit entry on the home
 * with the plan before and after. The booking price and availability search read the nights at once.
 */
export const saveRatePlan = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  input: TRatePlanAttributes;
  now?: Date;
}): Promise<void> => {
  const { db, input } = options;
  const home = await findHomeInScope(db, scopeCallerOf(options.caller), options.propertyId);
  const window = planWindow(home.timezone, options.now);
  await auditedChange(db, async (tx) => {
    // One save at a time per home: the second waits, then derives from what the first left.
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, home.id)).for('update');
    const before = await readRatePlanParts(tx, home.id);
    const row = {
      baseCents: input.baseCents,
      weekendCents: input.weekendCents,
      maxNights: input.maxNights,
      corporateDiscountPercent: input.corporateDiscountPercent,
      extraGuestsAbove: input.extraGuestsAbove,
      seasons: [...input.seasons].sort((a, b) => a.from.localeCompare(b.from)),
      derivedThrough: addDays(window.to, -1),
      updatedAt: sql`now()`,
    };
    const [saved] = await tx
      .insert(ratePlans)
      .values({ propertyId: home.id, ...row })
      .onConflictDoUpdate({ target: ratePlans.propertyId, set: row })
      .returning();
    if (!saved) throw new Error('The rate plan was not returned');
    await tx.update(properties).set({ minimumStay: input.minNights }).where(eq(properties.id, home.id));
    await tx
      .insert(propertyProfiles)
      .values({ propertyId: home.id, baseFees: withPlanFees(before.baseFees, input) })
      .onConflictDoUpdate({
        target: propertyProfiles.propertyId,
        set: { baseFees: withPlanFees(before.baseFees, input), updatedAt: sql`now()` },
      });
    await deriveRates(tx, {
      propertyId: home.id,
      rules: planRulesOf(saved, input.minNights),
      from: window.from,
      to: window.to,
    });
    const shown = (parts: typeof before) =>
      parts.plan && {
        baseCents: parts.plan.baseCents,
        weekendCents: parts.plan.weekendCents,
        minNights: parts.minimumStay,
        maxNights: parts.plan.maxNights,
        corporateDiscountPercent: parts.plan.corporateDiscountPercent,
        cleaningFeeCents: feeAmount(parts.baseFees, 'cleaning'),
        extraGuestFeeCents: feeAmount(parts.baseFees, 'extra-guest'),
        extraGuestsAbove: parts.plan.extraGuestsAbove,
        seasons: parts.plan.seasons,
      };
    return {
      result: undefined,
      audit: {
        actor: actorOf(options.caller),
        action: 'rate-plan.save',
        entity: 'property',
        entityId: home.id,
        before: shown(before),
        after: { ...input, seasons: row.seasons },
      },
    };
  });
};
