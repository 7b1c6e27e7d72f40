import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSessionUserDocument,
  ZUpdateMeRequest,
  ZUserDocument,
  ZUserIncludeQuery,
  ZPingQuery,
  type UserInclude,
  ZUserListQuery,
  ZUserListResponse,
} from '@hearth/domain';
import { clearOtpCookie, OTP_ATTEMPT_COOKIE, otpRequired } from '../../lib/cookies';
import { signedInCaller } from '../../lib/signed-in';
import { loadSessionUser } from '../../lib/session';
import type { SessionUser } from '../../types';
import { presentCompany, presentOwnedProperty, presentUser } from '../../lib/user-presenter';
import { buildSessionDocument } from '../../lib/session-document';
import { getMe, updateMe } from './users.service';
import { findUsers } from './users-list.service';
import { scopeCallerOf } from '../../access/scope';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/ping',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'The session user',
        querystring: ZPingQuery,
        response: { 200: ZSessionUserDocument },
      },
    },
    async (request) => buildSessionDocument(app, signedInCaller(request.sessionUser)),
  );

  const meDocument = async (caller: SessionUser, include: readonly UserInclude[]) => {
    const { propertyStatus, company, ownedProperties } = await getMe({ db: app.db, caller, include });
    const included = [
      ...ownedProperties.map(presentOwnedProperty),
      ...(company ? [presentCompany(company, app.blob)] : []),
    ];
    return {
      data: presentUser({ user: caller.user, roles: caller.roles, propertyStatus, canUpdate: true }),
      ...(include.length > 0 ? { included } : {}),
    };
  };

  app.get(
    '/api/v3/users',
    {
      config: { access: { action: 'user:list-owners' } },
      schema: {
        tags: ['users'],
        summary: 'Users by name and role (the Owner typeahead filters by the owner role, 10 a page)',
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      return findUsers({
        db: app.db,
        caller: scopeCallerOf(signedInCaller(request.sessionUser)),
        page: { number: q['page[number]'], size: q['page[size]'] },
        search: q.search,
        sort: q.sort,
        role: q['filters[role]'],
        ids: q['filters[ids]'],
      });
    },
  );

  app.get(
    '/api/v3/users/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with owned properties and company',
        querystring: ZUserIncludeQuery,
        response: { 200: ZUserDocument },
      },
    },
    async (request) => meDocument(signedInCaller(request.sessionUser), request.query.include),
  );

  app.patch(
    '/api/v3/users/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Update own settings (412 then `otp` for users with one-time codes)',
        querystring: ZUserIncludeQuery,
        body: ZUpdateMeRequest,
        response: { 200: ZUserDocument },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request.sessionUser);
      const result = await updateMe({
        db: app.db,
        mailer: app.mailer,
        productName: app.config.productName,
        caller,
        input: request.body,
        otpAttemptToken: request.cookies[OTP_ATTEMPT_COOKIE],
      });
      if (result.kind === 'otp-required') return otpRequired(reply, result.attemptToken, app.config.cookieSecure);
      clearOtpCookie(reply, app.config.cookieSecure);
      const fresh = await loadSessionUser(app.db, caller.sessionHash);
      return meDocument(fresh ?? caller, request.query.include);
    },
  );
};
