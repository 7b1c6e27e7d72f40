import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyAttributes } from '../test/property-fixtures';
import { amenitiesInOrder, errorsOfDetails, requestOf, valuesOf, type EditValues } from './property-edit';

/** The request a form started at `initial` makes once its values are `values`: what it says is dirty is sent. */
const requestFrom = (values: EditValues, initial: EditValues) => {
  const { result } = renderHook(() => useForm<EditValues>({ mode: 'controlled', initialValues: initial }));
  act(() => result.current.setValues(values));
  return requestOf(result.current.values, (path) => result.current.isDirty(path));
};

describe('the edit form’s request', () => {
  const initial = valuesOf(propertyAttributes());

  it('sends nothing when nothing changed', () => {
    expect(requestFrom(initial, initial)).toBeNull();
    // The same amenities in another order are the same set.
    expect(requestFrom({ ...initial, amenities: amenitiesInOrder(['pool', 'wireless-internet']) }, initial)).toBeNull();
  });

  it('sends only the changed keys of details, checkpoints and compliance', () => {
    const values = {
      ...initial,
      bedrooms: 4 as const,
      checkpoints: { ...initial.checkpoints, photographyDate: '2024-02-01' },
      compliance: { ...initial.compliance, currentYearOverrideActivated: false, currentYearBookableDays: '' as const },
    };
    expect(requestFrom(values, initial)).toEqual({
      details: { bedrooms: 4 },
      checkpoints: { photographyDate: '2024-02-01' },
      compliance: { currentYearOverrideActivated: false, currentYearBookableDays: null },
    });
  });

  it('sends an emptied number as null, for the API to name the rule', () => {
    expect(requestFrom({ ...initial, maxGuests: '' }, initial)).toEqual({ details: { maxGuests: null } });
  });

  it('sends a whole part (policy, fees) when any of it changed, fees in cents', () => {
    const values = {
      ...initial,
      policy: { ...initial.policy, quietHoursFrom: '22:00', quietHoursTo: '07:00' },
      baseFees: [{ type: 'cleaning' as const, amount: 172.5, chargedPer: 'stay' as const, taxable: true }],
    };
    const sent = requestFrom(values, initial);
    expect(sent?.policy).toMatchObject({ checkInTime: '15:00', quietHoursFrom: '22:00', minimumGuestAge: 18 });
    expect(sent?.baseFees).toEqual([{ type: 'cleaning', amount: 17_250, chargedPer: 'stay', taxable: true }]);
  });

  it('leaves fees out for those who may not read them', () => {
    const { baseFees: _hidden, ...withoutFees } = propertyAttributes();
    expect(valuesOf(withoutFees as ReturnType<typeof propertyAttributes>).baseFees).toBeNull();
  });

  it("reads the API's field errors by the form's keys", () => {
    expect(
      errorsOfDetails([
        '/data/attributes/details/bedrooms: Bedrooms must be a whole number from 0 to 30',
        '/data/attributes/resources/links/0/url: Enter a full web address starting with https://',
        'no pointer here',
      ]),
    ).toEqual({
      'details.bedrooms': 'Bedrooms must be a whole number from 0 to 30',
      'resources.links.0.url': 'Enter a full web address starting with https://',
    });
  });
});
