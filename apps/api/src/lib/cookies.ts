import type { FastifyReply } from 'fastify';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP, OTP_TTL_MINUTES } from '@hearth/domain';
import { AppError } from './app-error';

export const SESSION_COOKIE = 'hearth_session';
export const CSRF_COOKIE = 'hearth_csrf';
export const OTP_ATTEMPT_COOKIE = 'hearth_otp';
export const CSRF_HEADER = 'x-csrf-token';
/** When the caller last wrote (epoch ms): their reads stay on the primary for a moment (plugins/db.ts). */
export const WROTE_COOKIE = 'hearth_wrote';

/** Sets the attempt cookie and answers 412: the code went to the user's mail. Shared with PATCH users/me. */
export const otpRequired = (reply: FastifyReply, attemptToken: string, secure: boolean): never => {
  void reply.setCookie(OTP_ATTEMPT_COOKIE, attemptToken, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: OTP_TTL_MINUTES * 60,
  });
  throw new AppError({
    status: HTTP.preconditionFailed,
    code: AUTH_ERROR_CODES.otpRequired,
    detail: AUTH_MESSAGES.codeSent,
  });
};

export const clearOtpCookie = (reply: FastifyReply, secure: boolean) =>
  reply.clearCookie(OTP_ATTEMPT_COOKIE, { path: '/api/', httpOnly: true, sameSite: 'strict', secure });
