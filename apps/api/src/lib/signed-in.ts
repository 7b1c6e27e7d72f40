import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP } from '@hearth/domain';
import type { SessionUser } from '../types';
import { AppError } from './app-error';

/** The caller of a signed-in route: the access guard already answered 401, this narrows the type. */
export const signedInCaller = (caller: SessionUser | null): SessionUser => {
  if (!caller) {
    throw new AppError({
      status: HTTP.unauthorized,
      code: AUTH_ERROR_CODES.notSignedIn,
      detail: AUTH_MESSAGES.notSignedIn,
    });
  }
  return caller;
};
