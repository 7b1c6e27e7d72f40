import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES, type TPhoto, type TPhotosDocument } from '@hearth/domain/photos';
import { useSession } from '../../../lib/auth';
import { resetCsrfToken } from '../../../lib/api-client';
import { CONFIG_REPLY, jsonApiError, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { PropertyPhotosScreen } from './property-photos-screen';

configure({ asyncUtilTimeout: 4000 });

const PROPERTY_ID = '3f2b8c1e-0d4a-4c7e-9b1a-6a5d2e8f7c10';
const BASE = `/api/v3/properties/${PROPERTY_ID}`;

const photo = (id: string, category: TPhoto['category'] = 'general'): TPhoto => ({
  id,
  url: `/api/v1/files/property-photo.${id}?expires=1&signature=s`,
  thumbnailUrl: `/api/v1/files/property-photo-thumb.${id}?expires=1&signature=s`,
  category,
  caption: null,
});
const documentOf = (photos: TPhoto[]): TPhotosDocument => ({
  data: { id: PROPERTY_ID, type: 'property', attributes: { primaryPhoto: photos[0]?.url ?? null, photos } },
});
const PROPERTY: FakeReply = {
  status: 200,
  body: {
    data: {
      id: PROPERTY_ID,
      type: 'property',
      attributes: {
        name: 'Hastings Street Beach House',
        address: { full: '12 Hastings Street, Noosa Heads QLD 4567' },
        photos: [],
        primaryPhoto: null,
      },
    },
  },
};

/**
 * The browser's upload: a PUT by XMLHttpRequest that reports half of it sent, then is answered with `status` when the
 * test calls `finish` (or at once with `auto`).
 */
const fakeUploads = ({
  status = 204,
  body = '',
  auto = true,
}: { status?: number; body?: string; auto?: boolean } = {}) => {
  const sent: { url: string; headers: Record<string, string>; file: unknown }[] = [];
  const waiting: (() => void)[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(file: unknown) {
      sent.push({ url: this.url, headers: this.headers, file });
      const answer = () => {
        this.status = status;
        this.responseText = body;
        this.onload?.();
      };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        if (auto) answer();
        else waiting.push(answer);
      }, 0);
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, finish: () => waiting.splice(0).forEach((answer) => answer()) };
};

const renderPhotos = ({
  roles,
  photos = [photo('a'), photo('b'), photo('x', 'check-out')],
  photoUrl = {
    status: 200,
    body: {
      data: {
        type: 'photo-upload',
        attributes: {
          publicUrl: '/api/v1/files/property-photo.new',
          signedUrl: '/api/v1/files/property-photo.new?signature=put',
          expiresAt: '2030-01-01T00:00:00Z',
        },
      },
    },
  },
}: {
  roles: string[];
  photos?: TPhoto[];
  photoUrl?: FakeReply;
}) => {
  let current = photos;
  const calls = mockFetch(({ url, method, body }) => {
    const { pathname } = url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'csrf-1' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === BASE) return PROPERTY;
    if (pathname === `${BASE}/photo-url`) return photoUrl;
    if (pathname === `${BASE}/photos` && method === 'GET') return { status: 200, body: documentOf(current) };
    if (pathname === `${BASE}/photos` && method === 'PATCH') {
      const sent = (body as { photos: ({ id: string } | { publicUrl: string })[] }).photos;
      current = sent.map((p) => ('id' in p ? current.find((c) => c.id === p.id)! : photo('new')));
      return { status: 200, body: documentOf(current) };
    }
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [
      {
        element: <Guard />,
        children: [{ path: '/properties/:propertyId/details/photos', element: <PropertyPhotosScreen /> }],
      },
    ],
    `/properties/${PROPERTY_ID}/details/photos`,
  );
  const patches = () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
  return { calls, patches, user: userEvent.setup({ applyAccept: false }) };
};

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  resetCsrfToken();
});

