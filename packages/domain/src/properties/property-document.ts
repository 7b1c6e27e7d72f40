import { z } from 'zod';
import { includeOf } from '../api/params.schemas';
import { ZNight } from '../dates/dates.schemas';
import {
  AMENITIES,
  BUILDING_TYPES,
  CHECKPOINTS,
  CURRENCIES,
  KEY_STATUSES,
  PROPERTY_EDIT,
  PROPERTY_EDIT_MESSAGES as M,
  PROPERTY_INCLUDES,
  PROPERTY_SEGMENTS,
  RISK_COLOURS,
} from './properties.constants';
import {
  ZBaseFee,
  ZBaseFees,
  ZFinance,
  ZManagementFee,
  ZManagementFees,
  ZPolicy,
  ZPricingExclusion,
  ZPricingExclusions,
  ZPropertySettings,
  ZRoom,
  ZRooms,
} from './property-profile';
import { ZPropertyAddress } from './properties.schemas';
import { NIGHT_CAP_RULE_IDS } from './night-cap.rules';

/*
 * `GET v3/properties/{id}` and `PATCH v3/properties/{id}` (docs/product/properties.md#fields, #calls 'Property'): the property in full. Its
 * own facts are always there; each relation of the include list is present only when asked for (JSON:API), and a
 * relation or field the caller may not read (GUARDED_FIELDS in access/permissions.ts) is absent even then.
 */

export const ZPropertyQuery = z.object({ include: includeOf(PROPERTY_INCLUDES) });

export const ZPropertyPerson = z.object({ id: z.string(), email: z.string(), fullName: z.string() });
export const ZPropertyManager = ZPropertyPerson.extend({ type: z.string(), photoUrl: z.string().nullable() });
/** Email, last sign-in and roles only with `property:read-owner-contacts` (an owner: their own row); else absent. */
export const ZPropertyOwner = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string().optional(),
  lastLoginAt: z.string().nullable().optional(),
  roles: z.array(z.string()).optional(),
});

export const ZPropertyDetails = z.object({
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  beds: z.number().int(),
  maxGuests: z.number().int(),
  minimumStay: z.number().int(),
  type: z.string(),
  segment: z.string(),
  /** A checkout clean task is made for every stay (docs/product/tasks.md#checkout-cleans); on by default. */
  autoCheckoutClean: z.boolean(),
});

export const ZPropertyCheckpoints = z.object({
  entryCleanDate: z.string().nullable(),
  ingoingInspectionDate: z.string().nullable(),
  photographyDate: z.string().nullable(),
  readyReportDate: z.string().nullable(),
});
export type TPropertyCheckpoints = z.infer<typeof ZPropertyCheckpoints>;

export const ZPropertyCompliance = z.object({
  policyEnabled: z.boolean(),
  riskColour: z.enum(RISK_COLOURS),
  riskLabel: z.string(),
  currentYearOverrideActivated: z.boolean(),
  currentYearRenewalDate: z.string().nullable(),
  currentYearBookableDays: z.number().int().nullable(),
  /** The rule the cap follows (night-cap.rules.ts), or null for none or one set by hand. */
  nightCapRule: z.enum(NIGHT_CAP_RULE_IDS).nullable(),
  /** The cap's count for the cap year holding today at the home: null without a cap. */
  nightCapUsage: z
    .object({
      nights: z.number().int(),
      label: z.string(),
      year: z.object({ from: z.string(), to: z.string() }),
      booked: z.number().int(),
      left: z.number().int(),
    })
    .nullable(),
});
export type TPropertyCompliance = z.infer<typeof ZPropertyCompliance>;

export const ZResourceLink = z.object({ name: z.string(), url: z.string() });

/** A channel the property sells on: from its bookings' channel and its imported iCal calendars. */
export const ZPropertyChannel = z.object({
  /** The portal's code (`airbnb`, `booking-com`, `vrbo`, `hearth`, `stayz`...), as the portal logos read it. */
  code: z.string(),
  name: z.string(),
  /** Stays booked through it (owner blocks not counted), and the latest booking's instant. */
  bookings: z.number().int(),
  lastBookedAt: z.string().nullable(),
  /** iCal calendars imported from it. */
  icalFeeds: z.number().int(),
});
export type TPropertyChannel = z.infer<typeof ZPropertyChannel>;

