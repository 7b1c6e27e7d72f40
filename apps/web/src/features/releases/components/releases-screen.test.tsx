import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Release } from '../../../api/releases/get-releases';
import { CONFIG_REPLY, mockFetch, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { ReleasesScreen } from './releases-screen';

// The Markdown renderer is a chunk of its own, loaded with the first release's notes: imported once up front so a
// loaded machine does not spend a test's time on it.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => import('../../../components/markdown-render'), 30_000);

/** As scripts/release-file.ts writes it from CHANGELOG.md: newest release first. */
const RELEASES: Release[] = [
  {
    tag_name: 'v0.16.0',
    name: 'SmartQuote',
    published_at: '2026-11-26',
    body: 'Quote a home **before** it is managed.\n\n### Added\n\n- The quote list\n- An 8-step wizard',
  },
  {
    tag_name: 'v0.2.0',
    name: 'An accessible shell',
    published_at: '2026-11-22',
    body: 'Dark mode. <script>window.hacked = true</script> [Click](javascript:alert(1))',
  },
  { tag_name: 'v0.1.0', name: 'Foundation', published_at: '2026-11-21', body: 'The first release.' },
];

const renderReleases = (reply: () => FakeReply) => {
  const calls = mockFetch((request) => {
    if (request.url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (request.url.pathname === '/releases.json') return reply();
    return { status: 404 };
  });
  renderRoutes([{ path: '/releases', element: <ReleasesScreen /> }], '/releases', { env: 'test' });
  return { fileCalls: () => calls.filter((call) => call.url.pathname === '/releases.json') };
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { hacked?: boolean }).hacked;
});

describe('ReleasesScreen', { timeout: 20_000 }, () => {
  it('lists the releases of the static file newest first, each with its name, tag and date', async () => {
    renderReleases(() => ({ status: 200, body: RELEASES }));
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading releases' })).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'SmartQuote',
      'An accessible shell',
      'Foundation',
    ]);
    const newest = within(cards[0]!);
    expect(newest.getByText('v0.16.0')).toBeInTheDocument();
    expect(newest.getByText('26 Nov 2026')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Releases · Hearth'));
  });

  it('renders the notes as Markdown: emphasis, the section heading under the release, the list', async () => {
    renderReleases(() => ({ status: 200, body: RELEASES }));
    const [newest] = await screen.findAllByRole('article');
    const card = within(newest!);
    expect(await card.findByRole('heading', { level: 3, name: 'Added' })).toBeInTheDocument();
    expect(card.getByText('before').tagName).toBe('STRONG');
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The quote list',
      'An 8-step wizard',
    ]);
    expect(card.queryByText(/\*\*/)).not.toBeInTheDocument();
  });

  it('never builds HTML from a body: a <script> is no element and never runs, a javascript: link loses its address', async () => {
    renderReleases(() => ({ status: 200, body: RELEASES }));
    const card = within(await screen.findByRole('article', { name: 'An accessible shell' }));
    expect(await card.findByText(/Dark mode\./)).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(card.getByText(/window\.hacked = true/)).toBeInTheDocument();
    expect(card.getByText('Click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('says when the file cannot be loaded, and loads it again on Try again', async () => {
    let fail = true;
    const { fileCalls } = renderReleases(() => (fail ? { status: 503 } : { status: 200, body: RELEASES }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Releases could not be loaded');
    expect(alert).toHaveTextContent('The release file could not be loaded (503).');

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'SmartQuote' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fileCalls()).toHaveLength(2);
  });

  it('treats an answer that is not a list (a build from before the file: the app page) as an error', async () => {
    renderReleases(() => ({ status: 200, body: { data: [] } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This build has no release file.');
  });
});
