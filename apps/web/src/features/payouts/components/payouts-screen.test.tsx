import {
  PAYOUT_MESSAGES,
  type TBankAccountsResponse,
  type TPayoutBatchDocument,
  type TPayoutLine,
  type TPayoutPreviewResponse,
} from '@hearth/domain/payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply, type FakeRequest } from '../../../test/fake-fetch';
import { BankDetailsCard } from '../../../components/payouts/bank-details-card';
import { renderRoutes } from '../../../test/render';
import { PayoutBatchScreen } from './payout-batch-screen';
import { PayoutsScreen } from './payouts-screen';

const BATCH_ID = '7d1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const OWNER_ID = '8e2c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const line = (id: string, currency: 'AUD' | 'NZD', amount: number, name: string): TPayoutLine => ({
  id,
  statementId: id,
  property: { id: `p-${id}`, code: `C-${id}`, name },
  payee: { id: `o-${id}`, fullName: `${name} Owner` },
  currency,
  amount,
  bankAccount:
    currency === 'AUD'
      ? { country: 'AU', bsb: '062-000', accountNumber: '••••5678', accountName: `${name} Owner` }
      : { country: 'NZ', bsb: null, accountNumber: '01-••••-•••8389-••', accountName: `${name} Owner` },
});

const LINES = [line('s1', 'AUD', 123_456, 'Bondi'), line('s2', 'NZD', 78_900, 'Wanaka')];

const PREVIEW: TPayoutPreviewResponse = {
  data: {
    type: 'payout-preview',
    id: '2026-01',
    attributes: {
      month: '2026-01',
      lines: LINES,
      blockers: [
        {
          kind: 'no-bank-account',
          message: 'Bo Blocked has no Australian bank account.',
          statementId: 's3',
          property: { id: 'p-s3', code: 'C-s3', name: 'Byron' },
          owners: [{ id: OWNER_ID, fullName: 'Bo Blocked' }],
          currency: 'AUD',
          amount: 5_000,
        },
      ],
      totals: [
        { currency: 'AUD', count: 1, amount: 123_456 },
        { currency: 'NZD', count: 1, amount: 78_900 },
      ],
      missingSettings: [],
    },
  },
};

const BATCH = (status: 'draft' | 'sent'): TPayoutBatchDocument => ({
  data: {
    id: BATCH_ID,
    type: 'payout-batch',
    attributes: {
      month: '2026-01',
      status,
      paymentDate: '2026-02-05',
      totals: PREVIEW.data.attributes.totals,
      lineCount: 2,
      files: { aba: true, nzCsv: true },
      createdAt: '2026-02-01T00:00:00.000Z',
      createdBy: { id: 'f', fullName: 'Frankie Finance' },
      sentAt: status === 'sent' ? '2026-02-02T00:00:00.000Z' : null,
      sentBy: status === 'sent' ? { id: 'f', fullName: 'Frankie Finance' } : null,
      cancelledAt: null,
      cancelledBy: null,
      lines: LINES,
    },
  },
  meta: { missingSettings: [] },
});

const NO_ACCOUNTS: TBankAccountsResponse = {
  data: [],
  meta: { payee: { id: OWNER_ID, fullName: 'Bo Blocked' }, canEdit: true },
};

