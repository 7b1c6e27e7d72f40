import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { calendarLoadWindow, calendarWindowCalls, todayIn } from '@hearth/domain';
import { withBootData } from './web';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'hearth-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>Hearth</title></head><div id="boot"><div class="boot-line boot-title"></div></div><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log("hearth")');
  await writeFile(path.join(dist, 'assets', 'entry-abc123.js.br'), brotliCompressSync('console.log("hearth")'));
  await writeFile(path.join(dist, '.build-hash'), 'f00d');
  // The build's manifest, as Vite writes it: the entry, the signed-in shell, two pages and the chunks they share.
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/entry-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_mantine.js': { file: 'assets/mantine-1.js', imports: ['_react.js'] },
      'src/app/layout/app-layout.tsx': {
        file: 'assets/app-layout-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_mantine.js'],
        css: ['assets/app-layout-1.css'],
      },
      'src/features/calendar/components/calendar-screen.tsx': {
        file: 'assets/calendar-screen-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_mantine.js', '_react.js'],
      },
      'src/features/properties/components/properties-screen.tsx': {
        file: 'assets/properties-screen-1.js',
        isDynamicEntry: true,
        imports: ['_mantine.js'],
      },
      'src/app/first-data.ts': { file: 'assets/first-data-1.js', isDynamicEntry: true, imports: ['index.html'] },
      'src/features/properties/first-page.ts': {
        file: 'assets/first-page-1.js',
        isDynamicEntry: true,
        imports: ['_mantine.js'],
      },
    }),
  );
  ctx = await createTestContext({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each([
    '/',
    '/index.html',
    '/properties/123',
    '/login?pl=%2Fusers',
    // An address typed or pasted with a filter the API does not have is still the page, not a JSON 400.
    '/properties?filters[availableFrom]=2027-01-11&filters[nothing]=',
  ])('answers the app page for %s, always revalidated', async (url) => {
    const response = await ctx.client().get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('carries the boot data: the public config, and whether a session cookie came with the request', async () => {
    const bootOf = (body: string) => {
      const json = /<script type="application\/json" id="hearth-boot">(.*?)<\/script>/.exec(body)?.[1];
      return JSON.parse(json ?? 'null') as { config: { productName: string }; signedIn: boolean };
    };
    const signedOut = await ctx.client().get('/login');
    expect(bootOf(signedOut.body)).toMatchObject({ config: { productName: 'Hearth' }, signedIn: false });
    expect(signedOut.body).toContain('<div id="boot" data-boot="signed-out">');
    expect(signedOut.body).not.toContain('rel="preload"');
    const client = ctx.client();
    client.cookies.set('hearth_session', 'abc');
    const withCookie = await client.get('/properties');
    expect(bootOf(withCookie.body).signedIn).toBe(true);
    expect(withCookie.body).toContain('<div id="boot" data-boot="signed-in">');
    // The session check starts with the scripts: the exact URL the web's session check asks for.
    expect(withCookie.body).toContain(
      '<link rel="preload" href="/api/v3/ping?include=user" as="fetch" crossorigin="anonymous">',
    );
  });

  it('preloads a signed-in page’s first calls where its address tells which, and nothing for a visit without a session', async () => {
    const home = '0b9f3c1e-2a4d-4c5e-9f10-1a2b3c4d5e6f';
    const preloads = async (url: string, cookie: boolean) => {
      const client = ctx.client();
      if (cookie) client.cookies.set('hearth_session', 'abc');
      const { body } = await client.get(url);
      return [...body.matchAll(/<link rel="preload" href="([^"]*)" as="fetch" crossorigin="anonymous">/g)].map(
        ([, href]) => (href ?? '').replaceAll('&#38;', '&'),
      );
    };
    // The list's first page with its defaults, and a calendar's home: the web's own URLs (its tests hold them).
    expect(await preloads('/properties', true)).toEqual([
      '/api/v3/ping?include=user',
      '/api/v3/search?page%5Bnumber%5D=1&page%5Bsize%5D=25&filters%5Btype%5D=property&filters%5BpropertyStatuses%5D=onboarding%2Cactive%2Coffboarding',
    ]);
    expect(await preloads(`/properties/${home}?month=3&year=2026`, true)).toEqual([
      '/api/v3/ping?include=user',
      expect.stringMatching(new RegExp(`^/api/v3/properties/${home}\\?include=address%2C`)),
    ]);
    // A list with its own query, another page under /properties, or no session: nothing but what was there before.
    expect(await preloads('/properties?sort=name', true)).toEqual(['/api/v3/ping?include=user']);
    expect(await preloads('/properties/timeline', true)).toEqual(['/api/v3/ping?include=user']);
    expect(await preloads('/properties', false)).toEqual([]);
  });

  it('names the scripts of the list and of a calendar in a signed-in page, beyond those the entry names itself', async () => {
    const hints = async (url: string, cookie: boolean) => {
      const client = ctx.client();
      if (cookie) client.cookies.set('hearth_session', 'abc');
      const { body } = await client.get(url);
      return [
        ...body.matchAll(/<link rel="(modulepreload|preload)"(?: crossorigin)? href="([^"]*)"(?: as="style")?>/g),
      ].map(([, rel, href]) => `${rel} ${href}`);
    };
    const shell = ['modulepreload /assets/app-layout-1.js', 'preload /assets/app-layout-1.css'];
    expect(await hints('/properties/0b9f3c1e-2a4d-4c5e-9f10-1a2b3c4d5e6f', true)).toEqual([
      ...shell,
      'modulepreload /assets/mantine-1.js',
      'modulepreload /assets/calendar-screen-1.js',
      'modulepreload /assets/first-data-1.js',
    ]);
    expect(await hints('/properties?sort=name', true)).toEqual([
      ...shell,
      'modulepreload /assets/mantine-1.js',
      'modulepreload /assets/properties-screen-1.js',
      'modulepreload /assets/first-data-1.js',
      'modulepreload /assets/first-page-1.js',
    ]);
    // Another page, or no session (the sign-in form is in the entry): nothing named.
    expect(await hints('/properties/timeline', true)).toEqual([]);
    expect(await hints('/reservations', true)).toEqual([]);
    expect(await hints('/properties', false)).toEqual([]);
  });

  it('shows a calendar’s home in the frame to a caller whose scope reaches it, and to no one else', async () => {
    const homesOf = async (client: Awaited<ReturnType<TestContext['signedIn']>>) => {
      const reply = await client.get('/api/v3/search?page[size]=100');
      return (reply.json() as { data: { id: string; attributes: { name: string } }[] }).data;
    };
    const owner = await ctx.signedIn('owner');
    const staff = await ctx.signedIn('staff');
    const owned = await homesOf(owner);
    const [own] = owned;
    const other = (await homesOf(staff)).find((home) => !owned.some((mine) => mine.id === home.id));
    if (!own || !other) throw new Error('the demo has no home of the owner, or none beside theirs');
    const nameIn = (body: string) => /<span class="boot-name">([^<]*)<\/span>/.exec(body)?.[1] ?? null;
    const escaped = (name: string) => name.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

    const page = await owner.get(`/properties/${own.id}?month=3&year=2026`);
    expect(nameIn(page.body)).toBe(escaped(own.attributes.name));
    // It takes the title line's place, and the page stays out of shared caches.
    expect(page.body).not.toContain('boot-title');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // Another owner's home, a home that does not exist, another page, or a cookie that is no session: the plain frame.
    expect(nameIn((await owner.get(`/properties/${other.id}`)).body)).toBeNull();
    expect(nameIn((await owner.get('/properties/0b9f3c1e-2a4d-4c5e-9f10-1a2b3c4d5e6f')).body)).toBeNull();
    expect(nameIn((await owner.get(`/properties/${own.id}/details`)).body)).toBeNull();
    const stranger = ctx.client();
    stranger.cookies.set('hearth_session', 'abc');
    const strangerPage = await stranger.get(`/properties/${own.id}`);
    expect(nameIn(strangerPage.body)).toBeNull();
    expect(strangerPage.body).toContain('boot-title');
    expect(nameIn((await staff.get(`/properties/${other.id}`)).body)).toBe(escaped(other.attributes.name));
  });

  it('preloads a calendar’s calls for its days as the caller’s roles make them, for the bare address only', async () => {
    const owner = await ctx.signedIn('owner');
    const staff = await ctx.signedIn('staff');
    const [own] = ((await (await owner.get('/api/v3/search?page[size]=1')).json()) as { data: { id: string }[] }).data;
    if (!own) throw new Error('the demo has no home of the owner');
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map(([, href]) =>
        href!.replaceAll('&#38;', '&'),
      );
    const home = await staff.get(`/api/v3/properties/${own.id}`);
    const { timezone } = (home.json() as { data: { attributes: { timezone: string } } }).data.attributes;
    const year = Number(todayIn(timezone).slice(0, 4));
    const window = calendarLoadWindow(year);

    const staffPage = preloads((await staff.get(`/properties/${own.id}`)).body);
    const staffCalls = calendarWindowCalls(own.id, year, { roles: ['ROLE_STAFF'] });
    expect(staffCalls.map((url) => url.split('?')[0])).toEqual([
      `/api/v3/properties/${own.id}/bookings`,
      `/api/v3/properties/${own.id}/rates`,
      `/api/v3/properties/${own.id}/events`,
      '/api/v3/property-tasks',
    ]);
    expect(staffPage).toEqual(expect.arrayContaining(staffCalls));
    // Each preloaded call answers the caller: the browser would otherwise hold an error for the screen.
    for (const url of staffCalls) expect((await staff.get(url)).statusCode).toBe(200);
    expect(staffCalls[0]).toContain(`from=${window.from}&to=${window.to}`);
    // An owner's calendar asks for the bookings only (no rates, events or tasks), without notes.
    const ownerCalls = calendarWindowCalls(own.id, year, { roles: ['ROLE_OWNER'] });
    expect(ownerCalls).toHaveLength(1);
    expect(ownerCalls[0]).toMatch(/include=resources$/);
    expect(
      preloads((await owner.get(`/properties/${own.id}`)).body).filter((url) => url.includes('/bookings')),
    ).toEqual(ownerCalls);
    expect((await owner.get(ownerCalls[0]!)).statusCode).toBe(200);
    // An address that picks its own month or stay, or a home out of the caller's scope: no calls for the days.
    const days = (body: string) => preloads(body).filter((url) => /bookings|rates|events|tasks/.test(url));
    expect(days((await staff.get(`/properties/${own.id}?month=3&year=2026`)).body)).toEqual([]);
    expect(days((await owner.get('/properties/0b9f3c1e-2a4d-4c5e-9f10-1a2b3c4d5e6f')).body)).toEqual([]);
  });

  it('writes a home name and a product name as text, whatever they hold', () => {
    const page = withBootData(
      '<div id="boot"><span class="boot-product"></span><div class="boot-line boot-title"></div></div>',
      {
        config: {
          productName: "Stays $' & co",
          environment: 'demo',
          demo: true,
          faqUrl: '',
          supportHost: 'x',
          paymentMode: 'manual',
        },
        signedIn: true,
      },
      undefined,
      [],
      { name: '<b>Villa</b> $& $` 1', windowCalls: [] },
    );
    expect(page).toContain('<span class="boot-product">Stays $&#39; &#38; co</span>');
    expect(page).toContain('<span class="boot-name">&#60;b&#62;Villa&#60;/b&#62; $&#38; $` 1</span>');
  });

  it('cannot be made to close its boot script by a configured value', () => {
    const page = withBootData('<div id="boot"><span class="boot-product"></span></div>', {
      config: {
        productName: '</script><script>alert(1)</script>',
        environment: 'demo',
        demo: true,
        faqUrl: '',
        supportHost: 'x',
        paymentMode: 'manual',
      },
      signedIn: false,
    });
    expect(page).not.toContain('</script><script>');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain('<span class="boot-product">&#60;/script&#62;&#60;script&#62;alert(1)');
  });

  it('keeps the build stamp and other dotfiles to itself', async () => {
    const response = await ctx.client().get('/.build-hash');
    expect(response.body).not.toContain('f00d');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves a file built after the server started, without a restart', async () => {
    await writeFile(path.join(dist, 'assets', 'later-def456.js'), 'console.log("rebuilt")');
    const response = await ctx.client().get('/assets/later-def456.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('rebuilt');
  });

  it('sends the brotli copy the build wrote to a browser that takes brotli, and the file itself to one that does not', async () => {
    const brotli = await ctx.client().request({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(brotliCompressSync('console.log("hearth")'))).toBe(true);
    const plain = await ctx
      .client()
      .request({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("hearth")');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await ctx.client().get('/assets/entry-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a JSON 404 for an unknown API path and a missing asset is not the app page', async () => {
    const api = await ctx.client().get('/api/v3/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].code).toBe('NOT_FOUND');
    const asset = await ctx.client().get('/assets/missing-999.js');
    expect(asset.statusCode).toBe(404);
  });
});
