import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPropertyIdParams,
  ZRatePlanDocument,
  ZRatePlanRequest,
  ZRatesBulkRequest,
  ZRatesBulkResponse,
  ZRatesEditRequest,
  ZRatesExportQuery,
  ZRatesImportQuery,
  ZRatesImportResponse,
  CSV_IMPORT,
  ZRatesEditResponse,
  ZRatesResponse,
  ZWindowQuery,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { bulkEditRates } from './bulk-edit-rates';
import { editRates } from './edit-rates';
import { exportRates } from './export-rates';
import { importRates } from './import-rates';
import { findRates } from './find-rates';
import { getRatePlan } from './get-rate-plan';
import { saveRatePlan } from './save-rate-plan';

/** A property's nightly rates (docs/product/rates.md#calls 'rates'), scoped to the caller's properties. */
export const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];

  app.get(
    '/api/v3/properties/:propertyId/rates',
    {
      config: { access: { action: 'rate:read', object: 'property' } },
      schema: {
        tags,
        summary: 'Nightly rates per channel in cents',
        params: ZPropertyIdParams,
        querystring: ZWindowQuery,
        response: { 200: ZRatesResponse },
      },
    },
    // The document arrives as JSON text (see findRates): sent as is, not serialised again.
    async (request, reply) => {
      const document = await findRates({
        db: request.readDb,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.propertyId,
        ...request.query,
      });
      // send() is typed with the schema's object; this is that object already written out as text.
      return reply.type('application/json; charset=utf-8').send(document as never);
    },
  );

  app.get(
    '/api/v3/properties/:propertyId/rate-plan',
    {
      config: { access: { action: 'rate:read', object: 'property' } },
      schema: {
        tags,
        summary: "The home's rate plan (data: null while it has none)",
        params: ZPropertyIdParams,
        response: { 200: ZRatePlanDocument },
      },
    },
    async (request) =>
      getRatePlan({ db: app.db, caller: signedInCaller(request.sessionUser), propertyId: request.params.propertyId }),
  );

  app.put(
    '/api/v3/properties/:propertyId/rate-plan',
    {
      config: { access: { action: 'rate:manage', object: 'property' } },
      schema: {
        tags,
        summary: 'Set the rate plan: base and weekend rates, seasons, stay lengths, fees; its nights follow at once',
        params: ZPropertyIdParams,
        body: ZRatePlanRequest,
        response: { 200: ZRatePlanDocument },
      },
    },
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      const { propertyId } = request.params;
      await saveRatePlan({ db: app.db, caller, propertyId, input: request.body.data.attributes });
      return getRatePlan({ db: app.db, caller, propertyId });
    },
  );

  app.patch(
    '/api/v3/properties/:propertyId/rates',
    {
      config: { access: { action: 'rate:manage', object: 'property' } },
      schema: {
        tags,
        summary: 'Nights by hand: a rate, a minimum stay, close or open, or give them back to the plan',
        params: ZPropertyIdParams,
        body: ZRatesEditRequest,
        response: { 200: ZRatesEditResponse },
      },
    },
    async (request) => {
      const input = request.body.data.attributes;
      const { nights } = await editRates({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.propertyId,
        input,
      });
      return { data: { nights, from: input.from, to: input.to } };
    },
  );

  app.post(
    '/api/v3/rates/bulk',
    {
      config: { access: { action: 'rate:manage' } },
      schema: {
        tags,
        summary: "One change (a percentage or an amount) to many homes' nights over a range, previewed first",
        body: ZRatesBulkRequest,
        response: { 200: ZRatesBulkResponse },
      },
    },
    async (request) =>
      bulkEditRates({ db: app.db, caller: signedInCaller(request.sessionUser), input: request.body.data.attributes }),
  );

  app.get(
    '/api/v3/rates/export',
    {
      config: { access: { action: 'rate:read' } },
      schema: {
        tags,
        summary: "The nights of the caller's homes as CSV (code, name, night, price, min_nights, closed)",
        querystring: ZRatesExportQuery,
      },
    },
    async (request, reply) => {
      const { filename, stream } = exportRates({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        ...request.query,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  // The file's bytes as they are: the import checks their encoding itself (lib/csv-file.ts).
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: CSV_IMPORT.bytesMax }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/v3/rates/import',
    {
      config: { access: { action: 'rate:manage' } },
      bodyLimit: CSV_IMPORT.bytesMax,
      schema: {
        tags,
        summary: 'Nightly rates from CSV (text/csv): every line checked; preview=false writes them all or none',
        querystring: ZRatesImportQuery,
        response: { 200: ZRatesImportResponse },
      },
    },
    async (request) => {
      const body = request.body;
      return importRates({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        body: Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : ''),
        preview: request.query.preview,
      });
    },
  );
};
