import type { TPropertyEvent } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { presentEvent } from './events.presenter';

/** `GET v3/property-events/{id}`: one event in the caller's scope (404 outside it). */
export const getEvent = async (options: { db: Db; caller: SessionUser; id: string }): Promise<TPropertyEvent> => {
  const { row } = await findInScope(options.db, scopeCallerOf(options.caller), 'event', options.id);
  return presentEvent(row);
};
