import { eq } from 'drizzle-orm';
import type { TSmartquoteAccuracy, TSmartquoteDocument } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { smartquotes, type SmartquoteRow } from '../../db/schema';
import { scopeCallerOf } from '../../access/scope';
import type { SessionUser } from '../../types';
import { measureAccuracy, onboardedHomeOf } from './smartquote-accuracy';
import { presentSmartquoteDocument } from './smartquote.presenter';
import { loadSmartquote } from './smartquote-rows';

export type SmartquoteDeps = { db: Db; blob: BlobStore; config: Config; caller: SessionUser; now: Date };

/**
 * The forecast's error against the linked home's bookings so far, stored so the list can sort by it (issue 16 item
 * 6). A derived figure, not an edit: no audit entry and no new `updatedAt`.
 */
export const refreshAccuracy = async (db: Db, quote: SmartquoteRow, now: Date): Promise<TSmartquoteAccuracy | null> => {
  const home = await onboardedHomeOf(db, quote.onboardedPropertyId);
  const accuracy = await measureAccuracy({ db, quote, home, now });
  const error = accuracy?.error ?? null;
  if (error !== quote.forecastError) {
    await db.update(smartquotes).set({ forecastError: error }).where(eq(smartquotes.id, quote.id));
  }
  return accuracy;
};

/**
 * `GET v3/smartquotes/{id}` (and the answer of every write): the quote the caller reached; with `overview`, the stored
 * forecast and its accuracy, refreshed now. The accuracy names the home, so it shows only to callers who reach it.
 */
export const getSmartquote = async (
  options: SmartquoteDeps & { quote: SmartquoteRow; includeOverview: boolean },
): Promise<TSmartquoteDocument> => {
  const { db, quote } = options;
  const accuracy = options.includeOverview ? await refreshAccuracy(db, quote, options.now) : null;
  const row = await loadSmartquote(db, scopeCallerOf(options.caller), quote.id);
  return presentSmartquoteDocument(row, {
    blob: options.blob,
    config: options.config,
    overview: options.includeOverview && { accuracy: row.onboarded ? accuracy : null },
  });
};
