import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dataDirError } from './db/data-dir-check';

import { APP_ENVS, type AppEnv } from '@hearth/domain';

export { APP_ENVS, type AppEnv };

/** Where a line per request goes: stdout (Fastify's own), DATA_DIR/logs/requests.log, or nowhere. */
export const REQUEST_LOGS = ['stdout', 'file', 'off'] as const;
export type RequestLog = (typeof REQUEST_LOGS)[number];

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    /** A streaming replica of DATABASE_URL that serves the list, search and calendar reads (docs/OPERATIONS.md). */
    DATABASE_REPLICA_URL: z.url().optional(),
    SMTP_URL: z.url().optional(),
    PRODUCT_NAME: z.string().min(1).default('Hearth'),
    APP_ENV: z.enum(APP_ENVS).optional(),
    PUBLIC_URL: z.url().optional(),
    SUPPORT_HOST: z.string().min(1).default('hearth.au'),
    FAQ_URL: z.url().default('https://help.hearth.au'),
    /** The form licensees fill in to submit a new property ('Add New Property'). */
    SESSION_SECRET: z.string().min(32).optional(),
    FILE_SIGNING_SECRET: z.string().min(32).optional(),
    /** Encrypts credentials kept for outside services (channel API keys): 32 random bytes, base64url (43 characters). */
    CREDENTIAL_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, '32 random bytes, base64url (43 characters)')
      .optional(),
    /** The OpenAPI document at /api/docs for anyone: by default everywhere but production, where developers only. */
    API_DOCS: z.enum(['true', 'false']).optional(),
    /** Unset: the demo data in demo and development, never in production (its accounts share a known password). */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** 'true' says this deployment is reached over plain http: no `Secure` cookies and no HSTS, even in production. */
    INSECURE_HTTP: z.enum(['true', 'false']).default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REQUEST_LOG: z.enum(REQUEST_LOGS).optional(),
    /** Scheduled jobs (hold expiry, task and iCal sync) run in this process unless 'false'. */
    JOBS: z.enum(['true', 'false']).default('true'),
    /** How long readiness answers 503 before the server stops taking connections on SIGTERM (docs/OPERATIONS.md). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(20_000).default(0),
    BREEZEWAY_CLIENT_ID: z.string().min(1).optional(),
    BREEZEWAY_CLIENT_SECRET: z.string().min(1).optional(),
    BREEZEWAY_API_URL: z.url().default('https://api.breezeway.io'),
    /** KeyNest: with an API key, key statuses are read from KeyNest on refresh; without, the stored status stands. */
    KEYNEST_API_KEY: z.string().min(1).optional(),
    KEYNEST_BASE_URL: z.url().default('https://api.keynest.com'),
    /** A maps distance-matrix key: walking distances from stores to homes; without, straight-line estimates. */
    MAPS_API_KEY: z.string().min(1).optional(),
    MAPS_BASE_URL: z.url().default('https://maps.googleapis.com'),
    /** Map tiles for the quote's comps map, a template with {z}, {x} and {y}; without, an offline outline. */
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'A tile URL template with {z}, {x} and {y}')
      .optional(),
    /** The tiles' credit line (their licence usually requires one). */
    MAP_TILE_ATTRIBUTION: z.string().default(''),
    /** Stripe: with a secret key, balances are read from Stripe per merchant account; without, from our payments ledger. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),
    /** The signing secret of Stripe's webhook endpoint (whsec_…): without it no Stripe event is believed. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** The channel connectivity API that checks channel accounts' API keys; without it they cannot be checked. */
    CHANNEL_API_URL: z.url().optional(),
    /** Files in this S3 bucket instead of DATA_DIR/blobs (docs/CONTRIBUTING.md#adapters); the rest of S3_* say how to reach it. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** An S3-compatible service (MinIO, R2...); unset for AWS S3. Browsers upload to and read from it directly. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('ap-southeast-2'),
    /** Without both keys the AWS SDK's default credential chain applies (an instance or task role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** 'true' for services that need `{endpoint}/{bucket}/{key}` addresses (MinIO, s3rver). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message: 'A read replica needs its primary: set DATABASE_URL too (the embedded database has no replicas)',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'Set both S3 keys, or neither' });
    }
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Reads that tolerate a moment's lag go here; a caller's own writes are read back from the primary. */
  databaseReplicaUrl?: string | undefined;
  smtpUrl: string | undefined;
  productName: string;
  appEnv: AppEnv;
  publicUrl: string;
  supportHost: string;
  faqUrl: string;
  sessionSecret: string;
  fileSigningSecret: string;
  /** AES-256-GCM key (base64url) for credentials at rest (lib/secret-box.ts). */
  credentialKey: string;
  /** Cookies marked `Secure` and HSTS sent: always in production (unless INSECURE_HTTP), elsewhere with an https PUBLIC_URL. */
  cookieSecure: boolean;
  /** Seed the demo data when the users table is empty. */
  seedDemo: boolean;
  /** /api/docs open to anyone; when false (production's default) only signed-in developers read it. */
  apiDocs?: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (per-IP sign-in limits need it). */
  trustProxy: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Production keeps request lines on stdout (12-factor); demo and development keep them in a file, errors still print. */
  requestLog: RequestLog;
  /** Run the scheduled jobs in this process (tests run them by hand). */
  jobs: boolean;
  /** Readiness 503 for this long before the close, so the load balancer stops sending first (0: close at once). */
  shutdownDrainMs?: number;
  /** Breezeway credentials; without them tasks are kept only here (the offline adapter). */
  breezeway: { clientId: string; clientSecret: string; apiUrl: string } | undefined;
  /** KeyNest credentials; without them key statuses are kept only here (the offline adapter). */
  keynest?: { apiKey: string; baseUrl: string } | undefined;
  /** The maps distance matrix; without it distances are straight-line estimates (the offline adapter). */
  maps?: { apiKey: string; baseUrl: string } | undefined;
  /** Map tiles of the web's maps; without them the maps draw an offline outline (docs/CONTRIBUTING.md#stack). */
  mapTiles?: { url: string; attribution: string } | undefined;
  /** The payment provider (Stripe); without it balances come from the payments ledger (the offline adapter). */
  stripe?: { secretKey: string; apiUrl: string; webhookSecret?: string | undefined } | undefined;
  /** The channel connectivity API; without it API channels' credentials cannot be checked (the offline adapter). */
  channelApi?: { url: string } | undefined;
  /** The S3 bucket of the blob store; without it blobs live on disk under DATA_DIR/blobs. */
  s3?: S3Config | undefined;
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

