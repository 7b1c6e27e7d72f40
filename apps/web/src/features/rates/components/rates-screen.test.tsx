import { CSV_MESSAGES } from '@hearth/domain/api';
import type { TRatesBulkResponse, TRatesImportResponse } from '@hearth/domain/rates';
import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply, type FakeRequest } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { RatesScreen } from './rates-screen';

configure({ asyncUtilTimeout: 4000 });

const BULK = '/api/v3/rates/bulk';
const IMPORT = '/api/v3/rates/import';

const bulkAnswer = (applied: boolean): TRatesBulkResponse => ({
  data: {
    applied,
    homes: 2,
    nights: 42,
    rows: [
      {
        id: 'p1',
        code: 'NOO-012',
        name: 'Hastings Street Beach House',
        currency: 'AUD',
        nights: 21,
        beforeCents: 24_500,
        afterCents: 27_000,
      },
      {
        id: 'p2',
        code: 'WEL-003',
        name: 'Oriental Bay Loft',
        currency: 'NZD',
        nights: 21,
        beforeCents: 18_050,
        afterCents: 19_900,
      },
    ],
  },
});

const importAnswer = (overrides: Partial<TRatesImportResponse['data']> = {}): TRatesImportResponse => ({
  data: { applied: false, rows: 3, homes: 1, changed: 3, errorCount: 0, errors: [], ...overrides },
});

