import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HTTP, ZOutboxResponse } from '@hearth/domain';
import { AppError } from '../../lib/app-error';
import { findOutboxMails } from './devtools.service';

/** In production the outbox holds real reset links and codes: nobody reads it through the API there. */
export const OUTBOX_CLOSED_MESSAGE = 'The mail outbox can be read in demo and development only.';

export const devtoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/dev-tools/outbox',
    {
      config: { access: { action: 'devtools:use' } },
      schema: { tags: ['devtools'], summary: 'The mail outbox, newest first', response: { 200: ZOutboxResponse } },
    },
    async () => {
      if (app.config.appEnv === 'production') {
        throw new AppError({ status: HTTP.notFound, code: 'OUTBOX_CLOSED', detail: OUTBOX_CLOSED_MESSAGE });
      }
      const mails = await findOutboxMails({ db: app.db });
      return {
        data: mails.map((mail) => ({
          id: mail.id,
          type: 'mails' as const,
          attributes: {
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            createdAt: mail.createdAt.toISOString(),
            sentAt: mail.sentAt?.toISOString() ?? null,
          },
        })),
      };
    },
  );
};
