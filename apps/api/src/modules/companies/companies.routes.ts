import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompaniesQuery, ZCompaniesResponse } from '@hearth/domain';
import { findCompanies } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/companies',
    {
      // The Partner filter: hidden from owners and licensees, so they may not list other companies.
      config: { access: { action: 'company:list' } },
      schema: {
        tags: ['companies'],
        summary: 'Partner companies by type and name (Partner filter, licensee partner list)',
        querystring: ZCompaniesQuery,
        response: { 200: ZCompaniesResponse },
      },
    },
    async (request) => {
      const { partnerType, search, 'filters[ids]': ids } = request.query;
      return { data: await findCompanies({ db: app.db, partnerType, search, ids }) };
    },
  );
};
