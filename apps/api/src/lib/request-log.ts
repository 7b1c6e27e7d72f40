import { createWriteStream, existsSync, mkdirSync, openSync, renameSync, statSync, type WriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** REQUEST_LOG=file writes here; past the cap the file starts over and the previous one is kept as `.1`. */
export const requestLogPath = (dataDir: string): string => path.join(dataDir, 'logs', 'requests.log');
export const REQUEST_LOG_MAX_BYTES = 10 * 1024 * 1024;

export type LogFile = { write: (line: string) => void; close: () => Promise<void> };

/** An append-only file of at most `maxBytes`, plus the one before it: twice that on disk at most. */
export const cappedLogFile = (file: string, maxBytes = REQUEST_LOG_MAX_BYTES): LogFile => {
  mkdirSync(path.dirname(file), { recursive: true });
  let size = existsSync(file) ? statSync(file).size : 0;
  const rotate = () => {
    renameSync(file, `${file}.1`);
    size = 0;
  };
  if (size >= maxBytes) rotate();
  const open = (): WriteStream =>
    // Opened at once (not when the stream gets round to it), so a rename right after never splits the lines.
    // A full disk must not take the API down with it: say so once on stderr and keep serving.
    createWriteStream(file, { fd: openSync(file, 'a') }).once('error', (error) =>
      process.stderr.write(`Request log ${file}: ${error.message}\n`),
    );
  let stream = open();
  return {
    write: (line) => {
      const bytes = Buffer.byteLength(line);
      if (size > 0 && size + bytes > maxBytes) {
        // Lines still buffered land in the renamed file: the stream keeps its descriptor.
        stream.end();
        rotate();
        stream = open();
      }
      stream.write(line);
      size += bytes;
    },
    close: () => new Promise((resolve) => stream.end(() => resolve())),
  };
};

/** One request, in the shape of Fastify's 'request completed' line (so pino-pretty reads the file as well). */
const requestLine = (request: FastifyRequest, reply: FastifyReply): string =>
  `${JSON.stringify({
    level: 30,
    time: Date.now(),
    reqId: request.id,
    req: { method: request.method, url: request.url, remoteAddress: request.ip },
    res: { statusCode: reply.statusCode },
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
    msg: 'request completed',
  })}\n`;

/**
 * REQUEST_LOG=file or off: Fastify's per-request lines leave stdout, so the start-up banner (URL and demo sign-ins)
 * stays the last thing on screen. Each request is one line in `file` when there is one; a 5xx, a request that
 * errored and a broken response stream still go to the app's log on stdout. Start-up lines, job lines and
 * `request.log` calls in handlers are untouched.
 */
export class QuietRequestLog extends LogController {
  readonly #file: LogFile | undefined;

  constructor(file: LogFile | undefined) {
    super();
    this.#file = file;
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.#file?.write(requestLine(request, reply));
    if (error || reply.statusCode >= 500) {
      reply.log.error(
        { req: request, res: reply, err: error ?? undefined, responseTime: reply.elapsedTime },
        error ? 'request errored' : 'request failed',
      );
    }
  }

  override defaultErrorLog(
    error: Error,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply, metadata);
  }

  override streamError(
    error: Error,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    // A browser that navigates away mid-download is not an error worth a line.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      super.streamError(error, request, reply, metadata);
    }
  }

  close(): Promise<void> {
    return this.#file?.close() ?? Promise.resolve();
  }
}

const INFO_LEVELS: readonly Config['logLevel'][] = ['trace', 'debug', 'info'];

/** The log controller for REQUEST_LOG, or undefined for 'stdout' (Fastify's own lines). */
export const quietRequestLog = (config: Config): QuietRequestLog | undefined => {
  if (config.requestLog === 'stdout') return undefined;
  const toFile = config.requestLog === 'file' && INFO_LEVELS.includes(config.logLevel);
  return new QuietRequestLog(toFile ? cappedLogFile(requestLogPath(config.dataDir)) : undefined);
};

/** Every response carries its request id under this header; a proxy's own id in it is kept (see requestIdOf). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id is kept when it is a plain token: anything else could forge or break the JSON log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a fresh uuid (unique across processes). */
export const requestIdOf = (request: IncomingMessage): string => {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
};
