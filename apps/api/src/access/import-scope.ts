import { eq } from 'drizzle-orm';
import { grantOf, HTTP, IMPORT_ERROR_CODES, IMPORT_MESSAGES, type Action, type ImportKind } from '@hearth/domain';
import type { Db } from '../db/client';
import { imports, type ImportRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ScopeCaller } from './scope';

/** The action whose grant is the reach of each kind of import: who may start one reaches those (docs/product/imports.md#who-uses-it). */
export const IMPORT_ACTION: Record<ImportKind, Extract<Action, 'property:create' | 'booking:import'>> = {
  homes: 'property:create',
  bookings: 'booking:import',
};

/**
 * The import with this id if the caller reaches it, else 404 as for an unknown id: the grant of the import's own
 * action decides, `all` every import of its kind, `company` those started by someone of the caller's company (a
 * licensee never sees another company's import, nor staff's).
 */
export const findImportInScope = async (db: Db, caller: ScopeCaller, id: string): Promise<ImportRow> => {
  const [row] = await db.select().from(imports).where(eq(imports.id, id)).limit(1);
  const grant = row ? grantOf(caller, IMPORT_ACTION[row.kind]) : null;
  const reached =
    grant === 'all' || (grant === 'company' && caller.companyId !== null && row?.companyId === caller.companyId);
  if (!row || !reached) {
    throw new AppError({ status: HTTP.notFound, code: IMPORT_ERROR_CODES.notFound, detail: IMPORT_MESSAGES.notFound });
  }
  return row;
};
