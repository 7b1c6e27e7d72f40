import type { TImportCheck, TImportDocument } from '@hearth/domain/imports';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply, type FakeRequest } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { ImportsScreen } from './imports-screen';

configure({ asyncUtilTimeout: 4000 });

const check = (overrides: Partial<TImportCheck> = {}): { data: TImportCheck } => ({
  data: {
    applied: false,
    kind: 'homes',
    rows: 3,
    added: 2,
    updated: 1,
    unchanged: 0,
    errorCount: 0,
    errors: [],
    ...overrides,
  },
});

const run = (attributes: Partial<TImportDocument['data']['attributes']>): TImportDocument => ({
  data: {
    id: 'i1',
    type: 'import',
    attributes: {
      kind: 'homes',
      state: 'running',
      outcome: null,
      rows: 3,
      total: 3,
      done: 0,
      added: 2,
      updated: 1,
      unchanged: 0,
      errorCount: 0,
      errors: [],
      error: null,
      startedAt: '2026-03-10T02:00:00.000Z',
      finishedAt: null,
      ...attributes,
    },
  },
});

/** The file's POST goes through XMLHttpRequest (upload progress): each answers what `answer` says of its address. */
const fakeUploads = (answer: (url: string) => { status: number; body: unknown }) => {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  class FakeUpload {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private request = { url: '', headers: {} as Record<string, string> };
    open(_method: string, url: string) {
      this.request = { url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send() {
      sent.push(this.request);
      const { status, body } = answer(this.request.url);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return sent;
};

const renderImports = (
  user: { roles: string[]; companyId?: string | null },
  api: (r: FakeRequest) => FakeReply | undefined = () => undefined,
) => {
  mockFetch(async (request) => {
    const answered = api(request);
    if (answered) return answered;
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'csrf-1' } } };
    if (pathname === '/api/v3/ping') return sessionReply(user);
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [{ element: <Guard />, children: [{ path: '/imports/:kind?', element: <ImportsScreen /> }] }],
    '/imports',
    {
      env: 'test',
    },
  );
  return userEvent.setup();
};

const chooseFile = async (user: ReturnType<typeof userEvent.setup>, name = 'homes.csv') => {
  const input = (await screen.findByLabelText('Choose a CSV file of homes')) as HTMLInputElement;
  await user.upload(input, new File(['code,name\n'], name, { type: 'text/csv' }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('importing from another system (docs/product/imports.md#screens)', { timeout: 30_000 }, () => {
  it("shows every row's problems beside it and keeps Import off until the file is clean", async () => {
    const sent = fakeUploads(() => ({
      status: 200,
      body: check({
        added: 1,
        errorCount: 2,
        errors: [
          { line: 3, label: 'NO GOOD', column: 'code', message: 'Use 2 to 20 capital letters' },
          { line: 3, label: 'NO GOOD', column: 'bedrooms', message: 'Bedrooms must be a whole number' },
          { line: 5, label: 'NSH-9', column: 'suburb', message: 'No suburb of this name' },
        ],
      }),
    }));
    const user = renderImports({ roles: ['ROLE_STAFF'] });
    expect(await screen.findByRole('tab', { name: 'Homes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bookings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/api/v3/imports/homes/template',
    );
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const table = within(await screen.findByRole('table', { name: 'Rows with problems' }));
    expect(
      table.getByRole('row', { name: /^3 NO GOOD code Use 2 to 20 capital letters bedrooms Bedrooms/ }),
    ).toBeVisible();
    expect(table.getByRole('row', { name: /^5 NSH-9 suburb No suburb of this name$/ })).toBeVisible();
    expect(screen.getByText(/2 rows have problems/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(sent).toEqual([
      {
        url: '/api/v3/imports/homes?preview=true',
        headers: expect.objectContaining({ 'Content-Type': 'text/csv', 'X-CSRF-Token': 'csrf-1' }),
      },
    ]);
  });

  it('imports a clean file, follows its progress and says what it did', async () => {
    const sent = fakeUploads((url) =>
      url.endsWith('preview=true') ? { status: 200, body: check() } : { status: 202, body: run({}) },
    );
    const user = renderImports({ roles: ['ROLE_STAFF'] }, (request) =>
      request.url.pathname === '/api/v3/imports/i1'
        ? {
            status: 200,
            body: run({ state: 'finished', outcome: 'ok', done: 3, finishedAt: '2026-03-10T02:00:05.000Z' }),
          }
        : undefined,
    );
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('The file is ready to import')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Importing: 0 of 3 rows written')).toBeInTheDocument();
    expect(await screen.findByText('2 homes added, 1 updated, 0 unchanged.', {}, { timeout: 5000 })).toBeVisible();
    expect(sent.map((request) => request.url)).toEqual([
      '/api/v3/imports/homes?preview=true',
      '/api/v3/imports/homes?preview=false',
    ]);
  });

  it("gives a licensee the homes tab only: their company's homes", async () => {
    renderImports({ roles: ['ROLE_LICENSEE'], companyId: 'c1' });
    expect(await screen.findByRole('tab', { name: 'Homes' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Bookings' })).not.toBeInTheDocument();
  });
});
