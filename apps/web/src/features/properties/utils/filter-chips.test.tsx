import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type PropertyFilters } from '../hooks/use-list-state';
import { filterChips, type FilterChipContext } from './filter-chips';

const OLIVIA = '22222222-2222-4222-8222-111111111111';
const OSCAR = '22222222-2222-4222-8222-222222222222';

const context: FilterChipContext = {
  availabilitySearch: false,
  searchCurrency: null,
  productName: 'Hearth',
  knownOwners: { [OLIVIA]: 'Olivia Owner' },
  knownCompanies: {},
};
const labels = (filters: Partial<PropertyFilters>, extra: Partial<FilterChipContext> = {}) =>
  filterChips({ ...EMPTY_FILTERS, ...filters }, { ...context, ...extra }).map((chip) => chip.label);

describe('the chips of the applied filters', () => {
  it('has none for the defaults', () => {
    expect(labels({})).toEqual([]);
  });

  it("says each filter in the drawer's words, one chip a filter, up to three values then +N", () => {
    expect(
      labels({
        propertyTypes: ['house'],
        minimumStay: 3,
        bedrooms: 4,
        bathrooms: 2,
        propertyStatuses: ['active', 'onboarding'],
        airbnbOverallRatings: [4, 5],
        riskStatuses: ['at-risk'],
        keyTypes: ['key-nest'],
        managementTypes: ['hearth'],
        amenities: ['pool', 'wireless-internet', 'kitchen', 'garden', 'bbq-grill'],
      }),
    ).toEqual([
      'Type: House',
      'Min nights: 3',
      'Bedrooms: 4+',
      'Bathrooms: 2',
      'Status: Active, Onboarding',
      'Rating: 4, 5 stars',
      'Airbnb at risk',
      'Key type: KeyNest',
      'Management: Hearth',
      'Amenities: Pool, WiFi, Kitchen +2',
    ]);
  });

  it('names owners the list shows, and counts the ones it does not', () => {
    expect(labels({ owners: [OLIVIA] })).toEqual(['Owner: Olivia Owner']);
    expect(labels({ owners: [OLIVIA, OSCAR] })).toEqual(['Owners: 2 chosen']);
  });

  it('shows the price filter only with dates, in its currency', () => {
    const price = { minPrice: 50_000, maxPrice: 90_000, currency: 'NZD' as const };
    expect(labels(price)).toEqual([]);
    expect(labels(price, { availabilitySearch: true })).toEqual(['Price: NZ$500 – NZ$900']);
    expect(labels({ minPrice: 50_000 }, { availabilitySearch: true, searchCurrency: 'AUD' })).toEqual([
      'Price: from A$500',
    ]);
    expect(labels({ maxPrice: 90_050 }, { availabilitySearch: true, searchCurrency: 'AUD' })).toEqual([
      'Price: up to A$900.50',
    ]);
    expect(labels({ currency: 'NZD' }, { availabilitySearch: true })).toEqual(['Priced in NZ$']);
  });

  it('has no chip for a status a price range hides (it does not filter then)', () => {
    expect(
      labels({ minPrice: 50_000, cleaningStatuses: ['ready'] }, { availabilitySearch: true, searchCurrency: 'AUD' }),
    ).toEqual(['Price: from A$500']);
  });

  it('takes off only its own filter; the price chip takes the range and its currency', () => {
    const filters = {
      ...EMPTY_FILTERS,
      bedrooms: 2,
      amenities: ['pool' as const],
      minPrice: 1,
      currency: 'AUD' as const,
    };
    const chips = filterChips(filters, { ...context, availabilitySearch: true });
    const without = (label: string) => chips.find((chip) => chip.label.startsWith(label))?.remove(filters);
    expect(without('Bedrooms')).toEqual({ ...filters, bedrooms: null });
    expect(without('Price')).toEqual({ ...filters, minPrice: null, maxPrice: null, currency: null });
  });
});
