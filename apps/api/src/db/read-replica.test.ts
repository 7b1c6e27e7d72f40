import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertySearchResponse, TReservationsResponse, TTimelineResponse } from '@hearth/domain';
import { buildApp, createBlobStore, MODULES } from '../app';
import { loadConfig, type Config } from '../config';
import { WROTE_COOKIE } from '../lib/cookies';
import { READ_YOUR_WRITES_MS } from '../plugins/db';
import { prepareDatabase } from '../seed/prepare';
import { demoAccount } from '../seed/demo-accounts';
import { createBooking, createProperty, uniqueTag } from '../test/factories';
import { TestClient, testConfig } from '../test/harness';
import { startPgCluster, type PgCluster } from '../test/pg-cluster';
import { fromPostgres, openDatabase, type Database } from './client';
import { properties } from './schema';

// A primary and a streaming hot standby of our own (never the shared server): replay on the standby is paused to
// make replica lag as long as the test needs, so what each request read from is visible in what it answers.

/** Which database a request's lag-tolerant reads went to, as the routes see it. */
const readDbProbe: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/test/read-db',
    config: { access: 'public' },
    handler: async (request) => ({
      readsFrom: request.readDb === app.db ? 'primary' : request.readDb === app.replica ? 'replica' : 'neither',
    }),
  });
};

const cleanups: (() => Promise<unknown>)[] = [];
let primary: PgCluster;
let standby: pg.Client;
let database: Database;
let config: Config;
let app: FastifyInstance;

