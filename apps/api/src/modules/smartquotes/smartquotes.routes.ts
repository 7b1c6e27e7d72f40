import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZPublicSmartquote,
  ZSmartquoteCreateBody,
  ZSmartquoteDocument,
  ZSmartquoteIncludeQuery,
  ZSmartquotePhotoUrlQuery,
  ZSmartquotePhotoUrlResponse,
  ZSmartquotesQuery,
  ZSmartquotesResponse,
  ZSmartquoteUpdateBody,
} from '@hearth/domain';
import { scopeCallerOf } from '../../access/scope';
import { findSmartquoteInScope } from '../../access/smartquote-scope';
import { signedInCaller } from '../../lib/signed-in';
import type { SessionUser } from '../../types';
import { createSmartquote } from './create-smartquote';
import { createSmartquotePhotoUpload } from './create-smartquote-photo-upload';
import { findSmartquotes } from './find-smartquotes';
import { getPublicQuote } from './get-public-quote';
import { getPublicQuotePdf } from './get-public-quote-pdf';
import { getSmartquote } from './get-smartquote';
import { publishSmartquote } from './publish-smartquote';
import { presentSmartquotePhotoUpload } from './smartquotes.presenter';
import { updateSmartquote } from './update-smartquote';

/**
 * Any text: a token that is not one of ours (malformed ones included) answers the same 404 as an unknown or
 * unpublished one, never a 400 that would tell them apart. The operation checks its form.
 */
const ZTokenParams = z.object({ token: z.string() });
/** An owner's figures: neither the browser nor any proxy keeps a copy. */
const NO_STORE = 'private, no-store';

/**
 * SmartQuote calls (docs/product/smartquotes.md#calls, issue 16): the list, the wizard's create and updates, the overview, the photo upload
 * and publishing. Every call is `smartquote:use` (admin, staff, licensee); which quotes a caller reaches is
 * access/smartquote-scope.ts (a licensee: their company's; others answer 404). Then a published quote's public page
 * and PDF, by token, without a session (issue 16 item 2).
 */
export const smartquotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['smartquotes'];
  const onQuote = { action: 'smartquote:use', object: 'smartquote' } as const;
  const deps = (caller: SessionUser) => ({ db: app.db, blob: app.blob, config: app.config, caller, now: new Date() });
  const target = (caller: SessionUser, id: string) => findSmartquoteInScope(app.db, scopeCallerOf(caller), id);
  const overviewAsked = (query: { include: string[] }) => query.include.includes('overview');

  app.get(
    '/api/v3/smartquotes',
    {
      config: { access: { action: 'smartquote:use' } },
      schema: {
        tags,
        summary: 'Quotes: search by address, sort, pages of 25 with totals (a licensee: their company’s)',
        querystring: ZSmartquotesQuery,
        response: { 200: ZSmartquotesResponse },
      },
    },
    async (request) => {
      const q = request.query;
      return findSmartquotes({
        ...deps(signedInCaller(request.sessionUser)),
        address: q.address,
        sort: q.sort,
        page: { number: q['page[number]'], size: q['page[size]'] },
      });
    },
  );

  app.post(
    '/api/v3/smartquotes',
    {
      config: { access: { action: 'smartquote:use' } },
      schema: {
        tags,
        summary: 'Create a quote (the address step): the company, the address, anything else already known',
        querystring: ZSmartquoteIncludeQuery,
        body: ZSmartquoteCreateBody,
        response: { 201: ZSmartquoteDocument },
      },
    },
    async (request, reply) => {
      const options = deps(signedInCaller(request.sessionUser));
      const quote = await createSmartquote({ ...options, body: request.body });
      const document = await getSmartquote({ ...options, quote, includeOverview: overviewAsked(request.query) });
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/api/v3/smartquotes/:id',
    {
      config: { access: onQuote },
      schema: {
        tags,
        summary: 'A quote; with include=overview its forecast, evidence and accuracy',
        params: ZIdParams,
        querystring: ZSmartquoteIncludeQuery,
        response: { 200: ZSmartquoteDocument },
      },
    },
    async (request) => {
      const options = deps(signedInCaller(request.sessionUser));
      const quote = await target(options.caller, request.params.id);
      return getSmartquote({ ...options, quote, includeOverview: overviewAsked(request.query) });
    },
  );

  app.patch(
    '/api/v3/smartquotes/:id',
    {
      config: { access: onQuote },
      schema: {
        tags,
        summary: 'Update a quote: property (address checked as a whole), settings, owner, photo, onboarded home',
        params: ZIdParams,
        querystring: ZSmartquoteIncludeQuery,
        body: ZSmartquoteUpdateBody,
        response: { 200: ZSmartquoteDocument },
      },
    },
    async (request) => {
      const options = deps(signedInCaller(request.sessionUser));
      const current = await target(options.caller, request.params.id);
      const quote = await updateSmartquote({ ...options, quote: current, body: request.body });
      return getSmartquote({ ...options, quote, includeOverview: overviewAsked(request.query) });
    },
  );

  app.get(
    '/api/v3/smartquotes/:id/photo-url',
    {
      config: { access: onQuote },
      schema: {
        tags,
        summary: 'Where to PUT the property photo (jpg, jpeg or png; 15 minutes, 20 MB) and the key to save',
        params: ZIdParams,
        querystring: ZSmartquotePhotoUrlQuery,
        response: { 200: ZSmartquotePhotoUrlResponse },
      },
    },
    async (request) => {
      await target(signedInCaller(request.sessionUser), request.params.id);
      return presentSmartquotePhotoUpload(
        await createSmartquotePhotoUpload({ blob: app.blob, type: request.query.type }),
      );
    },
  );

  app.post(
    '/api/v3/smartquotes/:id/publish',
    {
      config: { access: onQuote },
      schema: {
        tags,
        summary: 'Publish a complete quote (address, rent, both fees, owner): its public page opens',
        params: ZIdParams,
        querystring: ZSmartquoteIncludeQuery,
        // Nothing to send; an empty object is fine, anything in it is not.
        body: z.object({}).strict().nullish(),
        response: { 200: ZSmartquoteDocument },
      },
    },
    async (request) => {
      const options = deps(signedInCaller(request.sessionUser));
      const current = await target(options.caller, request.params.id);
      const quote = await publishSmartquote({ ...options, quote: current });
      return getSmartquote({ ...options, quote, includeOverview: overviewAsked(request.query) });
    },
  );

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
      const page = await getPublicQuote({ db: app.db, blob: app.blob, ip: request.ip, token: request.params.token });
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
      const { fileName, pdf } = await getPublicQuotePdf({
        db: app.db,
        blob: app.blob,
        ip: request.ip,
        token: request.params.token,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', NO_STORE)
        .send(pdf);
    },
  );
};
