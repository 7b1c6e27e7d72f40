import { describe, expect, it } from 'vitest';
import { DISTANCE_MESSAGES, TEMPLATE_MESSAGES } from './keys.constants';
import {
  composeAddress,
  coordinateOf,
  distanceLabel,
  formatDistance,
  isInAustraliaOrNewZealand,
  parseDistance,
  propertyKeyOf,
  templateEmptyText,
  templateProblems,
} from './keys.rules';
import { ZAssignKeyRequest, ZCreateKeyStoreRequest, ZUpdateKeyRequest, ZUpdateKeyStoreRequest } from './keys.schemas';

describe('parseDistance (docs/product/keys.md#rules)', () => {
  it.each([
    ['1.2 km', 1200],
    ['1.25km', 1250],
    ['3 KM', 3000],
    ['850 m', 850],
    ['850', 850],
    ['0.4', 0],
    ['12.6 m', 13],
    ['1,234 km', 1_234_000],
    [' 75 m ', 75],
    [640, 640],
  ])('reads %j as %i metres', (value, metres) => {
    expect(parseDistance(value)).toBe(metres);
  });

  it.each([
    [''],
    ['km'],
    ['far'],
    ['-3 km'],
    ['1.2 miles'],
    ['1.2.3 km'],
    [Number.NaN],
    [-5],
    [null],
    [undefined],
    [{}],
  ])('reads the invalid %j as 0', (value) => {
    expect(parseDistance(value)).toBe(0);
  });
});

describe('distance labels', () => {
  it('writes metres under a kilometre, one decimal under ten, and says when it is an estimate', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(1249)).toBe('1.2 km');
    expect(formatDistance(12_400)).toBe('12 km');
    expect(distanceLabel({ metres: 640, kind: 'walking' })).toBe('640 m walk');
    expect(distanceLabel({ metres: 640, kind: 'straight-line' })).toBe(`640 m ${DISTANCE_MESSAGES.straightLineShort}`);
    expect(distanceLabel(null)).toBeNull();
  });
});

describe('AU/NZ addresses (docs/product/keys.md#rules)', () => {
  it('keeps points in Australia and New Zealand and refuses others', () => {
    expect(isInAustraliaOrNewZealand(-26.39, 153.09)).toBe(true); // Noosa Heads
    expect(isInAustraliaOrNewZealand(-45.03, 168.66)).toBe(true); // Queenstown NZ
    expect(isInAustraliaOrNewZealand(51.5, -0.12)).toBe(false); // London
    expect(isInAustraliaOrNewZealand(-33.9, 18.4)).toBe(false); // Cape Town
  });

  it('composes an address as the property addresses are written', () => {
    expect(
      composeAddress({
        street: 'Shop 2, 14 Hastings Street',
        city: 'Noosa Heads',
        state: 'QLD',
        postcode: '4567',
        country: 'Australia',
      }),
    ).toBe('Shop 2, 14 Hastings Street, Noosa Heads QLD 4567, Australia');
    expect(
      composeAddress({ street: null, city: 'Queenstown', state: 'Otago', postcode: null, country: 'New Zealand' }),
    ).toBe('Queenstown Otago, New Zealand');
  });
});

describe('propertyKeyOf: the property follows its primary key', () => {
  it('takes the store type and the key status, keeping a KeyNest variant', () => {
    expect(propertyKeyOf({ status: 'in-store', storeType: 'convenience-store' }, 'standard')).toEqual({
      keyType: 'convenience-store',
      keyStatus: 'in-store',
    });
    expect(propertyKeyOf({ status: 'in-locker', storeType: 'key-nest' }, 'key-nest-private-locker')).toEqual({
      keyType: 'key-nest-private-locker',
      keyStatus: 'in-locker',
    });
    expect(propertyKeyOf({ status: 'in-use', storeType: 'key-nest' }, 'offsite').keyType).toBe('key-nest');
    expect(propertyKeyOf(null, 'key-nest')).toEqual({ keyType: 'standard', keyStatus: 'unknown' });
  });
});

