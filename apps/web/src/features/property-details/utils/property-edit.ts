import {
  AMENITIES,
  CHECKPOINTS,
  type BaseFeeType,
  type CancellationPolicy,
  type Checkpoint,
  type CheckInMethod,
  type FeeChargedPer,
  type NightCapRule,
  type RiskColour,
  type TPropertyAttributes,
} from '@hearth/domain/properties';

/*
 * The 'Edit property details' form's values and the PATCH body made of them: only the parts the form says are dirty
 * are sent,
 * so the audit entry and the history hold what the person actually edited. Numbers are kept as typed ('' while a
 * field is empty) and sent as numbers or null, which the API's schema refuses with the field's own message.
 */

export type NumberField = number | '';

export type EditValues = {
  name: string;
  bedrooms: NumberField;
  bathrooms: NumberField;
  beds: NumberField;
  maxGuests: NumberField;
  minimumStay: NumberField;
  type: string;
  segment: string;
  /** A checkout clean task for every stay (docs/product/tasks.md#checkout-cleans). */
  autoCheckoutClean: boolean;
  amenities: string[];
  checkpoints: Record<Checkpoint, string | null>;
  compliance: {
    policyEnabled: boolean;
    riskColour: RiskColour;
    riskLabel: string;
    currentYearOverrideActivated: boolean;
    currentYearRenewalDate: string | null;
    currentYearBookableDays: NumberField;
    nightCapRule: NightCapRule | null;
  };
  links: { name: string; url: string }[];
  policy: {
    checkInTime: string;
    checkOutTime: string;
    cancellationPolicy: CancellationPolicy;
    petsAllowed: boolean;
    smokingAllowed: boolean;
    partiesAllowed: boolean;
    quietHoursFrom: string;
    quietHoursTo: string;
    minimumGuestAge: NumberField;
    houseRules: string;
    checkInInstructions: string;
  };
  settings: {
    instantBook: boolean;
    smartPricing: boolean;
    guestPortal: boolean;
    cleanAfterOwnerStay: boolean;
    checkInMethod: CheckInMethod;
    wifiNetwork: string;
  };
  /** In dollars as typed; null when the caller may not read (so not edit) the fees. */
  baseFees: { type: BaseFeeType; amount: NumberField; chargedPer: FeeChargedPer; taxable: boolean }[] | null;
};

/** What the form starts from when a part was never set: the house's usual values. */
const POLICY_DEFAULTS: EditValues['policy'] = {
  checkInTime: '15:00',
  checkOutTime: '10:00',
  cancellationPolicy: 'moderate',
  petsAllowed: false,
  smokingAllowed: false,
  partiesAllowed: false,
  quietHoursFrom: '',
  quietHoursTo: '',
  minimumGuestAge: 18,
  houseRules: '',
  checkInInstructions: '',
};
const SETTINGS_DEFAULTS: EditValues['settings'] = {
  instantBook: false,
  smartPricing: true,
  guestPortal: true,
  cleanAfterOwnerStay: true,
  checkInMethod: 'self',
  wifiNetwork: '',
};

export const valuesOf = (a: TPropertyAttributes): EditValues => ({
  name: a.name,
  bedrooms: a.details.bedrooms,
  bathrooms: a.details.bathrooms,
  beds: a.details.beds,
  maxGuests: a.details.maxGuests,
  minimumStay: a.details.minimumStay,
  type: a.details.type,
  segment: a.details.segment,
  autoCheckoutClean: a.details.autoCheckoutClean,
  amenities: amenitiesInOrder(a.amenities),
  checkpoints: Object.fromEntries(CHECKPOINTS.map((name) => [name, a.checkpoints?.[name] ?? null])) as Record<
    Checkpoint,
    string | null
  >,
  compliance: {
    policyEnabled: a.compliance?.policyEnabled ?? false,
    riskColour: a.compliance?.riskColour ?? 'green',
    riskLabel: a.compliance?.riskLabel ?? '',
    currentYearOverrideActivated: a.compliance?.currentYearOverrideActivated ?? false,
    currentYearRenewalDate: a.compliance?.currentYearRenewalDate ?? null,
    currentYearBookableDays: a.compliance?.currentYearBookableDays ?? '',
    nightCapRule: a.compliance?.nightCapRule ?? null,
  },
  links: a.resources.links.map((link) => ({ ...link })),
  policy: a.policy
    ? {
        ...a.policy,
        quietHoursFrom: a.policy.quietHoursFrom ?? '',
        quietHoursTo: a.policy.quietHoursTo ?? '',
      }
    : POLICY_DEFAULTS,
  settings: a.settings ? { ...a.settings, wifiNetwork: a.settings.wifiNetwork ?? '' } : SETTINGS_DEFAULTS,
  baseFees: a.baseFees
    ? a.baseFees.map((fee) => ({
        type: fee.type,
        amount: fee.amount / 100,
        chargedPer: fee.chargedPer,
        taxable: fee.taxable,
      }))
    : null,
});

