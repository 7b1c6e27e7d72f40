import type {
  BedType,
  ManagementFeeKind,
  PayoutFrequency,
  PricingExclusionReason,
  RoomType,
  TPropertyAttributes,
} from '@hearth/domain/properties';
import type { UseFormReturnType } from '@mantine/form';
import type { EditValues, IsDirty, NumberField } from './property-edit';

/*
 * The profile parts the edit form gained for issue 14 (rooms, management fees, finance, pricing exclusions): their
 * form values and their share of the PATCH body. Like the rest of the form, a part is sent whole and only when it
 * changed; money is typed in dollars and sent in integer cents; an emptied number is sent as null and an empty
 * required day as '', so that the API's own schema answers with the field's message.
 */

export type RoomValues = {
  name: string;
  type: RoomType;
  beds: { type: BedType; count: NumberField }[];
  ensuite: boolean;
};

export type ManagementFeeValues = {
  kind: ManagementFeeKind;
  percentage: NumberField;
  startsOn: string | null;
  endsOn: string | null;
};

export type FinanceValues = {
  payoutFrequency: PayoutFrequency;
  accountName: string;
  bankName: string;
  last4: string;
  gstRegistered: boolean;
  taxNumber: string;
  trustAccount: string;
  /** In dollars as typed. */
  maintenanceFloat: NumberField;
};

export type PricingExclusionValues = {
  name: string;
  reason: PricingExclusionReason;
  startDate: string | null;
  endDate: string | null;
  /** In dollars as typed; empty keeps the stored rates. */
  fixedNightlyRate: NumberField;
};

/** Each part is null when the caller may not read it, so may not change it either (the API refuses it then). */
export type EditParts = {
  rooms: RoomValues[];
  managementFees: ManagementFeeValues[] | null;
  finance: FinanceValues | null;
  pricingExclusions: PricingExclusionValues[] | null;
};

/** Everything 'Edit property details' holds: the facts and the profile parts. */
export type EditFormValues = EditValues & EditParts;
export type PropertyEditForm = UseFormReturnType<EditFormValues>;

/** Where the finance fields start when payouts were never set up. */
const NO_FINANCE: FinanceValues = {
  payoutFrequency: 'monthly',
  accountName: '',
  bankName: '',
  last4: '',
  gstRegistered: false,
  taxNumber: '',
  trustAccount: '',
  maintenanceFloat: '',
};

const dollarsOf = (cents: number): number => cents / 100;
const centsOf = (dollars: NumberField): number | null => (dollars === '' ? null : Math.round(dollars * 100));
const numberOrNull = (value: NumberField): number | null => (value === '' ? null : value);

export const partsOf = (a: TPropertyAttributes): EditParts => ({
  rooms: a.rooms.map((room) => ({
    name: room.name,
    type: room.type,
    beds: room.beds.map((bed) => ({ type: bed.type, count: bed.count })),
    ensuite: room.ensuite,
  })),
  managementFees: a.managementFees ? a.managementFees.map((fee) => ({ ...fee })) : null,
  finance:
    a.finance === undefined
      ? null
      : a.finance === null
        ? NO_FINANCE
        : {
            payoutFrequency: a.finance.payoutFrequency,
            accountName: a.finance.payoutAccount?.accountName ?? '',
            bankName: a.finance.payoutAccount?.bankName ?? '',
            last4: a.finance.payoutAccount?.last4 ?? '',
            gstRegistered: a.finance.gstRegistered,
            taxNumber: a.finance.taxNumber ?? '',
            trustAccount: a.finance.trustAccount,
            maintenanceFloat: dollarsOf(a.finance.maintenanceFloat),
          },
  pricingExclusions: a.pricingExclusions
    ? a.pricingExclusions.map((exclusion) => ({
        name: exclusion.name,
        reason: exclusion.reason,
        startDate: exclusion.startDate,
        endDate: exclusion.endDate,
        fixedNightlyRate: exclusion.fixedNightlyRate === null ? '' : dollarsOf(exclusion.fixedNightlyRate),
      }))
    : null,
});

/** The parts the form says are dirty, as the PATCH body carries them (an empty object: none). */
export const partsRequestOf = (parts: EditParts, isDirty: IsDirty): Record<string, unknown> => {
  const changed = <K extends keyof EditParts>(key: K) => parts[key] !== null && isDirty(key);
  const sent: Record<string, unknown> = {};
  if (changed('rooms')) {
    sent.rooms = parts.rooms.map((room) => ({
      name: room.name.trim(),
      type: room.type,
      beds: room.beds.map((bed) => ({ type: bed.type, count: numberOrNull(bed.count) })),
      ensuite: room.ensuite,
    }));
  }
  if (parts.managementFees && changed('managementFees')) {
    sent.managementFees = parts.managementFees.map((fee) => ({
      kind: fee.kind,
      percentage: numberOrNull(fee.percentage),
      startsOn: fee.startsOn ?? '',
      endsOn: fee.endsOn,
    }));
  }
  if (parts.finance && changed('finance')) {
    const f = parts.finance;
    const account = [f.accountName, f.bankName, f.last4].some((text) => text.trim() !== '');
    sent.finance = {
      payoutFrequency: f.payoutFrequency,
      payoutAccount: account
        ? { accountName: f.accountName.trim(), bankName: f.bankName.trim(), last4: f.last4.trim() }
        : null,
      gstRegistered: f.gstRegistered,
      // ABNs are often written in groups ('51 824 753 556'): the API keeps the digits only.
      taxNumber: f.taxNumber.replace(/\s+/g, '') || null,
      trustAccount: f.trustAccount.trim(),
      maintenanceFloat: centsOf(f.maintenanceFloat),
    };
  }
  if (parts.pricingExclusions && changed('pricingExclusions')) {
    sent.pricingExclusions = parts.pricingExclusions.map((exclusion) => ({
      name: exclusion.name.trim(),
      reason: exclusion.reason,
      startDate: exclusion.startDate ?? '',
      endDate: exclusion.endDate ?? '',
      fixedNightlyRate: centsOf(exclusion.fixedNightlyRate),
    }));
  }
  return sent;
};
