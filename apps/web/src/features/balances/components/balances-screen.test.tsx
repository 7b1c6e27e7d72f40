import {
  BALANCE_MESSAGES,
  RECONCILIATION_MESSAGES,
  type TBalancesResponse,
  type TMerchantAccountsResponse,
  type TReconciliationResponse,
} from '@hearth/domain/balances';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, jsonApiError, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { BalancesScreen } from './balances-screen';

const AU_ID = '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const COASTAL_ID = '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const NZ_ID = '5b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

const balancesReply = (
  source: TBalancesResponse['meta']['source'],
  data: TBalancesResponse['data'] = [
    {
      id: 'acct_1a2b3c4d5e6f7a8b',
      type: 'balance',
      attributes: {
        accountName: 'Coastal Stays AU',
        merchantAccountId: COASTAL_ID,
        amounts: [{ currency: 'AUD', available: 1_234_550, pending: 45_000 }],
      },
    },
    {
      id: 'acct_9f8e7d6c5b4a3f2e',
      type: 'balance',
      attributes: {
        accountName: 'Hearth AU',
        merchantAccountId: AU_ID,
        amounts: [{ currency: 'AUD', available: -2_500, pending: 0 }],
      },
    },
    {
      id: 'acct_0a1b2c3d4e5f6a7b',
      type: 'balance',
      attributes: {
        accountName: 'Hearth NZ',
        merchantAccountId: NZ_ID,
        amounts: [{ currency: 'NZD', available: 98_765, pending: 1_001 }],
      },
    },
  ],
): FakeReply => ({ status: 200, body: { data, meta: { source, asOf: '2026-03-02T03:04:05.000Z' } } });

const ACCOUNTS: TMerchantAccountsResponse = {
  data: [
    {
      id: COASTAL_ID,
      type: 'merchant-account',
      attributes: { name: 'Coastal Stays AU', platform: 'stripe', currency: 'AUD', companyName: 'Coastal Stays' },
    },
    {
      id: AU_ID,
      type: 'merchant-account',
      attributes: { name: 'Hearth AU', platform: 'stripe', currency: 'AUD', companyName: null },
    },
  ],
};

/** Stripe's month for Hearth AU: charges and refunds agree, Stripe took a dispute the ledger never heard of. */
const RECONCILIATION: TReconciliationResponse = {
  data: [
    {
      id: AU_ID,
      type: 'reconciliation',
      attributes: {
        accountName: 'Hearth AU',
        currency: 'AUD',
        ledger: { charges: 150_000, refunds: 20_000, disputes: 0, recordedByHand: 30_000 },
        provider: { charges: 150_000, refunds: 20_000, disputes: 12_345, fees: 2_655, payouts: 100_000 },
        differences: [{ kind: 'disputes', ledger: 0, provider: 12_345, difference: 12_345 }],
      },
    },
  ],
  meta: { source: 'provider', month: '2026-03', from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' },
};

const renderBalances = (balances: () => FakeReply | Promise<FakeReply>) => {
  resetCsrfToken();
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_FINANCE_MANAGER'] });
    if (pathname === '/api/v3/merchant-accounts') return { status: 200, body: ACCOUNTS };
    if (pathname === '/api/v3/merchant-accounts/balances') return balances();
    if (pathname === '/api/v3/merchant-accounts/reconciliation') return { status: 200, body: RECONCILIATION };
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes([{ element: <Guard />, children: [{ path: '/balances', element: <BalancesScreen /> }] }], '/balances', {
    env: 'test',
  });
  const balanceCalls = () => calls.filter((call) => call.url.pathname === '/api/v3/merchant-accounts/balances');
  return { balanceCalls, user: userEvent.setup() };
};

/** The cells of the balances table's row whose account is `name` (the reconciliation below names accounts too). */
const cellsOf = async (name: string) => {
  await screen.findAllByText(name, { selector: 'p' });
  const [balances] = screen.getAllByRole('table');
  const row = within(balances!).getByText(name, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BalancesScreen', { timeout: 20_000 }, () => {
  it('lists each account with its provider id, currency, and amounts in dollars (minor units / 100)', async () => {
    renderBalances(() => balancesReply('ledger'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Balances' })).toBeInTheDocument();
    expect(await cellsOf('Coastal Stays AU')).toEqual([
      'Coastal Stays AUCoastal Staysacct_1a2b3c4d5e6f7a8b',
      'acct_1a2b3c4d5e6f7a8b',
      'AUD',
      'A$12,345.50',
      'A$450',
    ]);
    expect(await cellsOf('Hearth NZ')).toEqual(expect.arrayContaining(['NZD', 'NZ$987.65', 'NZ$10.01']));
    expect((await cellsOf('Hearth AU')).slice(3)).toEqual(['-A$25', 'A$0']);
    expect(await screen.findByText('Operator account')).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('table')[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Account', 'Provider account id', 'Currency', 'Available', 'Pending']);
  });

  it('shows a skeleton while the balances load', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    renderBalances(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status', { name: 'Loading balances' })).toBeInTheDocument();
    answer(balancesReply('ledger'));
    expect(await cellsOf('Hearth NZ')).toContain('NZ$987.65');
    expect(screen.queryByRole('status', { name: 'Loading balances' })).not.toBeInTheDocument();
  });

  it('says plainly when the figures come from the payments ledger, and not when they are the provider’s', async () => {
    renderBalances(() => balancesReply('ledger'));
    expect(await screen.findByText(BALANCE_MESSAGES.ledgerNote)).toBeInTheDocument();
    expect(screen.getByText(/Payouts are not recorded here/)).toBeInTheDocument();
  });

  it('shows the provider’s live figures without the ledger note', async () => {
    renderBalances(() => balancesReply('provider'));
    expect(await screen.findByText(/Live balances from the payment provider/)).toBeInTheDocument();
    expect(screen.queryByText(BALANCE_MESSAGES.ledgerNote)).not.toBeInTheDocument();
  });

  it('has an empty text when there are no accounts', async () => {
    renderBalances(() => balancesReply('ledger', []));
    expect(await screen.findByText(BALANCE_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reconciles the month: each line ledger against Stripe, the difference flagged', async () => {
    renderBalances(() => balancesReply('provider'));
    const card = await screen.findByRole('region', { name: 'Hearth AU' });
    expect(within(card).getByText('1 difference')).toBeInTheDocument();
    const disputes = within(card).getByRole('row', { name: /^Disputes/ });
    expect(within(disputes).getByText(RECONCILIATION_MESSAGES.differs('A$123.45'))).toBeInTheDocument();
    const charges = within(card).getByRole('row', { name: /^Charges/ });
    expect(within(charges).getAllByText('A$1,500')).toHaveLength(2);
    expect(within(card).getByText(/Recorded by hand \(never through Stripe\): A\$300/)).toBeInTheDocument();
  });

  it('shows the server’s words when the provider is unavailable, and tries again on request', async () => {
    let answer = jsonApiError(
      503,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      BALANCE_MESSAGES.providerUnavailable('Stripe could not be reached'),
    );
    const { balanceCalls, user } = renderBalances(() => answer);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BALANCE_MESSAGES.loadErrorTitle)).toBeInTheDocument();
    expect(
      within(alert).getByText(/^Stripe could not be reached, so balances cannot be shown now/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer = balancesReply('provider');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cellsOf('Hearth AU')).toContain('-A$25');
    expect(balanceCalls()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