const renderPayouts = (path: string, extra: (request: FakeRequest) => FakeReply | undefined = () => undefined) => {
  resetCsrfToken();
  let sent = false;
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    const handled = extra(request);
    if (handled) return handled;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 't' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_FINANCE_MANAGER'] });
    if (pathname === '/api/v3/payout-batches/preview') return { status: 200, body: PREVIEW };
    if (pathname === '/api/v3/payout-batches' && request.method === 'GET') {
      return { status: 200, body: { data: [], meta: { totalCount: 0, totalPages: 0 } } };
    }
    if (pathname === '/api/v3/payout-batches' && request.method === 'POST')
      return { status: 201, body: BATCH('draft') };
    if (pathname === `/api/v3/payout-batches/${BATCH_ID}`) return { status: 200, body: BATCH(sent ? 'sent' : 'draft') };
    if (pathname === `/api/v3/payout-batches/${BATCH_ID}/send`) {
      sent = true;
      return { status: 200, body: BATCH('sent') };
    }
    if (pathname === `/api/v3/users/${OWNER_ID}/bank-accounts`) return { status: 200, body: NO_ACCOUNTS };
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [
      {
        element: <Guard />,
        children: [
          { path: '/payouts', element: <PayoutsScreen /> },
          { path: '/payouts/:batchId', element: <PayoutBatchScreen /> },
        ],
      },
    ],
    path,
    { env: 'test' },
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PayoutsScreen', { timeout: 30_000 }, () => {
  it("shows the month's payments by currency with their totals, and the blocked statements with why", async () => {
    renderPayouts('/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    const aud = await screen.findByRole('table', { name: 'AUD payments' });
    expect(within(aud).getByText('Bondi')).toBeInTheDocument();
    expect(within(aud).getByText('062-000 ••••5678')).toBeInTheDocument();
    expect(within(aud).getByText('Total, 1 payment')).toBeInTheDocument();
    // The line and the currency's total.
    expect(within(screen.getByRole('table', { name: 'NZD payments' })).getAllByText('NZ$789')).toHaveLength(2);
    expect(screen.getByTestId('batch-totals')).toHaveTextContent('1 payment, A$1,234.56 · 1 payment, NZ$789');
    const blocked = screen.getByRole('region', { name: 'Blocked statements' });
    expect(within(blocked).getByText('Bo Blocked has no Australian bank account.')).toBeInTheDocument();
    expect(within(blocked).getByText('Byron (C-s3)')).toBeInTheDocument();
    expect(within(blocked).getByText('A$50')).toBeInTheDocument();
    expect(screen.getByText(PAYOUT_MESSAGES.emptyBatches)).toBeInTheDocument();
  });

  it('creates the batch for the month and payment date, then opens it', async () => {
    const { calls, user } = renderPayouts('/payouts');
    await user.click(await screen.findByRole('button', { name: 'Create batch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout batch, January 2026' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/v3/payout-batches');
    expect(post?.body).toEqual({
      data: {
        type: 'payout-batch',
        attributes: {
          month: expect.stringMatching(/^\d{4}-\d{2}$/),
          paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      },
    });
  });

  it("adds a blocked owner's bank details from the list, checked before anything is sent", async () => {
    const { calls, user } = renderPayouts('/payouts', (request) =>
      request.method === 'PUT'
        ? {
            status: 200,
            body: {
              data: {
                id: 'b1',
                type: 'bank-account',
                attributes: {
                  country: 'AU',
                  bsb: '062-000',
                  accountNumber: '••••4444',
                  accountName: 'Bo Blocked',
                  updatedAt: '2026-02-01T00:00:00.000Z',
                  updatedBy: null,
                },
              },
            },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add bank details for Bo Blocked' }));
    await user.click(await screen.findByRole('button', { name: 'Add Australian account' }));
    const form = await screen.findByRole('form', { name: 'Australian bank account' });
    await user.type(within(form).getByLabelText(/^BSB/), '62-000');
    await user.type(within(form).getByLabelText(/^Account number/), '1234');
    await user.type(within(form).getByLabelText(/^Account name/), 'Bo Blocked');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(await within(form).findByText(PAYOUT_MESSAGES.bsbFormat)).toBeInTheDocument();
    expect(within(form).getByText(PAYOUT_MESSAGES.auAccountFormat)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(within(form).getByLabelText(/^BSB/));
    await user.type(within(form).getByLabelText(/^BSB/), '062-000');
    await user.type(within(form).getByLabelText(/^Account number/), '4444');
    await user.click(within(form).getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/v3/users/${OWNER_ID}/bank-accounts`);
    expect(put?.body).toEqual({
      data: {
        type: 'bank-account',
        attributes: { country: 'AU', bsb: '062-000', accountNumber: '12344444', accountName: 'Bo Blocked' },
      },
    });
  });
});

describe('PayoutBatchScreen', { timeout: 30_000 }, () => {
  it('offers both files and marks the batch sent after a confirmation', async () => {
    const { calls, user } = renderPayouts(`/payouts/${BATCH_ID}`);
    expect(await screen.findByRole('link', { name: 'Download ABA file' })).toHaveAttribute(
      'href',
      `/api/v3/payout-batches/${BATCH_ID}/aba`,
    );
    expect(screen.getByRole('link', { name: 'Download NZ CSV' })).toHaveAttribute(
      'href',
      `/api/v3/payout-batches/${BATCH_ID}/nz-csv`,
    );
    await user.click(screen.getByRole('button', { name: 'Mark as sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as sent' });
    expect(within(dialog).getByText(PAYOUT_MESSAGES.sendConfirm(2))).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith('/send'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/send'))).toBe(true));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();
  });
});

describe('BankDetailsCard', { timeout: 30_000 }, () => {
  it('shows staff the masked accounts and who changed them, with no way to change them', async () => {
    resetCsrfToken();
    mockFetch((request) => {
      const { pathname } = request.url;
      if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
      if (pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_STAFF'] });
      if (pathname === `/api/v3/users/${OWNER_ID}/bank-accounts`) {
        return {
          status: 200,
          body: {
            data: [
              {
                id: 'b1',
                type: 'bank-account',
                attributes: {
                  country: 'AU',
                  bsb: '062-000',
                  accountNumber: '••••5678',
                  accountName: 'Bo Blocked',
                  updatedAt: '2026-02-01T00:00:00.000Z',
                  updatedBy: { id: 'f', fullName: 'Frankie Finance' },
                },
              },
            ],
            meta: { payee: { id: OWNER_ID, fullName: 'Bo Blocked' }, canEdit: false },
          } satisfies TBankAccountsResponse,
        };
      }
      return { status: 404 };
    });
    const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
    renderRoutes(
      [{ element: <Guard />, children: [{ path: '/card', element: <BankDetailsCard userId={OWNER_ID} /> }] }],
      '/card',
      {
        env: 'test',
      },
    );
    expect(await screen.findByTestId('bank-account-AU')).toHaveTextContent('BSB 062-000 · ••••5678');
    expect(screen.getByText(/by Frankie Finance/)).toBeInTheDocument();
    // Staff read the history, but change nothing, and see no empty New Zealand slot to fill.
    expect(screen.getByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change|Add/ })).not.toBeInTheDocument();
    expect(screen.queryByText('New Zealand account')).not.toBeInTheDocument();
  });
});
