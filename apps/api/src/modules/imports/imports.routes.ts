import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CSV_IMPORT,
  CSV_MESSAGES,
  IMPORT_ERROR_CODES,
  IMPORT_KINDS,
  ZImportCheckResponse,
  ZImportDocument,
  ZImportParams,
  ZImportQuery,
} from '@hearth/domain';
import { IMPORT_ACTION } from '../../access/import-scope';
import { AppError } from '../../lib/app-error';
import { signedInCaller } from '../../lib/signed-in';
import { getImport } from './get-import';
import { getImportTemplate } from './get-import-template';
import { importBookings } from './import-bookings';
import { importHomes } from './import-homes';

const SUMMARIES = {
  homes:
    'Homes from CSV (text/csv), keyed on their code: preview=true checks every row, false imports them all or none',
  bookings:
    'Bookings to come from CSV (text/csv), keyed on channel and reference: preview=true checks every row, false imports them all or none',
} as const;

/** A file over the limit is refused before it is read, in the product's words rather than the framework's. */
const refuseLargeFile = async (request: FastifyRequest) => {
  if (Number(request.headers['content-length'] ?? 0) > CSV_IMPORT.bytesMax) {
    throw new AppError({ status: 413, code: IMPORT_ERROR_CODES.tooLarge, detail: CSV_MESSAGES.tooLarge });
  }
};

/** Homes and bookings from another system as CSV (docs/product/imports.md#calls). */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['imports'];

  // The file's bytes as they are: the import checks their encoding itself (lib/csv-file.ts).
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: CSV_IMPORT.bytesMax }, (_request, body, done) =>
    done(null, body),
  );

  for (const kind of IMPORT_KINDS) {
    const action = IMPORT_ACTION[kind];
    app.get(
      `/api/v3/imports/${kind}/template`,
      {
        config: { access: { action } },
        schema: { tags, summary: `The ${kind} template: its columns and one example row, as CSV UTF-8` },
      },
      async (_request, reply) => {
        const { filename, text } = getImportTemplate(kind);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .header('Cache-Control', 'no-store')
          .send(text);
      },
    );

    app.post(
      `/api/v3/imports/${kind}`,
      {
        config: { access: { action } },
        bodyLimit: CSV_IMPORT.bytesMax,
        preParsing: refuseLargeFile,
        schema: {
          tags,
          summary: SUMMARIES[kind],
          querystring: ZImportQuery,
          response: { 200: ZImportCheckResponse, 202: ZImportDocument },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const answer = await (kind === 'homes' ? importHomes : importBookings)({
          db: app.db,
          caller: signedInCaller(request.sessionUser),
          body: Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : ''),
          preview: request.query.preview,
          background: app.background,
          log: app.log,
        });
        return reply.code(answer.status).send(answer.body);
      },
    );
  }

  app.get(
    '/api/v3/imports/:id',
    {
      config: { access: { action: 'import:use', object: 'import' } },
      schema: {
        tags,
        summary: 'An import: how far it has got (done of total rows), or how it ended',
        params: ZImportParams,
        response: { 200: ZImportDocument },
      },
    },
    async (request) => getImport({ db: app.db, caller: signedInCaller(request.sessionUser), id: request.params.id }),
  );
};
