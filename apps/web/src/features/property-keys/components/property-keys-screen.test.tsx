import { DISTANCE_MESSAGES, KEY_MESSAGES, type TKeyItem } from '@hearth/domain/keys';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply, type FakeRequest } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { keyNameProblem } from './assign-key-form';
import { PropertyKeysScreen } from './property-keys-screen';

// The assign form is a chunk of its own, loaded when its modal opens.
configure({ asyncUtilTimeout: 5000 });

const PROPERTY_ID = '0b7c2d4e-6f81-4a3b-9c5d-7e8f9a0b1c2d';
const STORE_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

const propertyReply: FakeReply = {
  status: 200,
  body: {
    data: {
      id: PROPERTY_ID,
      type: 'property',
      attributes: {
        name: 'Hastings Street Beach House',
        address: { full: '12 Hastings Street, Noosa Heads QLD 4567, Australia' },
        photos: [],
        primaryPhoto: null,
        timezone: 'Australia/Brisbane',
      },
    },
  },
};

const key = (id: string, fields: Partial<TKeyItem['attributes']> = {}): TKeyItem => ({
  id,
  type: 'key',
  attributes: {
    name: 'Front door',
    keyNestId: null,
    status: 'in-store',
    store: {
      id: STORE_ID,
      name: 'Noosa Heads Newsagency',
      storeType: 'convenience-store',
      address: 'Shop 2, 14 Hastings Street, Noosa Heads QLD 4567, Australia',
      keyNestId: null,
      openingTime: '6am to 10pm every day',
    },
    propertyId: PROPERTY_ID,
    isPrimary: true,
    distance: { metres: 646, kind: 'straight-line' },
    refreshedAt: null,
    ...fields,
  },
});

const NEWSAGENCY = {
  id: STORE_ID,
  type: 'key-store',
  attributes: {
    name: 'Noosa Heads Newsagency',
    address: 'Shop 2, 14 Hastings Street, Noosa Heads QLD 4567, Australia',
    openingTime: '6am to 10pm every day',
  },
};

