import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HTTP,
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
  ZUserListQuery,
  ZUserListResponse,
} from '@hearth/domain';
import { clearOtpCookie, OTP_ATTEMPT_COOKIE, otpRequired } from '../../lib/cookies';
import { setSessionCookie } from '../../lib/session';
import { signedInCaller } from '../../lib/signed-in';
import { getSessionView } from '../../common/auth/session-view';
import { presentSessionDocument } from '../../common/users/users.presenter';
import { createImpersonationLink } from './create-impersonation-link';
import { createUser } from './create-user';
import { findRoles } from './find-roles';
import { findUserHistory } from './find-user-history';
import { findUsers } from './find-users';
import { getMe } from './get-me';
import { getUser } from './get-user';
import { logInAs } from './log-in-as';
import { setUserCompanies } from './set-user-companies';
import { setUserProperties } from './set-user-properties';
import { updateMe } from './update-me';
import { updateUser } from './update-user';
import {
  presentImpersonationLink,
  presentMe,
  presentRoles,
  presentUserList,
  presentUserRecord,
} from './users.presenter';

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
    async (request) =>
      presentSessionDocument(
        await getSessionView({ db: app.db, caller: signedInCaller(request.sessionUser) }),
        app.blob,
      ),
  );

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
      const found = await findUsers({
        db: app.db,
        viewer: signedInCaller(request.sessionUser),
        page: { number: q['page[number]'], size: q['page[size]'] },
        search: q.search,
        sort: q.sort,
        role: q['filters[role]'],
        ids: q['filters[ids]'],
      });
      return presentUserList(found);
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
    async (request) => {
      const me = await getMe({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        include: request.query.include,
      });
      return presentMe(me, app.blob);
    },
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
      const result = await updateMe({
        db: app.db,
        mailer: app.mailer,
        productName: (await app.brand.read()).productName,
        publicUrl: app.config.publicUrl,
        caller: signedInCaller(request.sessionUser),
        input: request.body,
        otpAttemptToken: request.cookies[OTP_ATTEMPT_COOKIE],
        include: request.query.include,
      });
      if (result.kind === 'otp-required') return otpRequired(reply, result.attemptToken, app.config.cookieSecure);
      clearOtpCookie(reply, app.config.cookieSecure);
      const document = presentMe(result.me, app.blob);
      return result.pendingEmail ? { ...document, meta: { pendingEmail: result.pendingEmail } } : document;
    },
  );

  // ---- User administration (docs/product/users.md#screens, #rules, #calls; issue 13). Each handler: call an operation, present.
  const onUser = (action: 'user:read' | 'user:update' | 'user:impersonate' | 'user:read-history') =>
    ({ action, object: 'user' }) as const;
  const tags = ['users'];

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
    async (request) => {
      const record = await getUser({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        include: request.query.include,
      });
      return presentUserRecord(record, app.blob);
    },
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
      const record = await createUser({
        db: app.db,
        mailer: app.mailer,
        productName: (await app.brand.read()).productName,
        publicUrl: app.config.publicUrl,
        caller: signedInCaller(request.sessionUser),
        input: request.body,
        include: request.query.include,
      });
      return reply.status(HTTP.created).send(presentUserRecord(record, app.blob));
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
      const record = await updateUser({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        input: request.body,
        include: request.query.include,
      });
      return presentUserRecord(record, app.blob);
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
      const record = await setUserProperties({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        input: request.body,
      });
      return presentUserRecord(record, app.blob);
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
      const record = await setUserCompanies({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        input: request.body,
        productName: (await app.brand.read()).productName,
      });
      return presentUserRecord(record, app.blob);
    },
  );

  app.get(
    '/api/v3/roles',
    {
      config: { access: { action: 'user:read' } },
      schema: { tags, summary: 'Every role, and whether the caller may grant it', response: { 200: ZRolesResponse } },
    },
    async (request) => presentRoles(findRoles({ caller: signedInCaller(request.sessionUser) })),
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
      const link = await createImpersonationLink({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        publicUrl: app.config.publicUrl,
      });
      return presentImpersonationLink(link);
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
      const { sessionToken, session } = await logInAs({
        db: app.db,
        token: request.params.token,
        replacesSessionHash: request.sessionUser?.sessionHash ?? null,
      });
      setSessionCookie(reply, sessionToken, app.config.cookieSecure);
      return presentSessionDocument(session, app.blob);
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
      const q = request.query;
      return findUserHistory({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        id: request.params.id,
        page: { number: q['page[number]'], size: q['page[size]'] },
      });
    },
  );
};
