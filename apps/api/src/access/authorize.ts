import { can, denialOf, HTTP, type Action, type PermissionCaller, type PermissionSubject } from '@hearth/domain';
import { AppError } from '../lib/app-error';

/** 403 with the spec's message for `action` (access/denied.ts in the domain). */
export const forbidden = (action: Action) => {
  const { code, message } = denialOf(action);
  return new AppError({ status: HTTP.forbidden, code, title: message, detail: message });
};

/**
 * Nothing when the permissions table lets the caller do `action` (on `subject`), else the 403. Routes declare
 * their action and the access guard calls this; services call it only for a second action a call may need.
 */
export const authorize = (caller: PermissionCaller, action: Action, subject?: PermissionSubject): void => {
  if (!can(caller, action, subject)) throw forbidden(action);
};
