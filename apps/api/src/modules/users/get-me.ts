import type { UserInclude } from '@hearth/domain';
import type { Db } from '../../db/client';
import { getSessionView } from '../../common/auth/session-view';
import type { SessionUser } from '../../types';
import { findOwnedProperties } from './users.queries';

/** `GET v3/users/me`: the caller with the included properties they own and the company they belong to. */
export const getMe = async (options: { db: Db; caller: SessionUser; include: readonly UserInclude[] }) => {
  const { propertyStatus, company } = await getSessionView(options);
  const wantsProperties = options.include.some((i) => i.startsWith('properties'));
  const ownedProperties = wantsProperties ? await findOwnedProperties(options.db, options.caller.user.id) : [];
  return {
    caller: options.caller,
    include: options.include,
    propertyStatus,
    company: options.include.includes('companies') ? company : null,
    ownedProperties,
  };
};

export type Me = Awaited<ReturnType<typeof getMe>>;