type Secrets = { sessionSecret: string; fileSigningSecret: string; credentialKey: string };

const ZSecrets = z.object({
  sessionSecret: z.string().min(32),
  fileSigningSecret: z.string().min(32),
  /** Added later than the others: a file without it gets one. */
  credentialKey: z.string().length(43).optional(),
});

/** Secrets not given in the environment are made once and kept in DATA_DIR, so restarts keep sessions and file links valid. */
const loadOrCreateSecrets = (dataDir: string): Secrets => {
  const file = path.join(dataDir, 'secrets.json');
  let kept: z.infer<typeof ZSecrets> | null = null;
  if (existsSync(file)) {
    const parsed = ZSecrets.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) kept = parsed.data;
  }
  if (kept?.credentialKey) return { ...kept, credentialKey: kept.credentialKey };
  const secrets: Secrets = {
    sessionSecret: kept?.sessionSecret ?? randomBytes(32).toString('base64url'),
    fileSigningSecret: kept?.fileSigningSecret ?? randomBytes(32).toString('base64url'),
    credentialKey: randomBytes(32).toString('base64url'),
  };
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  } catch (error) {
    throw dataDirError(dataDir, file, error);
  }
  return secrets;
};

/** Reads and validates the environment; throws a readable error naming every bad variable. */
export const loadConfig = (env: Record<string, string | undefined>, cwd: string = process.cwd()): Config => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appEnv = e.APP_ENV ?? (e.DATABASE_URL ? 'production' : 'demo');
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const needsSecrets = !e.SESSION_SECRET || !e.FILE_SIGNING_SECRET || !e.CREDENTIAL_KEY;
  const stored = needsSecrets ? loadOrCreateSecrets(dataDir) : undefined;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    smtpUrl: e.SMTP_URL,
    productName: e.PRODUCT_NAME,
    appEnv,
    publicUrl,
    supportHost: e.SUPPORT_HOST,
    faqUrl: e.FAQ_URL,
    sessionSecret: e.SESSION_SECRET ?? stored?.sessionSecret ?? '',
    fileSigningSecret: e.FILE_SIGNING_SECRET ?? stored?.fileSigningSecret ?? '',
    credentialKey: e.CREDENTIAL_KEY ?? stored?.credentialKey ?? '',
    // Production sits behind TLS whatever PUBLIC_URL says (a proxy may be reached as http inside); only an explicit
    // INSECURE_HTTP=true turns that off. Demo and development follow PUBLIC_URL.
    cookieSecure: e.INSECURE_HTTP !== 'true' && (appEnv === 'production' || publicUrl.startsWith('https://')),
    seedDemo: e.SEED_DEMO === undefined ? appEnv !== 'production' : e.SEED_DEMO === 'true',
    apiDocs: e.API_DOCS === undefined ? appEnv !== 'production' : e.API_DOCS === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    requestLog: e.REQUEST_LOG ?? (appEnv === 'production' ? 'stdout' : 'file'),
    jobs: e.JOBS === 'true',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    breezeway:
      e.BREEZEWAY_CLIENT_ID && e.BREEZEWAY_CLIENT_SECRET
        ? { clientId: e.BREEZEWAY_CLIENT_ID, clientSecret: e.BREEZEWAY_CLIENT_SECRET, apiUrl: e.BREEZEWAY_API_URL }
        : undefined,
    keynest: e.KEYNEST_API_KEY ? { apiKey: e.KEYNEST_API_KEY, baseUrl: e.KEYNEST_BASE_URL } : undefined,
    maps: e.MAPS_API_KEY ? { apiKey: e.MAPS_API_KEY, baseUrl: e.MAPS_BASE_URL } : undefined,
    mapTiles: e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION } : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, apiUrl: e.STRIPE_API_URL, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    channelApi: e.CHANNEL_API_URL ? { url: e.CHANNEL_API_URL } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
  };
};
