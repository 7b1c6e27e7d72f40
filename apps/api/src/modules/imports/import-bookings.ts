import type { TImportCheck, TImportDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { checkBookings } from './check-bookings';
import { checkAnswer, readImportFile, rowErrorsRefusal } from './import-file';
import { beginImport, runImport } from './import-job';
import { presentImport } from './imports.presenter';
import { writeBookings } from './write-bookings';

/**
 * `POST v3/imports/bookings` (docs/product/imports.md#bookings): every row checked, nights already taken included, and
 * its problems listed beside it. A preview answers the check and writes nothing; an import of a file with problems is
 * 422 with the same list; one without starts the write (one transaction, after this call answers) and answers 202.
 */
export const importBookings = async (options: {
  db: Db;
  caller: SessionUser;
  body: Buffer;
  preview: boolean;
  background: BackgroundTasks;
  log: { error: (object: object, message: string) => void };
  now?: Date;
}): Promise<{ status: 200; body: { data: TImportCheck } } | { status: 202; body: TImportDocument }> => {
  const { db, caller } = options;
  const now = options.now ?? new Date();
  const lines = readImportFile('bookings', options.body);
  const { errors, plans, unchanged } = await checkBookings({ db, caller, lines, claims: true, now });
  const answer = checkAnswer(
    { kind: 'bookings', rows: lines.length, added: plans.length, updated: 0, unchanged },
    errors,
  );
  if (options.preview) return { status: 200, body: answer };
  if (errors.length > 0) throw rowErrorsRefusal(answer);
  const { rows, added } = answer.data;
  const row = await beginImport(db, { kind: 'bookings', caller, rows, total: added, added, updated: 0, unchanged });
  runImport({ ...options, importId: row.id, write: writeBookings({ caller, lines, now }) });
  return { status: 202, body: presentImport(row) };
};