const renderRates = (api: (request: FakeRequest) => FakeReply | undefined) => {
  const calls = mockFetch(async (request) => {
    const answered = api(request);
    if (answered) return answered;
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'csrf-1' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_LICENSEE'], companyId: 'c1' });
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes([{ element: <Guard />, children: [{ path: '/rates', element: <RatesScreen /> }] }], '/rates', {
    env: 'test',
  });
  return { calls, user: userEvent.setup() };
};

const callsTo = (calls: FakeRequest[], path: string) => calls.filter((call) => call.url.pathname === path);
const csv = (text: string, name = 'rates.csv') => new File([text], name, { type: 'text/csv' });

beforeEach(() => {
  // 10 March 2026 in Sydney.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetCsrfToken();
});

describe('Changing many homes (docs/product/rates.md#bulk-edit)', { timeout: 30_000 }, () => {
  it('previews the change, then applies it after a confirmation', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { calls, user } = renderRates((request) => {
      if (request.url.pathname !== BULK) return undefined;
      const { preview } = (request.body as { data: { attributes: { preview: boolean } } }).data.attributes;
      return { status: 200, body: bulkAnswer(!preview) };
    });
    const panel = within(await screen.findByRole('form', { name: 'Change many homes' }));
    await user.type(panel.getByRole('textbox', { name: /^Homes matching/ }), 'noosa');
    await user.click(panel.getByRole('checkbox', { name: 'Active' }));
    await user.click(panel.getByRole('button', { name: /^Last night/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '30 March 2026' }));
    await user.click(panel.getByRole('radio', { name: 'Amount' }));
    await user.click(panel.getByRole('textbox', { name: 'Change in dollars a night' }));
    await user.paste('25.5');
    await user.click(panel.getByRole('button', { name: 'Preview' }));

    const table = within(await screen.findByRole('table', { name: 'Homes the change reaches' }));
    expect(screen.getByTestId('bulk-summary')).toHaveTextContent('2 homes, 42 nights');
    // The code in a column of its own, and under the name for phones (jsdom reads no media query: both are there).
    expect(
      table.getByRole('row', { name: /^NOO-012 Hastings Street Beach House.* 21 A\$245 → A\$270$/ }),
    ).toBeVisible();
    expect(table.getByRole('row', { name: /^WEL-003 Oriental Bay Loft.* 21 NZ\$180.50 → NZ\$199$/ })).toBeVisible();
    const attributes = {
      homes: { query: 'noosa', statuses: ['active'] },
      from: '2026-03-10',
      to: '2026-03-30',
      change: { kind: 'amount', value: 2_550 },
    };
    expect(callsTo(calls, BULK).map((call) => call.body)).toEqual([
      { data: { type: 'rates-bulk', attributes: { ...attributes, preview: true } } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Apply to 2 homes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply to 2 homes?' }));
    expect(dialog.getByText(/\+\$25\.5 a night on 42 nights of 2 homes/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(callsTo(calls, BULK).map((call) => call.body)).toEqual([
        { data: { type: 'rates-bulk', attributes: { ...attributes, preview: true } } },
        { data: { type: 'rates-bulk', attributes: { ...attributes, preview: false } } },
      ]),
    );
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Rates changed' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply to 2 homes?' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Apply to 2 homes' })).toBeNull();
  });

  it('says when no home matches, and checks the change before asking', async () => {
    const { calls, user } = renderRates((request) =>
      request.url.pathname === BULK
        ? {
            status: 422,
            body: {
              errors: [
                {
                  status: '422',
                  code: 'RATES_BULK_NO_HOMES',
                  title: 'No homes',
                  detail: 'No home of yours matches this filter',
                },
              ],
            },
          }
        : undefined,
    );
    const panel = within(await screen.findByRole('form', { name: 'Change many homes' }));
    await user.click(panel.getByRole('button', { name: 'Preview' }));
    expect(await panel.findByText('Enter a percentage from -90 to 500')).toBeInTheDocument();
    expect(callsTo(calls, BULK)).toEqual([]);

    await user.click(panel.getByRole('button', { name: /^Last night/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '20 March 2026' }));
    await user.click(panel.getByRole('textbox', { name: 'Change in percent' }));
    await user.paste('-10');
    await user.click(panel.getByRole('button', { name: 'Preview' }));
    expect(await panel.findByText('No home of yours matches this filter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply to/ })).toBeNull();
  });
});

describe('Importing rates from CSV (docs/product/rates.md#csv)', { timeout: 30_000 }, () => {
  it('lists every row error and only imports a file without errors', async () => {
    const show = vi.spyOn(notifications, 'show');
    let file = 0;
    const { calls, user } = renderRates((request) => {
      if (request.url.pathname !== IMPORT) return undefined;
      if (request.url.searchParams.get('preview') === 'false') {
        return { status: 200, body: importAnswer({ applied: true, rows: 3, homes: 1, changed: 3 }) };
      }
      file += 1;
      return file === 1
        ? {
            status: 200,
            body: importAnswer({
              changed: 1,
              errorCount: 2,
              errors: [
                {
                  line: 3,
                  column: 'price',
                  message: 'Write the price in dollars, from 10 to 100000, like 245 or 245.50',
                },
                { line: 4, column: 'code', message: 'No home of yours has this code' },
              ],
            }),
          }
        : { status: 200, body: importAnswer() };
    });
    const input = await screen.findByLabelText('Choose a CSV file of rates');

    await user.upload(
      input,
      csv('code,night,price\nNOO-012,2026-04-01,245\nNOO-012,2026-04-02,ten\nXXX,2026-04-03,245\n'),
    );
    const errors = within(await screen.findByRole('table', { name: 'Row errors' }));
    expect(errors.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Line', 'Column', 'Problem']);
    expect(errors.getByRole('row', { name: /^3 price Write the price in dollars/ })).toBeVisible();
    expect(errors.getByRole('row', { name: '4 code No home of yours has this code' })).toBeVisible();
    expect(screen.getByText(/^2 row errors/)).toBeInTheDocument();
    expect(screen.getByText('Nights that would change').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    const [preview] = callsTo(calls, IMPORT);
    expect(preview?.method).toBe('POST');
    expect(preview?.url.searchParams.get('preview')).toBe('true');
    expect(preview?.headers['Content-Type']).toBe('text/csv');
    expect(preview?.raw).toBeInstanceOf(File);

    await user.upload(input, csv('code,night,price\nNOO-012,2026-04-01,245\n', 'fixed.csv'));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Row errors' })).toBeNull());
    expect(screen.getByText('Nights that would change').nextSibling).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Every night of the file is written.')).toBeInTheDocument();
    expect(screen.getByText('Nights changed').nextSibling).toHaveTextContent('3');
    expect(callsTo(calls, IMPORT).map((call) => call.url.searchParams.get('preview'))).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Rates imported' }));
  });

  it('refuses a file over 20 MB before sending it', async () => {
    const { calls, user } = renderRates(() => undefined);
    const big = csv('code,night,price\n');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('Choose a CSV file of rates'), big);
    expect(await screen.findByText(CSV_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(callsTo(calls, IMPORT)).toEqual([]);
  });
});
