import { isApiError } from '../../../lib/api-client';

/**
 * The API's field errors by field name, from its `source.pointer`s (`/title: Title is required` in errorDetails); the
 * first message of each field wins.
 */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (!isApiError(error) || error.status !== 400) return {};
  const fields: Record<string, string> = {};
  for (const detail of error.errorDetails) {
    const match = /^\/([A-Za-z]+): (.*)$/.exec(detail);
    if (match?.[1] && match[2] && fields[match[1]] === undefined) fields[match[1]] = match[2];
  }
  return fields;
};
