import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, HTTP, type TApiError, type TErrorDocument } from '@hearth/domain';
import { AppError, titleForStatus, VALIDATION_ERROR_CODE } from '../lib/app-error';
import { isStayClash, stayClashError } from '../common/bookings/stay-clash';
import {
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_STATUS,
  createOutageLog,
  databaseUnavailableError,
  isDatabaseUnavailable,
} from '../lib/database-unavailable';

export { VALIDATION_ERROR_CODE };

const send = (reply: FastifyReply, status: number, errors: TApiError[], retryAfter?: number) => {
  if (retryAfter !== undefined) void reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
  const document: TErrorDocument = { errors };
  return reply.status(status).type('application/json; charset=utf-8').send(document);
};

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && 'statusCode' in error && typeof (error as FastifyError).statusCode === 'number';

/** Every failure answers a JSON:API error document; only our own bugs answer 500, never bad input. */
export const errorHandlerPlugin = fp<{ supportHost: string }>(
  async (app, options) => {
    const logOutage = createOutageLog();
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) return send(reply, error.status, [error.toApiError()], error.retryAfter);
      // A write that claims nights without naming the clash itself still answers 409, never 500.
      if (isStayClash(error)) return send(reply, HTTP.conflict, [stayClashError(undefined).toApiError()]);

      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext ?? 'body';
        const errors = error.validation.map((issue): TApiError => {
          const pointer = issue.instancePath ?? '/';
          const parameter = pointer.replace(/^\//, '').replace(/\//g, '.');
          return {
            status: String(HTTP.badRequest),
            code: VALIDATION_ERROR_CODE,
            title: titleForStatus(HTTP.badRequest),
            detail: issue.message ?? 'Invalid value',
            source: context === 'body' ? { pointer } : { parameter: parameter || context },
          };
        });
        return send(reply, HTTP.badRequest, errors);
      }

      if (
        isFastifyError(error) &&
        error.statusCode !== undefined &&
        error.statusCode >= 400 &&
        error.statusCode < 500
      ) {
        // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): keep status, code and message.
        return send(reply, error.statusCode, [
          {
            status: String(error.statusCode),
            code: error.code ?? titleForStatus(error.statusCode).toUpperCase().replace(/\W+/g, '_'),
            title: titleForStatus(error.statusCode),
            detail: error.message,
          },
        ]);
      }

      // Not our bug: the request may succeed once PostgreSQL is back (a restart, a failover).
      if (isDatabaseUnavailable(error)) {
        logOutage(request.log, error);
        return send(
          reply,
          DATABASE_UNAVAILABLE_STATUS,
          [databaseUnavailableError()],
          DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
        );
      }

      request.log.error({ err: error }, 'unhandled error');
      return send(reply, HTTP.serverError, [
        {
          status: String(HTTP.serverError),
          code: 'SERVER_ERROR',
          title: titleForStatus(HTTP.serverError),
          detail: AUTH_MESSAGES.serverError(options.supportHost),
        },
      ]);
    });
  },
  { name: 'error-handler' },
);

export const sendNotFound = (reply: FastifyReply, detail: string) =>
  send(reply, HTTP.notFound, [
    { status: String(HTTP.notFound), code: 'NOT_FOUND', title: titleForStatus(HTTP.notFound), detail },
  ]);

/** Errors Fastify's router raises before any hook runs (a malformed URL, an over-long path segment). */
export const sendFrameworkError = (error: FastifyError, reply: FastifyReply) => {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, [
    { status: String(status), code: error.code, title: titleForStatus(status), detail: error.message },
  ]);
};
