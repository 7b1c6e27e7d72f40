import fp from 'fastify-plugin';
import { brandShades, propertyFirstCalls } from '@hearth/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE } from '../lib/cookies';
import { publicConfigOf, type PublicConfig } from '../lib/public-config';
import { bootHome, type BootHome } from './boot-home';
import { sendNotFound } from './error-handler';
import { chunkHints, firstPageModules, type BuildManifest, type ChunkHint } from './web-chunks';

/** apps/web/dist, found from this file so the server works from any working directory. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hearth</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>`;

/** What the first screen needs before any call: the public config, and whether a session cookie came along. */
export type BootData = { config: PublicConfig; signedIn: boolean };

/** The page's address, path and query, as the browser asked for it. */
type PageAddress = { pathname: string; search: string };

/** The app page and its build's manifest (empty when there is none). */
type BuiltPage = { html: string; manifest: BuildManifest };

const readManifest = (dist: string): BuildManifest => {
  const file = path.join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : {};
};

/**
 * index.html and the manifest beside it, read again only when a build replaced the page (the server serves a rebuild
 * without a restart).
 */
const pageReader = (dist: string) => {
  const file = path.join(dist, 'index.html');
  let cached: { mtimeMs: number; page: BuiltPage } | null = null;
  return (): BuiltPage => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, page: { html: readFileSync(file, 'utf8'), manifest: readManifest(dist) } };
    }
    return cached.page;
  };
};

export const SESSION_CHECK_URL = '/api/v3/ping?include=user';

/** Where index.html's static frame shows the product name. */
const PRODUCT_SLOT = '<span class="boot-product"></span>';
/** The page title's line in the frame: a calendar's home shows there as its header will (photo, name, address). */
const TITLE_SLOT = '<div class="boot-line boot-title"></div>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The app page with its boot data: a JSON script (not run, so the CSP's 'self' scripts still hold) that lets the
 * sign-in form show without a config call, a signed-out visit skip the session check, and the static shell in
 * index.html pick the signed-in or the welcome frame and show the product name. `<` is escaped so no value can
 * close the script element.
 */
export const withBootData = (
  html: string,
  boot: BootData,
  address?: PageAddress,
  hints: readonly ChunkHint[] = [],
  home: BootHome | null = null,
): string => {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const frame = boot.signedIn ? 'signed-in' : 'signed-out';
  // With a session cookie the first call is the session check: it starts with the scripts, not after them. The URL
  // is the web's session check (apps/web/src/lib/auth.tsx) exactly, or the browser would fetch it twice. The page's
  // own first calls, where its address tells which (the property list's first page, a calendar's home, and the calls
  // for its days when the server knows the caller and the home), start beside it (issue 33).
  const firstCalls =
    boot.signedIn && address
      ? [...propertyFirstCalls(address.pathname, address.search), ...(home?.windowCalls ?? [])]
      : [];
  const preload = boot.signedIn
    ? [SESSION_CHECK_URL, ...firstCalls]
        .map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous">`)
        .join('')
    : '';
  // The page's own scripts (web-chunks.ts) follow the data: both start before the entry has run.
  const chunks = hints
    .map(({ href, kind }) =>
      kind === 'script'
        ? `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`
        : `<link rel="preload" crossorigin href="${escapeHtml(href)}" as="style">`,
    )
    .join('');
  // The mark in the frame wears the brand colour the header will (its light shade), so nothing changes colour.
  const colour = boot.config.brandColour ? brandShades(boot.config.brandColour).onLight : null;
  const brand = colour ? `<style>.boot-mark svg{background:${colour}}</style>` : '';
  // Inserted through functions: a `$&` or `$'` in a name is text, not a replacement pattern.
  const title = home
    ? `<div class="boot-home"><span class="boot-photo"></span><span class="boot-text"><span class="boot-name">${escapeHtml(home.name)}</span><span class="boot-address"></span></span></div>`
    : TITLE_SLOT;
  return html
    .replace('</head>', `${preload}${chunks}${brand}</head>`)
    .replace(TITLE_SLOT, () => title)
    .replaceAll(PRODUCT_SLOT, () => `<span class="boot-product">${escapeHtml(boot.config.productName)}</span>`)
    .replace(
      '<div id="boot"',
      `<script type="application/json" id="hearth-boot">${json}</script><div id="boot" data-boot="${frame}"`,
    );
};

const addressOf = (url: string): PageAddress => {
  const at = url.indexOf('?');
  return at === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
};

/** Serves the built SPA, answers index.html for every other GET (client routing), and JSON 404s under /api. */
export const webPlugin = fp<{ distDir?: string }>(
  async (app, options) => {
    const dist = options.distDir ?? WEB_DIST;
    const built = existsSync(path.join(dist, 'index.html'));
    const readPage = pageReader(dist);
    const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const boot = {
        config: publicConfigOf(app.config, await app.brand.read()),
        signedIn: Boolean(request.cookies[SESSION_COOKIE]),
      };
      const address = addressOf(request.url);
      const { html, manifest } = readPage();
      const hints = boot.signedIn ? chunkHints(manifest, firstPageModules(address.pathname)) : [];
      const home = boot.signedIn ? await bootHome(app.db, request.cookies[SESSION_COOKIE], address) : null;
      return (
        reply
          // A signed-in page may carry what only its caller may read (a home's name): no shared cache keeps it.
          .header('Cache-Control', boot.signedIn ? 'private, no-cache' : 'no-cache')
          .header('Vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(withBootData(html, boot, address, hints, home))
      );
    };
    if (built) {
      await app.register(fastifyStatic, {
        root: dist,
        // A wildcard route reads the folder on each request, so a rebuild is served without a restart.
        index: false,
        // Nothing in dist/ that starts with a dot is for the browser (the build stamp, scripts/build-web.ts).
        dotfiles: 'ignore',
        // scripts/build-web.ts writes .br and .gz beside each asset: sent as they are to a browser that takes them.
        preCompressed: true,
        // Hashed asset names never change; index.html must always be revalidated to pick up new releases.
        setHeaders: (reply, filePath) => {
          void reply.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    // / and /index.html are the app page with its boot data (the wildcard would answer / with 403, index.html bare).
    if (built) {
      for (const url of ['/', '/index.html']) {
        app.get(url, { config: { access: 'public' } }, (request, reply) => sendAppPage(request, reply));
      }
    }
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return sendNotFound(reply, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendNotFound(reply, 'Not found');
      }
      // A missing hashed asset is an old release's file, not a page: answer 404 so the chunk loader notices.
      if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
      if (!built) return reply.status(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      return sendAppPage(request, reply);
    });
  },
  { name: 'web' },
);
