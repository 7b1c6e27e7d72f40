import { HTTP, type TApiError } from '@hearth/domain';

export type AppErrorOptions = {
  status: number;
  code: string;
  detail: string;
  title?: string;
  source?: TApiError['source'];
  meta?: Record<string, unknown>;
  /** Seconds, sent as `Retry-After` on 429. */
  retryAfter?: number;
};

const TITLES: Record<number, string> = {
  [HTTP.badRequest]: 'Bad request',
  [HTTP.unauthorized]: 'Unauthorized',
  [HTTP.forbidden]: 'Forbidden',
  [HTTP.notFound]: 'Not found',
  [HTTP.conflict]: 'Conflict',
  [HTTP.preconditionFailed]: 'Precondition failed',
  413: 'Payload too large',
  415: 'Unsupported media type',
  [HTTP.tooManyRequests]: 'Too many requests',
  [HTTP.serverError]: 'Server error',
};

export const titleForStatus = (status: number): string => TITLES[status] ?? 'Error';

/** The one error type services throw; the error handler turns it into a JSON:API error document. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly source: TApiError['source'];
  readonly meta: Record<string, unknown> | undefined;
  readonly retryAfter: number | undefined;

  constructor(options: AppErrorOptions) {
    super(options.detail);
    this.name = 'AppError';
    this.status = options.status;
    this.code = options.code;
    this.title = options.title ?? titleForStatus(options.status);
    this.source = options.source;
    this.meta = options.meta;
    this.retryAfter = options.retryAfter;
  }

  toApiError(): TApiError {
    return {
      status: String(this.status),
      code: this.code,
      title: this.title,
      detail: this.message,
      ...(this.source ? { source: this.source } : {}),
      ...(this.meta ? { meta: this.meta } : {}),
    };
  }
}

/** The code of a 400 whose body, query or params failed their schema (the error handler and the password policy). */
export const VALIDATION_ERROR_CODE = 'VALIDATION_ERROR';
