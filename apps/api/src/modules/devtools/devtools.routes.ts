import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEVTOOLS_ERROR_CODES,
  DEVTOOLS_MESSAGES,
  HTTP,
  ZOutboxResponse,
  ZRefreshStatisticsResponse,
  ZSyncStagingDataBody,
  ZTestMailResponse,
  type TStagingSyncLine,
} from '@hearth/domain';
import { AppError } from '../../lib/app-error';
import { signedInCaller } from '../../lib/signed-in';
import { presentOutbox } from './devtools.presenter';
import { findOutboxMails } from './find-outbox-mails';
import { refreshStatistics } from './refresh-statistics';
import { sendTestMail } from './send-test-mail';
import { StagingSyncRunningError, syncStagingData, type DemoSeed } from './sync-staging-data';

export type DevtoolsModuleOptions = {
  /** The demo seed that 'Sync staging data' runs (app.ts gives it; without one the action answers 503). */
  seed?: DemoSeed;
};

const access = { action: 'devtools:use' } as const;
const tags = ['devtools'];

/** Dev tools (docs/product/devtools.md#screens, #calls): the action cards' calls and the mail outbox. Developers only. */
export const devtoolsModule =
  (options: DevtoolsModuleOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    /** One sync at a time in this process (the advisory lock covers other processes). */
    let syncing = false;

    app.get(
      '/api/v3/dev-tools/outbox',
      {
        config: { access },
        schema: { tags, summary: 'The mail outbox, newest first', response: { 200: ZOutboxResponse } },
      },
      async () => presentOutbox(await findOutboxMails({ db: app.db, appEnv: app.config.appEnv })),
    );

    app.post(
      '/api/v3/dev-tools/sync-staging-data',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Replace every record with a fresh copy of the demo data; answers its progress as NDJSON lines (progress…, then done or error). Refused in production',
          body: ZSyncStagingDataBody,
        },
      },
      async (request, reply) => {
        if (app.config.appEnv === 'production') {
          throw new AppError({
            status: HTTP.forbidden,
            code: DEVTOOLS_ERROR_CODES.refusedInProduction,
            detail: DEVTOOLS_MESSAGES.refusedInProduction,
          });
        }
        if (syncing) {
          throw new AppError({
            status: HTTP.conflict,
            code: DEVTOOLS_ERROR_CODES.syncRunning,
            detail: DEVTOOLS_MESSAGES.syncRunning,
          });
        }
        if (!options.seed) {
          throw new AppError({ status: 503, code: DEVTOOLS_ERROR_CODES.syncFailed, detail: 'No demo seed is set up.' });
        }
        const caller = signedInCaller(request.sessionUser);
        const stream = new PassThrough();
        const write = (line: TStagingSyncLine) => stream.write(`${JSON.stringify(line)}\n`);
        syncing = true;
        void syncStagingData({
          db: app.db,
          blob: app.blob,
          seed: options.seed,
          credentialKey: app.config.credentialKey,
          actorUserId: caller.user.id,
          impersonatorUserId: caller.impersonatorUserId,
          onLine: write,
        })
          .catch((error: unknown) => {
            if (error instanceof StagingSyncRunningError)
              return write({ type: 'error', message: DEVTOOLS_MESSAGES.syncRunning });
            request.log.error({ err: error }, 'staging data sync failed');
            const reason = error instanceof Error ? error.message : String(error);
            write({ type: 'error', message: `The sync failed and nothing was changed: ${reason}` });
          })
          .finally(() => {
            syncing = false;
            stream.end();
          });
        return reply
          .header('Content-Type', 'application/x-ndjson; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(stream);
      },
    );

    app.post(
      '/api/v3/dev-tools/send-test-mail',
      {
        config: { access },
        schema: { tags, summary: 'Send a test email to the caller', response: { 200: ZTestMailResponse } },
      },
      async (request) => {
        const caller = signedInCaller(request.sessionUser);
        const sent = await sendTestMail({
          mailer: app.mailer,
          to: caller.user.email,
          productName: (await app.brand.read()).productName,
        });
        return { meta: sent };
      },
    );

    app.post(
      '/api/v3/dev-tools/refresh-statistics',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Run ANALYZE on every table',
          response: { 200: ZRefreshStatisticsResponse },
        },
      },
      async () => ({ meta: await refreshStatistics({ db: app.db }) }),
    );
  };
