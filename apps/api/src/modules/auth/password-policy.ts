import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES, HTTP } from '@hearth/domain';
import { AppError } from '../../lib/app-error';
import { VALIDATION_ERROR_CODE } from '../../plugins/error-handler';

const LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

let commonPasswords: Set<string> | undefined;

const loadCommonPasswords = (): Set<string> => {
  commonPasswords ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
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
