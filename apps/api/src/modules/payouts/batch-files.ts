import { HTTP, PAYOUT_ERROR_CODES, PAYOUT_MESSAGES, type PayoutCountry } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findPayoutBatch, readBatchLines, readPayoutSettings, type BatchLineRow } from './payouts.queries';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** '2026-01-01' → 'JAN26': the month as the files' references and descriptions carry it. */
export const monthCode = (month: string): string =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''}${month.slice(2, 4)}`;

/**
 * What a batch file is made from (docs/product/payouts.md#calls): the batch (not cancelled), its lines paid into
 * `country`'s accounts (409 when none) and the organisation's settings row.
 */
export const batchFileSource = async (options: { db: Db; id: string; country: PayoutCountry }) => {
  const { db } = options;
  const batch = await findPayoutBatch(db, options.id);
  if (batch.status === 'cancelled') {
    throw new AppError({
      status: HTTP.conflict,
      code: PAYOUT_ERROR_CODES.notDraft,
      detail: PAYOUT_MESSAGES.cancelledFile,
    });
  }
  const lines: BatchLineRow[] = (await readBatchLines(db, batch.id)).filter((line) => line.country === options.country);
  if (lines.length === 0) {
    throw new AppError({
      status: HTTP.conflict,
      code: PAYOUT_ERROR_CODES.noLines,
      detail: PAYOUT_MESSAGES.noLines(options.country),
    });
  }
  return { batch, lines, settings: await readPayoutSettings(db) };
};

export const settingsMissing = (country: PayoutCountry) =>
  new AppError({
    status: HTTP.conflict,
    code: PAYOUT_ERROR_CODES.settingsMissing,
    detail: PAYOUT_MESSAGES.settingsMissing(country),
  });

/** 'payouts-2026-01-1a2b3c4d': a batch's files, told apart by their batch. */
export const fileStem = (batch: { id: string; month: string }) =>
  `payouts-${batch.month.slice(0, 7)}-${batch.id.slice(0, 8)}`;
