import { can, type Action, type PermissionCaller, type PermissionSubject } from '@hearth/domain/access';
import { useSignedInSession } from './auth';

export type Caller = PermissionCaller;

/**
 * May this caller do `action` (on `subject`)? The permissions table of the domain answers (access/permissions.ts),
 * the same table the API's route guard reads. Pure, for code outside React (loaders, fetchers, tests).
 */
export const canDo = (caller: Caller, action: Action, subject?: PermissionSubject): boolean =>
  can(caller, action, subject);

/** `useCan(action, subject?)`: the signed-in user's answer. Components ask this, never a role by name. */
export const useCan = (action: Action, subject?: PermissionSubject): boolean => {
  const { user } = useSignedInSession();
  return can({ userId: user.id, companyId: user.companyId ?? null, roles: user.roles }, action, subject);
};
