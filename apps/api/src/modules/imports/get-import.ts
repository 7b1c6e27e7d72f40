import type { TImportDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import { findImportInScope } from '../../access/import-scope';
import { scopeCallerOf } from '../../access/scope';
import { presentImport } from './imports.presenter';

/** `GET v3/imports/{id}`: how far an import has got, or how it ended; 404 for one the caller does not reach. */
export const getImport = async (options: { db: Db; caller: SessionUser; id: string }): Promise<TImportDocument> =>
  presentImport(await findImportInScope(options.db, scopeCallerOf(options.caller), options.id));
