/** A failed exchange with Breezeway: the HTTP status (null when Breezeway did not answer) and the path asked. */
export class BreezewayError extends Error {
  readonly status: number | null;
  readonly path: string;

  constructor(message: string, options: { status: number | null; path: string; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BreezewayError';
    this.status = options.status;
    this.path = options.path;
  }
}
