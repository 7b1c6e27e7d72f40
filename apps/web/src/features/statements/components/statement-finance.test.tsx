import type { TStatementChecksResponse, TStatementResponse } from '@hearth/domain/statements';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import {
  CONFIG_REPLY,
  jsonApiError,
  mockFetch,
  sessionReply,
  type FakeReply,
  type FakeRequest,
  type UserFixture,
} from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { lastMonth, monthLabel } from '../utils/statement-months';
import { page, statement } from './statements-fixtures';
import { StatementsScreen } from './statements-screen';

configure({ asyncUtilTimeout: 4000 });

const FINANCE: UserFixture = { roles: ['ROLE_FINANCE_MANAGER'] };
const OWNER: UserFixture = { roles: ['ROLE_OWNER'], propertyStatus: { count: 2, first: 'p1' } };

const CHECKS: TStatementChecksResponse['data'] = [
  {
    kind: 'payout-mismatch',
    message: 'Payout A$1,234.50 on the statement, A$1,300.00 from the bookings now.',
    property: { id: 'p-s1', code: 'Ps1', name: 'Hastings Retreat' },
    statementId: 's1',
    bookingId: null,
    expected: 123_450,
    actual: 130_000,
    currency: 'AUD',
  },
];

const DETAIL: TStatementResponse = {
  data: {
    ...statement({ id: 's1', property: 'Hastings Retreat' }),
    attributes: {
      ...statement({ id: 's1', property: 'Hastings Retreat' }).attributes,
      lines: [
        {
          id: 'l1',
          kind: 'stay',
          description: 'Stay of Gina Guest',
          bookingId: 'b1',
          checkIn: '2026-10-03',
          checkOut: '2026-10-13',
          nights: 10,
          income: 200_000,
          managementFee: 40_000,
          costs: 0,
          payout: 160_000,
        },
        {
          id: 'l3',
          kind: 'owner-stay',
          description: 'Owner stay HM12345678',
          bookingId: 'b2',
          checkIn: '2026-10-20',
          checkOut: '2026-10-22',
          nights: 2,
          income: 0,
          managementFee: 0,
          costs: 0,
          payout: 0,
        },
        {
          id: 'l2',
          kind: 'cost',
          description: 'Cleaning',
          bookingId: null,
          checkIn: null,
          checkOut: null,
          nights: 0,
          income: 0,
          managementFee: 0,
          costs: 36_550,
          payout: -36_550,
        },
      ],
    },
  },
};

type Handlers = {
  checks?: (request: FakeRequest) => FakeReply;
  generate?: (request: FakeRequest) => FakeReply;
  publish?: (request: FakeRequest) => FakeReply;
};

const renderScreen = (user: UserFixture, handlers: Handlers = {}, path = '/statements') => {
  resetCsrfToken();
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 't' } } };
    if (pathname === '/api/v3/ping') return sessionReply(user);
    if (pathname === '/api/v3/statements') return page([statement({ id: 's1', property: 'Hastings Retreat' })]);
    if (pathname === '/api/v3/statements/s1') return { status: 200, body: DETAIL };
    if (pathname === '/api/v3/statements/checks')
      return (
        handlers.checks?.(request) ?? {
          status: 200,
          body: { data: CHECKS, meta: { month: request.url.searchParams.get('month'), count: CHECKS.length } },
        }
      );
    if (pathname === '/api/v3/statements/generate')
      return (
        handlers.generate?.(request) ?? {
          status: 200,
          body: { meta: { month: (request.body as { month: string }).month, generated: 12, keptPublished: 3 } },
        }
      );
    if (pathname === '/api/v3/statements/publish')
      return handlers.publish?.(request) ?? { status: 200, body: { meta: { published: 11 } } };
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes([{ element: <Guard />, children: [{ path: '/statements', element: <StatementsScreen /> }] }], path, {
    env: 'test',
  });
  const callsTo = (pathname: string) => calls.filter((call) => call.url.pathname === pathname);
  return { callsTo, user: userEvent.setup() };
};

