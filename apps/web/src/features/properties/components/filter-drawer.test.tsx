import { propertyListAbilities } from '@hearth/domain/properties';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { EMPTY_FILTERS, type PropertyFilters } from '../hooks/use-list-state';
import type { PriceSection } from '../utils/filter-rules';
import { FilterDrawer } from './filter-drawer';

const COASTAL = '11111111-1111-4111-8111-111111111111';
const HARBOUR = '11111111-1111-4111-8111-222222222222';
const OLIVIA = '22222222-2222-4222-8222-111111111111';
const OSCAR = '22222222-2222-4222-8222-222222222222';
/** An id the caller may not see: the lookups by id leave it out. */
const OUT_OF_SCOPE = '99999999-9999-4999-8999-999999999999';

const COMPANIES = [
  { id: COASTAL, type: 'company', attributes: { companyName: 'Coastal Stays', partnerType: 'Franchise' } },
  { id: HARBOUR, type: 'company', attributes: { companyName: 'Harbour Homes', partnerType: 'Franchise - Licensee' } },
];
const OWNERS = [
  { id: OLIVIA, type: 'users', attributes: { fullName: 'Olivia Owner', role: 'ROLE_OWNER', roles: ['ROLE_OWNER'] } },
  { id: OSCAR, type: 'users', attributes: { fullName: 'Oscar Owner', role: 'ROLE_OWNER', roles: ['ROLE_OWNER'] } },
];

/** `filters[ids]` keeps the rows with those ids; `search` those whose name holds it. */
const lookup = <T extends { id: string }>(rows: T[], name: (row: T) => string, params: URLSearchParams): T[] => {
  const ids = params.get('filters[ids]')?.split(',');
  const search = params.get('search')?.toLowerCase();
  return rows.filter((row) => (!ids || ids.includes(row.id)) && (!search || name(row).toLowerCase().includes(search)));
};

type Options = {
  roles?: string[];
  applied?: PropertyFilters;
  availabilitySearch?: boolean;
  price?: PriceSection;
  knownOwners?: Record<string, string>;
  knownCompanies?: Record<string, string>;
};

const renderDrawer = ({
  roles = ['ROLE_ADMIN'],
  applied = EMPTY_FILTERS,
  availabilitySearch = false,
  price = { kind: 'none' },
  knownOwners = {},
  knownCompanies = {},
}: Options = {}) => {
  const calls = mockFetch(({ url }) => {
    if (url.pathname === '/api/v3/companies') {
      return { status: 200, body: { data: lookup(COMPANIES, (c) => c.attributes.companyName, url.searchParams) } };
    }
    if (url.pathname === '/api/v3/users') {
      const data = lookup(OWNERS, (u) => u.attributes.fullName, url.searchParams);
      return { status: 200, body: { data, meta: { totalCount: data.length, totalPages: 1 } } };
    }
    return { status: 404 };
  });
  /** The `filters[ids]` asked of a lookup, one entry a request. */
  const idLookups = (pathname: string) =>
    calls
      .filter((call) => call.url.pathname === pathname && call.url.searchParams.has('filters[ids]'))
      .map((call) => call.url.searchParams.get('filters[ids]'));
  const onApply = vi.fn();
  const Harness = () => {
    const [opened, setOpened] = useState(true);
    const [filters, setFilters] = useState(applied);
    return (
      <>
        <button type="button" onClick={() => setOpened(true)}>
          Open filters
        </button>
        <FilterDrawer
          opened={opened}
          onClose={() => setOpened(false)}
          applied={filters}
          onApply={(next) => {
            onApply(next);
            setFilters(next);
          }}
          abilities={propertyListAbilities({ roles })}
          availabilitySearch={availabilitySearch}
          price={price}
          productName="Hearth"
          knownOwners={knownOwners}
          knownCompanies={knownCompanies}
          fullScreen={false}
        />
      </>
    );
  };
  renderRoutes([{ path: '/', element: <Harness /> }]);
  return { onApply, idLookups, user: userEvent.setup() };
};

