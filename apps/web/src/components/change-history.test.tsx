import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_REPLY, mockFetch, type FakeReply } from '../test/fake-fetch';
import { renderRoutes } from '../test/render';
import { ChangeHistory, NO_CHANGES } from './change-history';

const URL_PATH = '/api/v3/companies/c1/history';

const entry = (id: string, impersonated: boolean) => ({
  id,
  type: 'history',
  attributes: {
    at: '2026-01-12T03:05:00.000Z',
    action: 'company.settings.update',
    actor: { id: 'u-lee', fullName: 'Lee Licensee' },
    impersonator: impersonated ? { id: 'u-ann', fullName: 'Ann Admin' } : null,
    changes: [{ field: 'brandColour', before: null, after: '#336699' }],
  },
});

const renderHistory = (reply: (page: number) => FakeReply) => {
  const calls = mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (url.pathname === URL_PATH) return reply(Number(url.searchParams.get('page[number]')));
    return { status: 404 };
  });
  renderRoutes([{ path: '/', element: <ChangeHistory url={URL_PATH} queryKey={['history', 'c1']} /> }], '/', {
    env: 'test',
  });
  return { calls, user: userEvent.setup() };
};

describe('ChangeHistory', () => {
  it('shows who changed what, through whose log-in-as session, and loads more', async () => {
    const { user, calls } = renderHistory((page) => ({
      status: 200,
      body: { data: [entry(`h${page}`, page === 1)], meta: { totalCount: 2, totalPages: 2 } },
    }));
    const table = await screen.findByRole('table', { name: 'Change history' });
    expect(within(table).getByText('Ann Admin as Lee Licensee')).toBeInTheDocument();
    expect(within(table).getByText('Mon 12 Jan 2026 2:05 PM AEDT')).toBeInTheDocument();
    expect(within(table).getByText('brandColour')).toBeInTheDocument();
    expect(within(table).getByText('#336699')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Lee Licensee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.pathname === URL_PATH).map((call) => call.url.searchParams.get('page[size]')),
    ).toEqual(['25', '25']);
  });

  it('says when nothing has changed yet', async () => {
    renderHistory(() => ({ status: 200, body: { data: [], meta: { totalCount: 0, totalPages: 0 } } }));
    expect(await screen.findByText(NO_CHANGES)).toBeInTheDocument();
  });
});
