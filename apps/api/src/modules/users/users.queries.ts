import { and, asc, eq } from 'drizzle-orm';
import { isRole, type Role, type UserInclude } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties, propertyManagers, propertyOwners, userRoles, users, type UserRow } from '../../db/schema';
import { getPropertyStatus } from '../../access/scope';
import { getCompanyOfUser } from '../../common/auth/session-view';
import type { SessionUser } from '../../types';
import { forbidden } from '../../access/forbidden';
import { canUpdateUser } from './user-access';

/** The customer-experience manager is the property attachment of staff (docs/product/users.md#fields account manager). */
export const MANAGER_TYPE = 'customer_experience';

export const rolesOf = async (db: Db, userId: string): Promise<Role[]> =>
  (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((r) => r.role)
    .filter(isRole)
    .sort();

/** Properties the user owns (the `properties` included in users/me), in code order. */
export const findOwnedProperties = async (db: Db, userId: string) =>
  db
    .select({ property: properties })
    .from(properties)
    .innerJoin(propertyOwners, and(eq(propertyOwners.propertyId, properties.id), eq(propertyOwners.userId, userId)))
    .orderBy(asc(properties.code))
    .then((rows) => rows.map((r) => r.property));

/** The properties attached to a user, owned or managed, in code order. */
export const findAttachedProperties = async (db: Db, userId: string) => {
  const owned = await findOwnedProperties(db, userId);
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
    ...owned.map((property) => ({ property, mappingType: 'owner' as const })),
    ...managed.map((r) => ({ property: r.property, mappingType: 'manager' as const })),
  ];
};

/** The user's roles, once the caller is known to be allowed to edit them (the mappings' check). */
export const assertMayEditUser = async (db: Db, caller: SessionUser, target: UserRow) => {
  const roles = await rolesOf(db, target.id);
  if (!canUpdateUser(caller, { id: target.id, roles })) throw forbidden('user:update');
  return roles;
};

/** The row again after a change, for the answer (the caller reached it a moment ago). */
export const reloadUser = async (db: Db, id: string): Promise<UserRow> =>
  (await db.select().from(users).where(eq(users.id, id)))[0]!;

export type UserRecord = Awaited<ReturnType<typeof readUserRecord>>;

/** A user as the /users form reads it: the user, `canUpdate` for this viewer, and the asked relations. */
export const readUserRecord = async (options: {
  db: Db;
  caller: SessionUser;
  user: UserRow;
  include: readonly UserInclude[];
}) => {
  const { db, user, include } = options;
  const roles = await rolesOf(db, user.id);
  const propertyStatus = await getPropertyStatus({
    db,
    caller: { userId: user.id, roles, companyId: user.companyId },
  });
  const attached = include.some((i) => i.startsWith('properties')) ? await findAttachedProperties(db, user.id) : [];
  const company = include.includes('companies') ? await getCompanyOfUser({ db, companyId: user.companyId }) : null;
  return {
    user,
    roles,
    propertyStatus,
    canUpdate: canUpdateUser(options.caller, { id: user.id, roles }),
    include,
    attached,
    company,
  };
};
