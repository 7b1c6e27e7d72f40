import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HTTP,
  ZBankAccountResponse,
  ZBankAccountsResponse,
  ZCreatePayoutBatchRequest,
  ZHistoryQuery,
  ZHistoryResponse,
  ZIdParams,
  ZPayoutBatchActionBody,
  ZPayoutBatchDocument,
  ZPayoutBatchesQuery,
  ZPayoutBatchesResponse,
  ZPayoutPreviewQuery,
  ZPayoutPreviewResponse,
  ZPayoutSettingsDocument,
  ZSetBankAccountRequest,
  ZUpdatePayoutSettingsRequest,
} from '@hearth/domain';
import { scopeCallerOf } from '../../access/scope';
import { actorOf } from '../../lib/audit';
import { signedInCaller } from '../../lib/signed-in';
import { cancelPayoutBatch } from './cancel-payout-batch';
import { createPayoutBatch } from './create-payout-batch';
import { findBankAccountHistory } from './find-bank-account-history';
import { findBankAccounts } from './find-bank-accounts';
import { findPayoutBatches } from './find-payout-batches';
import { getAbaFile } from './get-aba-file';
import { getNzPaymentsFile } from './get-nz-payments-file';
import { getPayoutBatch } from './get-payout-batch';
import { getPayoutPreview } from './get-payout-preview';
import { getPayoutSettings } from './get-payout-settings';
import { sendPayoutBatch } from './send-payout-batch';
import { setBankAccount } from './set-bank-account';
import { updatePayoutSettings } from './update-payout-settings';

