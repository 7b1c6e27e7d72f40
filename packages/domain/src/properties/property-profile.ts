import { z } from 'zod';
import { ZNight } from '../dates/dates.schemas';
import {
  BASE_FEE_TYPES,
  BED_TYPES,
  CANCELLATION_POLICIES,
  CHECK_IN_METHODS,
  FEE_CHARGED_PER,
  MANAGEMENT_FEE_KINDS,
  PAYOUT_FREQUENCIES,
  PRICING_EXCLUSION_REASONS,
  PROPERTY_EDIT,
  PROPERTY_EDIT_MESSAGES as M,
  ROOM_TYPES,
} from './properties.constants';

/*
 * The parts of a property in full that live in `property_profiles` (docs/product/properties.md#fields 'when loaded in full'): base fees,
 * management fees, finance, policy, pricing exclusions, rooms and settings. One shape each, read by the API when it
 * writes (PATCH v3/properties/{id}) and when it presents (a stored value that no longer fits is presented as unset),
 * and by the edit form. Money is integer cents of the property's currency.
 */

const cents = z
  .number({ error: M.feeAmount })
  .int(M.feeAmount)
  .min(0, M.feeAmount)
  .max(PROPERTY_EDIT.feeMaxCents, M.feeTooHigh);
const shortText = z
  .string({ error: M.shortText })
  .trim()
  .min(1, M.shortText)
  .max(PROPERTY_EDIT.shortTextMax, M.shortText);
const time = z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);

/** A fee charged to the guest on top of the nightly rate. */
export const ZBaseFee = z.strictObject({
  type: z.enum(BASE_FEE_TYPES),
  amount: cents,
  chargedPer: z.enum(FEE_CHARGED_PER),
  /** GST (AU) or GST (NZ) applies. */
  taxable: z.boolean(),
});
export type TBaseFee = z.infer<typeof ZBaseFee>;
export const ZBaseFees = z
  .array(ZBaseFee)
  .max(PROPERTY_EDIT.feesMax)
  .superRefine((fees, ctx) => {
    fees.forEach((fee, index) => {
      if (fees.findIndex((other) => other.type === fee.type) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'type'], message: M.feeTwice });
      }
    });
  });

/** The operator's fee on a kind of stay, a percentage of the accommodation, from a day (and until one). */
export const ZManagementFee = z
  .strictObject({
    kind: z.enum(MANAGEMENT_FEE_KINDS),
    percentage: z.number({ error: M.shortStayFee }),
    startsOn: ZNight,
    endsOn: ZNight.nullable(),
  })
  .superRefine((fee, ctx) => {
    // Below the minimum the spec's message; above 100 the range it breaks (docs/product/properties.md#messages).
    const shortStay = fee.kind === 'short-stay';
    const min = shortStay ? PROPERTY_EDIT.shortStayFeeMin : PROPERTY_EDIT.longTermFeeMin;
    if (fee.percentage < min) {
      ctx.addIssue({ code: 'custom', path: ['percentage'], message: shortStay ? M.shortStayFee : M.longTermFee });
    } else if (fee.percentage > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentage'],
        message: shortStay ? M.shortStayFeeRange : M.longTermFeeRange,
      });
    }
    if (fee.endsOn !== null && fee.endsOn < fee.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: M.rangeReversed });
    }
  });
export type TManagementFee = z.infer<typeof ZManagementFee>;
export const ZManagementFees = z.array(ZManagementFee).max(PROPERTY_EDIT.feesMax);

/** Where the owner's payouts go. Only the last four digits of the account are kept: the rest stays with the bank. */
export const ZFinance = z.strictObject({
  payoutFrequency: z.enum(PAYOUT_FREQUENCIES),
  payoutAccount: z
    .strictObject({
      accountName: shortText,
      bankName: shortText,
      last4: z.string({ error: M.last4 }).regex(/^\d{4}$/, M.last4),
    })
    .nullable(),
  gstRegistered: z.boolean(),
  /** The owner's ABN (Australia, 11 digits) or IRD number (New Zealand, 8 or 9 digits), digits only. */
  taxNumber: z
    .string({ error: M.taxNumber })
    .regex(/^(\d{11}|\d{8,9})$/, M.taxNumber)
    .nullable(),
  /** The trust account guests' money is held in until the owner's statement. */
  trustAccount: shortText,
  /** Held back from each statement for small repairs. */
  maintenanceFloat: cents,
});
export type TFinance = z.infer<typeof ZFinance>;