const numberOrNull = (value: NumberField): number | null => (value === '' ? null : value);
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** Whether the form's value at a path ('bedrooms', 'policy', 'checkpoints.photographyDate') differs from its start. */
export type IsDirty = (path: string) => boolean;

const DETAIL_KEYS = [
  'bedrooms',
  'bathrooms',
  'beds',
  'maxGuests',
  'minimumStay',
  'type',
  'segment',
  'autoCheckoutClean',
] as const;

/** The amenities in the list's own order, as the form keeps them: ticking boxes in another order is the same set. */
export const amenitiesInOrder = (amenities: readonly string[]): string[] =>
  AMENITIES.filter((amenity) => amenities.includes(amenity));

/** The changed keys of a flat part, as sent. */
const changedKeys = <T extends Record<string, unknown>>(
  part: T,
  prefix: string,
  isDirty: IsDirty,
  send: (key: keyof T) => unknown,
) => {
  const changed = (Object.keys(part) as (keyof T & string)[]).filter((key) => isDirty(`${prefix}.${key}`));
  return changed.length === 0 ? undefined : Object.fromEntries(changed.map((key) => [key, send(key)]));
};

/** The PATCH body's attributes: each part the form says is dirty, or null when none is. */
export const requestOf = (values: EditValues, isDirty: IsDirty): Record<string, unknown> | null => {
  const changedDetails = DETAIL_KEYS.filter((key) => isDirty(key));
  const attributes: Record<string, unknown> = {
    name: isDirty('name') ? values.name : undefined,
    details:
      changedDetails.length === 0
        ? undefined
        : Object.fromEntries(
            changedDetails.map((key) => [
              key,
              key === 'type' || key === 'segment' || key === 'autoCheckoutClean'
                ? values[key]
                : numberOrNull(values[key]),
            ]),
          ),
    amenities: isDirty('amenities') ? amenitiesInOrder(values.amenities) : undefined,
    checkpoints: changedKeys(values.checkpoints, 'checkpoints', isDirty, (key) => values.checkpoints[key]),
    compliance: changedKeys(values.compliance, 'compliance', isDirty, (key) =>
      key === 'currentYearBookableDays'
        ? numberOrNull(values.compliance.currentYearBookableDays)
        : values.compliance[key],
    ),
    resources: isDirty('links')
      ? { links: values.links.map((link) => ({ name: link.name.trim(), url: link.url.trim() })) }
      : undefined,
    policy: isDirty('policy')
      ? {
          ...values.policy,
          quietHoursFrom: textOrNull(values.policy.quietHoursFrom),
          quietHoursTo: textOrNull(values.policy.quietHoursTo),
          minimumGuestAge: numberOrNull(values.policy.minimumGuestAge),
        }
      : undefined,
    settings: isDirty('settings')
      ? { ...values.settings, wifiNetwork: textOrNull(values.settings.wifiNetwork) }
      : undefined,
    baseFees:
      values.baseFees === null || !isDirty('baseFees')
        ? undefined
        : values.baseFees.map((fee) => ({
            ...fee,
            amount: fee.amount === '' ? null : Math.round(fee.amount * 100),
          })),
  };
  const sent = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
  return Object.keys(sent).length === 0 ? null : sent;
};

/** A field's key in the form from an API pointer: '/data/attributes/details/bedrooms' → 'details.bedrooms'. */
export const fieldOfPointer = (pointer: string): string =>
  pointer
    .replace(/^\/data\/attributes\/?/, '')
    .split('/')
    .filter(Boolean)
    .join('.');

export type EditErrors = Record<string, string>;

/** The server's field errors ('pointer: message' lines of an ApiError's details), by form key. */
export const errorsOfDetails = (details: readonly string[]): EditErrors => {
  const errors: EditErrors = {};
  for (const line of details) {
    const match = /^(\/data\/attributes\S*): (.+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const key = fieldOfPointer(match[1]);
    if (key && !errors[key]) errors[key] = match[2];
  }
  return errors;
};
