import type { TPropertyAttributes } from '@hearth/domain/properties';
import type { TRatePlanAttributes, TRatePlanDocument } from '@hearth/domain/rates';
import type { NumberField } from './property-edit';

/** A season as the form holds it: money in dollars, '' while empty; days `YYYY-MM-DD` or null. */
export type SeasonValues = {
  name: string;
  from: string | null;
  to: string | null;
  nightly: NumberField;
  weekend: NumberField;
  minNights: NumberField;
};

/** The rate plan form: money in dollars as typed (the API takes cents), '' for an empty field. */
export type RatePlanValues = {
  base: NumberField;
  weekend: NumberField;
  minNights: NumberField;
  maxNights: NumberField;
  cleaningFee: NumberField;
  extraGuestFee: NumberField;
  extraGuestsAbove: NumberField;
  corporateDiscount: NumberField;
  seasons: SeasonValues[];
};

export const EMPTY_SEASON: SeasonValues = { name: '', from: null, to: null, nightly: '', weekend: '', minNights: '' };

/** Guests a stay includes before the extra-guest fee, where the home has no plan yet (docs/product/rates.md#nights-by-hand). */
const GUESTS_INCLUDED_DEFAULT = 2;

const dollars = (cents: number | null | undefined): NumberField =>
  cents === null || cents === undefined ? '' : cents / 100;
const count = (value: number | null | undefined): NumberField => (value === null || value === undefined ? '' : value);

type Plan = NonNullable<TRatePlanDocument['data']>['attributes'];

/**
 * The form's first values: the plan as it stands, or for a home without one its own minimum stay and (where the
 * caller reads them) its cleaning and extra-guest fees, which the plan shares with its profile (0: none charged).
 */
export const ratePlanValuesOf = (plan: Plan | null, property: TPropertyAttributes): RatePlanValues => {
  if (plan) {
    return {
      base: dollars(plan.baseCents),
      weekend: dollars(plan.weekendCents),
      minNights: plan.minNights,
      maxNights: count(plan.maxNights),
      cleaningFee: dollars(plan.cleaningFeeCents),
      extraGuestFee: dollars(plan.extraGuestFeeCents),
      extraGuestsAbove: plan.extraGuestsAbove,
      corporateDiscount: plan.corporateDiscountPercent,
      seasons: plan.seasons.map((season) => ({
        name: season.name,
        from: season.from,
        to: season.to,
        nightly: dollars(season.nightlyCents),
        weekend: dollars(season.weekendCents),
        minNights: count(season.minNights),
      })),
    };
  }
  // Fees the caller reads and the home does not charge are 0 (none); fees the caller cannot read stay empty.
  const fee = (type: string) =>
    property.baseFees ? dollars(property.baseFees.find((f) => f.type === type)?.amount ?? 0) : '';
  return {
    base: '',
    weekend: '',
    minNights: count(property.details?.minimumStay),
    maxNights: '',
    cleaningFee: fee('cleaning'),
    extraGuestFee: fee('extra-guest'),
    extraGuestsAbove: GUESTS_INCLUDED_DEFAULT,
    corporateDiscount: 0,
    seasons: [],
  };
};

/** Dollars to cents; an empty field stays empty for the schema to name (`undefined`) or means none (`null`). */
const cents = (value: NumberField): number | undefined => (value === '' ? undefined : Math.round(value * 100));
const centsOrNull = (value: NumberField): number | null => (value === '' ? null : Math.round(value * 100));
const countOrNull = (value: NumberField): number | null => (value === '' ? null : value);

/**
 * The body's attributes from the form, money in cents. An empty required field is left out so that the API's schema
 * says what it takes; an empty optional one is null (no weekend rate, no maximum).
 */
export const ratePlanAttributesOf = (values: RatePlanValues): TRatePlanAttributes =>
  ({
    baseCents: cents(values.base),
    weekendCents: centsOrNull(values.weekend),
    minNights: values.minNights === '' ? undefined : values.minNights,
    maxNights: countOrNull(values.maxNights),
    corporateDiscountPercent: values.corporateDiscount === '' ? undefined : values.corporateDiscount,
    cleaningFeeCents: cents(values.cleaningFee),
    extraGuestFeeCents: cents(values.extraGuestFee),
    extraGuestsAbove: values.extraGuestsAbove === '' ? undefined : values.extraGuestsAbove,
    seasons: values.seasons.map((season) => ({
      name: season.name.trim(),
      from: season.from ?? '',
      to: season.to ?? '',
      nightlyCents: cents(season.nightly),
      weekendCents: centsOrNull(season.weekend),
      minNights: countOrNull(season.minNights),
    })),
  }) as TRatePlanAttributes;