const drawer = () => screen.getByRole('dialog');
/** A MultiSelect's search input by its label. */
const field = (label: string) =>
  within(drawer()).queryByLabelText(label, { selector: 'input:not([type=hidden]):not([type=checkbox])' });
/** The chips of a MultiSelect, as the user reads them. */
const pills = (label: string) => {
  const root = field(label)?.closest('.mantine-MultiSelect-root');
  if (!(root instanceof HTMLElement)) throw new Error(`no ${label} field`);
  return [...root.querySelectorAll('.mantine-Pill-root')].map((pill) => pill.textContent);
};
const groupNames = () =>
  within(drawer())
    .queryAllByRole('group')
    .map((group) => group.getAttribute('aria-labelledby'))
    .map((id) => (id ? document.getElementById(id)?.textContent : null))
    .filter(Boolean);

// Drawers and the first render are slow under jsdom on a busy two-core machine.
describe('FilterDrawer', { timeout: 20_000 }, () => {
  it("counts the applied filters in its title: 'Filter (n)'", async () => {
    renderDrawer({ applied: { ...EMPTY_FILTERS, bedrooms: 2, amenities: ['pool', 'garden'] } });
    expect(await screen.findByRole('heading', { name: 'Filter (2)' })).toBeInTheDocument();
  });

  it('shows an admin every section but the price range when no dates are searched', async () => {
    renderDrawer();
    await screen.findByRole('heading', { name: 'Filter' });
    expect(groupNames()).toEqual([
      'Property type',
      'Min nights',
      'Property status',
      'Property segments',
      'Ratings',
      'Airbnb risk',
      'Management',
    ]);
    for (const label of ['Cleaning status', 'Key type', 'Key status', 'Partner', 'Owner', 'Amenities']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(within(drawer()).queryByText('Price range (stay total)')).not.toBeInTheDocument();
    expect(within(drawer()).getByText('Hearth')).toBeInTheDocument();
  });

  it('hides Partner, Owner, Amenities and the risk statuses from owners', async () => {
    renderDrawer({ roles: ['ROLE_OWNER'] });
    await screen.findByRole('heading', { name: 'Filter' });
    expect(groupNames()).not.toContain('Airbnb risk');
    expect(groupNames()).toContain('Management');
    for (const label of ['Partner', 'Owner', 'Amenities']) {
      expect(field(label)).not.toBeInTheDocument();
    }
  });

  it('hides Management and Partner from licensees but keeps Owner', async () => {
    renderDrawer({ roles: ['ROLE_LICENSEE'] });
    await screen.findByRole('heading', { name: 'Filter' });
    expect(groupNames()).not.toContain('Management');
    expect(field('Partner')).not.toBeInTheDocument();
    expect(field('Owner')).toBeInTheDocument();
  });

  it('offers a price range with a date range and bounds, and hides the statuses while one applies', async () => {
    const { user, onApply } = renderDrawer({
      availabilitySearch: true,
      price: { kind: 'prices', currencies: [{ currency: 'AUD', bounds: { min: 40_000, max: 160_000 } }] },
    });
    const min = await within(drawer()).findByRole('textbox', { name: 'Min price' });
    expect(min).toHaveValue('A$400');
    expect(within(drawer()).getByRole('textbox', { name: 'Max price' })).toHaveValue('A$1,600');
    expect(groupNames()).toContain('Property status');

    await user.clear(min);
    await user.type(min, '500');
    expect(groupNames()).not.toContain('Property status');
    expect(field('Cleaning status')).not.toBeInTheDocument();
    expect(field('Key status')).not.toBeInTheDocument();

    // A max below the min is ignored; the applied range is in cents.
    const max = within(drawer()).getByRole('textbox', { name: 'Max price' });
    await user.clear(max);
    await user.type(max, '450');
    await user.click(within(drawer()).getByRole('button', { name: 'Apply' }));
    // The range carries its currency, so it keeps its meaning if the search later spans A$ and NZ$ homes.
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 50_000, currency: 'AUD' });
    // One currency: nothing to choose.
    expect(within(drawer()).queryByRole('radiogroup', { name: 'Currency' })).not.toBeInTheDocument();
  });

  it('marks the slider and the price inputs with the currency of the bounds', async () => {
    renderDrawer({
      availabilitySearch: true,
      price: { kind: 'prices', currencies: [{ currency: 'NZD', bounds: { min: 90_000, max: 210_000 } }] },
    });
    expect(await within(drawer()).findByRole('textbox', { name: 'Min price' })).toHaveValue('NZ$900');
    expect(within(drawer()).getByRole('textbox', { name: 'Max price' })).toHaveValue('NZ$2,100');
    for (const mark of ['NZ$900', 'NZ$1,300', 'NZ$1,700', 'NZ$2,100']) {
      expect(within(drawer()).getByText(mark)).toBeInTheDocument();
    }
    expect(within(drawer()).queryByText(/^\$|^A\$/)).not.toBeInTheDocument();
  });

  it('offers the price range per currency when the stays are priced in A$ and NZ$', async () => {
    const { user, onApply } = renderDrawer({
      availabilitySearch: true,
      applied: { ...EMPTY_FILTERS, propertyTypes: ['house'] },
      price: {
        kind: 'prices',
        currencies: [
          { currency: 'AUD', bounds: { min: 40_000, max: 160_000 } },
          { currency: 'NZD', bounds: { min: 90_000, max: 210_000 } },
        ],
      },
    });
    const currency = await within(drawer()).findByRole('radiogroup', { name: 'Currency' });
    expect(within(currency).getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(
      within(drawer()).getByText('Stays here are priced in A$ and NZ$: choose a currency to filter by price.'),
    ).toBeInTheDocument();
    expect(within(drawer()).queryByRole('textbox', { name: 'Min price' })).not.toBeInTheDocument();

    await user.click(within(currency).getByRole('radio', { name: 'NZ$' }));
    const min = within(drawer()).getByRole('textbox', { name: 'Min price' });
    expect(min).toHaveValue('NZ$900');
    expect(within(drawer()).getByRole('textbox', { name: 'Max price' })).toHaveValue('NZ$2,100');
    await user.clear(min);
    await user.type(min, '1000');

    // Another currency starts from its own whole range: cents of NZ$ mean nothing in A$.
    await user.click(within(currency).getByRole('radio', { name: 'A$' }));
    expect(within(drawer()).getByRole('textbox', { name: 'Min price' })).toHaveValue('A$400');
    await user.click(within(currency).getByRole('radio', { name: 'NZ$' }));
    await user.clear(within(drawer()).getByRole('textbox', { name: 'Min price' }));
    await user.type(within(drawer()).getByRole('textbox', { name: 'Min price' }), '1000');
    await user.click(within(drawer()).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      propertyTypes: ['house'],
      currency: 'NZD',
      minPrice: 100_000,
    });
  });

  it('keeps a chosen currency on offer when no stay of the search is priced in it', async () => {
    const { user, onApply } = renderDrawer({
      availabilitySearch: true,
      applied: { ...EMPTY_FILTERS, currency: 'NZD' },
      price: { kind: 'prices', currencies: [{ currency: 'AUD', bounds: { min: 40_000, max: 160_000 } }] },
    });
    expect(await within(drawer()).findByText('No stay of this search is priced in NZ$.')).toBeInTheDocument();
    const currency = within(drawer()).getByRole('radiogroup', { name: 'Currency' });
    await user.click(within(currency).getByRole('radio', { name: 'Any' }));
    // Back to the one currency priced: its range, nothing to choose.
    expect(within(drawer()).getByRole('textbox', { name: 'Min price' })).toHaveValue('A$400');
    expect(within(drawer()).queryByRole('radiogroup', { name: 'Currency' })).not.toBeInTheDocument();
    await user.click(within(drawer()).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });

  it("names the partners and owners of a copied link by id, once, and 'Unknown' only what the API leaves out", async () => {
    const { idLookups } = renderDrawer({
      applied: { ...EMPTY_FILTERS, companies: [HARBOUR], owners: [OSCAR, OUT_OF_SCOPE] },
    });
    await waitFor(() => expect(pills('Partner')).toEqual(['Harbour Homes']));
    await waitFor(() => expect(pills('Owner')).toEqual(['Oscar Owner', 'Unknown']));
    expect(idLookups('/api/v3/companies')).toEqual([HARBOUR]);
    expect(idLookups('/api/v3/users')).toEqual([[OSCAR, OUT_OF_SCOPE].sort().join(',')]);
  });

  it('asks no names by id when the chosen ones are known from the list', async () => {
    const { idLookups } = renderDrawer({
      applied: { ...EMPTY_FILTERS, companies: [COASTAL], owners: [OLIVIA] },
      knownCompanies: { [COASTAL]: 'Coastal Stays' },
      knownOwners: { [OLIVIA]: 'Olivia Owner' },
    });
    await screen.findByRole('heading', { name: 'Filter (2)' });
    expect(pills('Partner')).toEqual(['Coastal Stays']);
    expect(pills('Owner')).toEqual(['Olivia Owner']);
    expect(idLookups('/api/v3/companies')).toEqual([]);
    expect(idLookups('/api/v3/users')).toEqual([]);
  });

  it('keeps the name of an owner chosen from an earlier answer', async () => {
    const { user, idLookups } = renderDrawer();
    const owner = field('Owner');
    if (!owner) throw new Error('no Owner field');
    // jsdom lays nothing out, so the dropdown counts as detached and hidden: the options are found with hidden.
    const option = (name: string) => screen.findByRole('option', { name, hidden: true });
    await user.type(owner, 'oscar');
    await user.click(await option('Oscar Owner'));
    await waitFor(() => expect(pills('Owner')).toEqual(['Oscar Owner']));
    await user.type(owner, 'olivia');
    // The answer for 'olivia' does not hold Oscar.
    expect(await option('Olivia Owner')).toBeInTheDocument();
    expect(pills('Owner')).toEqual(['Oscar Owner']);
    expect(idLookups('/api/v3/users')).toEqual([]);
  });

  it('applies the draft, min nights from Any upwards', async () => {
    const { user, onApply } = renderDrawer();
    await screen.findByRole('heading', { name: 'Filter' });
    expect(screen.getByTestId('min-nights-value')).toHaveTextContent('Any');
    await user.click(screen.getByRole('button', { name: 'More min nights' }));
    await user.click(screen.getByRole('button', { name: 'More min nights' }));
    await user.click(screen.getByRole('checkbox', { name: 'House' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Bedrooms' })).getByRole('radio', { name: '4+' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      minimumStay: 2,
      propertyTypes: ['house'],
      bedrooms: 4,
    });
  });

  it("shows three chosen values as chips, then '+N'", async () => {
    renderDrawer({
      applied: { ...EMPTY_FILTERS, amenities: ['pool', 'garden', 'kitchen', 'balcony', 'heating'] },
    });
    await screen.findByRole('heading', { name: 'Filter (1)' });
    expect(pills('Amenities')).toEqual(['Pool', 'Garden', 'Kitchen', '+2']);
  });

  it('Clear All empties every filter', async () => {
    const { user, onApply } = renderDrawer({ applied: { ...EMPTY_FILTERS, propertyTypes: ['apartment'] } });
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    expect(onApply).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });

  it('starts each opening from the applied filters, forgetting what was not applied', async () => {
    const { user, onApply } = renderDrawer();
    await user.click(await screen.findByRole('checkbox', { name: 'Apartment' }));
    expect(screen.getByRole('checkbox', { name: 'Apartment' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    expect(await screen.findByRole('checkbox', { name: 'Apartment' })).not.toBeChecked();
    expect(onApply).not.toHaveBeenCalled();
  });
});
