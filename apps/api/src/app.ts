import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productErrorMap } from '@hearth/domain';
import type { Config } from './config';
import type { Db } from './db/client';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mail';
import { createPaymentsService, type PaymentsService } from './adapters/payments';
import { createDiskBlobStore, createS3BlobStore, type BlobStore } from './adapters/blob';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin, sendFrameworkError } from './plugins/error-handler';
import { securityPlugin } from './plugins/security';
import { csrfPlugin } from './plugins/csrf';
import { sessionPlugin } from './plugins/session';
import { accessGuardPlugin } from './plugins/access-guard';
import { inputGuardPlugin } from './plugins/input-guard';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import { publicRoutes } from './modules/public/public.routes';
import { setupRoutes } from './modules/setup/setup.routes';
import { createBrandReader, type BrandReader } from './common/organisation/brand';
import { createGuestMail, type GuestMail } from './common/guest-mail/send-guest-mail';
import { organisationRoutes } from './modules/organisation/organisation.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { devtoolsModule } from './modules/devtools/devtools.routes';
import { DEMO_SEED_PARTS, seedDemo } from './seed/seed';
import { filesRoutes } from './modules/files/files.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { locationsRoutes } from './modules/locations/locations.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { linksRoutes } from './modules/links/links.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { checkInMailsJob } from './modules/bookings/send-check-in-mails';
import { balancesRoutes } from './modules/balances/balances.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { resumePaymentCallsJob } from './modules/payments/resume-payment-calls';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { ratesRoutes } from './modules/rates/rates.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { startJobs, type Job } from './lib/jobs';
import { createBackgroundTasks } from './lib/background-tasks';
import { quietRequestLog, REQUEST_ID_HEADER, requestIdOf } from './lib/request-log';
import { healthRoutes } from './modules/health/health.routes';
import { expireHoldsJob } from './modules/events/expire-holds';
import { extendRatePlansJob } from './modules/rates/derive-rates';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { breezewaySyncJob } from './modules/tasks/sync-breezeway-tasks';
import { breezewayPushJob } from './modules/tasks/push-breezeway-tasks';
import { icalRoutes } from './modules/ical/ical.routes';
import { keysRoutes } from './modules/keys/keys.routes';
import { photosRoutes } from './modules/photos/photos.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { smartquotesRoutes } from './modules/smartquotes/smartquotes.routes';
import { channelsRoutes } from './modules/channels/channels.routes';
import { statementsRoutes } from './modules/statements/statements.routes';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { resourcesRoutes } from './modules/resources/resources.routes';
import { icalSyncJob } from './modules/ical/ical-sync-job';
import './types';

/** 1 MiB: every JSON body of the API is far smaller; uploads go through signed URLs, not JSON. */
export const BODY_LIMIT = 1024 * 1024;

export const MODULES: readonly FastifyPluginAsync[] = [
  healthRoutes,
  publicRoutes,
  setupRoutes,
  organisationRoutes,
  authRoutes,
  usersRoutes,
  // The app hands Dev tools the demo seed to sync from: modules do not import the seed, which imports modules.
  devtoolsModule({ seed: { parts: DEMO_SEED_PARTS, run: seedDemo } }),
  filesRoutes,
  propertiesRoutes,
  locationsRoutes,
  companiesRoutes,
  icalRoutes,
  linksRoutes,
  eventsRoutes,
  bookingsRoutes,
  balancesRoutes,
  paymentsRoutes,
  calendarRoutes,
  ratesRoutes,
  importsRoutes,
  tasksRoutes,
  photosRoutes,
  keysRoutes,
  reviewsRoutes,
  smartquotesRoutes,
  channelsRoutes,
  statementsRoutes,
  payoutsRoutes,
  resourcesRoutes,
];

/** The scheduled jobs of this configuration (docs/CONTRIBUTING.md#adapters); each runs in one process at a time. */
export const scheduledJobs = (config: Config, services: { payments: PaymentsService; guestMail: GuestMail }): Job[] => [
  expireHoldsJob,
  checkInMailsJob(services),
  icalSyncJob,
  extendRatePlansJob,
  ...(config.breezeway ? [breezewaySyncJob(config.breezeway), breezewayPushJob(config.breezeway)] : []),
  ...(services.payments.source === 'provider'
    ? [resumePaymentCallsJob({ ...services, payments: services.payments, publicUrl: config.publicUrl })]
    : []),
];