describe('PropertyPhotosScreen', { timeout: 20_000 }, () => {
  it('shows an editor the photos by category, with the Guest Portal note on the general ones only', async () => {
    renderPhotos({ roles: ['ROLE_PROPERTY_EDITOR'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hastings Street Beach House' })).toBeInTheDocument();
    const general = await screen.findByRole('region', { name: 'Photos' });
    expect(within(general).getByText(PHOTO_MESSAGES.guestPortalOrder, { exact: false })).toBeInTheDocument();
    expect(
      within(general)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([photo('a').thumbnailUrl, photo('b').thumbnailUrl]);
    const checkOut = section('Check-out photos');
    expect(within(checkOut).queryByText(PHOTO_MESSAGES.guestPortalOrder, { exact: false })).toBeNull();
    expect(within(checkOut).getAllByRole('img')).toHaveLength(1);
    expect(within(general).getByRole('button', { name: 'Move Photo 2' })).toBeInTheDocument();
    expect(within(general).getByLabelText('Add photos')).toBeInTheDocument();
  });

  it('deletes a photo after asking, saving the rest of the list', async () => {
    const { user, patches } = renderPhotos({ roles: ['ROLE_PROPERTY_EDITOR'] });
    const general = await screen.findByRole('region', { name: 'Photos' });
    await user.click(within(general).getByRole('button', { name: 'Delete Photo 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(patches()).toEqual([
        {
          photos: [
            { id: 'a', category: 'general' },
            { id: 'x', category: 'check-out' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(within(section('Photos')).getAllByRole('img')).toHaveLength(1));
  });

  it('uploads a dropped photo to its signed URL with progress and the CSRF token, then saves it last in its category', async () => {
    const { sent, finish } = fakeUploads({ auto: false });
    const { user, patches, calls } = renderPhotos({ roles: ['ROLE_PROPERTY_EDITOR'] });
    const checkOut = await screen.findByRole('region', { name: 'Check-out photos' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'door.png', { type: 'image/png' });
    await user.upload(within(checkOut).getByLabelText('Add check-out photos'), file);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading door.png' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    // While it uploads, nothing else can change the list.
    expect(screen.getByRole('button', { name: 'Delete Photo 1' })).toBeDisabled();
    finish();
    await waitFor(() => expect(patches()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(calls.find((call) => call.url.pathname.endsWith('/photo-url'))?.url.searchParams.get('type')).toBe('png');
    expect(sent).toEqual([
      {
        url: '/api/v1/files/property-photo.new?signature=put',
        headers: { 'Content-Type': 'image/png', 'X-CSRF-Token': 'csrf-1' },
        file,
      },
    ]);
    expect(patches()[0]).toEqual({
      photos: [
        { id: 'a', category: 'general' },
        { id: 'b', category: 'general' },
        { id: 'x', category: 'check-out' },
        { publicUrl: '/api/v1/files/property-photo.new', category: 'check-out' },
      ],
    });
  });

  it('shows the spec’s alert when no upload URL can be had', async () => {
    renderPhotos({
      roles: ['ROLE_PROPERTY_EDITOR'],
      photoUrl: jsonApiError(500, 'SERVER_ERROR', 'Something broke'),
    });
    const user = userEvent.setup({ applyAccept: false });
    const general = await screen.findByRole('region', { name: 'Photos' });
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    await user.upload(within(general).getByLabelText('Add photos'), png);
    // Under the section's own drop zone, with the HTTP status as its code.
    const alert = await within(general).findByRole('alert');
    expect(alert).toHaveTextContent('500 Could not generate an endpoint to save photo');
    expect(alert).toHaveTextContent('Something broke');
  });

  it('says so when the server refuses the bytes, and when a file is not a jpg, jpeg or png', async () => {
    fakeUploads({
      status: 415,
      body: JSON.stringify({
        errors: [{ status: '415', code: 'UPLOAD_WRONG_TYPE', detail: 'The file is not the type.' }],
      }),
    });
    const { user, patches } = renderPhotos({ roles: ['ROLE_PROPERTY_EDITOR'] });
    const general = await screen.findByRole('region', { name: 'Photos' });
    await user.upload(
      within(general).getByLabelText('Add photos'),
      new File(['x'], 'renamed.jpg', { type: 'image/jpeg' }),
    );
    const refused = await within(general).findByRole('alert');
    expect(refused).toHaveTextContent('415 Could not save photo');
    expect(refused).toHaveTextContent('The file is not the type.');
    expect(refused).not.toHaveTextContent('UPLOAD_');
    expect(patches()).toEqual([]);
    await user.upload(within(general).getByLabelText('Add photos'), new File(['x'], 'a.gif', { type: 'image/gif' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.onlyTypes));
  });

  it('shows others the photos read-only, without an empty check-out section', async () => {
    renderPhotos({ roles: ['ROLE_OWNER'], photos: [photo('a'), photo('b')] });
    const general = await screen.findByRole('region', { name: 'Photos' });
    expect(within(general).getAllByRole('img')).toHaveLength(2);
    expect(within(general).getByText(PHOTO_MESSAGES.guestPortalOrder, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Check-out photos' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Move/ })).toBeNull();
    expect(screen.queryByLabelText('Add photos')).toBeNull();
  });

  it('tells staff, who run a new home but do not add photos, who does', async () => {
    renderPhotos({ roles: ['ROLE_STAFF'], photos: [] });
    const general = await screen.findByRole('region', { name: 'Photos' });
    expect(within(general).getByText(PHOTO_MESSAGES.noPhotos)).toBeInTheDocument();
    expect(within(general).getByText(PHOTO_MESSAGES.addedByEditors)).toBeInTheDocument();
    expect(screen.queryByLabelText('Add photos')).toBeNull();
  });

  it('does not tell an owner to hand out roles', async () => {
    renderPhotos({ roles: ['ROLE_OWNER'], photos: [] });
    const general = await screen.findByRole('region', { name: 'Photos' });
    expect(within(general).getByText(PHOTO_MESSAGES.noPhotos)).toBeInTheDocument();
    expect(within(general).queryByText(PHOTO_MESSAGES.addedByEditors)).toBeNull();
  });
});
