import { PILL_WORDS } from '@hearth/domain/properties';
import { PORTAL_LABELS, PORTALS } from '@hearth/domain/reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_REPLY, mockFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { DesignSystemScreen } from './design-system-screen';

const renderGallery = () => {
  mockFetch((request) => (request.url.pathname === '/api/v1/public/config' ? CONFIG_REPLY : { status: 404 }));
  renderRoutes([{ path: '/design-system', element: <DesignSystemScreen /> }], '/design-system', { env: 'test' });
  return userEvent.setup();
};

/** The colour a pill is drawn in: StatusPill sets its text to the colour's darkest shade. */
const pillColourOf = (word: string, group: HTMLElement) => {
  const pill = within(group).getByText(word).closest<HTMLElement>('.mantine-Badge-root');
  return pill?.style.getPropertyValue('--pill-text');
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('DesignSystemScreen', { timeout: 20_000 }, () => {
  it('shows every word of the status pill rule in its colour', async () => {
    renderGallery();
    expect(await screen.findByRole('heading', { level: 1, name: 'Design system' })).toBeInTheDocument();
    for (const [colour, words] of PILL_WORDS) {
      const group = screen.getByRole('group', { name: `${colour} pills` });
      for (const word of words) expect(pillColourOf(word, group)).toBe(`var(--mantine-color-${colour}-9)`);
    }
    expect(pillColourOf('refunded', screen.getByRole('group', { name: 'green pills' }))).toBe(
      'var(--mantine-color-green-9)',
    );
    expect(pillColourOf('any other word', screen.getByRole('group', { name: 'teal pills' }))).toBe(
      'var(--mantine-color-teal-9)',
    );
  });

  it('shows the logo of every portal, and the product mark for its own site and unknown channels', async () => {
    renderGallery();
    const section = await screen.findByRole('region', { name: 'Portal logos' });
    for (const portal of PORTALS.filter((p) => p !== 'host')) {
      expect(within(section).getByRole('img', { name: `${PORTAL_LABELS[portal]} logo` })).toBeInTheDocument();
    }
    expect(within(section).getAllByRole('img', { name: 'Hearth logo' })).toHaveLength(2);
  });

  it('shows Delete in the form footer only when there is a delete handler', async () => {
    renderGallery();
    const section = await screen.findByRole('region', { name: 'Form footer' });
    const without = within(section).getByRole('group', { name: 'Without a delete handler' });
    expect(within(without).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(without).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(without).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const withDelete = within(section).getByRole('group', { name: 'With a delete handler' });
    expect(within(withDelete).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('switches the gallery between light and dark', async () => {
    const user = renderGallery();
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('sorts the sample table by a header and shows the empty and error states of a list', async () => {
    const user = renderGallery();
    const section = await screen.findByRole('region', { name: 'Tables, empty and loading states' });
    await user.click(within(section).getByRole('button', { name: 'Nights' }));
    const names = () =>
      within(section)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Harbour Loft', 'Dune House', 'Bayview Cottage', 'Pine Ridge Cabin']);
    await user.click(within(section).getByRole('radio', { name: 'Empty' }));
    expect(within(section).getByText('No results found')).toBeInTheDocument();
    await user.click(within(section).getByRole('radio', { name: 'Error' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Could not load properties');
  });
});
