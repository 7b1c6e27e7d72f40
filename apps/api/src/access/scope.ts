import { count, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { grantOf, type Action } from '@hearth/domain';
import type { Db } from '../db/client';
import { properties, propertyOwners } from '../db/schema';
import type { SessionUser } from '../types';

export type ScopeCaller = { userId: string; roles: readonly string[]; companyId: string | null };
/** A caller whose ids are a prepared statement's placeholders: the roles choose the SQL, the ids come at each run. */
type PreparedScopeCaller = { roles: readonly string[]; userId: Placeholder; companyId: Placeholder };

export const scopeCallerOf = (caller: SessionUser): ScopeCaller => ({
  userId: caller.user.id,
  roles: caller.roles,
  companyId: caller.user.companyId,
});

/**
 * The one place that turns the permissions table's `property:read` grant into SQL (docs/CONTRIBUTING.md#security): `all` every
 * property, `company` the caller's company's, `own` the ones they own, none or `never` no property. `undefined`
 * means no restriction. Every object of a home (booking, event, task, feed, quote) is in scope through its home.
 */
export const propertyScope = (
  caller: ScopeCaller | PreparedScopeCaller,
  columns: { id: SQLWrapper; companyId: SQLWrapper } = { id: properties.id, companyId: properties.companyId },
  /** The reach row read: a home's own, or one of an object reached through its home with a reach of its own. */
  reach: Extract<Action, 'property:read' | 'statement:read'> = 'property:read',
): SQL | undefined => {
  switch (grantOf(caller, reach)) {
    case 'all':
      return undefined;
    case 'company':
      return caller.companyId ? sql`${columns.companyId} = ${caller.companyId}` : sql`false`;
    case 'own':
      return sql`${columns.id} in (select ${propertyOwners.propertyId} from ${propertyOwners} where ${propertyOwners.userId} = ${caller.userId})`;
    default:
      return sql`false`;
  }
};

export type PropertyStatus = { count: number; first: string | null; firstOnboarding?: boolean };

/** `propertyStatus` of the session user: how many properties are in scope, and the id when there is exactly one. */
export const getPropertyStatus = async (options: { db: Db; caller: ScopeCaller }): Promise<PropertyStatus> => {
  const scope = propertyScope(options.caller);
  const [row] = await options.db.select({ n: count() }).from(properties).where(scope);
  const total = row?.n ?? 0;
  if (total !== 1) return { count: total, first: null };
  const [only] = await options.db
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(scope)
    .limit(1);
  return { count: 1, first: only?.id ?? null, firstOnboarding: only?.status === 'onboarding' };
};
