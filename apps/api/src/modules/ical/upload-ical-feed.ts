import { HTTP, ICAL_ERROR_CODES, type TIcalImportResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditEntry } from '../../lib/audit';
import type { ScopeCaller } from '../../access/scope';
import { importIcalEvents } from '../../common/ical/ical-import';
import { IcalParseError, parseIcal } from '../../common/ical/ical-parse';
import { presentImport } from './ical.presenter';
import { getScopedFeed } from './ical.queries';

/** The offline mode: the feed's calendar uploaded as text. Text that is not a calendar answers 400. */
export const uploadIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  feedId: string;
  text: string;
}): Promise<TIcalImportResponse> => {
  const feed = await getScopedFeed(options);
  let events;
  try {
    events = parseIcal(options.text, { timezone: feed.timezone });
  } catch (error) {
    if (!(error instanceof IcalParseError)) throw error;
    throw new AppError({
      status: HTTP.badRequest,
      code: ICAL_ERROR_CODES.invalidCalendar,
      detail: error.message,
      source: { pointer: '/' },
    });
  }
  const summary = await importIcalEvents({
    db: options.db,
    feed,
    timezone: feed.timezone,
    events,
    actor: options.actor,
    mode: 'upload',
    now: new Date(),
  });
  return presentImport(feed.id, 'upload', { outcome: 'ok', summary });
};
