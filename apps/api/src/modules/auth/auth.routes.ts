import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  HTTP,
  ZEmailChangeResponse,
  ZEmptyBody,
  ZForgotParams,
  ZMessageResponse,
  ZNewPasswordRequest,
  ZSignInRequest,
  ZSignInResponse,
  ZVerifyTokenParams,
  ZIncludeUserQuery,
  ZVerifyQuery,
  ZVerifyResponse,
  type PasswordAction,
} from '@hearth/domain';
import { AppError } from '../../lib/app-error';
import { clearOtpCookie, OTP_ATTEMPT_COOKIE, otpRequired } from '../../lib/cookies';
import { isCrossSite } from '../../lib/csrf';
import { clearSessionCookie, setSessionCookie } from '../../lib/session';
import { presentSessionDocument } from '../../common/users/users.presenter';
import { confirmEmailChange } from './confirm-email-change';
import { requestPasswordReset } from './request-password-reset';
import { setPasswordWithToken } from './set-password-with-token';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { verifyPasswordToken } from './verify-password-token';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.cookieSecure;

  app.post(
    '/api/v3/auth',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (412 when a one-time code is needed)',
        querystring: ZIncludeUserQuery,
        body: ZSignInRequest,
        response: { 200: ZSignInResponse },
      },
    },
    async (request, reply) => {
      const result = await signIn({
        db: app.db,
        mailer: app.mailer,
        productName: (await app.brand.read()).productName,
        email: request.body.email,
        password: request.body.password,
        otp: request.body.otp,
        otpAttemptToken: request.cookies[OTP_ATTEMPT_COOKIE],
        ip: request.ip,
        currentSessionHash: request.sessionUser?.sessionHash ?? null,
      });
      if (result.kind === 'otp-required') return otpRequired(reply, result.attemptToken, secure);
      setSessionCookie(reply, result.sessionToken, secure);
      clearOtpCookie(reply, secure);
      return presentSessionDocument(result.session, app.blob);
    },
  );

  app.get(
    '/api/v1/public/logout/',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Sign out: ends the caller’s session' } },
    async (request, reply) => {
      // A GET, as the spec has it, so another site's link or image must not sign a person out (issue 29, low).
      if (isCrossSite(request.headers, app.config.publicUrl)) {
        throw new AppError({
          status: HTTP.forbidden,
          code: AUTH_ERROR_CODES.crossSite,
          detail: AUTH_MESSAGES.crossSite,
        });
      }
      const caller = request.sessionUser;
      if (caller) {
        await signOut({
          db: app.db,
          sessionHash: caller.sessionHash,
          userId: caller.user.id,
          impersonatorUserId: caller.impersonatorUserId,
        });
      }
      clearSessionCookie(reply, secure);
      return reply.status(HTTP.noContent).send();
    },
  );

  app.post(
    '/api/v1/public/email-change/:token/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Make the new sign-in email the one its link was mailed to; every session of the person ends',
        params: ZVerifyTokenParams,
        body: ZEmptyBody,
        response: { 200: ZEmailChangeResponse },
      },
    },
    async (request, reply) => {
      const answer = await confirmEmailChange({
        db: app.db,
        mailer: app.mailer,
        productName: (await app.brand.read()).productName,
        token: request.params.token,
      });
      clearSessionCookie(reply, secure);
      return answer;
    },
  );

  app.get(
    '/api/v1/public/forgot/:email/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer for unknown emails)',
        params: ZForgotParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await requestPasswordReset({
        db: app.db,
        mailer: app.mailer,
        productName: (await app.brand.read()).productName,
        publicUrl: app.config.publicUrl,
        email: request.params.email,
      });
      return { meta: { message: AUTH_MESSAGES.resetSent } };
    },
  );

  app.get(
    '/api/v1/public/verify/:token/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether a password link is live',
        params: ZVerifyTokenParams,
        querystring: ZVerifyQuery,
        response: { 200: ZVerifyResponse },
      },
    },
    async (request) => {
      const { action } = await verifyPasswordToken({ db: app.db, token: request.params.token });
      return { meta: { message: AUTH_MESSAGES.linkValid, action } };
    },
  );

  const passwordRoute = (action: PasswordAction) =>
    app.post(
      `/api/v1/public/${action}/:token/`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary:
            action === 'change' ? 'Set a new password from a reset link' : 'Create the password from a confirm link',
          params: ZVerifyTokenParams,
          body: ZNewPasswordRequest,
          response: { 200: ZMessageResponse },
        },
      },
      async (request, reply) => {
        await setPasswordWithToken({
          db: app.db,
          token: request.params.token,
          action,
          password: request.body.password,
        });
        // The caller's own session (if any) ended with all the others.
        clearSessionCookie(reply, secure);
        return {
          meta: { message: action === 'change' ? AUTH_MESSAGES.passwordUpdated : AUTH_MESSAGES.passwordCreated },
        };
      },
    );
  passwordRoute('change');
  passwordRoute('confirm');
};
