import { propertyListAbilities } from '@hearth/domain/properties/properties.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { EMPTY_FILTERS, type PropertyFilters } from '../hooks/use-list-state';
import { FilterDrawer } from './filter-drawer';

type Options = {
  roles?: string[];
  applied?: PropertyFilters;
  availabilitySearch?: boolean;
  priceBounds?: { min: number; max: number } | null;
};

const renderDrawer = ({
  roles = ['ROLE_ADMIN'],
  applied = EMPTY_FILTERS,
  availabilitySearch = false,
  priceBounds = null,
}: Options = {}) => {
  mockFetch(({ url }) => {
    if (url.pathname === '/api/v3/companies') {
      return {
        status: 200,
        body: {
          data: [{ id: 'c1', type: 'company', attributes: { companyName: 'Coastal Stays', partnerType: 'Franchise' } }],
        },
      };
    }
    if (url.pathname === '/api/v3/users')
      return { status: 200, body: { data: [], meta: { totalCount: 0, totalPages: 0 } } };
    return { status: 404 };
  });
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
          abilities={propertyListAbilities(roles)}
          availabilitySearch={availabilitySearch}
          priceBounds={priceBounds}
          productName="Hearth"
          knownOwners={{}}
          knownCompanies={{}}
          fullScreen={false}
        />
      </>
    );
  };
  renderRoutes([{ path: '/', element: <Harness /> }]);
  return { onApply, user: userEvent.setup() };
};

const drawer = () => screen.getByRole('dialog');
/** A MultiSelect's search input by its label. */
const field = (label: string) =>
  within(drawer()).queryByLabelText(label, { selector: 'input:not([type=hidden]):not([type=checkbox])' });
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
      priceBounds: { min: 40_000, max: 160_000 },
    });
    const min = await within(drawer()).findByRole('textbox', { name: 'Min price' });
    expect(min).toHaveValue('$400');
    expect(within(drawer()).getByRole('textbox', { name: 'Max price' })).toHaveValue('$1,600');
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
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, minPrice: 50_000 });
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
    const amenities = field('Amenities')?.closest('.mantine-MultiSelect-root');
    if (!(amenities instanceof HTMLElement)) throw new Error('no Amenities field');
    const pills = [...amenities.querySelectorAll('.mantine-Pill-root')].map((pill) => pill.textContent);
    expect(pills).toEqual(['Pool', 'Garden', 'Kitchen', '+2']);
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