/** Asks the standby until `query` answers true (a wait for replication, not a timing assertion). */
const untilStandby = async (what: string, query: string, params: unknown[] = []) => {
  for (let i = 0; i < 500; i += 1) {
    const { rows } = await standby.query<{ done: boolean }>(query, params);
    if (rows[0]?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the standby did not ${what} within 10 s`);
};

/** Waits until the standby has replayed everything the primary has written so far. */
const waitForReplay = async () => {
  const { rows } = (await database.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as unknown as {
    rows: { lsn: string }[];
  };
  const target = rows[0]?.lsn;
  await untilStandby(`replay up to ${target}`, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [target]);
};

const pauseReplay = async () => {
  await standby.query('select pg_wal_replay_pause()');
  await untilStandby('pause its replay', "select pg_get_wal_replay_pause_state() = 'paused' as done");
};

const resumeReplay = async () => {
  await standby.query('select pg_wal_replay_resume()');
  await waitForReplay();
};

const signedInStaff = async (target: FastifyInstance): Promise<TestClient> => {
  const client = new TestClient(target);
  const response = await client.signIn(demoAccount('staff').email);
  if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
  // As if READ_YOUR_WRITES_MS had passed: the browser drops the cookie at its max-age.
  client.cookies.delete(WROTE_COOKIE);
  return client;
};

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-replica-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  primary = await startPgCluster();
  cleanups.push(() => primary.destroy());
  config = { ...testConfig(dataDir), databaseUrl: primary.url() };

  const seeding = fromPostgres(primary.url(), { max: 4 });
  try {
    await prepareDatabase({
      database: seeding,
      blob: createBlobStore(config),
      seed: true,
      credentialKey: config.credentialKey,
    });
  } finally {
    await seeding.close();
  }
  // The standby starts from a base backup of the seeded primary, then streams what comes after.
  const replica = await startPgCluster({ replicaOf: primary });
  cleanups.push(() => replica.destroy());
  standby = new pg.Client(replica.url());
  await standby.connect();
  cleanups.push(() => standby.end());

  config = { ...config, databaseReplicaUrl: replica.url() };
  database = await openDatabase({ dataDir, databaseUrl: config.databaseUrl, databaseReplicaUrl: replica.url() });
  cleanups.push(() => database.close());
  app = await buildApp(config, { db: database.db, replica: database.replica, modules: [...MODULES, readDbProbe] });
  cleanups.push(() => app.close());
}, 60_000);

afterAll(async () => {
  // Newest first (the app before its pools, the pools before their clusters); one failing must not leak the rest.
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
});

const searchNames = async (client: TestClient, text: string): Promise<string[]> => {
  const response = await client.get(`/api/v3/search?${new URLSearchParams({ 'filters[query]': text }).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TPropertySearchResponse).data.map((p) => p.attributes.name);
};

const timelineNames = async (client: TestClient, text: string): Promise<string[]> => {
  const query = new URLSearchParams({ from: '2031-03-01', to: '2031-03-14', filterText: text });
  const response = await client.get(`/api/v3/calendar/timeline?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TTimelineResponse).data.map((row) => row.attributes.name);
};

const reservationCount = async (client: TestClient, propertyId: string): Promise<number> => {
  const response = await client.get(`/api/v3/bookings?${new URLSearchParams({ 'filters[properties]': propertyId })}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TReservationsResponse).data.length;
};

const readsFrom = async (client: TestClient, method: 'GET' | 'POST' = 'GET'): Promise<string> => {
  const response = await client.request({ method, url: '/api/test/read-db' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { readsFrom: string }).readsFrom;
};

describe('DATABASE_REPLICA_URL: lag-tolerant reads on the replica, a writer reads its own writes', () => {
  it('while the standby lags, the writer sees its rename at once and others see it after replay', async () => {
    const tag = uniqueTag();
    const id = await createProperty(database.db, { name: `${tag} Before` });
    await waitForReplay();
    const writer = await signedInStaff(app);
    const other = await signedInStaff(app);
    await pauseReplay();
    try {
      const renamed = await writer.patch(`/api/v3/properties/${id}`, {
        data: { attributes: { name: `${tag} After` } },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const wrote = renamed.cookies.find((cookie) => cookie.name === WROTE_COOKIE);
      expect(wrote).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: READ_YOUR_WRITES_MS / 1000 });

      expect(await searchNames(writer, tag)).toEqual([`${tag} After`]);
      expect(await timelineNames(writer, tag)).toEqual([`${tag} After`]);
      expect(await searchNames(other, tag)).toEqual([`${tag} Before`]);
      expect(await timelineNames(other, tag)).toEqual([`${tag} Before`]);

      // A write outside any request (a job, another process): nobody reads it back until the replica has it.
      await createBooking(database.db, { propertyId: id, checkIn: '2031-03-02', checkOut: '2031-03-05' });
      expect(await reservationCount(other, id)).toBe(0);
    } finally {
      await resumeReplay();
    }
    expect(await searchNames(other, tag)).toEqual([`${tag} After`]);
    expect(await timelineNames(other, tag)).toEqual([`${tag} After`]);
    expect(await reservationCount(other, id)).toBe(1);
  });

  it('routes GETs of a caller who has not written lately to the replica, everything else to the primary', async () => {
    const client = await signedInStaff(app);
    expect(await readsFrom(client)).toBe('replica');
    expect(await readsFrom(client, 'POST')).toBe('primary');
    // That POST succeeded, so its caller now has a fresh hearth_wrote cookie.
    expect(await readsFrom(client)).toBe('primary');
    client.cookies.set(WROTE_COOKIE, String(Date.now() - READ_YOUR_WRITES_MS));
    expect(await readsFrom(client)).toBe('replica');
  });

  it('writes go to the primary: a PATCH succeeds while the standby refuses writes', async () => {
    await expect(standby.query('create table replica_write_probe (id int)')).rejects.toThrow(/read-only/);
    const tag = uniqueTag();
    const id = await createProperty(database.db, { name: `${tag} Draft` });
    const client = await signedInStaff(app);
    await pauseReplay();
    try {
      const response = await client.patch(`/api/v3/properties/${id}`, {
        data: { attributes: { name: `${tag} Final` } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await database.db.select().from(properties).where(eq(properties.id, id));
      expect(row?.name).toBe(`${tag} Final`);
    } finally {
      await resumeReplay();
    }
  });

  it('a failed write leaves no hearth_wrote cookie: the caller keeps reading the replica', async () => {
    const client = await signedInStaff(app);
    const missing = await client.patch('/api/v3/properties/00000000-0000-4000-8000-000000000000', {
      data: { attributes: { name: 'Nobody' } },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.cookies.map((cookie) => cookie.name)).not.toContain(WROTE_COOKIE);
    expect(await readsFrom(client)).toBe('replica');
  });
});

describe('without DATABASE_REPLICA_URL', () => {
  it('reads everything from the primary and sets no hearth_wrote cookie', async () => {
    const single = await buildApp(config, { db: database.db, modules: [...MODULES, readDbProbe] });
    try {
      expect(single.replica).toBe(single.db);
      const client = await signedInStaff(single);
      expect(await readsFrom(client)).toBe('primary');
      const tag = uniqueTag();
      const id = await createProperty(database.db, { name: `${tag} Plain` });
      const response = await client.patch(`/api/v3/properties/${id}`, {
        data: { attributes: { name: `${tag} Done` } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.cookies.map((cookie) => cookie.name)).not.toContain(WROTE_COOKIE);
      expect(await searchNames(client, tag)).toEqual([`${tag} Done`]);
    } finally {
      await single.close();
    }
  });
});

describe('DATABASE_REPLICA_URL in the environment', () => {
  const secrets = {
    SESSION_SECRET: 'replica-test-session-secret-0123456789abcdef',
    FILE_SIGNING_SECRET: 'replica-test-file-secret-0123456789abcdefgh',
  };

  it('is refused without DATABASE_URL, with a message that says why', () => {
    expect(() => loadConfig({ ...secrets, DATABASE_REPLICA_URL: 'postgres://replica.internal/hearth' })).toThrow(
      /DATABASE_REPLICA_URL: A read replica needs its primary: set DATABASE_URL too/,
    );
  });

  it('is read alongside DATABASE_URL', () => {
    const loaded = loadConfig({
      ...secrets,
      DATABASE_URL: 'postgres://primary.internal/hearth',
      DATABASE_REPLICA_URL: 'postgres://replica.internal/hearth',
    });
    expect(loaded.databaseReplicaUrl).toBe('postgres://replica.internal/hearth');
  });
});
