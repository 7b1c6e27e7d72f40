import { grantableRoles, ROLES } from '@hearth/domain';
import type { SessionUser } from '../../types';

/** `GET v3/roles`: every role, and whether the caller may grant it. */
export const findRoles = (options: { caller: SessionUser }) => {
  const { caller } = options;
  // A log-in-as session grants nothing, whatever roles it holds.
  const grantable = caller.impersonatorUserId === null ? grantableRoles(caller) : [];
  return ROLES.map((role) => ({ role, grantable: grantable.includes(role) }));
};
