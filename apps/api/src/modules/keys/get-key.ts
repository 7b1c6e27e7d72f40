import type { TKeyDocument } from '@hearth/domain';
import { findKeyInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import { presentKeyDocument } from './keys.presenter';
import { storeOf } from './keys.queries';

/** `GET v3/keys/{id}`: one key the caller reaches (else 404). */
export const getKey = async (options: { db: Db; caller: SessionUser; id: string }): Promise<TKeyDocument> => {
  const { row } = await findKeyInScope(options.db, scopeCallerOf(options.caller), options.id);
  return presentKeyDocument(row, await storeOf(options.db, row.storeId));
};