export type BuildAppOptions = {
  db: Db;
  /** A read replica for the list, search and calendar reads (plugins/db.ts); without, they read `db`. */
  replica?: Db | undefined;
  mailer?: Mailer;
  blob?: BlobStore;
  /** The payment service; by default the one the configuration gives (STRIPE_SECRET_KEY, else the ledger). */
  payments?: PaymentsService;
  /** Route modules; defaults to MODULES. Tests add one to prove a route without an access rule is refused. */
  modules?: readonly FastifyPluginAsync[];
  /** Where the built SPA lives; defaults to apps/web/dist. */
  webDistDir?: string;
};

/** S3 when `S3_BUCKET` is set, else files under DATA_DIR/blobs (docs/CONTRIBUTING.md#adapters); links are signed the same way on both. */
export const createBlobStore = (config: Config): BlobStore =>
  config.s3
    ? createS3BlobStore({ ...config.s3, signingSecret: config.fileSigningSecret })
    : createDiskBlobStore({ dir: path.join(config.dataDir, 'blobs'), signingSecret: config.fileSigningSecret });

/** Mail comes from the trading name as it is when each message leaves (docs/product/setup.md#rules). */
const createMailer = (config: Config, db: Db, brand: BrandReader): Mailer =>
  config.smtpUrl
    ? createSmtpMailer({
        db,
        smtpUrl: config.smtpUrl,
        from: async () => ({ name: (await brand.read()).productName, address: `no-reply@${config.supportHost}` }),
      })
    : createOutboxMailer(db);

/** Builds the whole app, ready to inject or listen; throws if any /api route lacks an access rule. */
export const buildApp = async (config: Config, options: BuildAppOptions): Promise<FastifyInstance> => {
  // Schema failures no schema worded answer in sentences (the domain's product-messages.ts), as the web shows them.
  z.config({ customError: productErrorMap });
  // REQUEST_LOG: Fastify's request lines on stdout, or one line a request in DATA_DIR/logs, or none.
  const requestLog = quietRequestLog(config);
  const app = Fastify({
    // process.stdout, not pino's own buffered writer: log lines and the start-up banner (server.ts) keep their order.
    logger: { level: config.logLevel, stream: process.stdout },
    ...(requestLog ? { logController: requestLog } : {}),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
    // The proxy's X-Request-Id when sane, else a uuid; Fastify puts it on every log line as reqId.
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The organisation's trading name is the product's name (mail, header, PDFs), read where it is said, so a change
  // made in any process shows in every one (docs/product/setup.md#rules).
  const brand = createBrandReader({ db: options.db, productName: config.productName });
  const mailer = options.mailer ?? createMailer(config, options.db, brand);
  app.decorate('config', config);
  app.decorate('brand', brand);
  app.decorate('mailer', mailer);
  app.decorate('blob', options.blob ?? createBlobStore(config));
  app.decorate(
    'guestMail',
    createGuestMail({ db: options.db, mailer, brand, blob: app.blob, publicUrl: config.publicUrl, log: app.log }),
  );
  app.decorate<PaymentsService>('payments', options.payments ?? createPaymentsService(config, { db: options.db }));
  app.decorate('background', createBackgroundTasks(app.log));
  // Before the database closes: a running import finishes its slices.
  app.addHook('preClose', async () => app.background.drain());
  app.addHook('onClose', async () => mailer.close());
  if (requestLog) app.addHook('onClose', async () => requestLog.close());

  await app.register(errorHandlerPlugin, { supportHost: config.supportHost });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(securityPlugin, {
    cookieSecure: config.cookieSecure,
    s3: config.s3,
    mapTileUrl: config.mapTiles?.url,
  });
  await app.register(dbPlugin, { db: options.db, replica: options.replica });
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  await app.register(accessGuardPlugin);
  await app.register(inputGuardPlugin);
  // The API document's title is the name at start-up: a reader of /api/docs sees a rename after a restart.
  await app.register(openapiPlugin, { productName: (await brand.read()).productName });

  for (const module of options.modules ?? MODULES) await app.register(module);
  await app.register(webPlugin, options.webDistDir ? { distDir: options.webDistDir } : {});

  if (config.jobs) {
    let stopJobs: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopJobs = startJobs(scheduledJobs(config, app), { db: options.db, log: app.log });
    });
    app.addHook('preClose', async () => stopJobs?.());
  }
  await app.ready();
  return app;
};
