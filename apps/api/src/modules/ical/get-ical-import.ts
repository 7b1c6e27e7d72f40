import type { TIcalImportResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { findInScope } from '../../access/find-in-scope';
import type { ScopeCaller } from '../../access/scope';
import { presentImport } from './ical.presenter';

/** An import's progress or outcome, for whoever may see its feed's property (404 otherwise, like an unknown id). */
export const getIcalImport = async (options: {
  db: Db;
  caller: ScopeCaller;
  importId: string;
}): Promise<TIcalImportResponse> => {
  const { row } = await findInScope(options.db, options.caller, 'ical-import', options.importId);
  return presentImport(row);
};
