import { eq, sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, type ImportKind, type TImportRowError } from '@hearth/domain';
import type { Db } from '../../db/client';
import { imports, type ImportRow } from '../../db/schema';
import type { SessionUser } from '../../types';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { pauseBetweenSlices } from '../../lib/slice-pause';
import { listedErrors, rowsWithErrors } from './import-file';

/** A running import whose heartbeat is older than this stopped with its process (and its transaction with it). */
export const IMPORT_STALL_MS = 5 * 60_000;

/** What a write did, by row: the figures the finished import shows. */
export type ImportCounts = { added: number; updated: number; unchanged: number };

/** Rows the write found wrong inside its transaction (a clash the constraint refused, a code taken meanwhile). */
export class ImportRowsRefused extends Error {
  constructor(readonly errors: TImportRowError[]) {
    super('rows refused');
  }
}

/**
 * How far the write has got, told to pollers through `db` outside the write's transaction: on PostgreSQL another
 * connection, seen at once; on PGlite it waits for the transaction, like every other query, and then finds the import
 * finished and changes nothing. Never awaited; at most one update in flight, the latest count next.
 */
const progressOf = (db: Db, id: string) => {
  let pending: number | null = null;
  let running = false;
  const flush = async () => {
    running = true;
    while (pending !== null) {
      const done = pending;
      pending = null;
      await db
        .update(imports)
        .set({ done: sql`greatest(${imports.done}, ${done})`, heartbeatAt: new Date() })
        .where(sql`${imports.id} = ${id} and ${imports.state} = 'running'`)
        .catch(() => undefined);
    }
    running = false;
  };
  return async (done: number) => {
    pending = done;
    if (!running) void flush();
    await nextTurn();
  };
};

/**
 * Lets the event loop run between batches: the embedded database answers each query at once, so without it a write
 * would hold the process until it ends (no answer, no progress sent); a query that needs the database still waits.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export type ImportWrite = (tx: Db, progress: (done: number) => Promise<void>) => Promise<ImportCounts>;

/** The import's row, running: the file's lines, the rows it will write and its figures as checked (until it ends). */
export const beginImport = async (
  db: Db,
  options: { kind: ImportKind; caller: SessionUser; rows: number; total: number } & ImportCounts,
): Promise<ImportRow> => {
  const [row] = await db
    .insert(imports)
    .values({
      kind: options.kind,
      rows: options.rows,
      total: options.total,
      added: options.added,
      updated: options.updated,
      unchanged: options.unchanged,
      createdBy: options.caller.user.id,
      companyId: options.caller.user.companyId,
    })
    .returning();
  if (!row) throw new Error('the import row was not written');
  return row;
};

/**
 * Writes an import begun by beginImport in one transaction (docs/product/imports.md#states), after its call has
 * answered: all of it with its audit entries and the finished import, or nothing. Rows the write refuses end the
 * import failed with them; any other failure is logged and ends it failed with a sentence. Never throws.
 */
export const runImport = (options: {
  db: Db;
  background: BackgroundTasks;
  log: { error: (object: object, message: string) => void };
  importId: string;
  write: ImportWrite;
}): void => {
  const { db, importId } = options;
  const finish = (tx: Db, values: Partial<ImportRow>) =>
    tx
      .update(imports)
      .set({ ...values, state: 'finished', finishedAt: new Date(), heartbeatAt: new Date() })
      .where(eq(imports.id, importId));
  options.background.run(async () => {
    // The call that started it answers first.
    await pauseBetweenSlices();
    try {
      await auditedChange(db, async (tx) => {
        const counts = await options.write(tx, progressOf(db, importId));
        await finish(tx, { ...counts, outcome: 'ok', done: counts.added + counts.updated });
        return { result: counts, audit: null as AuditEntry | null };
      });
    } catch (error) {
      const refused = error instanceof ImportRowsRefused ? error.errors : null;
      if (!refused) options.log.error({ err: error, importId }, 'import failed');
      await finish(db, {
        outcome: 'failed',
        // Nothing was written.
        done: 0,
        added: 0,
        updated: 0,
        unchanged: 0,
        ...(refused
          ? { errorCount: rowsWithErrors(refused), errors: listedErrors(refused) }
          : { error: IMPORT_MESSAGES.failed }),
      }).catch((failure: unknown) => options.log.error({ err: failure, importId }, 'import outcome not saved'));
    }
  });
};
