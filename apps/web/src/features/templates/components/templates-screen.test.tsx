import { TEMPLATE_MESSAGES, type TKeyStoreItem } from '@hearth/domain/keys';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import {
  CONFIG_REPLY,
  jsonApiError,
  mockFetch,
  sessionReply,
  type FakeReply,
  type FakeRequest,
} from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { TemplatesScreen } from './templates-screen';

// The add/edit form is a chunk of its own, loaded when its modal opens.
configure({ asyncUtilTimeout: 5000 });

const template = (id: string, fields: Partial<TKeyStoreItem['attributes']> = {}): TKeyStoreItem => ({
  id,
  type: 'key-store',
  attributes: {
    name: 'Noosa Heads Newsagency',
    displayName: null,
    storeType: 'convenience-store',
    address: 'Shop 2, 14 Hastings Street, Noosa Heads QLD 4567, Australia',
    addressComponents: {
      street: 'Shop 2, 14 Hastings Street',
      city: 'Noosa Heads',
      postcode: '4567',
      state: 'QLD',
      country: 'Australia',
    },
    latitude: -26.3935,
    longitude: 153.0899,
    googlePlaceId: null,
    manualAddress: true,
    openingTime: '6am to 10pm every day',
    longDescription: null,
    photos: [{ s3Key: 'key-store-photo.1', url: '/api/v1/files/key-store-photo.1?sig' }],
    numberOfProperties: 3,
    keyNestId: null,
    storeId: null,
    locked: false,
    ...fields,
  },
});

const page = (items: TKeyStoreItem[]): FakeReply => ({
  status: 200,
  body: { data: items, meta: { totalCount: items.length, totalPages: 1 } },
});

const renderTemplates = ({
  path = '/templates',
  list = () =>
    page([template('t1'), template('t2', { name: 'KeyNest Noosa Cafe', storeType: 'key-nest', locked: true })]),
  write = () => ({ status: 204 }),
}: {
  path?: string;
  list?: (request: FakeRequest) => FakeReply;
  write?: (request: FakeRequest) => FakeReply;
} = {}) => {
  resetCsrfToken();
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_DEVELOPER'] });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/key-stores' && request.method === 'GET') return list(request);
    return write(request);
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/templates', element: <TemplatesScreen /> }] }],
    path,
    { env: 'test' },
  );
  const lists = () => calls.filter((call) => call.url.pathname === '/api/v3/key-stores' && call.method === 'GET');
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { ...view, calls, lists, writes, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TemplatesScreen', { timeout: 20_000 }, () => {
  it('lists templates with type, address, photo and property counts, sorted from the address', async () => {
    const { lists, user, router } = renderTemplates({ path: '/templates?sort=-properties' });
    const row = (await screen.findByText('KeyNest Noosa Cafe')).closest('tr')!;
    expect(within(row).getByText('KeyNest')).toBeInTheDocument();
    expect(within(row).getByLabelText('Name and address locked (KeyNest)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEMPLATE_MESSAGES.title })).toBeInTheDocument();
    expect(lists()[0]?.url.searchParams.get('sort')).toBe('-properties');
    expect(lists()[0]?.url.searchParams.get('page[size]')).toBe('25');
    await user.click(screen.getByRole('button', { name: 'Template name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
  });

  it('has one empty text for no templates and another for a search that finds none', async () => {
    renderTemplates({ list: () => page([]) });
    expect(await screen.findByText(TEMPLATE_MESSAGES.emptyNone)).toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    renderTemplates({ path: '/templates?search=zebra', list: () => page([]) });
    expect(await screen.findByText(TEMPLATE_MESSAGES.emptySearch)).toBeInTheDocument();
  });

  it('keeps the delete confirm open with the in-use message on 409, and closes it after a delete', async () => {
    let answer: FakeReply = jsonApiError(409, 'KEY_STORE_IN_USE', TEMPLATE_MESSAGES.inUse);
    const { writes, lists, user } = renderTemplates({ write: () => answer });
    await user.click(await screen.findByRole('button', { name: 'Delete Noosa Heads Newsagency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(within(dialog).getByText(TEMPLATE_MESSAGES.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(TEMPLATE_MESSAGES.inUse)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete template' })).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'DELETE' });
    expect(writes()[0]?.url.pathname).toBe('/api/v3/key-stores/t1');

    answer = { status: 204 };
    const loaded = lists().length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete template' })).not.toBeInTheDocument());
    expect(lists().length).toBeGreaterThan(loaded);
  });

  it('asks for the manual-mode fields before sending a new template', async () => {
    const { writes, user } = renderTemplates({
      write: () => ({ status: 201, body: { data: template('t3') } }),
    });
    await user.click(await screen.findByRole('button', { name: TEMPLATE_MESSAGES.addButton }));
    const dialog = await screen.findByRole('dialog', { name: TEMPLATE_MESSAGES.addTitle });
    await user.click(await within(dialog).findByRole('radio', { name: 'Enter manually' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
    for (const message of [
      TEMPLATE_MESSAGES.nameRequired,
      TEMPLATE_MESSAGES.typeRequired,
      TEMPLATE_MESSAGES.streetRequired,
      TEMPLATE_MESSAGES.cityRequired,
      TEMPLATE_MESSAGES.postcodeRequired,
      TEMPLATE_MESSAGES.latitudeRequired,
      TEMPLATE_MESSAGES.longitudeRequired,
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);

    // Pasted rather than typed: each key re-renders the whole form, and typing is not what this test is about.
    const fill = async (name: RegExp, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill(/Template name/, 'Sunshine Beach Mini Mart');
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Convenience store' }));
    await fill(/^Street/, '40 Duke Street');
    await fill(/City or suburb/, 'Sunshine Beach');
    await fill(/^Postcode/, '4567');
    await fill(/Latitude/, '-26.4069');
    await fill(/Longitude/, '153.1036');
    await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      body: {
        name: 'Sunshine Beach Mini Mart',
        storeType: 'convenience-store',
        addressMode: 'manual',
        addressComponents: { street: '40 Duke Street', city: 'Sunshine Beach', postcode: '4567', country: 'Australia' },
        latitude: -26.4069,
        longitude: 153.1036,
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TEMPLATE_MESSAGES.addTitle })).not.toBeInTheDocument(),
    );
  });

  it('edits a KeyNest template with its name and address locked, sending neither', async () => {
    const { writes, user } = renderTemplates({
      write: () => ({ status: 200, body: { data: template('t2') } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit KeyNest Noosa Cafe' }));
    const dialog = await screen.findByRole('dialog', { name: TEMPLATE_MESSAGES.editTitle });
    expect(await within(dialog).findByRole('textbox', { name: /Template name/ })).toBeDisabled();
    expect(within(dialog).getByText(TEMPLATE_MESSAGES.keyNestLocked)).toBeInTheDocument();
    const hours = within(dialog).getByRole('textbox', { name: /Opening hours/ });
    await user.clear(hours);
    await user.type(hours, '8am to 6pm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const body = writes()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ openingTime: '8am to 6pm', photos: [{ s3Key: 'key-store-photo.1' }] });
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('addressMode');
    expect(body).not.toHaveProperty('storeType');
    expect(writes()[0]?.url.pathname).toBe('/api/v3/key-stores/t2');
  });
});
