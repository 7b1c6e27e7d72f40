import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  grantableRoles,
  HTTP,
  roleBadge,
  ROLES,
  ZCreateUserRequest,
  ZHistoryQuery,
  ZHistoryResponse,
  ZImpersonateResponse,
  ZImpersonationTokenParams,
  ZRolesResponse,
  ZSessionUserDocument,
  ZUpdateMeRequest,
  ZUpdateUserRequest,
  ZUserCompaniesRequest,
  ZUserDocument,
  ZUserIncludeQuery,
  ZUserPropertiesRequest,
  ZUserRefParams,
  ZPingQuery,
  type UserInclude,
  ZUserListQuery,
  ZUserListResponse,
} from '@hearth/domain';
import { sendPasswordConfirmLink } from '../../shared/auth/account-tokens';
import { findHistory } from '../../shared/history/record-history';
import { setSessionCookie } from '../../lib/session';
import { sha256 } from '../../lib/crypto';
import { findUserInScope } from '../../access/people-scope';
import { createUser, updateUser } from './user-admin.service';
import { setUserCompanies, setUserProperties } from './user-mappings.service';
import { createImpersonationLink, redeemImpersonationLink } from './impersonation.service';
import { presentUserRecord } from './user-record';
import { clearOtpCookie, OTP_ATTEMPT_COOKIE, otpRequired } from '../../lib/cookies';
import { signedInCaller } from '../../lib/signed-in';
import { loadSessionUser } from '../../lib/session';
import type { SessionUser } from '../../types';
import { users, type UserRow } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { scopeCallerOf } from '../../access/scope';
import { presentCompany } from '../../shared/companies/companies.presenter';
import { presentOwnedProperty, presentUser } from '../../shared/users/users.presenter';
import { buildSessionDocument } from '../../shared/auth/session-view';
import { getMe, updateMe } from './users.service';
import { findUsers } from './users-list.service';

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
        summary: 'Users by name, email and role: the /users table (25 a page) and the Owner typeahead',
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      return findUsers({
        db: app.db,
        viewer: signedInCaller(request.sessionUser),
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

  // ---- User administration (spec 001 §2, §5, §7; issue 13). Each handler: find in scope, call a service, present.
  const onUser = (action: 'user:read' | 'user:update' | 'user:impersonate' | 'user:read-history') =>
    ({ action, object: 'user' }) as const;
  const tags = ['users'];
  const record = (
    request: { sessionUser: Parameters<typeof signedInCaller>[0] },
    user: UserRow,
    include: readonly UserInclude[],
  ) => presentUserRecord({ db: app.db, blob: app.blob, caller: signedInCaller(request.sessionUser), user, include });
  const target = (request: { sessionUser: Parameters<typeof signedInCaller>[0] }, id: string) =>
    findUserInScope(app.db, scopeCallerOf(signedInCaller(request.sessionUser)), id);
  /** The row again after a change, for the answer (the caller reached it a moment ago). */
  const reload = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!;

  app.get(
    '/api/v3/users/:id',
    {
      config: { access: onUser('user:read') },
      schema: {
        tags,
        summary: 'A user by id or code, with canUpdate for this viewer and the asked relations',
        params: ZUserRefParams,
        querystring: ZUserIncludeQuery,
        response: { 200: ZUserDocument },
      },
    },
    async (request) => record(request, await target(request, request.params.id), request.query.include),
  );

  app.post(
    '/api/v3/users',
    {
      config: { access: { action: 'user:create' } },
      schema: {
        tags,
        summary: 'Create a user; they get a mail with a link to create their password (7 days)',
        querystring: ZUserIncludeQuery,
        body: ZCreateUserRequest,
        response: { 201: ZUserDocument },
      },
    },
    async (request, reply) => {
      const caller = signedInCaller(request.sessionUser);
      const user = await createUser({ db: app.db, caller, input: request.body });
      await sendPasswordConfirmLink({
        db: app.db,
        mailer: app.mailer,
        productName: app.config.productName,
        publicUrl: app.config.publicUrl,
        user,
      });
      return reply.status(HTTP.created).send(await record(request, user, request.query.include));
    },
  );

  app.patch(
    '/api/v3/users/:id',
    {
      config: { access: onUser('user:update') },
      schema: {
        tags,
        summary: 'Update a user (disabling ends their sessions at once)',
        params: ZUserRefParams,
        querystring: ZUserIncludeQuery,
        body: ZUpdateUserRequest,
        response: { 200: ZUserDocument },
      },
    },
    async (request) => {
      const user = await target(request, request.params.id);
      await updateUser({ db: app.db, caller: signedInCaller(request.sessionUser), target: user, input: request.body });
      return record(request, await reload(user.id), request.query.include);
    },
  );

  app.post(
    '/api/v3/users/:id/properties',
    {
      config: { access: onUser('user:update') },
      schema: {
        tags,
        summary: 'Attach properties by code, as owned or managed (fullMapping replaces the list)',
        params: ZUserRefParams,
        body: ZUserPropertiesRequest,
        response: { 200: ZUserDocument },
      },
    },
    async (request) => {
      const user = await target(request, request.params.id);
      await setUserProperties({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        target: user,
        input: request.body,
      });
      return record(request, user, ['properties', 'properties.address']);
    },
  );

  app.post(
    '/api/v3/users/:id/companies',
    {
      config: { access: onUser('user:update') },
      schema: {
        tags,
        summary: 'Assign the user’s partner company (one at most; fullMapping replaces it)',
        params: ZUserRefParams,
        body: ZUserCompaniesRequest,
        response: { 200: ZUserDocument },
      },
    },
    async (request) => {
      const user = await target(request, request.params.id);
      await setUserCompanies({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        target: user,
        input: request.body,
        productName: app.config.productName,
      });
      return record(request, await reload(user.id), ['companies']);
    },
  );

  app.get(
    '/api/v3/roles',
    {
      config: { access: { action: 'user:read' } },
      schema: { tags, summary: 'Every role, and whether the caller may grant it', response: { 200: ZRolesResponse } },
    },
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      // A log-in-as session grants nothing, whatever roles it holds.
      const grantable = caller.impersonatorUserId === null ? grantableRoles(caller) : [];
      return {
        data: ROLES.map((role) => ({
          id: role,
          type: 'roles' as const,
          attributes: { name: role, label: roleBadge(role), grantable: grantable.includes(role) },
        })),
      };
    },
  );

  app.get(
    '/api/v3/users/:id/impersonate',
    {
      // A GET as the spec has it: it stores a link nobody else can read (the answer is same-origin JSON).
      config: { access: onUser('user:impersonate') },
      schema: {
        tags,
        summary: 'A single-use log-in-as link for an owner or licensee, valid 5 minutes',
        params: ZUserRefParams,
        response: { 200: ZImpersonateResponse },
      },
    },
    async (request) => {
      const user = await target(request, request.params.id);
      const link = await createImpersonationLink({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        target: user,
        publicUrl: app.config.publicUrl,
      });
      return { data: { type: 'impersonation-links' as const, attributes: link } };
    },
  );

  app.post(
    '/api/v1/public/impersonate/:token/',
    {
      // The 256-bit single-use token is the credential; CSRF still applies (pre-session nonce).
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Open a log-in-as link: starts a session flagged as impersonated',
        params: ZImpersonationTokenParams,
        querystring: ZPingQuery,
        response: { 200: ZSessionUserDocument },
      },
    },
    async (request, reply) => {
      const sessionToken = await redeemImpersonationLink({
        db: app.db,
        token: request.params.token,
        replacesSessionHash: request.sessionUser?.sessionHash ?? null,
      });
      const caller = await loadSessionUser(app.db, sha256(sessionToken));
      if (!caller) throw new Error('A session just created could not be read back.');
      setSessionCookie(reply, sessionToken, app.config.cookieSecure);
      return buildSessionDocument(app, caller);
    },
  );

  app.get(
    '/api/v3/users/:id/history',
    {
      config: { access: onUser('user:read-history') },
      schema: {
        tags,
        summary: 'Every change to a user from the audit log, newest first',
        params: ZUserRefParams,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryResponse },
      },
    },
    async (request) => {
      const user = await target(request, request.params.id);
      const q = request.query;
      return findHistory({
        db: app.db,
        entity: 'users',
        entityId: user.id,
        page: { number: q['page[number]'], size: q['page[size]'] },
      });
    },
  );
};
