import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { CONFIG_REPLY, jsonApiError, mockFetch } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { OnboardedHome } from './onboarded-home';

const QUOTE_ID = '5b0f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const HOME_ID = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';

const home = { id: HOME_ID, type: 'property', attributes: { name: 'Noosa Heads Riverside Loft' } };

const renderLink = (patchStatus = 200) => {
  resetCsrfToken();
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/search')
      return { status: 200, body: { data: [home], meta: { totalCount: 1, totalPages: 1, pageNumber: 1 } } };
    if (pathname === `/api/v3/smartquotes/${QUOTE_ID}` && request.method === 'PATCH')
      return patchStatus === 200
        ? { status: 200, body: { data: { id: QUOTE_ID, type: 'smartquote', attributes: {} } } }
        : jsonApiError(patchStatus, 'PROPERTY_NOT_FOUND', 'No property with that id.');
    return { status: 404 };
  });
  renderRoutes(
    [{ path: '/q', element: <OnboardedHome quoteId={QUOTE_ID} published={false} onboarded={null} /> }],
    '/q',
    {
      env: 'test',
    },
  );
  return { user: userEvent.setup(), patches: () => calls.filter((call) => call.method === 'PATCH') };
};

/** The block with no call answered but the config's. */
const renderQuiet = ({
  published,
  onboarded,
}: {
  published: boolean;
  onboarded: { id: string; name: string } | null;
}) => {
  resetCsrfToken();
  mockFetch((request) => (request.url.pathname === '/api/v1/public/config' ? CONFIG_REPLY : { status: 404 }));
  renderRoutes(
    [{ path: '/q', element: <OnboardedHome quoteId={QUOTE_ID} published={published} onboarded={onboarded} /> }],
    '/q',
    { env: 'test' },
  );
};

describe('OnboardedHome (issue 16 item 6)', () => {
  it('links the quote to the managed home it became, by name', async () => {
    const { user, patches } = renderLink();
    await user.click(screen.getByRole('combobox', { name: 'The home this quote became' }));
    await user.click(await screen.findByRole('option', { name: 'Noosa Heads Riverside Loft' }));
    await waitFor(() => expect(patches().map((call) => call.body)).toEqual([{ onboardedPropertyId: HOME_ID }]));
  });

  it('says why when the home cannot be linked', async () => {
    const { user } = renderLink(404);
    await user.click(screen.getByRole('combobox', { name: 'The home this quote became' }));
    await user.click(await screen.findByRole('option', { name: 'Noosa Heads Riverside Loft' }));
    expect(await screen.findByText('No property with that id.')).toBeInTheDocument();
  });

  it('shows a linked home with a way to unlink it', () => {
    renderQuiet({ published: true, onboarded: { id: HOME_ID, name: 'Noosa Heads Riverside Loft' } });
    expect(screen.getByRole('link', { name: 'Noosa Heads Riverside Loft' })).toHaveAttribute(
      'href',
      `/properties/${HOME_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    // The quote has its home: no second one is started from it.
    expect(screen.queryByRole('link', { name: 'Start onboarding' })).toBeNull();
  });

  it('offers to start onboarding a published quote that has no home yet, prefilled from it', () => {
    renderQuiet({ published: true, onboarded: null });
    expect(screen.getByRole('link', { name: 'Start onboarding' })).toHaveAttribute(
      'href',
      `/properties/new?quote=${QUOTE_ID}`,
    );
    expect(screen.getByText('Or make its home now, prefilled from this quote.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'The home this quote became' })).toBeInTheDocument();
  });

  it('does not offer it for a draft, which cannot start a home', () => {
    renderQuiet({ published: false, onboarded: null });
    expect(screen.queryByRole('link', { name: 'Start onboarding' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'The home this quote became' })).toBeInTheDocument();
  });
});
