import { z } from 'zod';
import { includeOf, intIn } from '../api/params.schemas';
import { ZNight } from '../dates/dates.schemas';
import {
  AU_STATES,
  SMARTQUOTE_AMENITIES,
  SMARTQUOTE_COUNTRIES,
  SMARTQUOTE_INCLUDES,
  SMARTQUOTE_LIMITS as L,
  SMARTQUOTE_MESSAGES as M,
  SMARTQUOTE_OCCUPANCIES,
  SMARTQUOTE_PRICINGS,
  SMARTQUOTE_PROPERTY_TYPES,
  SMARTQUOTE_SEGMENTS,
  SMARTQUOTE_SORTS,
  SMARTQUOTE_STATUSES,
  type SmartquotePropertyType,
} from './smartquotes.constants';
import { ZSmartquoteForecast } from './forecast.types';

const text = (max: number = L.textMax) => z.string().trim().max(max);

/**
 * The address of a quote's property (docs/product/smartquotes.md#rules), the same rules in the wizard's manual mode and on the server.
 * The state rule depends on the country, so it is checked once both are known.
 */
export const ZSmartquoteAddressFields = z.object({
  street: text().min(1, M.streetRequired),
  city: text(100).min(1, M.cityRequired),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, M.postcode),
  state: text(20),
  country: z.enum(SMARTQUOTE_COUNTRIES, { error: M.country }),
});
export type TSmartquoteAddressFields = z.infer<typeof ZSmartquoteAddressFields>;

/** The state rule of docs/product/smartquotes.md#rules: one of the eight for Australia (any case), empty for New Zealand. */
export const stateProblem = (state: string, country: string | null | undefined): string | null => {
  const value = state.trim();
  if (!country) return value === '' ? null : M.countryFirst;
  if (country === 'Australia') return (AU_STATES as readonly string[]).includes(value.toUpperCase()) ? null : M.auState;
  if (country === 'New Zealand') return value === '' ? null : M.nzState;
  return M.country;
};