describe('templates (docs/product/keys.md#screens, #rules)', () => {
  it('has one empty text for a search and one for none at all', () => {
    expect(templateEmptyText('  ')).toBe(TEMPLATE_MESSAGES.emptyNone);
    expect(templateEmptyText('noosa')).toBe(TEMPLATE_MESSAGES.emptySearch);
  });

  it('requires the name, and in manual mode street, city, postcode, latitude and longitude', () => {
    expect(templateProblems({ name: ' ', storeType: 'offsite', addressMode: 'manual' })).toEqual({
      name: TEMPLATE_MESSAGES.nameRequired,
      street: TEMPLATE_MESSAGES.streetRequired,
      city: TEMPLATE_MESSAGES.cityRequired,
      postcode: TEMPLATE_MESSAGES.postcodeRequired,
      latitude: TEMPLATE_MESSAGES.latitudeRequired,
      longitude: TEMPLATE_MESSAGES.longitudeRequired,
    });
    const manual = {
      name: 'Office',
      storeType: 'offsite' as const,
      addressMode: 'manual' as const,
      street: '1 Sunshine Beach Road',
      city: 'Noosa Junction',
      postcode: '4567',
      country: 'Australia',
      latitude: -26.4,
      longitude: 153.09,
    };
    expect(templateProblems(manual)).toEqual({});
    expect(templateProblems({ ...manual, country: 'Fiji', latitude: 51.5, postcode: '45' })).toEqual({
      country: TEMPLATE_MESSAGES.countryInvalid,
      latitude: TEMPLATE_MESSAGES.latitudeInvalid,
      postcode: TEMPLATE_MESSAGES.postcodeInvalid,
    });
    expect(templateProblems({ ...manual, longitude: coordinateOf('east') })).toEqual({
      longitude: TEMPLATE_MESSAGES.longitudeInvalid,
    });
  });

  it('needs a picked place in search mode, and checks only what a partial update sends', () => {
    expect(templateProblems({ name: 'Shop', storeType: 'offsite', addressMode: 'search' })).toEqual({
      placeId: TEMPLATE_MESSAGES.placeRequired,
    });
    expect(templateProblems({ longDescription: 'x' } as never, { partial: true })).toEqual({});
    expect(templateProblems({ name: '' }, { partial: true })).toEqual({ name: TEMPLATE_MESSAGES.nameRequired });
  });

  it('reads typed coordinates: blank is null, words are NaN', () => {
    expect(coordinateOf(' -26.39 ')).toBe(-26.39);
    expect(coordinateOf('')).toBeNull();
    expect(coordinateOf('1e3')).toBeNaN();
  });
});

describe('request schemas', () => {
  it('reports the manual-mode fields where they are in the body', () => {
    const result = ZCreateKeyStoreRequest.safeParse({ name: 'Office', storeType: 'offsite', addressMode: 'manual' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'addressComponents.street',
        'addressComponents.city',
        'addressComponents.postcode',
        'latitude',
        'longitude',
      ]),
    );
  });

  it('refuses unknown fields, an address without its mode, and an empty key update', () => {
    expect(ZUpdateKeyStoreRequest.safeParse({ numberOfProperties: 3 }).success).toBe(false);
    expect(ZUpdateKeyStoreRequest.safeParse({ latitude: -26.4 }).success).toBe(false);
    expect(ZUpdateKeyStoreRequest.safeParse({ openingTime: '7am to 10pm' }).success).toBe(true);
    expect(ZUpdateKeyRequest.safeParse({}).success).toBe(false);
    expect(ZUpdateKeyRequest.safeParse({ isPrimary: false }).success).toBe(false);
    expect(ZUpdateKeyRequest.safeParse({ isPrimary: true }).success).toBe(true);
  });

  it('assigns a key by id or makes a new one by name in a store', () => {
    const store = '6f1c2a5e-7b0d-4a8e-9c3f-2d1e0b9a8c7d';
    expect(ZAssignKeyRequest.safeParse({ keyId: store }).success).toBe(true);
    expect(ZAssignKeyRequest.safeParse({ name: 'Front door', storeId: store }).success).toBe(true);
    expect(ZAssignKeyRequest.safeParse({ name: ' ', storeId: store }).success).toBe(false);
    expect(ZAssignKeyRequest.safeParse({ keyId: store, name: 'Both' }).success).toBe(false);
  });
});
