import { roleLabel, type TUserDocument, type TUserListResponse } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import { presentCompany } from '../../common/companies/companies.presenter';
import { presentOwnedProperty, presentUser } from '../../common/users/users.presenter';
import type { FoundUsers } from './find-users';
import type { findRoles } from './find-roles';
import type { Me } from './get-me';
import type { UserRecord } from './users.queries';

/** `GET v3/users`: a page of the /users table or of the Owner typeahead, with what this viewer may see of each. */
export const presentUserList = (found: FoundUsers): TUserListResponse => ({
  data: found.rows.map((r) => ({
    id: r.id,
    type: 'users',
    attributes: {
      fullName: r.fullName,
      role: found.role ?? r.roles[0] ?? '',
      ...(found.seesRoles ? { roles: r.roles } : {}),
      ...(found.listsAnyone
        ? {
            code: r.code,
            email: r.email,
            enabled: r.enabled,
            roles: r.roles,
            canUpdate: r.canUpdate,
            canImpersonate: r.canImpersonate,
          }
        : {}),
    },
  })),
  meta: { totalCount: found.totalCount, totalPages: Math.ceil(found.totalCount / found.pageSize) },
});

/** `users/me`: the caller, then the properties they own and their company when asked. */
export const presentMe = (me: Me, blob: BlobStore): TUserDocument => {
  const included = [
    ...me.ownedProperties.map(presentOwnedProperty),
    ...(me.company ? [presentCompany(me.company, blob)] : []),
  ];
  return {
    data: presentUser({
      user: me.caller.user,
      roles: me.caller.roles,
      propertyStatus: me.propertyStatus,
      canUpdate: true,
    }),
    ...(me.include.length > 0 ? { included } : {}),
  };
};

/** `GET v3/users/{id}` as the /users form reads it: the user, `canUpdate` for this viewer, and the asked relations. */
export const presentUserRecord = (record: UserRecord, blob: BlobStore): TUserDocument => {
  const included: TUserDocument['included'] = [];
  for (const { property, mappingType } of record.attached) {
    const resource = presentOwnedProperty(property);
    included.push({ ...resource, attributes: { ...resource.attributes, mappingType } });
  }
  if (record.company) included.push(presentCompany(record.company, blob));
  return {
    data: presentUser({
      user: record.user,
      roles: record.roles,
      propertyStatus: record.propertyStatus,
      canUpdate: record.canUpdate,
    }),
    ...(record.include.length > 0 ? { included } : {}),
  };
};

/** `GET v3/roles`. */
export const presentRoles = (roles: ReturnType<typeof findRoles>) => ({
  data: roles.map(({ role, grantable }) => ({
    id: role,
    type: 'roles' as const,
    attributes: { name: role, label: roleLabel(role), grantable },
  })),
});

/** `GET v3/users/{id}/impersonate`: the log-in-as link. */
export const presentImpersonationLink = (link: { url: string; expiresAt: string }) => ({
  data: { type: 'impersonation-links' as const, attributes: link },
});
