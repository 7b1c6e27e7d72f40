import { addDays } from '@hearth/domain/dates';
import { PROPERTY_LIST, propertyListAbilities } from '@hearth/domain/properties';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  parseListState,
  serialiseListState,
  usePropertyListState,
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
    currency: 'NZD',
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

/** The searcher's day in these tests: stays from it on are in the future. */
const TODAY = '2026-12-01';

const roundTrip = (state: ListState) =>
  parseListState(new URLSearchParams(serialiseListState(state).toString()), TODAY);

describe('list URL state', () => {
  it('reads back every parameter it writes', () => {
    expect(roundTrip(everything)).toEqual(everything);
  });

  it('writes nothing for the defaults, so a plain list has a plain address', () => {
    expect(serialiseListState(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(parseListState(new URLSearchParams(), TODAY)).toEqual(DEFAULT_LIST_STATE);
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
      'currency',
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
        currency: 'USD',
        companies: `nope,${COMPANY_ID}`,
        owners: '<script>',
        cleaningStatuses: 'ready,filthy,ready',
        airbnbOverallRatings: '0,3,6,x',
        amenities: 'pool,,jacuzzi',
        location: 'Noosa',
        lat: '91',
        lng: '153',
      }),
      TODAY,
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
    const read = (query: string) => parseListState(new URLSearchParams(query), TODAY);
    expect(read('availableFrom=2026-12-12&availableTo=2026-12-12')).toMatchObject({
      availableFrom: '2026-12-12',
      availableTo: null,
    });
    expect(read('availableFrom=2026-12-01&availableTo=2028-01-01')).toMatchObject({
      availableFrom: '2026-12-01',
      availableTo: null,
    });
    expect(read('availableTo=2026-12-15')).toMatchObject({ availableTo: null });
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

/** The list's address as the screen reads it, and what it shows of it. */
const ListAddress = () => {
  const [state] = usePropertyListState(propertyListAbilities({ roles: ['ROLE_ADMIN'] }));
  return (
    <p>
      Stay {state.availableFrom ?? 'none'} to {state.availableTo ?? 'none'}, {state.adults} adults
    </p>
  );
};

const openList = async (query: string) => {
  const { router } = renderRoutes([{ path: '/properties', element: <ListAddress /> }], `/properties?${query}`);
  await screen.findByText(/^Stay/);
  return router;
};

describe('the list address', () => {
  beforeEach(() => {
    // 1 December 2026, midday in Sydney.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T01:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops a check-out before the check-in from the address, in place of the entry', async () => {
    const router = await openList('availableFrom=2026-12-12&availableTo=2026-12-10&sort=name');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?availableFrom=2026-12-12&sort=name'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Stay 2026-12-12 to none, 2 adults')).toBeInTheDocument();
  });

  it('drops a check-out on the check-in day from the address', async () => {
    const router = await openList('availableFrom=2026-12-12&availableTo=2026-12-12');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?availableFrom=2026-12-12'));
    expect(screen.getByText('Stay 2026-12-12 to none, 2 adults')).toBeInTheDocument();
  });

  it(`drops a stay longer than ${PROPERTY_LIST.stayMax} nights (400) from the address`, async () => {
    const router = await openList(`availableFrom=2026-12-12&availableTo=${addDays('2026-12-12', 400)}`);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?availableFrom=2026-12-12'));
    expect(screen.getByText('Stay 2026-12-12 to none, 2 adults')).toBeInTheDocument();
  });

  it('keeps the longest stay allowed', async () => {
    const availableTo = addDays('2026-12-12', PROPERTY_LIST.stayMax);
    const router = await openList(`availableFrom=2026-12-12&availableTo=${availableTo}`);
    expect(screen.getByText(`Stay 2026-12-12 to ${availableTo}, 2 adults`)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?availableFrom=2026-12-12&availableTo=${availableTo}`);
  });

  it('drops adults=0 from the address and shows the default 2', async () => {
    const router = await openList('adults=0&availableFrom=2026-12-12&availableTo=2026-12-15');
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?availableFrom=2026-12-12&availableTo=2026-12-15'),
    );
    expect(screen.getByText('Stay 2026-12-12 to 2026-12-15, 2 adults')).toBeInTheDocument();
  });

  it('drops a stay starting before today from the address, check-out with it', async () => {
    const router = await openList('availableFrom=2026-11-30&availableTo=2026-12-03&filterText=noosa');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?filterText=noosa'));
    expect(screen.getByText('Stay none to none, 2 adults')).toBeInTheDocument();
  });

  it('keeps a stay starting today', async () => {
    const router = await openList('availableFrom=2026-12-01&availableTo=2026-12-03');
    expect(screen.getByText('Stay 2026-12-01 to 2026-12-03, 2 adults')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?availableFrom=2026-12-01&availableTo=2026-12-03');
  });
});
