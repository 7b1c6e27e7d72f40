import { propertyListAbilities, type PropertySort } from '@hearth/domain/properties';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { SortDrawer } from './sort-drawer';

const renderSort = (roles: string[], applied: PropertySort | null = null) => {
  const onApply = vi.fn();
  const Harness = () => {
    const [opened, setOpened] = useState(true);
    const [sort, setSort] = useState(applied);
    return (
      <>
        <button type="button" onClick={() => setOpened(true)}>
          Open sort
        </button>
        <SortDrawer
          opened={opened}
          onClose={() => setOpened(false)}
          applied={sort}
          onApply={(next) => {
            onApply(next);
            setSort(next);
          }}
          abilities={propertyListAbilities({ roles })}
          fullScreen={false}
        />
      </>
    );
  };
  renderRoutes([{ path: '/', element: <Harness /> }]);
  return { onApply, user: userEvent.setup() };
};

const choices = () => screen.getAllByRole('radio').map((radio) => radio.closest('.mantine-Radio-root')?.textContent);

// Drawers and the first render are slow under jsdom on a busy two-core machine.
describe('SortDrawer', { timeout: 20_000 }, () => {
  it('offers an admin every order, ascending and descending', async () => {
    renderSort(['ROLE_ADMIN']);
    expect(await screen.findByRole('heading', { name: 'Sort' })).toBeInTheDocument();
    expect(choices()).toEqual([
      'Property name A-Z',
      'Property name Z-A',
      'Bedrooms (low to high)',
      'Bedrooms (high to low)',
      'Bathrooms (low to high)',
      'Bathrooms (high to low)',
      'No of guests (low to high)',
      'No of guests (high to low)',
      'Min nights (low to high)',
      'Min nights (high to low)',
      'Rating (low to high)',
      'Rating (high to low)',
      'Tasks (fewest first)',
      'Tasks (most first)',
      'Partner A-Z',
      'Partner Z-A',
    ]);
  });

  it('hides Tasks from owners and Partner from licensees', async () => {
    renderSort(['ROLE_OWNER']);
    await screen.findByRole('heading', { name: 'Sort' });
    expect(choices().some((label) => label?.startsWith('Tasks'))).toBe(false);
    expect(choices()).toContain('Partner A-Z');
  });

  it('hides Partner from licensees', async () => {
    renderSort(['ROLE_LICENSEE']);
    await screen.findByRole('heading', { name: 'Sort' });
    expect(choices().some((label) => label?.startsWith('Partner'))).toBe(false);
    expect(choices()).toContain('Tasks (most first)');
  });

  it("applies a descending sort as '-field' and then reads 'Sort (1)'", async () => {
    const { user, onApply } = renderSort(['ROLE_STAFF']);
    await user.click(await screen.findByRole('radio', { name: 'Bedrooms (high to low)' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('-bedrooms');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open sort' }));
    expect(await screen.findByRole('heading', { name: 'Sort (1)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bedrooms (high to low)' })).toBeChecked();
  });

  it('Clear All removes the sort', async () => {
    const { user, onApply } = renderSort(['ROLE_STAFF'], 'name');
    expect(await screen.findByRole('heading', { name: 'Sort (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onApply).toHaveBeenLastCalledWith(null);
  });
});
