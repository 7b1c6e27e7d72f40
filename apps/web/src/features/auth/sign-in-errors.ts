import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@hearth/domain/auth';
import { isApiError, NETWORK_ERROR } from '../../lib/api-client';

/** The sign-in message for a failed try, in the spec's words (docs/product/auth.md#rules, #messages). */
export const signInErrorMessage = (error: unknown, step: 'credentials' | 'code', supportHost: string): string => {
  if (!isApiError(error) || error.errorCode === NETWORK_ERROR || error.status >= 500) {
    return AUTH_MESSAGES.serverError(supportHost);
  }
  if (error.status === 401) return step === 'code' ? AUTH_MESSAGES.codeInvalid : AUTH_MESSAGES.invalidCredentials;
  if (error.errorCode === AUTH_ERROR_CODES.accountDisabled) return AUTH_MESSAGES.accountDisabled;
  if (error.errorCode === AUTH_ERROR_CODES.csrf) return AUTH_MESSAGES.csrfInvalid;
  if (error.status === 429) {
    if (error.errorCode === AUTH_ERROR_CODES.otpTooManyTries)
      return error.errorMessage || AUTH_MESSAGES.codeTooManyTries;
    return error.errorMessage || AUTH_MESSAGES.tooManySignIns;
  }
  return error.errorMessage;
};

/** A 412 asks for the one-time code that was just mailed. */
export const needsCode = (error: unknown): boolean => isApiError(error) && error.status === 412;
