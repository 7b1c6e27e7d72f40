import { z } from 'zod';
import { ZNight } from '../dates/dates.schemas';
import { daysBetween } from '../dates/days';
import { CURRENCIES, PROPERTY_STATUSES } from '../properties/properties.constants';
import { RATE_PLAN, RATE_PLAN_MESSAGES, RATES_BULK, RATES_BULK_MESSAGES } from './rates.constants';

/*
 * `POST v3/rates/bulk` (docs/product/rates.md#bulk-edit): one change to the nightly rates of many homes over a range
 * of nights, previewed first. The homes are those of the caller's scope that match the filter.
 */

export const ZRatesBulkAttributes = z
  .strictObject({
    homes: z.strictObject({
      /** Name, code or address, as the property list searches. */
      query: z.string().trim().max(100).optional(),
      companyIds: z.array(z.uuid()).max(RATES_BULK.companiesMax).optional(),
      statuses: z.array(z.enum(PROPERTY_STATUSES)).max(PROPERTY_STATUSES.length).optional(),
      propertyIds: z.array(z.uuid()).max(RATES_BULK.idsMax).optional(),
    }),
    from: ZNight,
    to: ZNight,
    change: z.discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('percent'),
        value: z
          .number({ error: RATES_BULK_MESSAGES.percent })
          .min(RATES_BULK.percentMin, RATES_BULK_MESSAGES.percent)
          .max(RATES_BULK.percentMax, RATES_BULK_MESSAGES.percent),
      }),
      z.strictObject({
        kind: z.literal('amount'),
        value: z
          .number({ error: RATES_BULK_MESSAGES.amount })
          .int(RATES_BULK_MESSAGES.amount)
          .min(-RATES_BULK.amountMaxCents, RATES_BULK_MESSAGES.amount)
          .max(RATES_BULK.amountMaxCents, RATES_BULK_MESSAGES.amount),
      }),
    ]),
    /** True: say what would change and change nothing. */
    preview: z.boolean(),
  })
  .superRefine((bulk, ctx) => {
    if (bulk.to < bulk.from) ctx.addIssue({ code: 'custom', path: ['to'], message: RATE_PLAN_MESSAGES.rangeReversed });
    else if (daysBetween(bulk.from, bulk.to) + 1 > RATE_PLAN.nightsMax) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: RATE_PLAN_MESSAGES.rangeTooLong });
    }
    if (bulk.change.value === 0)
      ctx.addIssue({ code: 'custom', path: ['change', 'value'], message: RATES_BULK_MESSAGES.zero });
  });
export type TRatesBulkAttributes = z.output<typeof ZRatesBulkAttributes>;

export const ZRatesBulkRequest = z.strictObject({
  data: z.strictObject({ type: z.literal('rates-bulk').default('rates-bulk'), attributes: ZRatesBulkAttributes }),
});

export const ZRatesBulkResponse = z.object({
  data: z.object({
    applied: z.boolean(),
    homes: z.number().int(),
    nights: z.number().int(),
    /** The first homes by name: nights changed and their average price before and after, in cents. */
    rows: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        name: z.string(),
        currency: z.enum(CURRENCIES),
        nights: z.number().int(),
        beforeCents: z.number().int(),
        afterCents: z.number().int(),
      }),
    ),
  }),
});
export type TRatesBulkResponse = z.infer<typeof ZRatesBulkResponse>;

/** The new price of a night: whole dollars after a percentage, within the plan's bounds. */
export const bulkPrice = (priceCents: number, change: TRatesBulkAttributes['change']): number => {
  const next =
    change.kind === 'percent'
      ? Math.round((priceCents * (100 + change.value)) / 100 / 100) * 100
      : priceCents + change.value;
  return Math.min(RATE_PLAN.rateMaxCents, Math.max(RATE_PLAN.rateMinCents, next));
};