/** A key of the property (docs/product/properties.md#fields 'Key'): where it is kept and how far that is from the door. */
export const ZPropertyKey = z.object({
  id: z.string(),
  name: z.string(),
  keyNestId: z.string().nullable(),
  status: z.enum(KEY_STATUSES),
  isPrimary: z.boolean(),
  store: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Metres from the store to the property; `kind` says whether walked or a straight-line estimate. */
  distance: z.object({ metres: z.number().int(), kind: z.enum(['walking', 'straight-line']) }).nullable(),
});
export type TPropertyKey = z.infer<typeof ZPropertyKey>;

/** The merchant account guests of this property pay into (docs/product/balances.md#fields 'Merchant account'). */
export const ZPropertyMerchant = z.object({
  id: z.string(),
  name: z.string(),
  merchantAccountId: z.string(),
  currency: z.enum(CURRENCIES),
});
export type TPropertyMerchant = z.infer<typeof ZPropertyMerchant>;

const ZPropertyAttributes = z.object({
  // ---- The property's own facts: always present.
  code: z.string(),
  name: z.string(),
  status: z.string(),
  /** While offboarding: the last night guests may stay (docs/product/properties.md#life-cycle). */
  lastNight: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  timezone: z.string(),
  createdAt: z.string(),
  managementType: z.string(),
  keyType: z.string(),
  keyStatus: z.string(),
  overallCleaningStatus: z.string(),
  /** Hidden from those without `property:read-confidential` (null). */
  riskStatus: z.string().nullable(),
  airbnbOverallRating: z.number().nullable(),
  checkpoints: ZPropertyCheckpoints.nullable(),
  primaryPhoto: z.string().nullable(),
  /** The secret iCal export of booked and blocked nights: admin, staff and licensees only. */
  icalUrl: z.string().nullable(),

  // ---- Relations, each only when included.
  address: ZPropertyAddress.optional(),
  amenities: z.array(z.string()).optional(),
  /** `base-fees`: with `booking:read-earnings`. */
  baseFees: z.array(ZBaseFee).optional(),
  channels: z.array(ZPropertyChannel).optional(),
  company: z.object({ id: z.string(), name: z.string(), partnerType: z.string() }).optional(),
  compliance: ZPropertyCompliance.nullable().optional(),
  details: ZPropertyDetails.optional(),
  /** With `property:read-confidential`; null when never set. */
  finance: ZFinance.nullable().optional(),
  /** With `key:read`. */
  keys: z.array(ZPropertyKey).optional(),
  /** `managers`: the managers and the account manager (the `customer_experience` one). */
  managers: z.array(ZPropertyManager).optional(),
  accountManager: z.object({ fullName: z.string(), photoUrl: z.string().nullable() }).nullable().optional(),
  /** `management-fees`: with `booking:read-earnings`. */
  managementFees: z.array(ZManagementFee).optional(),
  /** With `booking:read-payments`. */
  merchant: ZPropertyMerchant.nullable().optional(),
  photos: z.array(z.object({ url: z.string() })).optional(),
  policy: ZPolicy.nullable().optional(),
  /** `pricing-exclusions`: with `booking:read-earnings`. */
  pricingExclusions: z.array(ZPricingExclusion).optional(),
  /** `resources`: the Salesforce link only with `property:see-salesforce-link`. */
  resources: z.object({ links: z.array(ZResourceLink) }).optional(),
  rooms: z.array(ZRoom).optional(),
  settings: ZPropertySettings.nullable().optional(),
  /** `users`: the owners (derived, docs/product/properties.md#fields), and their latest sign-in with `property:read-owner-contacts`. */
  owners: z.array(ZPropertyOwner).optional(),
  lastLoginAt: z.string().nullable().optional(),
});

export const ZPropertyDocument = z.object({
  data: z.object({ id: z.string(), type: z.literal('property'), attributes: ZPropertyAttributes }),
});
/**
 * A life-cycle move's answer: the home as it is now, and the stays it keeps past its last night (offboarding keeps
 * what was booked; docs/product/properties.md#life-cycle).
 */
export const ZPropertyMoveResponse = ZPropertyDocument.extend({
  meta: z.object({
    staysAfterLastNight: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        guestName: z.string().nullable(),
        checkIn: z.string(),
        checkOut: z.string(),
      }),
    ),
  }),
});
export type TPropertyMoveResponse = z.infer<typeof ZPropertyMoveResponse>;
/** The document as the API answers it, for any include list. */
export type TPropertyDocumentAnswer = z.infer<typeof ZPropertyDocument>;

