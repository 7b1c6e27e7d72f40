import { NEWSLETTER_MESSAGES, type TDocumentItem, type TNewsletterItem } from '@hearth/domain/resources';
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
import { ResourcesScreen } from './resources-screen';

configure({ asyncUtilTimeout: 5000 });

const newsletter = (id: string, title: string, heroImageUrl: string | null): TNewsletterItem => ({
  id,
  type: 'newsletter',
  attributes: {
    title,
    url: `https://news.hearth.au/${id}`,
    heroImageUrl,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
});

const file = (id: string, name: string, fileSize: number): TDocumentItem => ({
  id,
  type: 'document',
  attributes: {
    name,
    fileType: 'pdf',
    modifiedAt: '2026-10-12T01:00:00.000Z',
    fileSize,
    isFolder: false,
    url: `/api/v1/files/document.${id}?sig`,
    parentId: 'f1',
    contents: [],
  },
});

const TREE: TDocumentItem[] = [
  {
    id: 'f1',
    type: 'document',
    attributes: {
      name: 'Policies',
      fileType: null,
      modifiedAt: '2026-09-01T01:00:00.000Z',
      fileSize: null,
      isFolder: true,
      url: null,
      parentId: null,
      contents: [file('d1', 'Guest house rules.pdf', 1536)],
    },
  },
];

const NEWSLETTERS = [
  newsletter('n1', 'Summer peak season', 'https://news.hearth.au/images/summer.jpg'),
  newsletter('n2', 'Winter pricing tips', 'images/winter.jpg'),
];

const renderResources = ({
  roles,
  path = '/resources',
  documents = () => ({ status: 200, body: { data: TREE } }),
  write = () => ({ status: 201, body: { data: NEWSLETTERS[0] } }),
}: {
  roles: string[];
  path?: string;
  documents?: (request: FakeRequest) => FakeReply;
  write?: (request: FakeRequest) => FakeReply;
}) => {
  resetCsrfToken();
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/documents' && request.method === 'GET') return documents(request);
    if (pathname === '/api/v3/forms') {
      return {
        status: 200,
        body: {
          data: [
            {
              id: 'form1',
              type: 'form',
              attributes: {
                title: 'Maintenance request',
                url: 'https://forms.hearth.au/maintenance',
                description: 'Ask for a tradesperson.',
              },
            },
          ],
        },
      };
    }
    if (pathname === '/api/v3/newsletters' && request.method === 'GET') {
      return { status: 200, body: { data: NEWSLETTERS } };
    }
    return write(request);
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/resources', element: <ResourcesScreen /> }] }],
    path,
    { env: 'test' },
  );
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { ...view, calls, writes, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResourcesScreen', { timeout: 20_000 }, () => {
  it('shows the Forms tab and the forms to a licensee only', async () => {
    const licensee = renderResources({ roles: ['ROLE_LICENSEE'] });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Documents', 'Forms', 'Newsletters']);
    expect(await screen.findByRole('link', { name: 'Open form Maintenance request' })).toHaveAttribute(
      'href',
      'https://forms.hearth.au/maintenance',
    );
    await licensee.user.click(screen.getByRole('tab', { name: 'Forms' }));
    await waitFor(() => expect(licensee.router.state.location.search).toBe('?tab=forms'));
    licensee.unmount();

    for (const roles of [['ROLE_STAFF'], ['ROLE_MARKETING'], ['ROLE_ADMIN']]) {
      const view = renderResources({ roles, path: '/resources?tab=forms' });
      await screen.findByText('Summer peak season');
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Documents', 'Newsletters']);
      expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      expect(view.calls.some((call) => call.url.pathname === '/api/v3/forms')).toBe(false);
      view.unmount();
    }
  });

  it('shows a hero image only when its address starts with http, else the default image', async () => {
    renderResources({ roles: ['ROLE_STAFF'], path: '/resources?tab=newsletters' });
    const own = await screen.findByRole('img', { name: 'Summer peak season: hero image' });
    expect(own).toHaveAttribute('src', 'https://news.hearth.au/images/summer.jpg');
    const fallback = screen.getByRole('img', { name: 'Winter pricing tips: default newsletter image' });
    expect(fallback.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByRole('link', { name: 'Read Winter pricing tips' })).toHaveAttribute(
      'href',
      'https://news.hearth.au/n2',
    );
    // Staff read newsletters but may not add, edit or delete them.
    expect(screen.queryByRole('button', { name: 'Add newsletter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Summer peak season' })).not.toBeInTheDocument();
  });

  it('limits the title to 23 characters with a counter, and asks for the title and URL before sending', async () => {
    const { user, writes } = renderResources({ roles: ['ROLE_MARKETING'], path: '/resources?tab=newsletters' });
    await user.click(await screen.findByRole('button', { name: 'Add newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add newsletter' });
    await user.click(within(dialog).getByRole('button', { name: 'Add newsletter' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Recommended size 600x260 px')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.type(title, 'A newsletter title that is far too long');
    expect(title).toHaveValue('A newsletter title that');
    expect(within(dialog).getByText('23/23 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^URL/ }), 'https://news.hearth.au/new');
    await user.click(within(dialog).getByRole('button', { name: 'Add newsletter' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      body: { title: 'A newsletter title that', url: 'https://news.hearth.au/new', heroImageUrl: null },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add newsletter' })).not.toBeInTheDocument());
  });

  it('shows the API’s 403 message when adding is refused, and the field errors it names', async () => {
    let answer: FakeReply = jsonApiError(403, 'NEWSLETTER_FORBIDDEN', NEWSLETTER_MESSAGES.createForbidden);
    const { user } = renderResources({
      roles: ['ROLE_ADMIN'],
      path: '/resources?tab=newsletters',
      write: () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Add newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add newsletter' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Spring');
    await user.type(within(dialog).getByRole('textbox', { name: /^URL/ }), 'https://news.hearth.au/spring');
    await user.click(within(dialog).getByRole('button', { name: 'Add newsletter' }));
    expect(
      await within(dialog).findByText('Sorry, you do not have permission to add a newsletter'),
    ).toBeInTheDocument();

    answer = {
      status: 400,
      body: {
        errors: [
          { status: '400', code: 'VALIDATION_ERROR', detail: 'URL must be a web address', source: { pointer: '/url' } },
        ],
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Add newsletter' }));
    expect(await within(dialog).findByText('URL must be a web address')).toBeInTheDocument();
  });

  it('shows the delete refusal in the confirm, and closes it after a delete', async () => {
    let answer: FakeReply = jsonApiError(403, 'NEWSLETTER_FORBIDDEN', NEWSLETTER_MESSAGES.deleteForbidden);
    const { user, writes } = renderResources({
      roles: ['ROLE_MARKETING'],
      path: '/resources?tab=newsletters',
      write: () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Winter pricing tips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete newsletter' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Sorry, you do not have permission to delete')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'DELETE' });
    expect(writes()[0]?.url.pathname).toBe('/api/v3/newsletters/n2');

    answer = { status: 204 };
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete newsletter' })).not.toBeInTheDocument());
  });

  it('shows the documents tree with sizes in 1024-based units and searches on name', async () => {
    const { user, calls } = renderResources({ roles: ['ROLE_STAFF'], path: '/resources?tab=documents' });
    const folder = await screen.findByRole('button', { name: 'Policies' });
    expect(screen.queryByText('Guest house rules.pdf')).not.toBeInTheDocument();
    await user.click(folder);
    expect(await screen.findByRole('link', { name: 'Guest house rules.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/files/document.d1?sig',
    );
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search documents' }), 'RULES');
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.url.pathname === '/api/v3/documents' && call.url.searchParams.get('search') === 'RULES',
        ),
      ).toBe(true),
    );
  });

  it('shows the empty state, not an error, when the documents fail to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderResources({
      roles: ['ROLE_LICENSEE'],
      path: '/resources?tab=documents',
      documents: () => jsonApiError(500, 'SERVER_ERROR', 'Broken'),
    });
    expect(await screen.findByText('There are no documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });
});