/** Manual mode's full address: the non-empty parts joined by ', ' (docs/product/smartquotes.md#rules). */
export const fullAddressOf = (
  a: Pick<TSmartquoteAddressFields, 'street' | 'city' | 'state' | 'postcode' | 'country'>,
) =>
  [a.street, a.city, a.state, a.postcode, a.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** A home has at least one bathroom, in words for its type (docs/product/smartquotes.md#rules); null when it has. */
export const bathsProblem = (baths: number, type: SmartquotePropertyType): string | null =>
  baths >= L.bathsMin ? null : type === 'apartment' ? M.apartmentBaths : M.houseBaths;

/**
 * The property part of a create or update body: the address (all five fields together) and the details. The bathroom
 * rule needs the type: checked here when both are sent, by the API on the merged quote otherwise.
 */
export const ZSmartquotePropertyInput = z
  .strictObject({
    fullAddress: text(300).min(1, M.streetRequired).optional(),
    street: ZSmartquoteAddressFields.shape.street.optional(),
    city: ZSmartquoteAddressFields.shape.city.optional(),
    postcode: ZSmartquoteAddressFields.shape.postcode.optional(),
    state: ZSmartquoteAddressFields.shape.state.optional(),
    country: ZSmartquoteAddressFields.shape.country.optional(),
    /** From the chosen suggestion (or the locality of a manual address, looked up by the server). */
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    beds: z.number().int().min(0).max(L.bedsMax).optional(),
    baths: z.number().int().min(0).max(L.bathsMax).optional(),
    carSpaces: z.number().int().min(0).max(L.carSpacesMax).optional(),
    lockUpGarages: z.number().int().min(0).max(L.lockUpGaragesMax).optional(),
    type: z.enum(SMARTQUOTE_PROPERTY_TYPES).optional(),
    /** The storage key answered by `photo-url`, once the file is up; null removes the photo. */
    photoKey: z.string().max(300).nullable().optional(),
  })
  .superRefine((property, ctx) => {
    if (property.baths === undefined || property.type === undefined) return;
    const problem = bathsProblem(property.baths, property.type);
    if (problem) ctx.addIssue({ code: 'custom', path: ['baths'], message: problem });
  });
export type TSmartquotePropertyInput = z.infer<typeof ZSmartquotePropertyInput>;

const dollarsToCents = (min: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min * 100, message)
    .max(L.dollarsMax * 100, message);
/** Below the minimum the spec's message; above 100 the range it breaks (docs/product/smartquotes.md#messages). */
const percent = (min: number, message: string, rangeMessage: string) =>
  z.number({ error: message }).min(min, message).max(L.percentMax, rangeMessage);

/** Settings (docs/product/smartquotes.md#fields): money in cents, fees in percent. */
export const ZSmartquoteSettingsInput = z.strictObject({
  weeklyLtr: dollarsToCents(L.weeklyLtrMin, M.weeklyLtr).optional(),
  ltrManagementFee: percent(L.ltrManagementFeeMin, M.ltrManagementFee, M.ltrManagementFeeRange).optional(),
  setupFee: dollarsToCents(L.setupFeeMin, M.setupFee).optional(),
  managementFee: percent(L.managementFeeMin, M.managementFee, M.managementFeeRange).optional(),
  segment: z.enum(SMARTQUOTE_SEGMENTS).optional(),
  amenities: z.enum(SMARTQUOTE_AMENITIES).optional(),
  occupancy: z.enum(SMARTQUOTE_OCCUPANCIES).optional(),
  pricing: z.enum(SMARTQUOTE_PRICINGS).optional(),
  closeBy: ZNight.nullable().optional(),
});
export type TSmartquoteSettingsInput = z.infer<typeof ZSmartquoteSettingsInput>;

const ownerText = text().min(L.ownerTextMin, M.ownerText);
export const ZSmartquoteOwnerInput = z.strictObject({
  firstName: ownerText,
  lastName: ownerText,
  phone: text(40).min(L.ownerTextMin, M.ownerText),
  email: z.email(M.email).max(L.textMax),
  address: ownerText,
});
export type TSmartquoteOwnerInput = z.infer<typeof ZSmartquoteOwnerInput>;

/** `POST v3/smartquotes` (the address step): the company and the address; the rest may come later. */
export const ZSmartquoteCreateBody = z
  .object({
    companyId: z.uuid(),
    property: ZSmartquotePropertyInput,
    settings: ZSmartquoteSettingsInput.optional(),
    owner: ZSmartquoteOwnerInput.optional(),
  })
  .strict();
export type TSmartquoteCreateBody = z.infer<typeof ZSmartquoteCreateBody>;

/** `PATCH v3/smartquotes/{id}`: any of the parts; the server merges and re-checks the address as a whole. */
export const ZSmartquoteUpdateBody = z
  .object({
    property: ZSmartquotePropertyInput.optional(),
    settings: ZSmartquoteSettingsInput.optional(),
    owner: ZSmartquoteOwnerInput.optional(),
    /** The managed home this quote became (issue 16 item 6): its bookings measure the forecast. Null unlinks. */
    onboardedPropertyId: z.uuid().nullable().optional(),
  })
  .strict();
export type TSmartquoteUpdateBody = z.infer<typeof ZSmartquoteUpdateBody>;

export const ZSmartquotesQuery = z.object({
  address: z.string().trim().max(200).optional(),
  /** `column` or `-column` for descending; default newest first. */
  sort: z
    .string()
    .regex(new RegExp(`^-?(${SMARTQUOTE_SORTS.join('|')})$`))
    .optional(),
  'page[number]': intIn(1, 10_000).default(1),
  'page[size]': intIn(1, L.listPageSizeMax).default(L.listPageSize),
});
/** `GET v3/smartquotes` as a client sends it. */
export type TSmartquotesParams = z.input<typeof ZSmartquotesQuery>;

export const ZSmartquoteIncludeQuery = z.object({ include: includeOf(SMARTQUOTE_INCLUDES) });
export const ZSmartquotePhotoUrlQuery = z.object({ type: z.enum(['jpg', 'jpeg', 'png']) });

export const ZSmartquoteAttributes = z.object({
  status: z.enum(SMARTQUOTE_STATUSES),
  createdBy: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The public page (docs/product/smartquotes.md#screens 'View Quote'), answered once published. */
  publicUrl: z.string().nullable(),
  company: z.object({
    id: z.string(),
    companyName: z.string(),
    /** The partner's logo (null without branding). */
    photoUrl: z.string().nullable(),
    /** The house company needs no branding (docs/product/smartquotes.md#states). */
    isHouse: z.boolean(),
    settings: z.object({
      ltrManagementFee: z.number().nullable(),
      logoUrl: z.string().nullable(),
      brandColour: z.string().nullable(),
    }),
  }),
  property: z.object({
    fullAddress: z.string(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    state: z.string(),
    country: z.enum(SMARTQUOTE_COUNTRIES),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    beds: z.number().int(),
    baths: z.number().int(),
    carSpaces: z.number().int(),
    lockUpGarages: z.number().int(),
    propertyType: z.enum(SMARTQUOTE_PROPERTY_TYPES),
    photoUrl: z.string().nullable(),
  }),
  owner: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  settings: z.object({
    weeklyLtr: z.number().int().nullable(),
    ltrManagementFee: z.number().nullable(),
    setupFee: z.number().int().nullable(),
    managementFee: z.number().nullable(),
    segment: z.enum(SMARTQUOTE_SEGMENTS),
    amenities: z.enum(SMARTQUOTE_AMENITIES),
    occupancy: z.enum(SMARTQUOTE_OCCUPANCIES),
    pricing: z.enum(SMARTQUOTE_PRICINGS),
    closeBy: z.string().nullable(),
  }),
  /** The managed home this quote became, in the caller's scope (issue 16 item 6). */
  onboardedProperty: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Issue 16 item 6: |forecast − actual| / actual once the home was onboarded and has bookings; else null. */
  forecastError: z.number().nullable(),
});
export type TSmartquoteAttributes = z.infer<typeof ZSmartquoteAttributes>;

export const ZSmartquoteResource = z.object({
  id: z.string(),
  type: z.literal('smartquote'),
  attributes: ZSmartquoteAttributes,
});
export type TSmartquoteResource = z.infer<typeof ZSmartquoteResource>;

/** How the forecast compares with the onboarded home's real bookings so far (issue 16 item 6). */
export const ZSmartquoteAccuracy = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  from: z.string(),
  to: z.string(),
  nights: z.number().int(),
  forecastCents: z.number().int(),
  actualCents: z.number().int(),
  error: z.number(),
});
export type TSmartquoteAccuracy = z.infer<typeof ZSmartquoteAccuracy>;

export const ZSmartquoteOverview = ZSmartquoteForecast.extend({
  computedAt: z.string(),
  accuracy: ZSmartquoteAccuracy.nullable(),
});
export type TSmartquoteOverview = z.infer<typeof ZSmartquoteOverview>;

export const ZSmartquoteDocument = z.object({
  data: ZSmartquoteResource,
  included: z
    .array(z.object({ id: z.string(), type: z.literal('overview'), attributes: ZSmartquoteOverview }))
    .optional(),
});
export type TSmartquoteDocument = z.infer<typeof ZSmartquoteDocument>;

export const ZSmartquotesResponse = z.object({
  data: z.array(ZSmartquoteResource),
  meta: z.object({ totalCount: z.number().int(), totalPages: z.number().int() }),
});
export type TSmartquotesResponse = z.infer<typeof ZSmartquotesResponse>;

export const ZSmartquotePhotoUrlResponse = z.object({
  data: z.object({
    attributes: z.object({ publicUrl: z.string(), signedUrl: z.string(), key: z.string() }),
  }),
});
export type TSmartquotePhotoUrlResponse = z.infer<typeof ZSmartquotePhotoUrlResponse>;

/** The public page (`GET /api/public/smartquotes/{token}`): what the owner sees, nothing internal. */
export const ZPublicSmartquote = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('public-smartquote'),
    attributes: z.object({
      publishedAt: z.string(),
      closeBy: z.string().nullable(),
      company: z.object({
        companyName: z.string(),
        logoUrl: z.string().nullable(),
        brandColour: z.string().nullable(),
      }),
      property: ZSmartquoteAttributes.shape.property,
      ownerName: z.string().nullable(),
      settings: ZSmartquoteAttributes.shape.settings,
      /** Null when no comparable homes were near enough to forecast: the page says so instead of figures. */
      overview: ZSmartquoteOverview.omit({ accuracy: true }).nullable(),
      pdfUrl: z.string(),
    }),
  }),
});
export type TPublicSmartquote = z.infer<typeof ZPublicSmartquote>;
export const ZPublicSmartquoteParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