/** Relations present whenever they are included (no field guard can withhold them). */
type Unguarded =
  | 'address'
  | 'amenities'
  | 'channels'
  | 'company'
  | 'compliance'
  | 'details'
  | 'managers'
  | 'accountManager'
  | 'photos'
  | 'policy'
  | 'resources'
  | 'rooms'
  | 'settings'
  | 'owners';
type AnswerAttributes = TPropertyDocumentAnswer['data']['attributes'];
export type TPropertyAttributes = Omit<AnswerAttributes, Unguarded> & Required<Pick<AnswerAttributes, Unguarded>>;
/**
 * The document with every relation included, which is what the web asks for (`PROPERTY_INCLUDES`): what a field
 * guard withholds stays optional.
 */
export type TPropertyDocument = {
  data: Omit<TPropertyDocumentAnswer['data'], 'attributes'> & { attributes: TPropertyAttributes };
};

// ---- PATCH v3/properties/{id}: 'Edit property details' (docs/product/properties.md#who-uses-it: never owners or licensees).

const count = (max: number, message: string, min = 0) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const ZResourceLinkInput = z.strictObject({
  name: z.string({ error: M.linkName }).trim().min(1, M.linkName).max(PROPERTY_EDIT.linkNameMax, M.linkName),
  url: z
    .string({ error: M.linkUrl })
    .trim()
    .max(PROPERTY_EDIT.urlMax, M.linkUrl)
    .refine((url) => /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(url), M.linkUrl),
});

/** Every fact a person edits; each part optional, unknown keys refused (mass assignment). */
export const ZUpdatePropertyAttributes = z
  .strictObject({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(PROPERTY_EDIT.nameMax, M.nameTooLong)
      .optional(),
    details: z
      .strictObject({
        bedrooms: count(PROPERTY_EDIT.bedroomsMax, M.bedrooms),
        bathrooms: count(PROPERTY_EDIT.bathroomsMax, M.bathrooms, 1),
        beds: count(PROPERTY_EDIT.bedsMax, M.beds, 1),
        maxGuests: count(PROPERTY_EDIT.maxGuestsMax, M.maxGuests, 1),
        minimumStay: count(PROPERTY_EDIT.minimumStayMax, M.minimumStay, 1),
        type: z.enum(BUILDING_TYPES, { error: M.type }),
        segment: z.enum(PROPERTY_SEGMENTS, { error: M.segment }),
        autoCheckoutClean: z.boolean(),
      })
      .partial()
      .optional(),
    amenities: z
      .array(z.enum(AMENITIES, { error: M.amenity }))
      .max(AMENITIES.length)
      .refine((list) => new Set(list).size === list.length, M.amenityTwice)
      .optional(),
    checkpoints: z
      .strictObject(
        Object.fromEntries(CHECKPOINTS.map((name) => [name, ZNight.nullable()])) as Record<
          (typeof CHECKPOINTS)[number],
          z.ZodNullable<typeof ZNight>
        >,
      )
      .partial()
      .optional(),
    compliance: z
      .strictObject({
        policyEnabled: z.boolean(),
        riskColour: z.enum(RISK_COLOURS),
        riskLabel: z.string().trim().max(PROPERTY_EDIT.riskLabelMax, M.riskLabel),
        currentYearOverrideActivated: z.boolean(),
        currentYearRenewalDate: ZNight.nullable(),
        currentYearBookableDays: count(PROPERTY_EDIT.bookableDaysMax, M.bookableDays).nullable(),
        nightCapRule: z.enum(NIGHT_CAP_RULE_IDS).nullable(),
      })
      .partial()
      .optional(),
    resources: z
      .strictObject({ links: z.array(ZResourceLinkInput).max(PROPERTY_EDIT.linksMax, M.tooManyLinks) })
      .optional(),
    baseFees: ZBaseFees.optional(),
    managementFees: ZManagementFees.optional(),
    finance: ZFinance.optional(),
    policy: ZPolicy.optional(),
    pricingExclusions: ZPricingExclusions.optional(),
    rooms: ZRooms.optional(),
    settings: ZPropertySettings.optional(),
  })
  .refine((a) => Object.values(a).some((v) => v !== undefined), M.nothingToChange);

export const ZUpdatePropertyRequest = z.strictObject({
  data: z.strictObject({
    type: z.literal('property').default('property'),
    attributes: ZUpdatePropertyAttributes,
  }),
});
export type TUpdatePropertyRequest = z.input<typeof ZUpdatePropertyRequest>;
export type TUpdatePropertyAttributes = z.output<typeof ZUpdatePropertyAttributes>;
