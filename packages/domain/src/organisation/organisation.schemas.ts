import { z } from 'zod';
import { LOGO_TYPE_KEYS } from '../companies/companies.constants';
import { ORGANISATION_COUNTRIES } from '../setup/setup.constants';
import { ZOrganisationAttributes, ZOrganisationBrandColour } from '../setup/setup.schemas';
import { CURRENCIES } from '../properties/properties.constants';
import { CHECK_IN_MAIL_DAYS, ORGANISATION_MESSAGES } from './organisation.constants';

/** Days before arrival the check-in instructions are mailed (docs/product/guest-mail.md#settings). */
export const ZCheckInMailDays = z
  .number({ error: ORGANISATION_MESSAGES.checkInMailDays })
  .int(ORGANISATION_MESSAGES.checkInMailDays)
  .min(CHECK_IN_MAIL_DAYS.min, ORGANISATION_MESSAGES.checkInMailDays)
  .max(CHECK_IN_MAIL_DAYS.max, ORGANISATION_MESSAGES.checkInMailDays);

/**
 * `GET v3/organisation` (docs/product/setup.md#calls): the organisation as Settings → Organisation shows it.
 * `logoUrl` is the public logo path (with a version, so a new logo is fetched again); `canUpdate` says whether this
 * caller may change it (`organisation:manage`). `checkInMailDays`: how many days before arrival guests are mailed the
 * check-in instructions (docs/product/guest-mail.md#settings).
 */
export const ZOrganisationDocument = z.object({
  data: z.object({
    type: z.literal('organisation'),
    id: z.literal('organisation'),
    attributes: z.object({
      tradingName: z.string(),
      country: z.enum(ORGANISATION_COUNTRIES),
      currency: z.enum(CURRENCIES),
      timezone: z.string(),
      brandColour: z.string().nullable(),
      logoUrl: z.string().nullable(),
      checkInMailDays: z.number().int(),
      canUpdate: z.boolean(),
    }),
  }),
});
export type TOrganisationDocument = z.infer<typeof ZOrganisationDocument>;

const fields = ZOrganisationAttributes.shape;

/**
 * `PATCH v3/organisation`: any of the setup form's fields, checked with its rules and words, and `logoUrl`, the
 * `publicUrl` a logo-url call gave, or null to remove the logo. Unknown keys are refused.
 */
export const ZOrganisationUpdateRequest = z
  .object({
    data: z
      .object({
        type: z.literal('organisation').default('organisation'),
        attributes: z
          .object({
            tradingName: fields.tradingName.optional(),
            country: fields.country.optional(),
            currency: fields.currency.optional(),
            timezone: fields.timezone.optional(),
            brandColour: ZOrganisationBrandColour.optional(),
            logoUrl: z.string().max(300).nullable().optional(),
            checkInMailDays: ZCheckInMailDays.optional(),
          })
          .strict()
          .refine((attributes) => Object.keys(attributes).length > 0, ORGANISATION_MESSAGES.nothingToChange),
      })
      .strict(),
  })
  .strict();
export type TOrganisationUpdateRequest = z.input<typeof ZOrganisationUpdateRequest>;

/** `GET v3/organisation/logo-url?type=png`: the companies' logo types (raster images only, never SVG). */
export const ZOrganisationLogoUrlQuery = z.object({ type: z.enum(LOGO_TYPE_KEYS) });

/** `GET v1/public/organisation/logo?v=`: `v` only makes a new logo a new address for caches. */
export const ZOrganisationLogoQuery = z.object({
  v: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
