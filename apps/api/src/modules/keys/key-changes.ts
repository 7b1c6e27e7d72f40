import { HTTP, KEY_ERROR_CODES, KEY_MESSAGES } from '@hearth/domain';
import { AppError } from '../../lib/app-error';
import { actorOf, type AuditEntry } from '../../lib/audit';
import type { SessionUser } from '../../types';
import type { KeyRow, KeyStoreRow } from './keys.presenter';

/** What the changes of a key share: its refusal when it is on no property, how history names it, its entry. */

export const keyNotAssigned = (detail: string = KEY_MESSAGES.keyNotAssigned) =>
  new AppError({ status: HTTP.conflict, code: KEY_ERROR_CODES.keyNotAssigned, detail });

/** 'Front door, 7-Eleven Noosa Heads': a key as the property's history names it. */
export const keyLabel = (name: string, store: KeyStoreRow | null) =>
  store ? `${name}, ${store.displayName ?? store.name}` : name;

/** The entry a change of a key writes: on its property's history when assigned, else on the key itself. */
export const keyAudit = (
  caller: SessionUser,
  key: KeyRow,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditEntry => ({
  actor: actorOf(caller),
  action,
  entity: key.propertyId ? 'property' : 'key',
  entityId: key.propertyId ?? key.id,
  before,
  after,
});
