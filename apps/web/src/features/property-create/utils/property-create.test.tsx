import type { TLocation } from '@hearth/domain/locations';
import { describe, expect, it } from 'vitest';
import { attributesOf, EMPTY_VALUES, errorsOfDetails, placeOfQuote } from './property-create';
import { checkValues } from './property-create-check';

const place = (name: string, region: string, country: 'AU' | 'NZ'): TLocation => ({
  name,
  region,
  country,
  postcode: '',
  latitude: country === 'AU' ? -34.86 : -45.03,
  longitude: country === 'AU' ? 138.51 : 168.66,
});
const QUEENSTOWNS = [
  place('Queenstown', 'SA', 'AU'),
  place('Queenstown', 'TAS', 'AU'),
  place('Queenstown', 'Otago', 'NZ'),
];

describe("a quote's suburb in the gazetteer", () => {
  it('is the place of the same name in its country, and its state where the quote has one', () => {
    expect(placeOfQuote(QUEENSTOWNS, { city: 'Queenstown', state: '', country: 'New Zealand' })?.region).toBe('Otago');
    expect(placeOfQuote(QUEENSTOWNS, { city: 'queenstown ', state: 'TAS', country: 'Australia' })?.region).toBe('TAS');
    expect(placeOfQuote(QUEENSTOWNS, { city: 'Queenstown', state: 'QLD', country: 'Australia' })).toBeNull();
  });
});

describe("the form's request", () => {
  const values = {
    ...EMPTY_VALUES,
    name: 'Riverside Loft',
    code: 'nsh-104',
    type: 'house' as const,
    address: {
      ...EMPTY_VALUES.address,
      street: '12 Hastings Street',
      suburb: 'Noosa Heads',
      state: 'QLD',
      postcode: '4567',
      country: 'AU' as const,
      latitude: -26.39,
      longitude: 153.09,
    },
    bedrooms: 2,
    bathrooms: 1,
    beds: 2,
    maxGuests: 4,
    cleaningFee: '89.99',
  };

  it('sends the cleaning fee in cents, the code in capitals and no owner for four empty fields', () => {
    expect(attributesOf(values)).toMatchObject({ cleaningFee: 8_999, owner: null, address: { unit: null } });
    expect(checkValues(values).attributes).toMatchObject({ code: 'NSH-104', cleaningFee: 8_999, owner: null });
  });

  it("puts the schema's messages on the form's fields: the suburb's parts on the suburb", () => {
    const { errors } = checkValues({
      ...values,
      address: { ...values.address, state: '', country: '', postcode: '45' },
    });
    expect(errors).toMatchObject({
      'address.suburb': 'Choose the suburb from the list',
      'address.postcode': 'Enter the 4-digit postcode',
    });
    // With no suburb chosen the point is not checked against a country.
    expect(errors).not.toHaveProperty('address.latitude');
  });

  it("reads the API's pointers as the form's fields", () => {
    expect(
      errorsOfDetails([
        '/data/attributes/code: Another property has this code',
        '/data/attributes/address/suburb: Choose the suburb from the list',
        '/data/attributes/owner/email: An account with this email exists but is not an owner',
        'No pointer here',
      ]),
    ).toEqual({
      code: 'Another property has this code',
      'address.suburb': 'Choose the suburb from the list',
      'owner.email': 'An account with this email exists but is not an owner',
    });
  });
});
