import { HTTP, type TIcalImportResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditEntry } from '../../lib/audit';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { ScopeCaller } from '../../access/scope';
import { beginIcalImport, runIcalImport } from '../../common/ical/ical-import-job';
import { openIcal } from '../../common/ical/ical-parse';
import { IcalParseError } from '../../common/ical/ical-split';
import { presentImport } from './ical.presenter';
import { getScopedFeed } from './ical.queries';

/**
 * The offline mode: the feed's calendar uploaded as text, imported as a job (docs/product/ical.md#imports).
 * What can be told at once is: text that is not a calendar, or has too many events, answers 400 and starts nothing;
 * otherwise the answer is the running import, and the events are read and written after it.
 */
export const uploadIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  feedId: string;
  text: string;
  background: BackgroundTasks;
  log: { error: (object: object, message: string) => void };
}): Promise<TIcalImportResponse> => {
  const feed = await getScopedFeed(options);
  try {
    openIcal(options.text);
  } catch (error) {
    if (!(error instanceof IcalParseError)) throw error;
    throw new AppError({ status: HTTP.badRequest, code: error.code, detail: error.message, source: { pointer: '/' } });
  }
  const row = await beginIcalImport(options.db, { feedId: feed.id, mode: 'upload', actor: options.actor });
  options.background.run(() =>
    runIcalImport({ ...options, importId: row.id, feed, mode: 'upload', text: async () => options.text }),
  );
  return presentImport(row);
};