/** House rules and times a guest agrees to. */
export const ZPolicy = z.strictObject({
  checkInTime: time,
  checkOutTime: time,
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  petsAllowed: z.boolean(),
  smokingAllowed: z.boolean(),
  partiesAllowed: z.boolean(),
  quietHoursFrom: time.nullable(),
  quietHoursTo: time.nullable(),
  minimumGuestAge: z.number().int().min(16).max(30),
  houseRules: z.string().trim().max(PROPERTY_EDIT.textMax, M.text),
  /** How guests get in (docs/product/properties.md#onboarding-checklist): one of the checks before 'Activate'. */
  checkInInstructions: z.string().trim().max(PROPERTY_EDIT.textMax, M.text).default(''),
});
export type TPolicy = z.infer<typeof ZPolicy>;

/** Days the pricing engine leaves alone: an owner's own rate, a local event priced by hand, a long stay. */
export const ZPricingExclusion = z
  .strictObject({
    name: shortText,
    startDate: ZNight,
    endDate: ZNight,
    reason: z.enum(PRICING_EXCLUSION_REASONS),
    /** The nightly rate set by hand for those days, or null to keep the stored rates. */
    fixedNightlyRate: cents.nullable(),
  })
  .superRefine((exclusion, ctx) => {
    if (exclusion.endDate < exclusion.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.rangeReversed });
    }
  });
export type TPricingExclusion = z.infer<typeof ZPricingExclusion>;
export const ZPricingExclusions = z.array(ZPricingExclusion).max(PROPERTY_EDIT.exclusionsMax);

export const ZRoom = z.strictObject({
  name: shortText,
  type: z.enum(ROOM_TYPES),
  beds: z
    .array(z.strictObject({ type: z.enum(BED_TYPES), count: z.number().int().min(1).max(10) }))
    .max(PROPERTY_EDIT.bedsPerRoomMax),
  ensuite: z.boolean(),
});
export type TRoom = z.infer<typeof ZRoom>;
export const ZRooms = z.array(ZRoom).max(PROPERTY_EDIT.roomsMax);

/** How the property is run day to day. */
export const ZPropertySettings = z.strictObject({
  instantBook: z.boolean(),
  /** Nightly rates follow the pricing engine (outside the pricing exclusions). */
  smartPricing: z.boolean(),
  guestPortal: z.boolean(),
  /** A clean is booked after an owner's own stay. */
  cleanAfterOwnerStay: z.boolean(),
  checkInMethod: z.enum(CHECK_IN_METHODS),
  /** The Wi-Fi network's name shown in the guest guide (its password is never stored here). */
  wifiNetwork: z.string().trim().max(PROPERTY_EDIT.shortTextMax, M.shortText).nullable(),
});
export type TPropertySettings = z.infer<typeof ZPropertySettings>;

/** The seven parts, each as the document presents it (null: never set). */
export const PROFILE_PARTS = {
  baseFees: ZBaseFees,
  managementFees: ZManagementFees,
  finance: ZFinance,
  policy: ZPolicy,
  pricingExclusions: ZPricingExclusions,
  rooms: ZRooms,
  settings: ZPropertySettings,
} as const;
export type ProfilePart = keyof typeof PROFILE_PARTS;
export type TPropertyProfile = {
  baseFees: TBaseFee[];
  managementFees: TManagementFee[];
  finance: TFinance | null;
  policy: TPolicy | null;
  pricingExclusions: TPricingExclusion[];
  rooms: TRoom[];
  settings: TPropertySettings | null;
};
