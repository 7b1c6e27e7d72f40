import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ICAL_LIMITS,
  ZCreateIcalFeedRequest,
  ZIcalExportParams,
  ZIcalFeedDocument,
  ZIcalFeedIdParams,
  ZIcalFeedsResponse,
  ZIcalImportIdParams,
  ZIcalImportResponse,
  ZIcalUploadBody,
  ZIdParams,
  ZRotateIcalExportResponse,
} from '@hearth/domain';
import { actorOf } from '../../lib/audit';
import { signedInCaller } from '../../lib/signed-in';
import { scopeCallerOf } from '../../access/scope';
import { ICAL_EXPORT_PATH } from '../../common/ical/ical-export-url';
import { createIcalFeed } from './create-ical-feed';
import { deleteIcalFeed } from './delete-ical-feed';
import { exportIcal } from './export-ical';
import { findIcalFeeds } from './find-ical-feeds';
import { getIcalImport } from './get-ical-import';
import { DEFAULT_FEED_FETCH_POLICY, type FeedFetchPolicy } from '../../common/ical/ical-fetch';
import { rotateIcalExport } from './rotate-ical-export';
import { syncIcalFeed } from './sync-ical-feed';
import { uploadIcalFeed } from './upload-ical-feed';

export type IcalModuleOptions = {
  /** Where feeds may be fetched from; tests serve a feed over http from 127.0.0.1. */
  feedFetchPolicy?: FeedFetchPolicy;
};

/**
 * iCal export (a secret public URL per property) and import (channel calendars as blocking events), issue 4
 * item 9. Export and feeds are for admin, staff and licensees, on properties in their scope.
 */
export const icalModule =
  (options: IcalModuleOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const policy = options.feedFetchPolicy ?? DEFAULT_FEED_FETCH_POLICY;
    const onProperty = { action: 'ical:manage', object: 'property' } as const;
    const onFeed = { action: 'ical:manage', object: 'ical-feed' } as const;
    /** The database, the caller's scope and the audit actor: what every signed-in call here passes on. */
    const who = (request: { sessionUser: Parameters<typeof signedInCaller>[0] }) => {
      const caller = signedInCaller(request.sessionUser);
      return { db: app.db, caller: scopeCallerOf(caller), actor: actorOf(caller) };
    };
    const tags = ['calendar'];
    /** Imports run after their call has answered. */
    const background = { background: app.background, log: app.log };

    // Uploads arrive as the .ics text itself; this parser is scoped to this plugin.
    app.addContentTypeParser(
      'text/calendar',
      { parseAs: 'string', bodyLimit: ICAL_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );

    app.get(
      `${ICAL_EXPORT_PATH}/:token.ics`,
      {
        // The 256-bit token in the path is the credential: calendar clients cannot sign in.
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A property’s booked and blocked nights as iCal (text/calendar), by secret token',
          params: ZIcalExportParams,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const text = await exportIcal({
          db: app.db,
          token: request.params.token,
          publicUrl: app.config.publicUrl,
          productName: (await app.brand.read()).productName,
        });
        return reply
          .header('Content-Type', 'text/calendar; charset=utf-8')
          .header('Cache-Control', 'private, max-age=300')
          .header('Content-Disposition', 'inline; filename="calendar.ics"')
          .send(text);
      },
    );

    app.post(
      '/api/v3/properties/:id/ical-export/rotate',
      {
        config: { access: onProperty },
        schema: {
          tags,
          summary: 'Replace the property’s iCal export URL; the old one stops working',
          params: ZIdParams,
          response: { 200: ZRotateIcalExportResponse },
        },
      },
      async (request) =>
        rotateIcalExport({ ...who(request), propertyId: request.params.id, publicUrl: app.config.publicUrl }),
    );

    app.get(
      '/api/v3/properties/:id/ical-feeds',
      {
        config: { access: onProperty },
        schema: {
          tags,
          summary: 'Channel calendars imported into this property',
          params: ZIdParams,
          response: { 200: ZIcalFeedsResponse },
        },
      },
      async (request) => findIcalFeeds({ ...who(request), propertyId: request.params.id }),
    );

    app.post(
      '/api/v3/properties/:id/ical-feeds',
      {
        config: { access: onProperty },
        schema: {
          tags,
          summary: 'Add a channel calendar (an https URL, or none to import uploaded files only)',
          params: ZIdParams,
          body: ZCreateIcalFeedRequest,
          response: { 201: ZIcalFeedDocument },
        },
      },
      async (request, reply) => {
        const data = await createIcalFeed({
          ...who(request),
          propertyId: request.params.id,
          attributes: request.body.data.attributes,
        });
        return reply.status(201).send({ data });
      },
    );

    app.delete(
      '/api/v3/ical-feeds/:feedId',
      {
        config: { access: onFeed },
        schema: {
          tags,
          summary: 'Remove a channel calendar and the blocks it imported',
          params: ZIcalFeedIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteIcalFeed({
          ...who(request),
          feedId: request.params.feedId,
        });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v3/ical-feeds/:feedId/sync',
      {
        config: { access: onFeed },
        schema: {
          tags,
          summary: 'Fetch the channel calendar now and import it, as a job: 202 with the running import',
          params: ZIcalFeedIdParams,
          response: { 202: ZIcalImportResponse },
        },
      },
      async (request, reply) => {
        const started = await syncIcalFeed({ ...who(request), ...background, feedId: request.params.feedId, policy });
        return reply.status(202).send(started);
      },
    );

    app.post(
      '/api/v3/ical-feeds/:feedId/upload',
      {
        config: { access: onFeed },
        schema: {
          tags,
          summary: `Import the channel calendar from its .ics text (Content-Type: text/calendar, at most 1 MB and ${ICAL_LIMITS.maxEvents} events), as a job: 202 with the running import`,
          params: ZIcalFeedIdParams,
          body: ZIcalUploadBody,
          response: { 202: ZIcalImportResponse },
        },
      },
      async (request, reply) => {
        const started = await uploadIcalFeed({
          ...who(request),
          ...background,
          feedId: request.params.feedId,
          text: request.body,
        });
        return reply.status(202).send(started);
      },
    );

    app.get(
      '/api/v3/ical-imports/:importId',
      {
        config: { access: { action: 'ical:manage', object: 'ical-import' } },
        schema: {
          tags,
          summary: 'An import’s progress while it runs, and its outcome for each event once finished',
          params: ZIcalImportIdParams,
          response: { 200: ZIcalImportResponse },
        },
      },
      async (request) => getIcalImport({ ...who(request), importId: request.params.importId }),
    );
  };

export const icalRoutes = icalModule();
