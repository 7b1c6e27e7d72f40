import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HTTP, ZFileParams, ZFileQuery } from '@hearth/domain';
import { AppError } from '../../lib/app-error';

const notFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'This file link is invalid or has expired.' });

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/files/:key',
    {
      // The signature is the authorisation: links are made for a signed-in caller and expire in 15 minutes.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A stored file, by signed URL',
        params: ZFileParams,
        querystring: ZFileQuery,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { expires, signature } = request.query;
      if (!app.blob.verifySignature({ key, expires, signature })) throw notFound();
      const stored = await app.blob.get(key);
      if (!stored) throw notFound();
      const filename = stored.meta.filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('Content-Type', stored.meta.contentType)
        .header('Content-Disposition', `inline; filename="${filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=900')
        .send(stored.body);
    },
  );
};
