import { ONBOARDING_ITEMS, ONBOARDING_CHECKS, type TOnboardingResponse } from '@hearth/domain/properties';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { OnboardingChecklist } from './onboarding-checklist';
import { OwnersEditor } from './owners-editor';

configure({ asyncUtilTimeout: 4000 });

const ID = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/v3/properties/${ID}`;
const OPEN = ['photos', 'owner'];
const checklist: TOnboardingResponse = {
  data: {
    id: ID,
    type: 'onboarding',
    attributes: {
      items: ONBOARDING_CHECKS.map((id) => ({
        id,
        label: ONBOARDING_ITEMS[id].label,
        done: !OPEN.includes(id),
        place: ONBOARDING_ITEMS[id].place,
      })),
      ready: false,
      icalFeeds: 0,
    },
  },
};

const render = (roles: string[], owners: FakeReply = { status: 200, body: {} }) => {
  const calls = mockFetch(async ({ url, method }) => {
    const { pathname } = url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'csrf-1' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === `${BASE}/onboarding`) return { status: 200, body: checklist };
    if (pathname === `${BASE}/owners` && method === 'POST') return owners;
    if (pathname.startsWith(`${BASE}/owners/`) && method === 'DELETE') return { status: 204 };
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [
      {
        element: <Guard />,
        children: [
          {
            path: '/properties/:propertyId/details/:section?',
            element: (
              <>
                <OnboardingChecklist propertyId={ID} />
                <OwnersEditor propertyId={ID} owners={[{ id: 'o1', fullName: 'Olivia Owner' }]} />
              </>
            ),
          },
        ],
      },
    ],
    `/properties/${ID}/details`,
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => resetCsrfToken());

describe('the onboarding checklist and owners on the record (issue 30 items 5, 6)', { timeout: 20_000 }, () => {
  it('shows staff what is missing, each open item linking to where it is done', async () => {
    render(['ROLE_STAFF']);
    const section = await screen.findByRole('region', { name: 'Before it is activated' });
    expect(within(section).getByText('6 of 8 done')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'At least 5 photos' })).toHaveAttribute(
      'href',
      `/properties/${ID}/details/photos`,
    );
    expect(within(section).getByRole('link', { name: 'An owner attached' })).toBeInTheDocument();
    // Done items are not links.
    expect(within(section).queryByRole('link', { name: 'Address located' })).toBeNull();
  });

  it('shows an owner the progress read-only, with no owner actions', async () => {
    render(['ROLE_OWNER']);
    const section = await screen.findByRole('region', { name: 'Before it is activated' });
    expect(within(section).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add owner' })).toBeNull();
  });

  it('invites an owner by email, and takes one off after confirming', async () => {
    const { user, calls } = render(['ROLE_STAFF'], {
      status: 200,
      body: { data: { id: 'u9', type: 'property-owner', attributes: { invited: true } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add owner' });
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Tui');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Walker');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'tui@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add owner' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'POST' && c.url.pathname === `${BASE}/owners`).map((c) => c.body),
      ).toEqual([
        {
          data: {
            type: 'property-owner',
            attributes: { firstName: 'Tui', lastName: 'Walker', email: 'tui@example.com', mobile: null },
          },
        },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Olivia Owner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove owner' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([`${BASE}/owners/o1`]),
    );
  });
});
