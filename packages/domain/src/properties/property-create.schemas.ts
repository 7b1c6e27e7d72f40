import { z } from 'zod';
import { ZFirstName, ZLastName, ZUserEmail, optionalMobile } from '../users/users.schemas';
import { BUILDING_TYPES, PROPERTY_EDIT, PROPERTY_EDIT_MESSAGES } from './properties.constants';
import { COUNTRY_BOUNDS, PROPERTY_CREATE, PROPERTY_CREATE_MESSAGES } from './property-create.constants';

/*
 * `POST v3/properties`: add a home (docs/product/properties.md#adding-a-home). Staff and admins add one for any
 * company; a licensee for their own company only (the `property:create` grant). The new home is Onboarding.
 * Its currency and clock follow from where it is; its suburb and state come from the AU/NZ gazetteer.
 */

const M = PROPERTY_EDIT_MESSAGES;
const C = PROPERTY_CREATE_MESSAGES;
const count = (max: number, message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const time = z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);
const place = (max: number) => z.string({ error: C.suburb }).trim().min(1, C.suburb).max(max, C.suburb);

/** Where the home is: street and unit typed, suburb to country chosen from the gazetteer, a point inside it. */
export const ZPropertyCreateAddress = z
  .strictObject({
    unit: z.string().trim().max(PROPERTY_CREATE.unitMax, C.unit).nullable().default(null),
    street: z.string({ error: C.street }).trim().min(1, C.street).max(PROPERTY_CREATE.streetMax, C.street),
    suburb: place(80),
    state: place(40),
    /** Typed: the gazetteer has places and their points, not postcodes (docs/DATA.md). */
    postcode: z
      .string({ error: C.postcode })
      .trim()
      .regex(/^\d{4}$/, C.postcode),
    country: z.enum(['AU', 'NZ'], { error: C.suburb }),
    latitude: z.number({ error: C.outsideCountry }).min(-90).max(90),
    longitude: z.number({ error: C.outsideCountry }).min(-180).max(180),
  })
  .superRefine((address, ctx) => {
    const box = COUNTRY_BOUNDS[address.country];
    const inside =
      address.latitude >= box.south &&
      address.latitude <= box.north &&
      address.longitude >= box.west &&
      address.longitude <= box.east;
    if (!inside) ctx.addIssue({ code: 'custom', path: ['latitude'], message: C.outsideCountry });
  });

/** The home's owner: attached when they have an account, invited (the confirm link) when they have none. */
export const ZPropertyCreateOwner = z.strictObject({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZUserEmail,
  mobile: optionalMobile,
});

export const ZPropertyCreateAttributes = z
  .strictObject({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(PROPERTY_EDIT.nameMax, M.nameTooLong),
    code: z
      .string({ error: C.code })
      .trim()
      .toUpperCase()
      .regex(new RegExp(`^[A-Z0-9][A-Z0-9-]{${PROPERTY_CREATE.codeMin - 1},${PROPERTY_CREATE.codeMax - 1}}$`), C.code),
    type: z.enum(BUILDING_TYPES, { error: M.type }),
    address: ZPropertyCreateAddress,
    bedrooms: count(PROPERTY_EDIT.bedroomsMax, M.bedrooms, 0),
    bathrooms: count(PROPERTY_EDIT.bathroomsMax, M.bathrooms, 1),
    beds: count(PROPERTY_EDIT.bedsMax, M.beds, 1),
    maxGuests: count(PROPERTY_EDIT.maxGuestsMax, M.maxGuests, 1),
    checkInTime: time,
    checkOutTime: time,
    /** The partner company that runs it; null for the organisation's own company. */
    companyId: z.uuid(C.companyNotFound).nullable(),
    /** The short-stay management fee, a percentage of the accommodation. */
    managementFee: z
      .number({ error: M.shortStayFee })
      .min(PROPERTY_EDIT.shortStayFeeMin, M.shortStayFee)
      .max(100, M.shortStayFeeRange),
    /** Charged to the guest per stay, in cents of the home's currency. */
    cleaningFee: z
      .number({ error: M.feeAmount })
      .int(M.feeAmount)
      .min(0, M.feeAmount)
      .max(PROPERTY_EDIT.feeMaxCents, M.feeTooHigh),
    owner: ZPropertyCreateOwner.nullable().default(null),
    /** The published SmartQuote this home comes from: linked, so the quote's accuracy follows the home. */
    smartquoteId: z.uuid().nullable().default(null),
  })
  .superRefine((home, ctx) => {
    if (home.maxGuests < home.bedrooms) {
      ctx.addIssue({ code: 'custom', path: ['maxGuests'], message: C.guestsBelowBedrooms });
    }
    if (home.beds < home.bedrooms) ctx.addIssue({ code: 'custom', path: ['beds'], message: C.bedsBelowBedrooms });
  });
export type TPropertyCreateAttributes = z.output<typeof ZPropertyCreateAttributes>;
export type TPropertyCreateInput = z.input<typeof ZPropertyCreateAttributes>;

export const ZPropertyCreateRequest = z.strictObject({
  data: z.strictObject({
    type: z.literal('property').default('property'),
    attributes: ZPropertyCreateAttributes,
  }),
});
export type TPropertyCreateRequest = z.input<typeof ZPropertyCreateRequest>;

/** `POST v3/properties/{id}/owners`: the owner attached when they have an account, else invited. */
export const ZPropertyOwnerRequest = z.strictObject({
  data: z.strictObject({
    type: z.literal('property-owner').default('property-owner'),
    attributes: ZPropertyCreateOwner,
  }),
});
export const ZPropertyOwnerResponse = z.object({
  data: z.object({ id: z.string(), type: z.literal('property-owner'), attributes: z.object({ invited: z.boolean() }) }),
});
export const ZPropertyOwnerParams = z.object({ id: z.uuid(), userId: z.uuid() });
