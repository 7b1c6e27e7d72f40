import { and, asc, eq, inArray } from 'drizzle-orm';
import { can, isRole, isRoleGrantable, type Role, type TUserDocument, type UserInclude } from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, properties, propertyManagers, propertyOwners, userRoles, type UserRow } from '../../db/schema';
import type { BlobStore } from '../../adapters/blob';
import { getPropertyStatus, scopeCallerOf } from '../../access/scope';
import { presentCompany } from '../../shared/companies/companies.presenter';
import { presentOwnedProperty, presentUser } from '../../shared/users/users.presenter';
import type { SessionUser } from '../../types';

/** The customer-experience manager is the property attachment of staff (spec 000 §3 account manager). */
export const MANAGER_TYPE = 'customer_experience';

export const rolesOf = async (db: Db, userId: string): Promise<Role[]> =>
  (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((r) => r.role)
    .filter(isRole)
    .sort();

/**
 * Whether the caller may edit this user (`canUpdate`, spec 001 §6), judged per viewer: `user:update`, not from a
 * log-in-as session, and every role the user holds grantable by the caller (an admin cannot edit another admin or a
 * super admin). Their own record they may edit, but not its roles, status or company (user-admin.service.ts).
 */
export const canUpdateUser = (caller: SessionUser, target: { id: string; roles: readonly Role[] }): boolean =>
  caller.impersonatorUserId === null &&
  can(scopeCallerOf(caller), 'user:update') &&
  (target.id === caller.user.id || target.roles.every((role) => isRoleGrantable(caller, role)));

/** The properties attached to a user, owned or managed, in code order. */
export const findAttachedProperties = async (db: Db, userId: string) => {
  const owned = await db
    .select({ property: properties })
    .from(properties)
    .innerJoin(propertyOwners, and(eq(propertyOwners.propertyId, properties.id), eq(propertyOwners.userId, userId)))
    .orderBy(asc(properties.code));
  const managed = await db
    .select({ property: properties })
    .from(properties)
    .innerJoin(
      propertyManagers,
      and(
        eq(propertyManagers.propertyId, properties.id),
        eq(propertyManagers.userId, userId),
        eq(propertyManagers.type, MANAGER_TYPE),
      ),
    )
    .orderBy(asc(properties.code));
  return [
    ...owned.map((r) => ({ property: r.property, mappingType: 'owner' as const })),
    ...managed.map((r) => ({ property: r.property, mappingType: 'manager' as const })),
  ];
};

/** `GET v3/users/{id}` as the /users form reads it: the user, `canUpdate` for this viewer, and the asked relations. */
export const presentUserRecord = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  user: UserRow;
  include: readonly UserInclude[];
}): Promise<TUserDocument> => {
  const { db, user, include } = options;
  const roles = await rolesOf(db, user.id);
  const propertyStatus = await getPropertyStatus({
    db,
    caller: { userId: user.id, roles, companyId: user.companyId },
  });
  const included: TUserDocument['included'] = [];
  if (include.some((i) => i.startsWith('properties'))) {
    for (const { property, mappingType } of await findAttachedProperties(db, user.id)) {
      const resource = presentOwnedProperty(property);
      included.push({ ...resource, attributes: { ...resource.attributes, mappingType } });
    }
  }
  if (include.includes('companies') && user.companyId) {
    const [company] = await db
      .select()
      .from(companies)
      .where(inArray(companies.id, [user.companyId]));
    if (company) included.push(presentCompany(company, options.blob));
  }
  return {
    data: presentUser({
      user,
      roles,
      propertyStatus,
      canUpdate: canUpdateUser(options.caller, { id: user.id, roles }),
    }),
    ...(include.length > 0 ? { included } : {}),
  };
};
