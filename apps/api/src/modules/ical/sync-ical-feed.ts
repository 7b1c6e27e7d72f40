import { HTTP, ICAL_ERROR_CODES, ICAL_MESSAGES, type TIcalImportResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditEntry } from '../../lib/audit';
import type { ScopeCaller } from '../../access/scope';
import type { FeedFetchPolicy } from '../../common/ical/ical-fetch';
import { syncFeed } from '../../common/ical/ical-sync';
import { presentImport } from './ical.presenter';
import { getScopedFeed } from './ical.queries';

/** 'Sync now': fetch the feed's URL and import it. A feed without a URL is imported from uploads only. */
export const syncIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  feedId: string;
  policy: FeedFetchPolicy;
}): Promise<TIcalImportResponse> => {
  const feed = await getScopedFeed(options);
  if (!feed.url) {
    throw new AppError({ status: HTTP.badRequest, code: ICAL_ERROR_CODES.feedHasNoUrl, detail: ICAL_MESSAGES.noUrl });
  }
  const result = await syncFeed({
    db: options.db,
    feed: { ...feed, url: feed.url },
    actor: options.actor,
    policy: options.policy,
  });
  return presentImport(feed.id, 'url', result);
};
