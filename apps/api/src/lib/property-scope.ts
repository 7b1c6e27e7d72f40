import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hasAnyRole, HTTP, isStaffOrAdmin, type Role } from '@hearth/domain';
import type { Db } from '../db/client';
import type { SessionUser } from '../types';
import { AppError } from './app-error';
import { properties, propertyOwners } from '../db/schema';

export type ScopeCaller = { userId: string; roles: readonly Role[]; companyId: string | null };

export const scopeCallerOf = (caller: SessionUser): ScopeCaller => ({
  userId: caller.user.id,
  roles: caller.roles,
  companyId: caller.user.companyId,
});

/** Roles whose work spans every property (content and listing editors, reservation managers who book any home). */
const ALL_PROPERTY_ROLES: readonly Role[] = [
  'ROLE_CONTENT_CREATOR',
  'ROLE_PROPERTY_EDITOR',
  'ROLE_RESERVATION_MANAGER',
];

/**
 * The one place that decides which properties a caller may see (DESIGN.md §5): staff and admin everything,
 * licensees their company's, owners the ones they own, other roles none. `undefined` means no restriction.
 */
export const propertyScope = (
  caller: ScopeCaller,
  columns: { id: SQLWrapper; companyId: SQLWrapper } = { id: properties.id, companyId: properties.companyId },
): SQL | undefined => {
  if (isStaffOrAdmin(caller.roles)) return undefined;
  if (hasAnyRole(caller.roles, ['ROLE_LICENSEE'])) {
    return caller.companyId ? sql`${columns.companyId} = ${caller.companyId}` : sql`false`;
  }
  if (hasAnyRole(caller.roles, ['ROLE_OWNER'])) {
    return sql`${columns.id} in (select ${propertyOwners.propertyId} from ${propertyOwners} where ${propertyOwners.userId} = ${caller.userId})`;
  }
  if (hasAnyRole(caller.roles, ALL_PROPERTY_ROLES)) return undefined;
  return sql`false`;
};

export type PropertyStatus = { count: number; first: string | null };

/** `propertyStatus` of the session user: how many properties are in scope, and the id when there is exactly one. */
export const getPropertyStatus = async (options: { db: Db; caller: ScopeCaller }): Promise<PropertyStatus> => {
  const scope = propertyScope(options.caller);
  const [row] = await options.db.select({ n: count() }).from(properties).where(scope);
  const total = row?.n ?? 0;
  if (total !== 1) return { count: total, first: null };
  const [only] = await options.db.select({ id: properties.id }).from(properties).where(scope).limit(1);
  return { count: 1, first: only?.id ?? null };
};

/** Properties the user owns (the `properties` included in users/me), in code order. */
export const findOwnedProperties = async (options: { db: Db; userId: string }) =>
  options.db
    .select({ property: properties })
    .from(properties)
    .innerJoin(
      propertyOwners,
      and(eq(propertyOwners.propertyId, properties.id), eq(propertyOwners.userId, options.userId)),
    )
    .orderBy(asc(properties.code))
    .then((rows) => rows.map((r) => r.property));

export const propertyNotFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'No property with that id.' });

/**
 * The property `id` if the caller may see it, else 404 (out-of-scope ids look the same as unknown ones,
 * DESIGN.md §5). Returns the columns the calendar calls need.
 */
export const findPropertyInScope = async (db: Db, caller: ScopeCaller, id: string) => {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      companyId: properties.companyId,
      currency: properties.currency,
      timezone: properties.timezone,
    })
    .from(properties)
    .where(and(eq(properties.id, id), propertyScope(caller)));
  if (!row) throw propertyNotFound();
  return row;
};
