import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZGenerateStatementsBody,
  ZGenerateStatementsResponse,
  ZIdParams,
  ZPublishStatementsBody,
  ZPublishStatementsResponse,
  ZStatementChecksQuery,
  ZStatementChecksResponse,
  ZStatementResponse,
  ZStatementsQuery,
  ZStatementsResponse,
} from '@hearth/domain';
import { scopeCallerOf } from '../../access/scope';
import { findStatementInScope } from '../../access/statement-scope';
import { actorOf } from '../../lib/audit';
import { signedInCaller } from '../../lib/signed-in';
import { findStatementChecks } from './find-statement-checks';
import { findStatements } from './find-statements';
import { generateStatements } from './generate-statements';
import { getStatement } from './get-statement';
import { getStatementPdfUrl } from './get-statement-pdf';
import { publishStatements } from './publish-statements';

/**
 * Monthly owner statements (docs/product/statements.md#calls, issue 17 item 2): the list and a statement with its lines
 * (`statement:list`; which statements a caller reaches is access/statement-scope.ts, owners their homes' published
 * ones), the PDF through a signed URL, and for staff and finance generating, publishing and the checks
 * (`statement:generate`).
 */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['statements'];
  const onStatement = { action: 'statement:list', object: 'statement' } as const;
  const generate = { action: 'statement:generate' } as const;

  app.get(
    '/api/v3/statements',
    {
      config: { access: { action: 'statement:list' } },
      schema: {
        tags,
        summary: 'Statements: search, month, year, sort date|property|owner, pages of 25, include property,owners',
        querystring: ZStatementsQuery,
        response: { 200: ZStatementsResponse },
      },
    },
    async (request) =>
      findStatements({ db: app.db, caller: scopeCallerOf(signedInCaller(request.sessionUser)), query: request.query }),
  );

  app.get(
    '/api/v3/statements/checks',
    {
      config: { access: generate },
      schema: {
        tags,
        summary: 'What finance resolves before publishing a month: payout mismatches, stays with no payout, more',
        querystring: ZStatementChecksQuery,
        response: { 200: ZStatementChecksResponse },
      },
    },
    async (request) =>
      findStatementChecks({
        db: app.db,
        caller: scopeCallerOf(signedInCaller(request.sessionUser)),
        month: request.query.month,
      }),
  );

  app.post(
    '/api/v3/statements/generate',
    {
      config: { access: generate },
      schema: {
        tags,
        summary: 'Make the drafts of a month that has begun for every home in reach; published ones are kept',
        body: ZGenerateStatementsBody,
        response: { 200: ZGenerateStatementsResponse },
      },
    },
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      return generateStatements({
        db: app.db,
        blob: app.blob,
        caller: scopeCallerOf(caller),
        actor: actorOf(caller),
        month: request.body.month,
        now: new Date(),
      });
    },
  );

  app.post(
    '/api/v3/statements/publish',
    {
      config: { access: generate },
      schema: {
        tags,
        summary: 'Publish these drafts, or every draft of a month, to their owners',
        body: ZPublishStatementsBody,
        response: { 200: ZPublishStatementsResponse },
      },
    },
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      return publishStatements({
        db: app.db,
        blob: app.blob,
        caller: scopeCallerOf(caller),
        actor: actorOf(caller),
        now: new Date(),
        ...request.body,
      });
    },
  );

  app.get(
    '/api/v3/statements/:id',
    {
      config: { access: onStatement },
      schema: {
        tags,
        summary: 'A statement with its lines',
        params: ZIdParams,
        response: { 200: ZStatementResponse },
      },
    },
    async (request) => {
      const caller = scopeCallerOf(signedInCaller(request.sessionUser));
      return getStatement({ db: app.db, ...(await findStatementInScope(app.db, caller, request.params.id)) });
    },
  );

  app.get(
    '/api/v3/statements/:id/pdf',
    {
      config: { access: onStatement },
      schema: {
        tags,
        summary: 'The statement as a PDF: a redirect to a signed file URL valid 15 minutes',
        params: ZIdParams,
        response: { 302: z.null().describe('Location: the signed URL of the PDF') },
      },
    },
    async (request, reply) => {
      const caller = scopeCallerOf(signedInCaller(request.sessionUser));
      const found = await findStatementInScope(app.db, caller, request.params.id);
      const url = await getStatementPdfUrl({
        db: app.db,
        blob: app.blob,
        brand: await app.brand.read(),
        ...found,
      });
      return reply.header('Cache-Control', 'private, no-store').redirect(url, 302);
    },
  );
};
