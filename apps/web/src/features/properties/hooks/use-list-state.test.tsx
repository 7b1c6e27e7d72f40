import { propertyListAbilities } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  parseListState,
  serialiseListState,
  withinAbilities,
  type ListState,
} from './use-list-state';

const OWNER_ID = '22222222-2222-4222-8222-222222222222';
const COMPANY_ID = '11111111-1111-4111-8111-111111111111';

const everything: ListState = {
  filterText: 'noosa beach',
  sort: '-bedrooms',
  availableFrom: '2026-12-12',
  availableTo: '2026-12-15',
  adults: 4,
  children: 10,
  location: { name: 'Noosa Heads', lat: -26.3943, lng: 153.0901 },
  includeInactive: true,
  corporateRate: true,
  filters: {
    minPrice: 50_000,
    maxPrice: 90_000,
    companies: [COMPANY_ID],
    owners: [OWNER_ID],
    cleaningStatuses: ['ready', 'in-progress'],
    airbnbOverallRatings: [4, 5],
    riskStatuses: ['at-risk'],
    propertyTypes: ['house'],
    minimumStay: 3,
    bedrooms: 2,
    bathrooms: 4,
    propertyStatuses: ['active', 'onboarding'],
    propertySegments: ['luxe'],
    keyTypes: ['key-nest-locker'],
    keyStatuses: ['in-place-unverified'],
    managementTypes: ['pro-partner'],
    amenities: ['pool', 'bbq-grill'],
  },
};

const roundTrip = (state: ListState) => parseListState(new URLSearchParams(serialiseListState(state).toString()));

describe('list URL state', () => {
  it('reads back every parameter it writes', () => {
    expect(roundTrip(everything)).toEqual(everything);
  });

  it('writes nothing for the defaults, so a plain list has a plain address', () => {
    expect(serialiseListState(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(parseListState(new URLSearchParams())).toEqual(DEFAULT_LIST_STATE);
  });

  it("uses the spec's page query names", () => {
    const keys = [...serialiseListState(everything).keys()];
    expect(keys).toEqual([
      'filterText',
      'sort',
      'availableFrom',
      'availableTo',
      'adults',
      'children',
      'location',
      'lat',
      'lng',
      'includeInactive',
      'corporateRate',
      'minPrice',
      'maxPrice',
      'companies',
      'owners',
      'cleaningStatuses',
      'airbnbOverallRatings',
      'riskStatuses',
      'propertyTypes',
      'minimumStay',
      'bedrooms',
      'bathrooms',
      'propertyStatuses',
      'propertySegments',
      'keyTypes',
      'keyStatuses',
      'managementTypes',
      'amenities',
    ]);
    expect(serialiseListState(everything).get('amenities')).toBe('pool,bbq-grill');
  });

  it('drops bad values one by one and never throws', () => {
    const state = parseListState(
      new URLSearchParams({
        sort: 'price',
        availableFrom: '2026-02-30',
        availableTo: '2026-03-02',
        adults: '11',
        children: '-1',
        bedrooms: '5',
        bathrooms: '2.5',
        minimumStay: '1e2',
        minPrice: '9000',
        maxPrice: '100',
        companies: `nope,${COMPANY_ID}`,
        owners: '<script>',
        cleaningStatuses: 'ready,filthy,ready',
        airbnbOverallRatings: '0,3,6,x',
        amenities: 'pool,,jacuzzi',
        location: 'Noosa',
        lat: '91',
        lng: '153',
      }),
    );
    expect(state).toEqual({
      ...DEFAULT_LIST_STATE,
      filters: {
        ...EMPTY_FILTERS,
        companies: [COMPANY_ID],
        cleaningStatuses: ['ready'],
        airbnbOverallRatings: [3],
        amenities: ['pool'],
      },
    });
  });

  it('keeps a check-in alone but drops a check-out that is not after it or makes too long a stay', () => {
    expect(parseListState(new URLSearchParams('availableFrom=2026-12-12&availableTo=2026-12-12'))).toMatchObject({
      availableFrom: '2026-12-12',
      availableTo: null,
    });
    expect(parseListState(new URLSearchParams('availableFrom=2026-01-01&availableTo=2027-06-01'))).toMatchObject({
      availableTo: null,
    });
    expect(parseListState(new URLSearchParams('availableTo=2026-12-15'))).toMatchObject({ availableTo: null });
  });

  it("trims a shared link to what the reader's roles offer", () => {
    const owner = withinAbilities(everything, propertyListAbilities({ roles: ['ROLE_OWNER'] }));
    expect(owner).toMatchObject({
      availableFrom: null,
      availableTo: null,
      location: null,
      includeInactive: false,
      corporateRate: false,
    });
    expect(owner.filters).toMatchObject({ companies: [], owners: [], amenities: [], riskStatuses: [] });
    expect(owner.filters.managementTypes).toEqual(['pro-partner']);

    const licensee = withinAbilities(
      { ...everything, sort: 'partner' },
      propertyListAbilities({ roles: ['ROLE_LICENSEE'] }),
    );
    expect(licensee.sort).toBeNull();
    expect(licensee.filters).toMatchObject({ companies: [], managementTypes: [], owners: [OWNER_ID] });

    const ownerTasks = withinAbilities(
      { ...everything, sort: '-tasks' },
      propertyListAbilities({ roles: ['ROLE_OWNER'] }),
    );
    expect(ownerTasks.sort).toBeNull();
  });
});
