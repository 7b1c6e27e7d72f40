import type { TImportCheck, TImportDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { checkHomes } from './check-homes';
import { checkAnswer, readImportFile, rowErrorsRefusal } from './import-file';
import { beginImport, runImport } from './import-job';
import { presentImport } from './imports.presenter';
import { writeHomes } from './write-homes';

/**
 * `POST v3/imports/homes` (docs/product/imports.md#homes): every row checked and its problems listed beside it. A
 * preview answers the check and writes nothing; an import of a file with problems is 422 with the same list; one
 * without starts the write (one transaction, after this call answers) and answers 202 with the running import.
 */
export const importHomes = async (options: {
  db: Db;
  caller: SessionUser;
  body: Buffer;
  preview: boolean;
  background: BackgroundTasks;
  log: { error: (object: object, message: string) => void };
  now?: Date;
}): Promise<{ status: 200; body: { data: TImportCheck } } | { status: 202; body: TImportDocument }> => {
  const { db, caller } = options;
  const lines = readImportFile('homes', options.body);
  const { errors, plans } = await checkHomes({ db, caller, lines });
  const count = (action: string) => plans.filter((plan) => plan.action === action).length;
  const answer = checkAnswer(
    { kind: 'homes', rows: lines.length, added: count('add'), updated: count('update'), unchanged: count('unchanged') },
    errors,
  );
  if (options.preview) return { status: 200, body: answer };
  if (errors.length > 0) throw rowErrorsRefusal(answer);
  const { rows, added, updated, unchanged } = answer.data;
  const row = await beginImport(db, { kind: 'homes', caller, rows, total: added + updated, added, updated, unchanged });
  runImport({
    ...options,
    importId: row.id,
    write: writeHomes({ caller, lines, now: options.now ?? new Date() }),
  });
  return { status: 202, body: presentImport(row) };
};
