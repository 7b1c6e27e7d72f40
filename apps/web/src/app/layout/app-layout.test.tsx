import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/auth';
import { CONFIG_REPLY, mockFetch, userResource, type UserFixture } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { AppLayout } from './app-layout';

type Options = { impersonated?: boolean; enabled?: boolean; environment?: string; company?: boolean };

const renderShell = (
  user: UserFixture,
  { impersonated = false, enabled = true, environment = 'demo', company = false }: Options = {},
) => {
  const resource = userResource(user);
  resource.attributes.enabled = enabled;
  mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/public/config') {
      const config = CONFIG_REPLY.body as { data: Record<string, unknown> };
      return { status: 200, body: { data: { ...config.data, environment } } };
    }
    return {
      status: 200,
      body: {
        data: { id: 's1', type: 'sessions', attributes: { impersonated } },
        included: [
          resource,
          ...(company
            ? [
                {
                  id: 'c7',
                  type: 'companies',
                  attributes: {
                    companyName: 'Coastal Stays',
                    partnerType: 'Franchise - Licensee',
                    settings: { logoUrl: null, brandColour: '#ff6600', ltrManagementFee: 7 },
                  },
                },
              ]
            : []),
        ],
      },
    };
  });
  // The guard renders the shell only once the session is known; so does this stand-in.
  const Guarded = () => (useSession().data ? <AppLayout /> : <p>Checking</p>);
  return renderRoutes([{ element: <Guarded />, children: [{ path: '*', element: <p>Page body</p> }] }], '/properties');
};

describe('AppLayout', () => {
  it('brands a licensee shell as Pro and offers Company Settings in the user menu', async () => {
    renderShell({ roles: ['ROLE_LICENSEE'], firstName: 'Lee', companyId: 'c7' }, { company: true });
    expect(await screen.findByText('Hearth Pro')).toBeInTheDocument();
    await screen.findByText('Page body');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lee Doe' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Settings', '/settings'],
      ['Company Settings', '/company/c7'],
      ['Dark mode', null],
      ['Logout', '/logout'],
    ]);
  });

  it('offers no Company Settings to staff', async () => {
    renderShell({ roles: ['ROLE_STAFF'], firstName: 'Sam' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sam Doe' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Dark mode', 'Logout']);
    expect(screen.getByText('Hearth')).toBeInTheDocument();
  });

  it('warns a developer on production', async () => {
    renderShell({ roles: ['ROLE_DEVELOPER'] }, { environment: 'production' });
    expect(await screen.findByText(/You are on production/)).toBeInTheDocument();
  });

  it('shows no production banner to others, or off production', async () => {
    renderShell({ roles: ['ROLE_DEVELOPER'] }, { environment: 'demo' });
    expect(await screen.findByText('Page body')).toBeInTheDocument();
    expect(screen.queryByText(/You are on production/)).not.toBeInTheDocument();
  });

  it('warns an impersonation session and a disabled account', async () => {
    renderShell({ roles: ['ROLE_OWNER'] }, { impersonated: true, enabled: false });
    expect(
      await screen.findByText('This is an impersonation session, so proceed carefully with your actions.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This account is disabled')).toBeInTheDocument();
  });
});
