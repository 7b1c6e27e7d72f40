import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompaniesQuery,
  ZCompaniesResponse,
  ZCompanyDocument,
  ZCompanyIncludeQuery,
  ZCompanySettingsRequest,
  ZHistoryQuery,
  ZHistoryResponse,
  ZIdParams,
  ZLogoUrlQuery,
  ZLogoUrlResponse,
} from '@hearth/domain';
import { scopeCallerOf } from '../../access/scope';
import { actorOf } from '../../lib/audit';
import { signedInCaller } from '../../lib/signed-in';
import {
  presentCompanies,
  presentCompanyDocument,
  presentLogoUpload,
} from '../../common/companies/companies.presenter';
import { createLogoUpload } from './create-logo-upload';
import { findCompanies } from './find-companies';
import { findCompanyHistory } from './find-company-history';
import { getCompany } from './get-company';
import { updateCompanySettings } from './update-company-settings';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['companies'];
  const onCompany = (action: 'company:manage' | 'company:edit-settings' | 'company:read-history') =>
    ({ action, object: 'company' }) as const;
  const callerOf = (request: { sessionUser: Parameters<typeof signedInCaller>[0] }) =>
    scopeCallerOf(signedInCaller(request.sessionUser));

  app.get(
    '/api/v3/companies',
    {
      // The Partner filter reads every company; a licensee reaches only their own (the /companies page).
      config: { access: { action: 'company:read' } },
      schema: {
        tags,
        summary: 'Partner companies: search, sort, type, pages with totals (25 a page)',
        querystring: ZCompaniesQuery,
        response: { 200: ZCompaniesResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const page = { number: q['page[number]'], size: q['page[size]'] };
      const found = await findCompanies({
        db: app.db,
        caller: callerOf(request),
        partnerType: q.partnerType,
        search: q.search,
        ids: q['filters[ids]'],
        sort: q.sort,
        page,
      });
      return presentCompanies({ ...found, pageSize: page.size, blob: app.blob });
    },
  );

  app.get(
    '/api/v3/companies/:id',
    {
      config: { access: onCompany('company:manage') },
      schema: {
        tags,
        summary: 'A partner company, with its users when asked',
        params: ZIdParams,
        querystring: ZCompanyIncludeQuery,
        response: { 200: ZCompanyDocument },
      },
    },
    async (request) => {
      const found = await getCompany({
        db: app.db,
        caller: callerOf(request),
        id: request.params.id,
        includeUsers: request.query.include.includes('users'),
      });
      return presentCompanyDocument({ ...found, blob: app.blob });
    },
  );

  app.patch(
    '/api/v3/companies/:id',
    {
      config: { access: onCompany('company:edit-settings') },
      schema: {
        tags,
        summary: 'Update a company’s settings: logo, brand colour, LTR management fee',
        params: ZIdParams,
        querystring: ZCompanyIncludeQuery,
        body: ZCompanySettingsRequest,
        response: { 200: ZCompanyDocument },
      },
    },
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      const updated = await updateCompanySettings({
        db: app.db,
        blob: app.blob,
        caller: scopeCallerOf(caller),
        actor: actorOf(caller),
        id: request.params.id,
        input: request.body,
        includeUsers: request.query.include.includes('users'),
      });
      return presentCompanyDocument({ ...updated, blob: app.blob });
    },
  );

  app.get(
    '/api/v3/companies/:id/logo-url',
    {
      config: { access: onCompany('company:edit-settings') },
      schema: {
        tags,
        summary: 'Where to upload a new logo (signed PUT URL, 15 minutes, 5 MB) and the URL to save',
        params: ZIdParams,
        querystring: ZLogoUrlQuery,
        response: { 200: ZLogoUrlResponse },
      },
    },
    async (request) => {
      const upload = await createLogoUpload({
        db: app.db,
        blob: app.blob,
        caller: callerOf(request),
        id: request.params.id,
        type: request.query.type,
      });
      return presentLogoUpload(upload);
    },
  );

  app.get(
    '/api/v3/companies/:id/history',
    {
      config: { access: onCompany('company:read-history') },
      schema: {
        tags,
        summary: 'Every change to a company from the audit log, newest first',
        params: ZIdParams,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryResponse },
      },
    },
    async (request) => {
      const q = request.query;
      return findCompanyHistory({
        db: app.db,
        caller: callerOf(request),
        id: request.params.id,
        page: { number: q['page[number]'], size: q['page[size]'] },
      });
    },
  );
};
