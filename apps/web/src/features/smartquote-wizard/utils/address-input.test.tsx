import { SMARTQUOTE_MESSAGES as M } from '@hearth/domain/smartquotes';
import type { TLocation } from '@hearth/domain/locations';
import { describe, expect, it } from 'vitest';
import { addressFromSuggestion, addressProblems, EMPTY_ADDRESS, parseAddressInput } from './address-input';

const NOOSA: TLocation = {
  name: 'Noosa Heads',
  region: 'QLD',
  country: 'AU',
  postcode: '',
  latitude: -26.39433,
  longitude: 153.0901,
};
const QUEENSTOWN: TLocation = {
  name: 'Queenstown',
  region: 'Otago',
  country: 'NZ',
  postcode: '9300',
  latitude: -45.03,
  longitude: 168.66,
};

describe('the address search input (docs/product/smartquotes.md#rules)', () => {
  it('keeps the street part and searches the locality part', () => {
    expect(parseAddressInput('3/21 Hastings Street, Noosa Heads')).toEqual({
      street: '3/21 Hastings Street',
      locality: 'Noosa Heads',
      postcode: '',
    });
    expect(parseAddressInput('Noosa')).toEqual({ street: '', locality: 'Noosa', postcode: '' });
  });

  it('prefixes a unit typed before the street as unit/street', () => {
    expect(parseAddressInput('Unit 3, 21 Hastings Street, Noosa Heads').street).toBe('3/21 Hastings Street');
    expect(parseAddressInput('3, 21 Hastings Street, Noosa Heads').street).toBe('3/21 Hastings Street');
    expect(parseAddressInput('Apt 4B 9 Park Road, Noosa').street).toBe('4B/9 Park Road');
  });

  it('keeps a typed postcode and leaves the state out of the locality', () => {
    expect(parseAddressInput('21 Hastings Street, Noosa Heads QLD 4567')).toEqual({
      street: '21 Hastings Street',
      locality: 'Noosa Heads',
      postcode: '4567',
    });
    expect(parseAddressInput('21 Hastings Street, Noosa Heads, QLD 4567, Australia')).toEqual({
      street: '21 Hastings Street',
      locality: 'Noosa Heads',
      postcode: '4567',
    });
  });

  it('fills street, suburb, state, postcode, country and position from a suggestion; no state in New Zealand', () => {
    expect(addressFromSuggestion(parseAddressInput('3/21 Hastings Street, Noosa Heads 4567'), NOOSA)).toEqual({
      street: '3/21 Hastings Street',
      city: 'Noosa Heads',
      state: 'QLD',
      postcode: '4567',
      country: 'Australia',
      latitude: -26.39433,
      longitude: 153.0901,
    });
    expect(addressFromSuggestion(parseAddressInput('21 Shotover Street, Queenstown'), QUEENSTOWN)).toMatchObject({
      state: '',
      postcode: '9300',
      country: 'New Zealand',
    });
  });

  it('gives every message of the manual address', () => {
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({
      street: M.streetRequired,
      city: M.cityRequired,
      postcode: M.postcode,
      country: M.country,
    });
    const au = {
      ...EMPTY_ADDRESS,
      street: '1 A St',
      city: 'Noosa',
      state: 'QLD',
      postcode: '4567',
      country: 'Australia' as const,
    };
    expect(addressProblems({ ...au, state: 'Queensland' })).toEqual({ state: M.auState });
    expect(addressProblems({ ...au, state: 'qld' })).toEqual({});
    expect(addressProblems({ ...au, country: 'New Zealand', state: 'Otago' })).toEqual({ state: M.nzState });
    expect(addressProblems({ ...au, country: '', state: 'QLD' })).toMatchObject({ state: M.countryFirst });
    expect(addressProblems({ ...au, postcode: '45a7' })).toEqual({ postcode: M.postcode });
  });
});
