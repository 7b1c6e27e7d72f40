import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicSmartquote } from '@hearth/domain';
import { getPublicQuote, getPublicQuotePdf, limitPublicQuoteCalls } from './public-quote.service';

/**
 * Any text: a token that is not one of ours (malformed ones included) answers the same 404 as an unknown or
 * unpublished one, never a 400 that would tell them apart. The service checks its form.
 */
const ZTokenParams = z.object({ token: z.string() });
/** An owner's figures: neither the browser nor any proxy keeps a copy. */
const NO_STORE = 'private, no-store';

/** A published quote's public page and PDF, by token, without a session (issue 16 item 2). */
export const publicQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['smartquotes'];

  app.get(
    '/api/public/smartquotes/:token',
    {
      // The 256-bit token in the path is the credential: the owner who receives the link has no account.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published quote as its owner sees it: branding, home, offer, forecast and evidence',
        params: ZTokenParams,
        response: { 200: ZPublicSmartquote },
      },
    },
    async (request, reply) => {
      await limitPublicQuoteCalls({ db: app.db, ip: request.ip });
      const page = await getPublicQuote({ db: app.db, blob: app.blob, token: request.params.token });
      void reply.header('Cache-Control', NO_STORE);
      return page;
    },
  );

  app.get(
    '/api/public/smartquotes/:token/pdf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The same published quote as an A4 PDF',
        params: ZTokenParams,
      },
    },
    async (request, reply) => {
      await limitPublicQuoteCalls({ db: app.db, ip: request.ip });
      const { fileName, pdf } = await getPublicQuotePdf({ db: app.db, blob: app.blob, token: request.params.token });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', NO_STORE)
        .send(pdf);
    },
  );
};
