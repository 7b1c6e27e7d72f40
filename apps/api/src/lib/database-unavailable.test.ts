import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, fromPglite, fromPostgres, type Database } from '../db/client';
import { createOutageLog, isDatabaseUnavailable } from './database-unavailable';

/** A local TCP server that does `onConnection` to every client: a stand-in for a PostgreSQL going away. */
const listen = async (onConnection: (socket: Socket) => void): Promise<{ server: Server; url: string }> => {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `postgres://postgres@127.0.0.1:${port}/test` };
};

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A FATAL ErrorResponse of the wire protocol, as PostgreSQL sends one while it starts up or shuts down. */
const fatal = (sqlstate: string, message: string) => {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlstate}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
};

/** What a query through Drizzle throws against `url`. */
const failureOf = async (url: string): Promise<unknown> => {
  const database = fromPostgres(url, { max: 1 });
  try {
    await database.db.execute(sql`select 1`);
    throw new Error('the query succeeded');
  } catch (error) {
    return error;
  } finally {
    await database.close();
  }
};

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, seen through the error Drizzle wraps it in', async () => {
    const { server, url } = await listen((socket) => socket.destroy());
    await close(server);
    const error = await failureOf(url);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a server that closes the connection', async () => {
    const { server, url } = await listen((socket) => socket.destroy());
    try {
      expect(isDatabaseUnavailable(await failureOf(url))).toBe(true);
    } finally {
      await close(server);
    }
  });

  it.each([
    ['57P03', 'the database system is starting up'],
    ['57P01', 'terminating connection due to administrator command'],
  ])('recognises the server refusing with SQLSTATE %s', async (sqlstate, message) => {
    // Like PostgreSQL, it answers the client's start-up message.
    const { server, url } = await listen((socket) => socket.once('data', () => socket.end(fatal(sqlstate, message))));
    try {
      const error = await failureOf(url);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await close(server);
    }
  });

  describe('on a database that answers', () => {
    let database: Database;
    beforeAll(async () => {
      database = fromPglite(await createPglite());
    });
    afterAll(async () => {
      await database.close();
    });

    it('leaves query errors alone: they are bugs or bad input, not an outage', async () => {
      const error = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
      expect(isDatabaseUnavailable(undefined)).toBe(false);
    });
  });
});

describe('createOutageLog', () => {
  it('writes the first failure, then one line per interval saying how many calls failed since', () => {
    const lines: Record<string, unknown>[] = [];
    const log = { warn: (fields: Record<string, unknown>) => void lines.push(fields) };
    const logOutage = createOutageLog(5000);
    const error = new Error('connect ECONNREFUSED');
    for (let ms = 0; ms < 12_000; ms += 10) logOutage(log, error, 1_000_000 + ms);
    expect(lines.map((line) => line.failedCalls)).toEqual([1, 500, 500]);
    expect(lines[0]?.err).toBe(error);
  });
});
