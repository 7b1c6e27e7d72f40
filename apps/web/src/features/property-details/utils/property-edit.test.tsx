import { describe, expect, it } from 'vitest';
import { propertyAttributes } from '../test/property-fixtures';
import { errorsOfDetails, requestOf, valuesOf } from './property-edit';

describe('the edit form’s request', () => {
  const initial = valuesOf(propertyAttributes());

  it('sends nothing when nothing changed', () => {
    expect(requestOf(initial, initial)).toBeNull();
    // The same amenities in another order are the same set.
    expect(requestOf({ ...initial, amenities: ['pool', 'wireless-internet'] }, initial)).toBeNull();
  });

  it('sends only the changed keys of details, checkpoints and compliance', () => {
    const values = {
      ...initial,
      bedrooms: 4 as const,
      checkpoints: { ...initial.checkpoints, photographyDate: '2024-02-01' },
      compliance: { ...initial.compliance, currentYearOverrideActivated: false, currentYearBookableDays: '' as const },
    };
    expect(requestOf(values, initial)).toEqual({
      details: { bedrooms: 4 },
      checkpoints: { photographyDate: '2024-02-01' },
      compliance: { currentYearOverrideActivated: false, currentYearBookableDays: null },
    });
  });

  it('sends an emptied number as null, for the API to name the rule', () => {
    expect(requestOf({ ...initial, maxGuests: '' }, initial)).toEqual({ details: { maxGuests: null } });
  });

  it('sends a whole part (policy, fees) when any of it changed, fees in cents', () => {
    const values = {
      ...initial,
      policy: { ...initial.policy, quietHoursFrom: '22:00', quietHoursTo: '07:00' },
      baseFees: [{ type: 'cleaning' as const, amount: 172.5, chargedPer: 'stay' as const, taxable: true }],
    };
    const sent = requestOf(values, initial);
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
