import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import type { Config } from '../config';
import { createPglite, fromPglite, fromPostgres, type Database, type Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { CSRF_COOKIE, SESSION_COOKIE } from '../lib/cookies';
import { DEMO_PASSWORD, demoAccount } from '../seed/demo-accounts';
import { TEST_SECRETS, withDatabase } from './template';
import './template';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  client: (options?: { ip?: string }) => TestClient;
  /** A client signed in as a demo account (by name: 'admin', 'owner', ...); throws if sign-in fails. */
  signedIn: (name: string) => Promise<TestClient>;
  /**
   * Another app on this database, as a second process would run: on PostgreSQL with a pool (and session cache
   * listener) of its own; on PGlite, one process by definition, on the same client. Close it before the context.
   */
  secondApp: () => Promise<{ app: FastifyInstance; db: Db; close: () => Promise<void> }>;
  close: () => Promise<void>;
};

export const testConfig = (dataDir: string): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: undefined,
  smtpUrl: undefined,
  productName: 'Hearth',
  appEnv: 'demo',
  publicUrl: 'http://localhost:3000',
  supportHost: 'hearth.au',
  faqUrl: 'https://help.hearth.au',
  sessionSecret: TEST_SECRETS.sessionSecret,
  fileSigningSecret: TEST_SECRETS.fileSigningSecret,
  credentialKey: TEST_SECRETS.credentialKey,
  cookieSecure: false,
  seedDemo: true,
  trustProxy: false,
  logLevel: 'silent',
  requestLog: 'off',
  jobs: false,
  breezeway: undefined,
});

/** A fresh copy of the seeded template database for one test file. */
const openTestDatabase = async (
  poolSize = 4,
): Promise<{ database: Database; dispose: () => Promise<void>; reopen: () => Database }> => {
  const template = inject('hearthTemplate');
  if (template.engine === 'pglite') {
    const tarball = await readFile(template.dataDirTarball);
    const client = await createPglite({ loadDataDir: new Blob([tarball]) });
    const database = fromPglite(client);
    return { database, dispose: () => database.close(), reopen: () => ({ ...database, close: async () => {} }) };
  }
  const name = `hearth_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateDb}`);
  } finally {
    await admin.end();
  }
  const database = fromPostgres(withDatabase(template.adminUrl, name), { max: poolSize });
  return {
    database,
    reopen: () => fromPostgres(withDatabase(template.adminUrl, name), { max: poolSize }),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      // pool.end() resolves before its connections have closed; one still closing when FORCE terminates it
      // answers 57P01 to an idle client, which the ended pool raises as an uncaught error. Wait for them first.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

/** Builds the real app on a fresh seeded database; call `close` in afterAll. */
export const createTestContext = async (
  options: Partial<Pick<BuildAppOptions, 'modules' | 'webDistDir'>> & {
    config?: Partial<Config>;
    /** Pooled connections on PostgreSQL (4 by default); a race test wants as many as the app runs with. */
    poolSize?: number;
  } = {},
): Promise<TestContext> => {
  const template = inject('hearthTemplate');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-api-test-'));
  await cp(template.blobsDir, path.join(dataDir, 'blobs'), { recursive: true });
  const { config: configOverrides, poolSize, ...appOptions } = options;
  const { database, dispose, reopen } = await openTestDatabase(poolSize);
  const config = { ...testConfig(dataDir), ...configOverrides };
  const app = await buildApp(config, { db: database.db, ...appOptions }).catch(async (error: unknown) => {
    // A failed start (a test expects some) must still give back the database copy.
    await dispose();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    app,
    db: database.db,
    config,
    client: (clientOptions = {}) => new TestClient(app, clientOptions.ip),
    signedIn: async (name) => {
      const client = new TestClient(app);
      const response = await client.signIn(demoAccount(name).email);
      if (response.statusCode !== 200) throw new Error(`sign-in as ${name}: ${response.statusCode} ${response.body}`);
      return client;
    },
    secondApp: async () => {
      const second = reopen();
      const secondApp = await buildApp(config, { db: second.db, ...appOptions }).catch(async (error: unknown) => {
        await second.close();
        throw error;
      });
      return {
        app: secondApp,
        db: second.db,
        close: async () => {
          await secondApp.close();
          await second.close();
        },
      };
    },
    close: async () => {
      await app.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** Raw payload sent as-is (malformed JSON, huge bodies). */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** Send the CSRF header (default true for non-GET). */
  csrf?: boolean;
};

/** A browser-like caller: keeps its cookies, fetches and echoes the CSRF token, uses its own IP. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  private csrfToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    ip?: string,
  ) {
    this.ip = ip ?? `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: InjectResponse) {
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      // The CSRF token is bound to the session (or the pre-session cookie): a new one of either needs a new token,
      // which the web client fetches again too (it resets its token after sign-in and sign-out).
      if (cookie.name === SESSION_COOKIE || cookie.name === CSRF_COOKIE) this.csrfToken = undefined;
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async fetchCsrf(): Promise<string> {
    const response = await this.request({ url: '/api/v1/public/csrf/' });
    this.csrfToken = (response.json() as { data: { csrfToken: string } }).data.csrfToken;
    return this.csrfToken;
  }

  async request(options: RequestOptions): Promise<InjectResponse> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && (options.csrf ?? true)) {
      const token = this.csrfToken ?? (await this.fetchCsrf());
      headers['x-csrf-token'] = token;
      headers.cookie = this.cookieHeader();
    }
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method,
      url: options.url,
      headers,
      remoteAddress: this.ip,
      ...(payload !== undefined ? { payload } : {}),
    });
    this.keepCookies(response);
    return response;
  }

  get(url: string) {
    return this.request({ url });
  }

  post(url: string, body?: unknown) {
    return this.request({ method: 'POST', url, body });
  }

  patch(url: string, body?: unknown) {
    return this.request({ method: 'PATCH', url, body });
  }

  signIn(email: string, password: string = DEMO_PASSWORD, otp?: string) {
    return this.post('/api/v3/auth?include=user', { email, password, ...(otp ? { otp } : {}) });
  }
}

export type Mail = typeof mailOutbox.$inferSelect;

export const latestMailTo = async (db: Db, to: string): Promise<Mail | undefined> => {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
};

export const codeFromMail = (mail: Mail | undefined): string => {
  const match = mail?.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`No code in mail: ${mail?.text ?? '(no mail)'}`);
  return match[1];
};

export const tokenFromMail = (mail: Mail | undefined): { action: string; token: string } => {
  const match = mail?.text.match(/\/login\/(change|confirm)\/([A-Za-z0-9_-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`No link in mail: ${mail?.text ?? '(no mail)'}`);
  return { action: match[1], token: match[2] };
};

export type ErrorBody = {
  errors: { status: string; code: string; detail: string; source?: { pointer?: string; parameter?: string } }[];
};
export const errorsOf = (response: InjectResponse): ErrorBody['errors'] => (response.json() as ErrorBody).errors;
