import { COMPANY_MESSAGES } from '@hearth/domain/companies';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import { CompanyScreen } from './company-screen';

// The settings forms are chunks of their own, loaded when their modal opens.
configure({ asyncUtilTimeout: 5000 });

const COMPANY_ID = '7d0c3f57-8d3a-4a53-9d4f-1f1e2a3b4c5d';

const companyDocument = (settings: { brandColour?: string | null; ltrManagementFee?: number | null } = {}) => ({
  data: {
    id: COMPANY_ID,
    type: 'company',
    attributes: {
      companyId: COMPANY_ID,
      companyName: 'Coastal Stays',
      partnerType: 'Franchise - Licensee',
      address: { street: '1 Beach Rd', city: 'Byron Bay', state: 'NSW', postcode: '2481', country: 'Australia' },
      cxManager: { firstName: 'Casey', lastName: 'Manager', email: 'casey@hearth.test' },
      mainContact: { firstName: 'Morgan', lastName: 'Contact', mobile: '0400 000 000', email: 'morgan@coastal.test' },
      numberOfProperties: 12,
      settings: { logoUrl: null, brandColour: '#0c8599', ltrManagementFee: 12, ...settings },
      canUpdate: true,
      users: [{ id: 'u-lee', email: 'lee@coastal.test', fullName: 'Lee Licensee' }],
    },
  },
});

const renderCompany = ({
  roles = ['ROLE_ADMIN'],
  companyId = null,
  path = `/company/${COMPANY_ID}/settings`,
  patch = () => ({ status: 200, body: companyDocument() }),
}: {
  roles?: string[];
  companyId?: string | null;
  path?: string;
  patch?: (request: FakeRequest) => FakeReply;
} = {}) => {
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles, companyId });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === `/api/v3/companies/${COMPANY_ID}` && request.method === 'GET') {
      return { status: 200, body: companyDocument() };
    }
    if (pathname === `/api/v3/companies/${COMPANY_ID}` && request.method === 'PATCH') return patch(request);
    if (pathname === `/api/v3/companies/${COMPANY_ID}/logo-url`) {
      return {
        status: 200,
        body: {
          data: {
            type: 'logo-upload',
            attributes: {
              publicUrl: 'logos/coastal.png',
              signedUrl: '/api/v3/uploads/logos/coastal.png?signature=abc',
              expiresAt: '2026-01-12T03:05:00.000Z',
            },
          },
        },
      };
    }
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/company/:companyId/:tab?', element: <CompanyScreen /> }] }],
    path,
    { env: 'test' },
  );
  const patches = () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
  return { ...view, calls, patches, user: userEvent.setup() };
};

describe('CompanyScreen details', () => {
  beforeEach(() => resetCsrfToken());

  it('shows the fee as a percentage, and the users as links for staff', async () => {
    renderCompany({ path: `/company/${COMPANY_ID}` });
    expect(await screen.findByRole('heading', { name: 'Coastal Stays', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('12%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lee Licensee' })).toHaveAttribute('href', '/users/update/u-lee');
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/users/companies');
  });

  it('gives a licensee plain names and a way back to /companies', async () => {
    renderCompany({ roles: ['ROLE_LICENSEE'], companyId: COMPANY_ID, path: `/company/${COMPANY_ID}` });
    expect(await screen.findByText('Lee Licensee')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lee Licensee' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
  });
});

describe('CompanyScreen brand colour', () => {
  beforeEach(() => resetCsrfToken());

  it('refuses what is not a 3 or 6 digit hex code, then saves one', async () => {
    const { user, patches } = renderCompany();
    await user.click(await screen.findByRole('button', { name: 'Change colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand colour' });
    const input = await within(dialog).findByRole('textbox', { name: 'Brand colour' });

    await user.clear(input);
    await user.type(input, '#12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.brandColourInvalid)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'zzz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.brandColourInvalid)).toBeInTheDocument();
    expect(patches()).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'a1C');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toEqual([{ settings: { brandColour: 'a1C' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews the colour in both themes and says where white had to move to stay readable', async () => {
    const { user } = renderCompany();
    await user.click(await screen.findByRole('button', { name: 'Change colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand colour' });
    const input = await within(dialog).findByRole('textbox', { name: 'Brand colour' });
    expect(within(dialog).getByRole('group', { name: 'Preview' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '#0f766e');
    expect(within(dialog).queryByTestId('brand-adjusted-light')).toBeNull();
    await user.clear(input);
    await user.type(input, '#ffffff');
    expect(await within(dialog).findByTestId('brand-adjusted-light')).toHaveTextContent(
      /^#ffffff is too light to read on white: text and buttons use #[0-9a-f]{6} in the light theme\.$/,
    );
  });

  it("keeps the modal open with the server's message when the save fails", async () => {
    const { user } = renderCompany({
      patch: () => jsonApiError(422, 'VALIDATION_ERROR', 'That colour cannot be used'),
    });
    await user.click(await screen.findByRole('button', { name: 'Change colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand colour' });
    const input = await within(dialog).findByRole('textbox', { name: 'Brand colour' });
    await user.clear(input);
    await user.type(input, '#336699');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That colour cannot be used');
    expect(screen.getByRole('dialog', { name: 'Brand colour' })).toBeInTheDocument();
  });
});

describe('CompanyScreen fees', () => {
  beforeEach(() => resetCsrfToken());

  it('requires a fee of at least 1, then saves it', async () => {
    const { user, patches } = renderCompany();
    await user.click(await screen.findByRole('button', { name: 'Change fees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fees' });
    const input = await within(dialog).findByRole('textbox', { name: 'LTR Management Fee (%)' });
    expect(input).toHaveValue('12');

    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.feeRequired)).toBeInTheDocument();

    await user.type(input, '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.feeMin)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.feeMax)).toBeInTheDocument();
    expect(patches()).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toEqual([{ settings: { ltrManagementFee: 12.5 } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/** The storage PUT, at the network boundary: records what was sent and reports progress as a browser would. */
class FakeUpload {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  abort() {}
  send(body: unknown) {
    FakeUpload.sent.push({ ...this.request, body });
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = 200;
      this.onload?.();
    });
  }
}

describe('CompanyScreen logo', () => {
  beforeEach(() => {
    resetCsrfToken();
    FakeUpload.sent = [];
  });

  const openLogoModal = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Upload logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logo' });
    await within(dialog).findByText(COMPANY_MESSAGES.logoRecommended);
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('The drop zone has no file input');
    return { dialog, input };
  };

  it('takes images only, and only the types a logo may be', async () => {
    renderCompany();
    const user = userEvent.setup({ applyAccept: false });
    const { dialog, input } = await openLogoModal(user);

    await user.upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.logoImagesOnly)).toBeInTheDocument();

    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.logoTypes)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('asks where to put the file, sends it there with its type and the CSRF token, then saves the logo', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { patches, calls } = renderCompany();
    const user = userEvent.setup();
    const { dialog, input } = await openLogoModal(user);

    const file = new File(['png-bytes'], 'coastal.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(await within(dialog).findByText('coastal.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(patches()).toEqual([{ settings: { logoUrl: 'logos/coastal.png' } }]));
    const logoUrl = calls.find((call) => call.url.pathname.endsWith('/logo-url'));
    expect(logoUrl?.url.searchParams.get('type')).toBe('png');
    expect(FakeUpload.sent).toEqual([
      {
        method: 'PUT',
        url: '/api/v3/uploads/logos/coastal.png?signature=abc',
        headers: { 'Content-Type': 'image/png', 'X-CSRF-Token': 'token' },
        body: file,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
