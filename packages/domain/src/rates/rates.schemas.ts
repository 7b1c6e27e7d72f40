import { z } from 'zod';
import { CURRENCIES } from '../properties/properties.constants';

export const ZDailyRate = z.object({
  id: z.string(),
  type: z.literal('daily-rate'),
  attributes: z.object({
    date: z.string(),
    price: z.number().int(),
    airbnbPrice: z.number().int(),
    bookingComPrice: z.number().int(),
    vrboPrice: z.number().int(),
    hearthPrice: z.number().int(),
    corporatePrice: z.number().int(),
    /** Days from today to the night (negative in the past). */
    daysAway: z.number().int(),
    attributions: z.array(z.string()),
    /** The shortest stay arriving on this night when it differs from the home's own (a season's, or set by hand). */
    minNights: z.number().int().nullable(),
    /** Closed by hand: no stay may hold it. */
    closed: z.boolean(),
    /** Its price or minimum stay was set by hand: the rate plan leaves it alone. */
    byHand: z.boolean(),
  }),
});
export const ZRatesResponse = z.object({
  data: z.array(ZDailyRate),
  meta: z.object({ currency: z.enum(CURRENCIES) }),
});
export type TDailyRate = z.infer<typeof ZDailyRate>;
export type TRatesResponse = z.infer<typeof ZRatesResponse>;