describe('StatementsScreen for finance', { timeout: 30_000 }, () => {
  beforeEach(() => resetCsrfToken());

  it('lists last month’s checks with a link to each property', async () => {
    const { callsTo } = renderScreen(FINANCE);
    const panel = await screen.findByRole('region', { name: `Checks for ${monthLabel(lastMonth())}` });
    expect(await within(panel).findByText(/from the bookings now/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Hastings Retreat' })).toHaveAttribute(
      'href',
      '/properties/p-s1/details',
    );
    expect(callsTo('/api/v3/statements/checks')[0]?.url.searchParams.get('month')).toBe(lastMonth());
  });

  it('checks the month picked in the list, and says plainly when it has no issues', async () => {
    const { callsTo } = renderScreen(
      FINANCE,
      {
        checks: (request) => ({
          status: 200,
          body: { data: [], meta: { month: request.url.searchParams.get('month'), count: 0 } },
        }),
      },
      '/statements?month=2026-03',
    );
    expect(await screen.findByText('No issues for March 2026')).toBeInTheDocument();
    expect(callsTo('/api/v3/statements/checks')[0]?.url.searchParams.get('month')).toBe('2026-03');
  });

  it('shows a checks load error with Try again', async () => {
    let fail = true;
    renderScreen(FINANCE, {
      checks: (request) =>
        fail
          ? jsonApiError(500, 'INTERNAL', 'The checks broke')
          : { status: 200, body: { data: [], meta: { month: request.url.searchParams.get('month'), count: 0 } } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the checks')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`No issues for ${monthLabel(lastMonth())}`)).toBeInTheDocument();
  });

  it('generates last month’s statements by default and shows what was written and kept', async () => {
    const { user, callsTo } = renderScreen(FINANCE);
    await user.click(await screen.findByRole('button', { name: 'Generate statements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate statements' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(
      await within(dialog).findByText(`${monthLabel(lastMonth())}: 12 drafts written, 3 published kept`),
    ).toBeInTheDocument();
    expect(callsTo('/api/v3/statements/generate')[0]?.body).toEqual({ month: lastMonth() });
    // The list and the checks are asked again.
    await waitFor(() => expect(callsTo('/api/v3/statements')).toHaveLength(2));
    await waitFor(() => expect(callsTo('/api/v3/statements/checks')).toHaveLength(2));
  });

  it('shows the server’s words when generating fails', async () => {
    const { user } = renderScreen(FINANCE, {
      generate: () =>
        jsonApiError(422, 'STATEMENT_MONTH_NOT_ENDED', 'Statements can be made only for a month that has begun.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Generate statements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate statements' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(
      await within(dialog).findByText('Statements can be made only for a month that has begun.'),
    ).toBeInTheDocument();
  });

  it('publishes every draft of the month after a confirm', async () => {
    const { user, callsTo } = renderScreen(FINANCE, {}, '/statements?month=2026-10');
    await user.click(await screen.findByRole('button', { name: 'Publish drafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish drafts' });
    expect(within(dialog).getByText(/Publish every draft statement for October 2026\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('11 statements published for October 2026')).toBeInTheDocument();
    expect(callsTo('/api/v3/statements/publish')[0]?.body).toEqual({ month: '2026-10' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish drafts' })).not.toBeInTheDocument());
  });

  it('shows owners no generate button and no checks', async () => {
    const { callsTo } = renderScreen(OWNER);
    await screen.findByText('Hastings Retreat');
    expect(screen.queryByRole('button', { name: 'Generate statements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish drafts' })).not.toBeInTheDocument();
    expect(callsTo('/api/v3/statements/checks')).toHaveLength(0);
  });

  it('opens a statement’s lines and totals from its row', async () => {
    const { user } = renderScreen(OWNER);
    await user.click(
      await screen.findByRole('button', { name: 'Open the statement for Hastings Retreat October 2026' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Hastings Retreat, October 2026' });
    const lines = await within(drawer).findByRole('table', { name: 'Statement lines' });
    const stay = within(lines).getByText('Stay of Gina Guest').closest('tr') as HTMLElement;
    expect(
      within(stay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3 Oct – 13 Oct', '10', 'Stay of Gina Guest', 'A$2,000', 'A$400', 'A$0', 'A$1,600']);
    const totals = within(lines).getByText('Totals').closest('tr') as HTMLElement;
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Totals', '10 guest', '', 'A$2,000', 'A$400', 'A$365.50', 'A$1,234.50']);
    // Owner-stay nights are listed and labelled, so the rows never seem to add up to another total.
    const ownerStay = within(lines).getByText('Owner stay HM12345678').closest('tr') as HTMLElement;
    expect(within(ownerStay).getAllByRole('cell')[1]?.textContent).toBe('2 owner');
    expect(
      within(drawer).getByText(
        'In October 2026: 10 guest nights and 2 owner-stay nights (not counted: owner stays earn nothing).',
      ),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByRole('link', { name: 'Download the statement for Hastings Retreat October 2026' }),
    ).toHaveAttribute('href', '/api/v3/statements/s1/pdf');
  });
});
