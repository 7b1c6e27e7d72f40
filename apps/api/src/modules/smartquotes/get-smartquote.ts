import type { TSmartquoteDocument } from '@hearth/domain';
import type { SmartquoteRow } from '../../db/schema';
import { scopeCallerOf } from '../../access/scope';
import { refreshAccuracy } from './smartquote-accuracy';
import type { SmartquoteDeps } from './smartquote-deps';
import { presentSmartquoteDocument } from './smartquotes.presenter';
import { loadSmartquote } from './smartquotes.queries';

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
