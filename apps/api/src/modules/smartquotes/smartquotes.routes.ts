import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams,
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
import { createSmartquote } from './create-smartquote.service';
import { findSmartquotes } from './find-smartquotes';
import { getSmartquote } from './get-smartquote';
import { publishSmartquote } from './publish-smartquote.service';
import { createSmartquotePhotoUpload } from './smartquote-photo-url';
import { updateSmartquote } from './update-smartquote.service';

/**
 * SmartQuote calls (spec 002 §7, issue 16): the list, the wizard's create and updates, the overview, the photo upload
 * and publishing. Every call is `smartquote:use` (admin, staff, licensee); which quotes a caller reaches is
 * access/smartquote-scope.ts (a licensee: their company's; others answer 404).
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
      return { data: { attributes: await createSmartquotePhotoUpload({ blob: app.blob, type: request.query.type }) } };
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
};
