import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLogoUrlResponse,
  ZOrganisationDocument,
  ZOrganisationLogoQuery,
  ZOrganisationLogoUrlQuery,
  ZOrganisationUpdateRequest,
} from '@hearth/domain';
import { actorOf } from '../../lib/audit';
import { signedInCaller } from '../../lib/signed-in';
// A logo upload answers as a company's does (the same shape and schema, ZLogoUrlResponse).
import { presentLogoUpload } from '../../common/companies/companies.presenter';
import { createLogoUpload } from './create-logo-upload';
import { getOrganisation } from './get-organisation';
import { getOrganisationLogo } from './get-organisation-logo';
import { presentOrganisation } from './organisation.presenter';
import { updateOrganisation } from './update-organisation';

/**
 * The organisation that runs Hearth (docs/product/setup.md#calls): every signed-in user reads it, admins change it
 * under Settings → Organisation (`organisation:manage`), and its logo is public, as the sign-in page shows it.
 */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation'];
  const manage = { action: 'organisation:manage' } as const;
  const callerOf = (request: { sessionUser: Parameters<typeof signedInCaller>[0] }) => {
    const { user, roles } = signedInCaller(request.sessionUser);
    return { userId: user.id, companyId: user.companyId, roles };
  };

  app.get(
    '/api/v3/organisation',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The organisation: trading name, country, currency, time zone, brand colour, logo',
        response: { 200: ZOrganisationDocument },
      },
    },
    async (request) =>
      presentOrganisation(
        await getOrganisation({ db: app.db, caller: callerOf(request), productName: app.config.productName }),
      ),
  );

  app.patch(
    '/api/v3/organisation',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Change the organisation (admins): any of its fields, and its logo through logo-url',
        body: ZOrganisationUpdateRequest,
        response: { 200: ZOrganisationDocument },
      },
    },
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      await updateOrganisation({
        db: app.db,
        blob: app.blob,
        brand: app.brand,
        actor: actorOf(caller),
        productName: app.config.productName,
        body: request.body,
      });
      return presentOrganisation(
        await getOrganisation({ db: app.db, caller: callerOf(request), productName: app.config.productName }),
      );
    },
  );

  app.get(
    '/api/v3/organisation/logo-url',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Where to upload a new logo (signed PUT URL, 15 minutes, 5 MB) and the URL to save',
        querystring: ZOrganisationLogoUrlQuery,
        response: { 200: ZLogoUrlResponse },
      },
    },
    async (request) => presentLogoUpload(await createLogoUpload({ blob: app.blob, type: request.query.type })),
  );

  app.get(
    '/api/v1/public/organisation/logo',
    {
      // Public: the logo brands the sign-in page too, and says nothing a visitor could not see there.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The organisation’s logo (404 when it has none); cached for good at its current version',
        querystring: ZOrganisationLogoQuery,
      },
    },
    async (request, reply) => {
      const { opened, current } = await getOrganisationLogo({
        blob: app.blob,
        brand: app.brand,
        version: request.query.v,
      });
      // S3: a presigned GET of 15 minutes; cached no longer than that link lives.
      if (opened.kind === 'redirect') {
        return reply.header('Cache-Control', 'public, max-age=300').redirect(opened.url, 302);
      }
      return reply
        .header('Content-Type', opened.blob.meta.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(opened.blob.body);
    },
  );
};
