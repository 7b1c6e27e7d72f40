import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, deriveNights, todayIn, ZRatePlanAttributes, type TRatePlanDocument } from '@hearth/domain';
import { dailyRates, properties, ratePlans } from '../db/schema';
import { planRulesOf } from '../modules/rates/derive-rates';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { NAMED_PROPERTIES } from './portfolio/named-properties';

/*
 * The demo's homes price their nights from rate plans (docs/product/rates.md#rate-plan): every home has one, and the
 * nights the seed wrote are exactly what the plan derives, so the daily job, the plan form and a new plan agree with
 * the calendar from the first day.
 */

let ctx: TestContext;
let staff: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
});
afterAll(async () => ctx.close());

describe('the demo rate plans', () => {
  it('gives every demo home a plan covering the next 18 months', async () => {
    const [counts] = await ctx.db
      .select({
        homes: sql<number>`(select count(*)::int from ${properties})`,
        plans: sql<number>`(select count(*)::int from ${ratePlans})`,
        short: sql<number>`(select count(*)::int from ${ratePlans} where derived_through < current_date + 540)`,
      })
      .from(sql`(select 1) one`);
    expect(counts?.plans).toBe(counts?.homes);
    expect(counts?.short).toBe(0);
  });

  it('derives exactly the nights the seed wrote, seasons, weekends, channels and the corporate rate', async () => {
    const sample = await ctx.db
      .select({ plan: ratePlans, timezone: properties.timezone, minimumStay: properties.minimumStay })
      .from(ratePlans)
      .innerJoin(properties, eq(properties.id, ratePlans.propertyId))
      .orderBy(asc(properties.code))
      .limit(40);
    expect(sample.length).toBe(40);
    for (const { plan, timezone, minimumStay } of sample) {
      const from = todayIn(timezone);
      const to = addDays(plan.derivedThrough ?? from, 1);
      const derived = deriveNights(planRulesOf(plan, minimumStay), from, to);
      const stored = await ctx.db
        .select()
        .from(dailyRates)
        .where(
          and(
            eq(dailyRates.propertyId, plan.propertyId),
            gte(dailyRates.night, from),
            lte(dailyRates.night, addDays(to, -1)),
          ),
        )
        .orderBy(asc(dailyRates.night));
      expect(stored.map((r) => r.night)).toEqual(derived.map((n) => n.night));
      expect(
        stored.map((r) => [r.priceCents, r.airbnbCents, r.bookingComCents, r.vrboCents, r.corporateCents, r.minNights]),
      ).toEqual(
        derived.map((n) => [n.priceCents, n.airbnbCents, n.bookingComCents, n.vrboCents, n.corporateCents, null]),
      );
    }
  });

  it('opens in the plan form as a plan that may be saved as it is', async () => {
    const home = NAMED_PROPERTIES[0];
    if (!home) throw new Error('no named demo home');
    const response = await staff.request({ url: `/api/v3/properties/${home.id}/rate-plan` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as TRatePlanDocument;
    if (!data) throw new Error('the demo home has no rate plan');
    const { seasons, currency: _currency, ...rest } = data.attributes;
    expect(seasons.length).toBeGreaterThan(12);
    expect(seasons.some((s) => s.name.startsWith('Summer holidays'))).toBe(true);
    const attributes = Object.fromEntries(
      Object.entries({ ...rest, seasons }).filter(([key]) => key in ZRatePlanAttributes.shape),
    );
    expect(ZRatePlanAttributes.safeParse(attributes).success).toBe(true);
  });

  it('keeps homes of every life-cycle state in the demo', async () => {
    const rows = await ctx.db
      .select({ status: properties.status, n: sql<number>`count(*)::int` })
      .from(properties)
      .where(inArray(properties.status, ['onboarding', 'active', 'offboarding', 'inactive']))
      .groupBy(properties.status);
    expect(Object.fromEntries(rows.map((r) => [r.status, r.n > 0]))).toEqual({
      onboarding: true,
      active: true,
      offboarding: true,
      inactive: true,
    });
  });
});
