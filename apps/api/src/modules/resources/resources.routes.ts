import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HTTP,
  ZCreateDocumentRequest,
  ZCreateNewsletterRequest,
  ZDocumentDocument,
  ZDocumentsQuery,
  ZDocumentsResponse,
  ZDocumentUploadRequest,
  ZDocumentUploadResponse,
  ZFormsResponse,
  ZIdParams,
  ZNewsletterDocument,
  ZNewslettersResponse,
  ZUpdateNewsletterRequest,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { createDocument } from './create-document';
import { createDocumentUpload } from './create-document-upload';
import { createNewsletter } from './create-newsletter';
import { deleteDocument } from './delete-document';
import { deleteNewsletter } from './delete-newsletter';
import { findDocuments } from './find-documents';
import { findForms } from './find-forms';
import { findNewsletters } from './find-newsletters';
import { updateNewsletter } from './update-newsletter';

/**
 * Resources: the documents tree, forms and newsletters (docs/product/resources.md#who-uses-it, #calls; issue 17 item 3). Everyone who
 * opens /resources reads documents and newsletters (resource:list); forms are the licensee's (form:read); staff and
 * admin manage documents; marketing and admin publish newsletters, whose refusals carry the spec's messages.
 */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['resources'];

  app.get(
    '/api/v3/documents',
    {
      config: { access: { action: 'resource:list' } },
      schema: {
        tags,
        summary: 'The documents as a tree (or flat), folders first; search keeps the matches’ folders',
        querystring: ZDocumentsQuery,
        response: { 200: ZDocumentsResponse },
      },
    },
    async (request) => findDocuments({ db: app.db, blob: app.blob, query: request.query }),
  );

  app.post(
    '/api/v3/documents/upload-url',
    {
      config: { access: { action: 'document:manage' } },
      schema: {
        tags,
        summary: 'Where to PUT one PDF or image (signed, 15 minutes, at most 20 MB) and the key to save it under',
        body: ZDocumentUploadRequest,
        response: { 200: ZDocumentUploadResponse },
      },
    },
    async (request) => createDocumentUpload({ blob: app.blob, body: request.body }),
  );

  app.post(
    '/api/v3/documents',
    {
      config: { access: { action: 'document:manage' } },
      schema: {
        tags,
        summary: 'A new folder, or an uploaded file saved into a folder',
        body: ZCreateDocumentRequest,
        response: { 201: ZDocumentDocument },
      },
    },
    async (request, reply) => {
      const created = await createDocument({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        body: request.body,
      });
      return reply.status(HTTP.created).send(created);
    },
  );

  app.delete(
    '/api/v3/documents/:id',
    {
      config: { access: { action: 'document:manage', object: 'document' } },
      schema: {
        tags,
        summary: 'Delete a file, or an empty folder (409 while it holds anything)',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteDocument({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
      });
      return reply.status(HTTP.noContent).send(null);
    },
  );

  app.get(
    '/api/v3/forms',
    {
      config: { access: { action: 'form:read' } },
      schema: { tags, summary: 'The forms licensees fill in, in order', response: { 200: ZFormsResponse } },
    },
    async () => findForms({ db: app.db, blob: app.blob }),
  );

  app.get(
    '/api/v3/newsletters',
    {
      config: { access: { action: 'resource:list' } },
      schema: { tags, summary: 'Newsletters, newest first', response: { 200: ZNewslettersResponse } },
    },
    async () => findNewsletters({ db: app.db }),
  );

  app.post(
    '/api/v3/newsletters',
    {
      config: { access: { action: 'newsletter:create' } },
      schema: {
        tags,
        summary: 'Add a newsletter (marketing or admin): title (at most 23 characters) and URL required',
        body: ZCreateNewsletterRequest,
        response: { 201: ZNewsletterDocument },
      },
    },
    async (request, reply) => {
      const created = await createNewsletter({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        body: request.body,
      });
      return reply.status(HTTP.created).send(created);
    },
  );

  app.patch(
    '/api/v3/newsletters/:id',
    {
      config: { access: { action: 'newsletter:update', object: 'newsletter' } },
      schema: {
        tags,
        summary: 'Change a newsletter’s title, URL or hero image (marketing or admin)',
        params: ZIdParams,
        body: ZUpdateNewsletterRequest,
        response: { 200: ZNewsletterDocument },
      },
    },
    async (request) =>
      updateNewsletter({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        body: request.body,
      }),
  );

  app.delete(
    '/api/v3/newsletters/:id',
    {
      config: { access: { action: 'newsletter:delete', object: 'newsletter' } },
      schema: {
        tags,
        summary: 'Delete a newsletter (marketing or admin); 404 ‘Sorry, there is an error’ for an unknown id',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteNewsletter({ db: app.db, caller: signedInCaller(request.sessionUser), id: request.params.id });
      return reply.status(HTTP.noContent).send(null);
    },
  );
};
