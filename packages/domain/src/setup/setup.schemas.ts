import { z } from 'zod';
import { ZEmail, ZSignInPassword } from '../auth/auth.schemas';
import { AUTH_MESSAGES, PASSWORD_MAX } from '../auth/auth.constants';
import { CURRENCIES } from '../properties/properties.constants';
import { ORGANISATION_COUNTRIES, ORGANISATION_TIME_ZONES, SETUP_LIMITS, SETUP_MESSAGES } from './setup.constants';

/** A brand colour as `#RRGGBB`, or null for none (docs/product/setup.md#limits). */
export const ZOrganisationBrandColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, SETUP_MESSAGES.brandColour)
  .nullable();

/** The organisation that runs Hearth: its name in the header, mail and PDFs, its country, currency and clock. */
export const ZOrganisationAttributes = z.object({
  tradingName: z
    .string({ error: SETUP_MESSAGES.tradingNameRequired })
    .trim()
    .min(1, SETUP_MESSAGES.tradingNameRequired)
    .max(SETUP_LIMITS.tradingNameMax, SETUP_MESSAGES.tradingNameMax),
  country: z.enum(ORGANISATION_COUNTRIES, { error: SETUP_MESSAGES.countryRequired }),
  currency: z.enum(CURRENCIES),
  timezone: z.enum(ORGANISATION_TIME_ZONES, { error: SETUP_MESSAGES.timezoneRequired }),
  brandColour: ZOrganisationBrandColour.default(null),
});
export type TOrganisationAttributes = z.infer<typeof ZOrganisationAttributes>;

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(SETUP_LIMITS.nameMax, SETUP_MESSAGES.nameMax);

/** The first super admin: who they are, and the password they sign in with. */
export const ZSetupAdmin = z
  .object({
    firstName: name(SETUP_MESSAGES.firstNameRequired),
    lastName: name(SETUP_MESSAGES.lastNameRequired),
    email: ZEmail,
    password: ZSignInPassword,
    passwordConfirm: z.string({ error: AUTH_MESSAGES.passwordMismatch }).max(PASSWORD_MAX),
    /** Two-step verification: a one-time code by email at each sign-in. */
    otpEnabled: z.boolean().default(false),
  })
  .refine((admin) => admin.password === admin.passwordConfirm, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  });

/** `POST v1/public/setup/{token}`. */
export const ZSetupRequest = z.object({
  data: z.object({
    type: z.literal('setup').default('setup'),
    attributes: z.object({ organisation: ZOrganisationAttributes, admin: ZSetupAdmin }),
  }),
});
export type TSetupRequest = z.input<typeof ZSetupRequest>;

export const ZSetupParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** `GET v1/public/setup/{token}`: the link is good until `expiresAt`; the form starts from these. */
export const ZSetupStatusResponse = z.object({
  data: z.object({
    type: z.literal('setup'),
    id: z.literal('setup'),
    attributes: z.object({ expiresAt: z.string(), defaults: ZOrganisationAttributes }),
  }),
});
export type TSetupStatusResponse = z.infer<typeof ZSetupStatusResponse>;
