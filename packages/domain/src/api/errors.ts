// The statuses every area answers with; the error document's schema is errors.schemas.ts (zod, for the API).

/** Shared HTTP statuses of docs/product/access.md#calls. */
export const HTTP = {
  ok: 200,
  created: 201,
  noContent: 204,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  preconditionFailed: 412,
  unprocessable: 422,
  tooEarly: 425,
  tooManyRequests: 429,
  serverError: 500,
} as const;
