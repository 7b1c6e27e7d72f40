import { IMPORT_MESSAGES, type TImportDocument } from '@hearth/domain';
import type { ImportRow } from '../../db/schema';
import { IMPORT_STALL_MS } from './import-job';

/**
 * An import as JSON:API (docs/product/imports.md#states). One still running whose heartbeat is old stopped with its
 * server: its transaction went with it, so it is shown finished, failed, having written nothing.
 */
export const presentImport = (row: ImportRow, now = new Date()): TImportDocument => {
  const stalled = row.state === 'running' && row.heartbeatAt.getTime() < now.getTime() - IMPORT_STALL_MS;
  return {
    data: {
      id: row.id,
      type: 'import',
      attributes: {
        kind: row.kind,
        state: stalled ? 'finished' : row.state,
        outcome: stalled ? 'failed' : (row.outcome ?? null),
        rows: row.rows,
        total: row.total,
        done: stalled ? 0 : row.done,
        added: row.added,
        updated: row.updated,
        unchanged: row.unchanged,
        errorCount: row.errorCount,
        errors: row.errors,
        error: stalled ? IMPORT_MESSAGES.stalled : row.error,
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
      },
    },
  };
};