/**
 * Owner payouts (docs/product/payouts.md#calls, issue 31 item 3): owners' bank details (masked to everyone; set by
 * finance and admin), the organisation's payout settings, and monthly payout batches from published statements with
 * their ABA and New Zealand files. Numbers are sealed under CREDENTIAL_KEY and never answered in clear.
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payouts'];
  const manage = { action: 'payout:manage' } as const;
  const onBatch = { action: 'payout:manage', object: 'payout-batch' } as const;
  const { credentialKey } = app.config;

  // ---- An owner's bank details.
  app.get(
    '/api/v3/users/:id/bank-accounts',
    {
      config: { access: { action: 'bank-account:read', object: 'payee' } },
      schema: {
        tags,
        summary: "An owner's bank accounts (one per country), masked; whether the caller may change them",
        params: ZIdParams,
        response: { 200: ZBankAccountsResponse },
      },
    },
    async (request) =>
      findBankAccounts({
        db: app.db,
        caller: scopeCallerOf(signedInCaller(request.sessionUser)),
        credentialKey,
        id: request.params.id,
      }),
  );

  app.put(
    '/api/v3/users/:id/bank-accounts',
    {
      config: { access: { action: 'bank-account:manage', object: 'payee' } },
      schema: {
        tags,
        summary: "Set or replace the owner's Australian (BSB, account) or New Zealand account; audited, masked",
        params: ZIdParams,
        body: ZSetBankAccountRequest,
        response: { 200: ZBankAccountResponse },
      },
    },
    async (request) => {
      const caller = signedInCaller(request.sessionUser);
      return setBankAccount({
        db: app.db,
        caller: scopeCallerOf(caller),
        actor: actorOf(caller),
        credentialKey,
        id: request.params.id,
        input: request.body.data.attributes,
      });
    },
  );

  app.get(
    '/api/v3/users/:id/bank-accounts/history',
    {
      config: { access: { action: 'bank-account:read-history', object: 'payee' } },
      schema: {
        tags,
        summary: "Every change to an owner's bank details from the audit log, masked, newest first",
        params: ZIdParams,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryResponse },
      },
    },
    async (request) =>
      findBankAccountHistory({
        db: app.db,
        caller: scopeCallerOf(signedInCaller(request.sessionUser)),
        id: request.params.id,
        page: { number: request.query['page[number]'], size: request.query['page[size]'] },
      }),
  );

  // ---- The organisation's accounts: the debit side of the files.
  app.get(
    '/api/v3/payouts/settings',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "The organisation's payout accounts (ABA user, APCA id, BSB and account; NZ account), masked",
        response: { 200: ZPayoutSettingsDocument },
      },
    },
    async () => getPayoutSettings({ db: app.db, credentialKey }),
  );

  app.patch(
    '/api/v3/payouts/settings',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Change the Australian or New Zealand side; an account number left out is kept',
        body: ZUpdatePayoutSettingsRequest,
        response: { 200: ZPayoutSettingsDocument },
      },
    },
    async (request) => {
      await updatePayoutSettings({
        db: app.db,
        actor: actorOf(signedInCaller(request.sessionUser)),
        credentialKey,
        input: request.body.data.attributes,
      });
      return getPayoutSettings({ db: app.db, credentialKey });
    },
  );

  // ---- Batches.
  app.get(
    '/api/v3/payout-batches',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Payout batches, newest first, 25 a page, with their totals per currency',
        querystring: ZPayoutBatchesQuery,
        response: { 200: ZPayoutBatchesResponse },
      },
    },
    async (request) =>
      findPayoutBatches({
        db: app.db,
        page: { number: request.query['page[number]'], size: request.query['page[size]'] },
      }),
  );

  app.get(
    '/api/v3/payout-batches/preview',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'What a batch of the month would pay now, by currency, and the statements blocked (and why)',
        querystring: ZPayoutPreviewQuery,
        response: { 200: ZPayoutPreviewResponse },
      },
    },
    async (request) => getPayoutPreview({ db: app.db, credentialKey, month: request.query.month }),
  );

  app.post(
    '/api/v3/payout-batches',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'A draft batch paying every statement of the month that is ready; 409 when none is',
        body: ZCreatePayoutBatchRequest,
        response: { 201: ZPayoutBatchDocument },
      },
    },
    async (request, reply) => {
      const { month, paymentDate } = request.body.data.attributes;
      const id = await createPayoutBatch({
        db: app.db,
        actor: actorOf(signedInCaller(request.sessionUser)),
        credentialKey,
        month,
        paymentDate,
      });
      return reply.status(HTTP.created).send(await getPayoutBatch({ db: app.db, credentialKey, id }));
    },
  );

  app.get(
    '/api/v3/payout-batches/:id',
    {
      config: { access: onBatch },
      schema: {
        tags,
        summary: 'A payout batch with its lines, each account masked',
        params: ZIdParams,
        response: { 200: ZPayoutBatchDocument },
      },
    },
    async (request) => getPayoutBatch({ db: app.db, credentialKey, id: request.params.id }),
  );

  app.get(
    '/api/v3/payout-batches/:id/aba',
    {
      config: { access: onBatch },
      schema: {
        tags,
        summary: "The batch's Australian payments as an ABA (Cemtex) direct-entry file",
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const file = await getAbaFile({ db: app.db, credentialKey, id: request.params.id });
      return reply
        .type('text/plain; charset=us-ascii')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );

  app.get(
    '/api/v3/payout-batches/:id/nz-csv',
    {
      config: { access: onBatch },
      schema: {
        tags,
        summary: "The batch's New Zealand payments as a bulk direct-credit CSV (BNZ IB4B layout)",
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const file = await getNzPaymentsFile({ db: app.db, credentialKey, id: request.params.id });
      return reply
        .type('text/csv; charset=us-ascii')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/v3/payout-batches/:id/send',
    {
      config: { access: onBatch },
      schema: {
        tags,
        summary: 'Mark a draft batch sent to the bank: its statements are paid, once',
        params: ZIdParams,
        body: ZPayoutBatchActionBody,
        response: { 200: ZPayoutBatchDocument },
      },
    },
    async (request) => {
      await sendPayoutBatch({
        db: app.db,
        blob: app.blob,
        actor: actorOf(signedInCaller(request.sessionUser)),
        id: request.params.id,
      });
      return getPayoutBatch({ db: app.db, credentialKey, id: request.params.id });
    },
  );

  app.post(
    '/api/v3/payout-batches/:id/cancel',
    {
      config: { access: onBatch },
      schema: {
        tags,
        summary: 'Cancel a draft batch: its statements may go in another batch',
        params: ZIdParams,
        body: ZPayoutBatchActionBody,
        response: { 200: ZPayoutBatchDocument },
      },
    },
    async (request) => {
      await cancelPayoutBatch({
        db: app.db,
        actor: actorOf(signedInCaller(request.sessionUser)),
        id: request.params.id,
      });
      return getPayoutBatch({ db: app.db, credentialKey, id: request.params.id });
    },
  );
};
