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
import { findCompanyInScope } from '../../access/people-scope';
import { scopeCallerOf } from '../../access/scope';
import { findHistory } from '../../shared/history/record-history';
import { signedInCaller } from '../../lib/signed-in';
import type { SessionUser } from '../../types';
import { createLogoUpload, findCompanies, getCompany, updateCompanySettings } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['companies'];
  const onCompany = (action: 'company:manage' | 'company:edit-settings' | 'company:read-history') =>
    ({ action, object: 'company' }) as const;
  const target = (caller: SessionUser, id: string) => findCompanyInScope(app.db, scopeCallerOf(caller), id);

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
      return findCompanies({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        partnerType: q.partnerType,
        search: q.search,
        ids: q['filters[ids]'],
        sort: q.sort,
        page: { number: q['page[number]'], size: q['page[size]'] },
      });
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
      const caller = signedInCaller(request.sessionUser);
      const company = await target(caller, request.params.id);
      const includeUsers = request.query.include.includes('users');
      return getCompany({ db: app.db, blob: app.blob, caller, company, includeUsers });
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
      const company = await target(caller, request.params.id);
      await updateCompanySettings({ db: app.db, blob: app.blob, caller, company, input: request.body });
      const fresh = await target(caller, company.id);
      const includeUsers = request.query.include.includes('users');
      return getCompany({ db: app.db, blob: app.blob, caller, company: fresh, includeUsers });
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
      const caller = signedInCaller(request.sessionUser);
      const company = await target(caller, request.params.id);
      const upload = await createLogoUpload({ blob: app.blob, caller, company, type: request.query.type });
      return { data: { type: 'logo-upload' as const, attributes: upload } };
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
      const company = await target(signedInCaller(request.sessionUser), request.params.id);
      const q = request.query;
      return findHistory({
        db: app.db,
        entity: 'companies',
        entityId: company.id,
        page: { number: q['page[number]'], size: q['page[size]'] },
      });
    },
  );
};
