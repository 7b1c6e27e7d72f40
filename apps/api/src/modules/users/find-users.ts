import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { can, grantOf, isImpersonatable, isRole, OWNER_ROLE, type UserSort } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties, propertyOwners, userRoles, users } from '../../db/schema';
import { forbidden } from '../../access/forbidden';
import { scopeCallerOf } from '../../access/scope';
import type { SessionUser } from '../../types';
import { canUpdateUser } from './user-access';

/** Name is first then last name; the id breaks ties so that pages never overlap. */
const orderOf = (sort: UserSort | undefined, fullName: SQL<string>) => {
  const descending = sort?.startsWith('-') ?? false;
  const column = sort?.replace('-', '') === 'email' ? users.email : fullName;
  return [descending ? desc(column) : asc(column), asc(users.id)];
};

/**
 * `GET v3/users`: the /users table and the Owner typeahead. `user:list` lists anyone, searching name and email, with
 * each row's email, status and roles and what this viewer may do with it; with only `user:list-owners` a caller may
 * only look up owners by name, and a `company` grant (licensees) only the owners of their company's properties.
 */
export const findUsers = async (options: {
  db: Db;
  viewer: SessionUser;
  page: { number: number; size: number };
  search?: string;
  sort?: UserSort;
  role?: string;
  ids?: string[];
}) => {
  const { db, viewer, page } = options;
  const caller = scopeCallerOf(viewer);
  const listsAnyone = can(caller, 'user:list');
  if (!listsAnyone && options.role !== OWNER_ROLE) throw forbidden('user:list');
  const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const where: SQL[] = [];
  if (options.ids?.length) where.push(inArray(users.id, options.ids));
  if (options.role) {
    where.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${options.role})`,
    );
  }
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(
      listsAnyone
        ? sql`(${fullName} ilike ${pattern} or ${users.email} ilike ${pattern})`
        : sql`${fullName} ilike ${pattern}`,
    );
  }
  if (!listsAnyone && grantOf(caller, 'user:list-owners') === 'company') {
    where.push(sql`exists (select 1 from ${propertyOwners} join ${properties} on ${properties.id} = ${propertyOwners.propertyId}
      where ${propertyOwners.userId} = ${users.id} and ${properties.companyId} = ${caller.companyId ?? null})`);
  }
  const condition = and(...where);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(condition);
  const rows = await db
    .select({
      id: users.id,
      fullName,
      code: users.code,
      email: users.email,
      enabled: users.enabled,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .where(condition)
    .orderBy(...orderOf(options.sort, fullName))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const mayImpersonate = viewer.impersonatorUserId === null && can(caller, 'user:impersonate');
  return {
    rows: rows.map((r) => {
      const roles = r.roles.filter(isRole);
      return {
        ...r,
        canUpdate: canUpdateUser(viewer, { id: r.id, roles }),
        canImpersonate: mayImpersonate && r.id !== viewer.user.id && r.enabled && isImpersonatable(roles),
      };
    }),
    role: options.role,
    listsAnyone,
    // An owner's roles are account details: the lookup names owners to everyone it serves, roles only to those
    // who read owners' contacts (permissions table).
    seesRoles: can(caller, 'property:read-owner-contacts'),
    totalCount: counted?.n ?? 0,
    pageSize: page.size,
  };
};

export type FoundUsers = Awaited<ReturnType<typeof findUsers>>;
