import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyOwners, users } from '../../db/schema';

export type HomeOwner = { id: string; firstName: string; lastName: string };

/**
 * The owners of these homes, by home, in name order (last name, first name, id): the first is the one a statement
 * names and a payout pays first (docs/product/statements.md, docs/product/payouts.md).
 */
export const readHomeOwners = async (db: Db, propertyIds: readonly string[]): Promise<Map<string, HomeOwner[]>> => {
  const byHome = new Map<string, HomeOwner[]>();
  if (propertyIds.length === 0) return byHome;
  const rows = await db
    .select({
      propertyId: propertyOwners.propertyId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .where(inArray(propertyOwners.propertyId, [...new Set(propertyIds)]))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
  for (const { propertyId, ...owner } of rows) byHome.set(propertyId, [...(byHome.get(propertyId) ?? []), owner]);
  return byHome;
};
