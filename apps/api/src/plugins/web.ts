import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { sendNotFound } from './error-handler';

/** apps/web/dist, found from this file so the server works from any working directory. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hearth</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>`;

const sendAppPage = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

/** Serves the built SPA, answers index.html for every other GET (client routing), and JSON 404s under /api. */
export const webPlugin = fp<{ distDir?: string }>(
  async (app, options) => {
    const dist = options.distDir ?? WEB_DIST;
    const built = existsSync(path.join(dist, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: dist,
        // A wildcard route reads the folder on each request, so a rebuild is served without a restart.
        index: false,
        // Nothing in dist/ that starts with a dot is for the browser (the build stamp, scripts/build-web.ts).
        dotfiles: 'ignore',
        // Hashed asset names never change; index.html must always be revalidated to pick up new releases.
        setHeaders: (reply, filePath) => {
          void reply.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    // The wildcard route would answer the root folder itself with 403: the root is the app page.
    if (built) app.get('/', { config: { access: 'public' } }, (_request, reply) => sendAppPage(reply));
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
      return sendAppPage(reply);
    });
  },
  { name: 'web' },
);