const renderKeys = ({
  roles = ['ROLE_STAFF'],
  keys = [key('k1'), key('k2', { name: 'Spare set', isPrimary: false, status: 'hearth', distance: null })],
  write = () => ({ status: 200, body: { data: key('k1') } }),
}: {
  roles?: string[];
  keys?: TKeyItem[];
  write?: (request: FakeRequest) => FakeReply;
} = {}) => {
  resetCsrfToken();
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === `/api/v3/properties/${PROPERTY_ID}`) return propertyReply;
    if (pathname === `/api/v3/properties/${PROPERTY_ID}/keys` && request.method === 'GET') {
      return {
        status: 200,
        body: { data: keys, meta: { totalCount: keys.length, distanceNote: DISTANCE_MESSAGES.straightLine } },
      };
    }
    if (pathname === '/api/v3/key-stores') {
      // As the server searches: the text in the name or in the address.
      const search = (request.url.searchParams.get('search') ?? '').toLowerCase();
      const found = [NEWSAGENCY].filter(
        (s) => s.attributes.name.toLowerCase().includes(search) || s.attributes.address.toLowerCase().includes(search),
      );
      return { status: 200, body: { data: found, meta: { totalCount: found.length, totalPages: 1 } } };
    }
    if (pathname === '/api/v3/keys') {
      return {
        status: 200,
        body: {
          data: [key('k9', { name: 'Spare set A', propertyId: null, isPrimary: false })],
          meta: { totalCount: 1, totalPages: 1 },
        },
      };
    }
    return write(request);
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [{ element: <Guard />, children: [{ path: '/properties/:propertyId/keys', element: <PropertyKeysScreen /> }] }],
    `/properties/${PROPERTY_ID}/keys`,
    { env: 'test' },
  );
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { calls, writes, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PropertyKeysScreen', { timeout: 20_000 }, () => {
  it('shows each key with its status pill, store, distance labelled as an estimate, and the primary badge', async () => {
    renderKeys();
    const front = await screen.findByRole('listitem', { name: 'Key Front door' });
    expect(within(front).getByText('In Store')).toBeInTheDocument();
    expect(within(front).getByText('Primary')).toBeInTheDocument();
    expect(within(front).getByText('Noosa Heads Newsagency · Convenience store')).toBeInTheDocument();
    expect(
      within(front).getByText(`646 m ${DISTANCE_MESSAGES.straightLineShort} from the property`),
    ).toBeInTheDocument();
    expect(within(front).queryByRole('button', { name: 'Make primary' })).not.toBeInTheDocument();
    const spare = screen.getByRole('listitem', { name: 'Key Spare set' });
    // '{product}' is the product's name.
    expect(within(spare).getByText('Hearth')).toBeInTheDocument();
    expect(within(spare).getByText('Distance unknown')).toBeInTheDocument();
    expect(within(spare).getByRole('button', { name: 'Make primary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hastings Street Beach House' })).toBeInTheDocument();
  });

  it('makes a key primary, refreshes one with KeyNest’s answer, and unassigns after a confirm', async () => {
    const { writes, user } = renderKeys({
      write: (request) =>
        request.url.pathname.endsWith('/refresh')
          ? {
              status: 200,
              body: {
                data: key('k1'),
                meta: { statusSource: 'offline', message: KEY_MESSAGES.keyNestOffline, distanceNote: null },
              },
            }
          : { status: 200, body: { data: key('k2') } },
    });
    const spare = await screen.findByRole('listitem', { name: 'Key Spare set' });
    await user.click(within(spare).getByRole('button', { name: 'Make primary' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PATCH', body: { isPrimary: true } });
    expect(writes()[0]?.url.pathname).toBe('/api/v3/keys/k2');

    const front = screen.getByRole('listitem', { name: 'Key Front door' });
    await user.click(within(front).getByRole('button', { name: 'Refresh' }));
    expect(await within(front).findByText(KEY_MESSAGES.keyNestOffline)).toBeInTheDocument();
    expect(writes()[1]?.url.pathname).toBe('/api/v3/keys/k1/refresh');

    await user.click(within(front).getByRole('button', { name: 'Unassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unassign Front door' });
    expect(within(dialog).getByText(KEY_MESSAGES.unassignConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]).toMatchObject({ method: 'PATCH' });
    expect(writes()[2]?.url.pathname).toBe('/api/v3/keys/k1/unassign');
  });

  it('assigns a key waiting in a store, or a new one by name', async () => {
    const { writes, user } = renderKeys({ write: () => ({ status: 201, body: { data: key('k9') } }) });
    await user.click(await screen.findByRole('button', { name: 'Assign a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a key from a store' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Convenience store' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Store' }));
    await user.click(await screen.findByRole('option', { name: /Noosa Heads Newsagency/ }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Spare set A' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign key' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', body: { keyId: 'k9' } });
    expect(writes()[0]?.url.pathname).toBe(`/api/v3/properties/${PROPERTY_ID}/keys`);

    await user.click(screen.getByRole('button', { name: 'Assign a key' }));
    const again = await screen.findByRole('dialog', { name: 'Assign a key from a store' });
    await user.click(await within(again).findByRole('radio', { name: 'Convenience store' }));
    await user.click(await within(again).findByRole('combobox', { name: 'Store' }));
    await user.click(await screen.findByRole('option', { name: /Noosa Heads Newsagency/ }));
    await user.click(await within(again).findByRole('radio', { name: 'A new key' }));
    await user.click(within(again).getByRole('button', { name: 'Assign key' }));
    expect(await within(again).findByText(KEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    await user.type(within(again).getByRole('textbox', { name: /New key's name/ }), 'Garage remote');
    await user.click(within(again).getByRole('button', { name: 'Assign key' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ method: 'POST', body: { name: 'Garage remote', storeId: STORE_ID } });
  });

  it('keeps the chosen store and its hours after its name fills the field', async () => {
    const { calls, user } = renderKeys();
    await user.click(await screen.findByRole('button', { name: 'Assign a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a key from a store' });
    await user.type(await within(dialog).findByRole('combobox', { name: 'Store' }), 'Hastings');
    await user.click(await screen.findByRole('option', { name: /Noosa Heads Newsagency/ }));
    expect(within(dialog).getByText('Open 6am to 10pm every day')).toBeInTheDocument();
    // Past the search's pause: the label in the field was not searched for, and the store is still chosen.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls.filter((c) => c.url.searchParams.get('search')?.includes('—'))).toHaveLength(0);
    expect(within(dialog).getByText('Open 6am to 10pm every day')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Store' })).toHaveValue(
      'Noosa Heads Newsagency — Shop 2, 14 Hastings Street, Noosa Heads QLD 4567, Australia',
    );
  });

  it('checks a new key’s name as the API does', () => {
    expect(keyNameProblem('  ')).toBe(KEY_MESSAGES.nameRequired);
    expect(keyNameProblem('x'.repeat(101))).toMatch(/at most 100/);
    expect(keyNameProblem('Front door')).toBeNull();
  });

  it('shows a reservation manager the keys without the buttons that change them', async () => {
    renderKeys({ roles: ['ROLE_RESERVATION_MANAGER'] });
    await screen.findByRole('listitem', { name: 'Key Front door' });
    expect(screen.queryByRole('button', { name: 'Assign a key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it('says so when the property has no keys', async () => {
    renderKeys({ keys: [] });
    expect(await screen.findByText(KEY_MESSAGES.noItems)).toBeInTheDocument();
  });
});
