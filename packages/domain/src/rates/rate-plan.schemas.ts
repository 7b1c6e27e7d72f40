import { z } from 'zod';
import { ZNight } from '../dates/dates.schemas';
import { daysBetween } from '../dates/days';
import { CURRENCIES, PROPERTY_EDIT } from '../properties/properties.constants';
import { overlappingSeasons } from './rate-plan.rules';
import { RATE_PLAN, RATE_PLAN_MESSAGES } from './rates.constants';

/*
 * `GET` and `PUT v3/properties/{id}/rate-plan` (docs/product/rates.md#rate-plan), and `PATCH v3/properties/{id}/rates`,
 * the nights edited by hand. Money is integer cents of the home's currency.
 */

const M = RATE_PLAN_MESSAGES;
const rate = z
  .number({ error: M.rate })
  .int(M.rate)
  .min(RATE_PLAN.rateMinCents, M.rate)
  .max(RATE_PLAN.rateMaxCents, M.rate);
const nights = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(RATE_PLAN.nightsMax, message);
const fee = z.number({ error: M.fee }).int(M.fee).min(0, M.fee).max(PROPERTY_EDIT.feeMaxCents, M.feeTooHigh);

export const ZRateSeason = z
  .strictObject({
    name: z.string({ error: M.seasonName }).trim().min(1, M.seasonName).max(RATE_PLAN.seasonNameMax, M.seasonName),
    from: ZNight,
    to: ZNight,
    nightlyCents: rate,
    weekendCents: rate.nullable(),
    minNights: nights(M.minNights).nullable(),
  })
  .superRefine((season, ctx) => {
    if (season.to < season.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.seasonReversed });
    else if (daysBetween(season.from, season.to) + 1 > RATE_PLAN.nightsMax) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.seasonTooLong });
    }
  });

/** What a person sets: the plan, and the two fees it shares with the home's profile (cleaning, extra guest). */
export const ZRatePlanAttributes = z
  .strictObject({
    baseCents: rate,
    weekendCents: rate.nullable(),
    minNights: nights(M.minNights),
    maxNights: nights(M.maxNights).nullable(),
    corporateDiscountPercent: z
      .number({ error: M.discount })
      .min(0, M.discount)
      .max(RATE_PLAN.corporateDiscountMax, M.discount),
    cleaningFeeCents: fee,
    /** Charged per night for each guest above `extraGuestsAbove`. */
    extraGuestFeeCents: fee,
    extraGuestsAbove: z
      .number({ error: M.extraGuestsAbove })
      .int(M.extraGuestsAbove)
      .min(1, M.extraGuestsAbove)
      .max(RATE_PLAN.extraGuestsAboveMax, M.extraGuestsAbove),
    seasons: z.array(ZRateSeason).max(RATE_PLAN.seasonsMax, M.tooManySeasons),
  })
  .superRefine((plan, ctx) => {
    if (plan.maxNights !== null && plan.maxNights < plan.minNights) {
      ctx.addIssue({ code: 'custom', path: ['maxNights'], message: M.maxBelowMin });
    }
    for (const index of overlappingSeasons(plan.seasons)) {
      ctx.addIssue({ code: 'custom', path: ['seasons', index, 'from'], message: M.seasonsOverlap });
    }
  });
export type TRatePlanAttributes = z.output<typeof ZRatePlanAttributes>;
export type TRatePlanInput = z.input<typeof ZRatePlanAttributes>;

export const ZRatePlanRequest = z.strictObject({
  data: z.strictObject({ type: z.literal('rate-plan').default('rate-plan'), attributes: ZRatePlanAttributes }),
});

export const ZRatePlanDocument = z.object({
  data: z
    .object({
      id: z.string(),
      type: z.literal('rate-plan'),
      attributes: z.object({
        baseCents: z.number().int(),
        weekendCents: z.number().int().nullable(),
        minNights: z.number().int(),
        maxNights: z.number().int().nullable(),
        corporateDiscountPercent: z.number(),
        cleaningFeeCents: z.number().int(),
        extraGuestFeeCents: z.number().int(),
        extraGuestsAbove: z.number().int(),
        seasons: z.array(
          z.object({
            name: z.string(),
            from: z.string(),
            to: z.string(),
            nightlyCents: z.number().int(),
            weekendCents: z.number().int().nullable(),
            minNights: z.number().int().nullable(),
          }),
        ),
        currency: z.enum(CURRENCIES),
        /** The last night the plan has priced, and how many nights from today on are edited by hand. */
        derivedThrough: z.string().nullable(),
        editedNights: z.number().int(),
        updatedAt: z.string(),
      }),
    })
    .nullable(),
});
export type TRatePlanDocument = z.infer<typeof ZRatePlanDocument>;

/** A range of nights edited by hand: a rate, a minimum stay, opened or closed, or given back to the plan. */
export const ZRatesEditAttributes = z
  .strictObject({
    /** First and last night (both included), as the calendar's selection gives them. */
    from: ZNight,
    to: ZNight,
    priceCents: rate.optional(),
    /** The shortest stay arriving on these nights; null gives it back to the plan. */
    minNights: nights(M.minNights).nullable().optional(),
    closed: z.boolean().optional(),
    /** Forget every hand edit of these nights: the plan prices them again. */
    revert: z.literal(true).optional(),
  })
  .superRefine((edit, ctx) => {
    if (edit.to < edit.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeReversed });
    else if (daysBetween(edit.from, edit.to) + 1 > RATE_PLAN.nightsMax) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong });
    }
    const changes = [edit.priceCents, edit.minNights, edit.closed, edit.revert].filter((v) => v !== undefined);
    if (changes.length === 0) ctx.addIssue({ code: 'custom', path: [], message: M.nothingToChange });
  });
export type TRatesEditAttributes = z.output<typeof ZRatesEditAttributes>;

export const ZRatesEditRequest = z.strictObject({
  data: z.strictObject({ type: z.literal('rates-edit').default('rates-edit'), attributes: ZRatesEditAttributes }),
});
/** What `PATCH v3/properties/{id}/rates` answers: how many nights it wrote, first and last. */
export const ZRatesEditResponse = z.object({
  data: z.object({ nights: z.number().int(), from: z.string(), to: z.string() }),
});
export type TRatesEditResponse = z.infer<typeof ZRatesEditResponse>;
