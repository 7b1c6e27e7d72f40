import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HTTP, UPLOAD_MAX_BYTES, ZFileParams, ZFileQuery, ZFileUploadQuery } from '@hearth/domain';
import { getFile } from './get-file';
import { uploadFile } from './upload-file';

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
      const opened = await getFile({ blob: app.blob, key: request.params.key, ...request.query });
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
      await uploadFile({
        db: app.db,
        blob: app.blob,
        grant: { key: request.params.key, ...request.query },
        body: request.body,
        sentType: request.headers['content-type']?.split(';')[0]?.trim().toLowerCase(),
      });
      return reply.status(HTTP.noContent).send();
    },
  );
};
