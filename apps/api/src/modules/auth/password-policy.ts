import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES, COMMON_PASSWORDS_REFUSED, HTTP } from '@hearth/domain';
import { AppError } from '../../lib/app-error';
import { VALIDATION_ERROR_CODE } from '../../lib/app-error';

let commonPasswords: Set<string> | undefined;

/** zxcvbn's list is ranked by frequency in real leaks; the first 10,000 are refused (docs/CONTRIBUTING.md#security). */
const loadCommonPasswords = (): Set<string> => {
  commonPasswords ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()),
  );
  return commonPasswords;
};

export const isCommonPassword = (password: string): boolean => loadCommonPasswords().has(password.toLowerCase());

/** Length is checked by the shared schema; this adds the common-password rule of a newly chosen password. */
export const assertPasswordAllowed = (password: string): void => {
  if (isCommonPassword(password)) {
    throw new AppError({
      status: HTTP.badRequest,
      code: VALIDATION_ERROR_CODE,
      detail: AUTH_MESSAGES.passwordTooCommon,
      source: { pointer: '/password' },
    });
  }
};
