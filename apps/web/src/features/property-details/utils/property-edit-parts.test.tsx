import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyAttributes } from '../test/property-fixtures';
import { partsOf, partsRequestOf, type EditParts } from './property-edit-parts';

/** The parts a form started at `initial` sends once its values are `parts`: what it says is dirty is sent. */
const partsRequestFrom = (parts: EditParts, initial: EditParts) => {
  const { result } = renderHook(() => useForm<EditParts>({ mode: 'controlled', initialValues: initial }));
  act(() => result.current.setValues(parts));
  return partsRequestOf(result.current.values, (path) => result.current.isDirty(path));
};

const FINANCE = {
  payoutFrequency: 'monthly' as const,
  payoutAccount: { accountName: 'O Owner', bankName: 'Coastal Bank', last4: '1234' },
  gstRegistered: true,
  taxNumber: '51824753556',
  trustAccount: 'Hearth Trust',
  maintenanceFloat: 50_000,
};

describe('the edit form’s profile parts', () => {
  const attributes = propertyAttributes({ finance: FINANCE, pricingExclusions: [] });
  const initial = partsOf(attributes);

  it('sends nothing when nothing changed', () => {
    expect(partsRequestFrom(initial, initial)).toEqual({});
  });

  it('shows money in dollars and sends it back in cents', () => {
    expect(initial.finance?.maintenanceFloat).toBe(500);
    const parts = {
      ...initial,
      finance: { ...initial.finance!, maintenanceFloat: 612.35, taxNumber: '51 824 753 556' },
      pricingExclusions: [
        {
          name: 'Noosa Jazz Festival',
          reason: 'event' as const,
          startDate: '2026-09-01',
          endDate: '2026-09-04',
          fixedNightlyRate: 420.5,
        },
      ],
    };
    expect(partsRequestFrom(parts, initial)).toEqual({
      finance: { ...FINANCE, maintenanceFloat: 61_235 },
      pricingExclusions: [
        {
          name: 'Noosa Jazz Festival',
          reason: 'event',
          startDate: '2026-09-01',
          endDate: '2026-09-04',
          fixedNightlyRate: 42_050,
        },
      ],
    });
  });

  it('sends an empty account as none, and empty numbers and days for the API to name the rule', () => {
    const parts = {
      ...initial,
      finance: { ...initial.finance!, accountName: ' ', bankName: '', last4: '', taxNumber: '' },
      managementFees: [{ kind: 'long-term' as const, percentage: '' as const, startsOn: null, endsOn: null }],
      pricingExclusions: [
        {
          name: 'Owner week',
          reason: 'owner-rate' as const,
          startDate: null,
          endDate: null,
          fixedNightlyRate: '' as const,
        },
      ],
    };
    const sent = partsRequestFrom(parts, initial);
    expect(sent.finance).toMatchObject({ payoutAccount: null, taxNumber: null });
    expect(sent.managementFees).toEqual([{ kind: 'long-term', percentage: null, startsOn: '', endsOn: null }]);
    expect(sent.pricingExclusions).toEqual([
      { name: 'Owner week', reason: 'owner-rate', startDate: '', endDate: '', fixedNightlyRate: null },
    ]);
  });

  it('leaves out the parts the caller may not read, and starts unset payouts empty', () => {
    const { managementFees: _fees, ...withoutFees } = propertyAttributes();
    const hidden = partsOf(withoutFees as ReturnType<typeof propertyAttributes>);
    expect(hidden.managementFees).toBeNull();
    expect(hidden.finance).toBeNull();
    expect(hidden.pricingExclusions).toBeNull();
    expect(partsOf(propertyAttributes({ finance: null })).finance).toMatchObject({
      accountName: '',
      maintenanceFloat: '',
    });
  });
});
