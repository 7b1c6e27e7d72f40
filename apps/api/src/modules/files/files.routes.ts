import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_MESSAGES, HTTP, UPLOAD_MAX_BYTES, ZFileParams, ZFileQuery, ZFileUploadQuery } from '@hearth/domain';
import { AppError } from '../../lib/app-error';

const notFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'This file link is invalid or has expired.' });

/** The only types a signed upload may name: raster images (logos, photos) and PDF (manuals). Never SVG or HTML. */
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Uploads arrive as the file's bytes; this parser is scoped to this plugin.
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/v1/files/:key',
    {
      // The signature is the authorisation: links are made for a signed-in caller and expire in 15 minutes.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A stored file, by signed URL (on S3: a redirect to a presigned URL)',
        params: ZFileParams,
        querystring: ZFileQuery,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { expires, signature } = request.query;
      if (!app.blob.verifySignature({ key, expires, signature })) throw notFound();
      const opened = await app.blob.open(key);
      if (!opened) throw notFound();
      // S3: a freshly presigned GET of 15 minutes; the browser caches this answer no longer than that link lives.
      if (opened.kind === 'redirect') {
        return reply.header('Cache-Control', 'private, max-age=300').redirect(opened.url, 302);
      }
      const stored = opened.blob;
      const filename = stored.meta.filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('Content-Type', stored.meta.contentType)
        .header('Content-Disposition', `inline; filename="${filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=900')
        .send(stored.body);
    },
  );

  app.put(
    '/api/v1/files/:key',
    {
      // The signature is the authorisation (a signed upload URL made for a caller allowed to upload there, 15 minutes);
      // the content type, size and magic bytes must all be the ones it was made for.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'Upload one file to a signed upload URL',
        params: ZFileParams,
        querystring: ZFileUploadQuery,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const grant = { key, ...request.query };
      if (!app.blob.verifyUploadSignature(grant)) {
        throw new AppError({ status: HTTP.forbidden, code: 'UPLOAD_LINK_INVALID', detail: FILE_MESSAGES.linkInvalid });
      }
      const body = request.body;
      const sentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (!Buffer.isBuffer(body) || sentType !== grant.contentType) {
        throw new AppError({ status: 415, code: 'UPLOAD_WRONG_TYPE', detail: FILE_MESSAGES.wrongType });
      }
      if (body.length > grant.maxBytes) {
        throw new AppError({ status: 413, code: 'UPLOAD_TOO_LARGE', detail: FILE_MESSAGES.tooLarge });
      }
      // The bytes must be what the name and header claim: a script renamed .png is refused.
      const sniffed = await fileTypeFromBuffer(body);
      if (sniffed?.mime !== grant.contentType) {
        throw new AppError({ status: 415, code: 'UPLOAD_WRONG_TYPE', detail: FILE_MESSAGES.wrongType });
      }
      // One file per link: a link replayed within its 15 minutes cannot swap the bytes of a file already in use.
      if (await app.blob.get(key)) {
        throw new AppError({
          status: HTTP.conflict,
          code: 'UPLOAD_ALREADY_DONE',
          detail: FILE_MESSAGES.alreadyUploaded,
        });
      }
      await app.blob.putAt(key, { body, contentType: grant.contentType, filename: `${key}.${sniffed.ext}` });
      return reply.status(HTTP.noContent).send();
    },
  );
};
