import { z } from 'zod';
import { ONBOARDING_CHECKS } from './onboarding-checklist.rules';

/** `GET v3/properties/{id}/onboarding`: the checklist (docs/product/properties.md#onboarding-checklist). */
export const ZOnboardingResponse = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('onboarding'),
    attributes: z.object({
      items: z.array(
        z.object({
          id: z.enum(ONBOARDING_CHECKS),
          label: z.string(),
          done: z.boolean(),
          place: z.enum(['details', 'photos', 'keys', 'rates', 'owners', 'fees', 'settings', 'calendar']),
        }),
      ),
      /** Every item done: 'Activate' is open. */
      ready: z.boolean(),
      /** iCal calendars imported so far: offered, not required. */
      icalFeeds: z.number().int(),
    }),
  }),
});
export type TOnboardingResponse = z.infer<typeof ZOnboardingResponse>;
