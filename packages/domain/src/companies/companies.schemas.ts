import { z } from 'zod';
import { csvOf, includeOf, intIn } from '../api/params.schemas';
import { PARTNER_TYPES } from '../properties/properties.constants';
import {
  BRAND_COLOUR_PATTERN,
  COMPANY_INCLUDES,
  COMPANY_LIST,
  COMPANY_MESSAGES,
  COMPANY_SORTS,
  LOGO_TYPE_KEYS,
} from './companies.constants';

/**
 * `GET v3/companies`: the Partner filter's lookup (by type and name, or by ids) and the companies table of
 * /users/companies and /companies (page, size, search, sort, totals; docs/product/companies.md#calls).
 */
export const ZCompaniesQuery = z.object({
  partnerType: z.enum(PARTNER_TYPES).optional(),
  /** Names for chosen ids (a copied link's Partner filter). */
  'filters[ids]': csvOf(z.uuid()).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(COMPANY_SORTS).optional(),
  'page[number]': intIn(1, 10_000).default(1),
  'page[size]': intIn(1, COMPANY_LIST.pageSizeMax).default(COMPANY_LIST.pageSize),
});
/** `GET v3/companies` as a client sends it. */
export type TCompaniesParams = z.input<typeof ZCompaniesQuery>;

const ZPersonName = { firstName: z.string(), lastName: z.string() };
export const ZCompanyAttributes = z.object({
  companyId: z.string(),
  companyName: z.string(),
  partnerType: z.string(),
  address: z.object({
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string().nullable(),
  }),
  cxManager: z.object({ ...ZPersonName, email: z.string() }).nullable(),
  mainContact: z.object({ ...ZPersonName, mobile: z.string().nullable(), email: z.string().nullable() }).nullable(),
  numberOfProperties: z.number().int(),
  settings: z.object({
    logoUrl: z.string().nullable(),
    brandColour: z.string().nullable(),
    ltrManagementFee: z.number().nullable(),
  }),
  /** Whether this viewer may change the settings (logo, colour, fee). */
  canUpdate: z.boolean(),
  /** With `include=users`. */
  users: z.array(z.object({ id: z.string(), email: z.string(), fullName: z.string() })).optional(),
});
export type TCompanyAttributes = z.infer<typeof ZCompanyAttributes>;

export const ZCompanyListItem = z.object({
  id: z.string(),
  type: z.literal('company'),
  attributes: ZCompanyAttributes.omit({ users: true }),
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;
export const ZCompaniesResponse = z.object({
  data: z.array(ZCompanyListItem),
  meta: z.object({ totalCount: z.number().int(), totalPages: z.number().int() }),
});
export type TCompaniesResponse = z.infer<typeof ZCompaniesResponse>;

export const ZCompanyIncludeQuery = z.object({ include: includeOf(COMPANY_INCLUDES) });

export const ZCompanyUser = z.object({
  id: z.string(),
  type: z.literal('users'),
  attributes: z.object({ email: z.string(), fullName: z.string() }),
});
export const ZCompanyDocument = z.object({
  data: z.object({ id: z.string(), type: z.literal('company'), attributes: ZCompanyAttributes }),
  included: z.array(ZCompanyUser).optional(),
});
export type TCompanyDocument = z.infer<typeof ZCompanyDocument>;

export const ZBrandColour = z
  .string()
  .trim()
  .regex(BRAND_COLOUR_PATTERN, COMPANY_MESSAGES.brandColourInvalid)
  .transform((value) => {
    const hex = value.replace('#', '').toLowerCase();
    return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
  });

export const ZLtrManagementFee = z
  .number({ error: COMPANY_MESSAGES.feeRequired })
  .min(COMPANY_LIST.feeMin, COMPANY_MESSAGES.feeMin)
  .max(COMPANY_LIST.feeMax, COMPANY_MESSAGES.feeMax)
  .multipleOf(0.01, 'Use at most two decimal places');

/**
 * `PATCH v3/companies/{id}`: the settings alone (docs/product/companies.md#calls). `logoUrl` is the `publicUrl` a logo-url call gave,
 * or null to remove the logo. Unknown keys are refused: the name, type and contacts are not edited here.
 */
export const ZCompanySettingsRequest = z
  .object({
    settings: z
      .object({
        logoUrl: z.string().max(300).nullable().optional(),
        brandColour: ZBrandColour.nullable().optional(),
        ltrManagementFee: ZLtrManagementFee.optional(),
      })
      .strict()
      .refine((s) => Object.keys(s).length > 0, 'Send at least one setting'),
  })
  .strict();
export type TCompanySettingsRequest = z.input<typeof ZCompanySettingsRequest>;

/** `GET v3/companies/{id}/logo-url?type=png`: where to PUT the file, and the URL to save as the logo. */
export const ZLogoUrlQuery = z.object({ type: z.enum(LOGO_TYPE_KEYS) });
export const ZLogoUrlResponse = z.object({
  data: z.object({
    type: z.literal('logo-upload'),
    attributes: z.object({ publicUrl: z.string(), signedUrl: z.string(), expiresAt: z.string() }),
  }),
});
export type TLogoUrlResponse = z.infer<typeof ZLogoUrlResponse>;
