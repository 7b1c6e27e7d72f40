import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { can, grantOf, OWNER_ROLE, type TUserListResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties, propertyOwners, userRoles, users } from '../../db/schema';
import { forbidden } from '../../access/authorize';
import type { ScopeCaller } from '../../access/scope';

/**
 * `GET v3/users` for the Owner typeahead: `user:list` lists anyone; with only `user:list-owners` a caller may only
 * look up owners, and a `company` grant (licensees) only the owners of their company's properties.
 */
export const findUsers = async (options: {
  db: Db;
  caller: ScopeCaller;
  page: { number: number; size: number };
  search?: string;
  sort?: 'fullName' | '-fullName';
  role?: string;
  ids?: string[];
}): Promise<TUserListResponse> => {
  const { db, caller, page } = options;
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
  if (options.search) where.push(sql`${fullName} ilike ${`%${options.search.replace(/[\\%_]/g, '\\$&')}%`}`);
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
      roles: sql<
        string[]
      >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .where(condition)
    .orderBy(options.sort === '-fullName' ? desc(fullName) : asc(fullName), asc(users.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const totalCount = counted?.n ?? 0;
  // An owner's roles are account details: the lookup names owners to everyone it serves, roles only to those
  // who read owners' contacts (permissions table).
  const seesRoles = can(caller, 'property:read-owner-contacts');
  return {
    data: rows.map((r) => ({
      id: r.id,
      type: 'users',
      attributes: {
        fullName: r.fullName,
        role: options.role ?? r.roles[0] ?? '',
        ...(seesRoles ? { roles: r.roles } : {}),
      },
    })),
    meta: { totalCount, totalPages: Math.ceil(totalCount / page.size) },
  };
};
