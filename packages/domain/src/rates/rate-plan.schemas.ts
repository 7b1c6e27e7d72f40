import { z } from 'zod';
import { ZNight } from '../dates/dates.schemas';
import { daysBetween } from '../dates/days';
import { CURRENCIES, PROPERTY_EDIT } from '../properties/properties.constants';
import { overlappingSeasons, RATE_PLAN } from './rate-plan.rules';

/*
 * `GET` and `PUT v3/properties/{id}/rate-plan` (docs/product/rates.md#rate-plan), and `PATCH v3/properties/{id}/rates`,
 * the nights edited by hand. Money is integer cents of the home's currency.
 */

export const RATE_PLAN_MESSAGES = {
  rate: `Enter a nightly rate from ${RATE_PLAN.rateMinCents / 100} to ${(RATE_PLAN.rateMaxCents / 100).toLocaleString('en-AU')} dollars`,
  minNights: `Minimum nights must be a whole number from 1 to ${RATE_PLAN.nightsMax}`,
  maxNights: `Maximum nights must be a whole number from 1 to ${RATE_PLAN.nightsMax}`,
  maxBelowMin: 'Maximum nights cannot be fewer than minimum nights',
  discount: `The corporate discount is a percentage from 0 to ${RATE_PLAN.corporateDiscountMax}`,
  extraGuestsAbove: `Guests included must be a whole number from 1 to ${RATE_PLAN.extraGuestsAboveMax}`,
  fee: 'Enter an amount of 0 or more',
  feeTooHigh: `A fee can be at most ${PROPERTY_EDIT.feeMaxCents / 100} dollars`,
  seasonName: `Give each season a name of 1 to ${RATE_PLAN.seasonNameMax} characters`,
  seasonReversed: 'The last night must be on or after the first night',
  seasonTooLong: `A season holds at most ${RATE_PLAN.nightsMax} nights`,
  seasonsOverlap: 'Seasons cannot overlap: this one shares nights with an earlier one',
  tooManySeasons: `At most ${RATE_PLAN.seasonsMax} seasons`,
  rangeReversed: 'The last night must be on or after the first night',
  rangeTooLong: `Edit at most ${RATE_PLAN.nightsMax} nights at a time`,
  rangePast: 'Nights before today cannot be changed',
  nothingToChange: 'Set a rate, a minimum stay, or open or close the nights',
  noPlan: 'This home has no rate plan yet: set one first',
} as const;

export const RATE_PLAN_ERROR_CODES = { noPlan: 'RATE_PLAN_MISSING', rangePast: 'RATES_IN_PAST' } as const;

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
export const ZRatesEditResponse = z.object({
  data: z.object({ nights: z.number().int(), from: z.string(), to: z.string() }),
});
