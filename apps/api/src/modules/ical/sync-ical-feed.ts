import { HTTP, ICAL_ERROR_CODES, ICAL_MESSAGES, type TIcalImportResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditEntry } from '../../lib/audit';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { ScopeCaller } from '../../access/scope';
import { fetchFeedText, type FeedFetchPolicy } from '../../common/ical/ical-fetch';
import { beginIcalImport, runIcalImport } from '../../common/ical/ical-import-job';
import { presentImport } from './ical.presenter';
import { getScopedFeed } from './ical.queries';

/**
 * 'Sync now': fetch the feed's URL and import it, as a job (docs/product/ical.md#imports); the answer is the
 * running import. A feed without a URL is imported from uploads only.
 */
export const syncIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  feedId: string;
  policy: FeedFetchPolicy;
  background: BackgroundTasks;
  log: { error: (object: object, message: string) => void };
}): Promise<TIcalImportResponse> => {
  const feed = await getScopedFeed(options);
  const url = feed.url;
  if (!url) {
    throw new AppError({ status: HTTP.badRequest, code: ICAL_ERROR_CODES.feedHasNoUrl, detail: ICAL_MESSAGES.noUrl });
  }
  const row = await beginIcalImport(options.db, { feedId: feed.id, mode: 'url', actor: options.actor });
  options.background.run(() =>
    runIcalImport({ ...options, importId: row.id, feed, mode: 'url', text: () => fetchFeedText(url, options.policy) }),
  );
  return presentImport(row);
};
