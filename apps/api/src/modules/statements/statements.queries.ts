import { asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyOwners, statementLines, users } from '../../db/schema';
import type { StatementOwner } from './statements.presenter';

/** The owners of these homes, by home, in name order (last, first): the first is the statement's `ownerData`. */
export const readOwners = async (db: Db, propertyIds: readonly string[]): Promise<Map<string, StatementOwner[]>> => {
  const byHome = new Map<string, StatementOwner[]>();
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
  for (const { propertyId, ...owner } of rows) {
    const list = byHome.get(propertyId) ?? [];
    list.push(owner);
    byHome.set(propertyId, list);
  }
  return byHome;
};

/** The first owner's "last first" name, lower case, as SQL: the list's owner sort, the same order as readOwners. */
export const firstOwnerSortSql = (propertyId: SQLWrapper) =>
  sql`(select lower(${users.lastName} || ' ' || ${users.firstName}) from ${propertyOwners}
    join ${users} on ${users.id} = ${propertyOwners.userId}
    where ${propertyOwners.propertyId} = ${propertyId}
    order by lower(${users.lastName}), lower(${users.firstName}), ${users.id} limit 1)`;

/** Lines of one booking in the order a reader follows them: the stay before the cost it brings. */
const kindOrder = sql`array_position(array['stay', 'owner-stay', 'cancellation', 'cost'], ${statementLines.kind})`;

/** A statement's lines by check-in, as the detail and the PDF list them. */
export const readStatementLines = (db: Db, statementId: string) =>
  db
    .select()
    .from(statementLines)
    .where(eq(statementLines.statementId, statementId))
    .orderBy(asc(statementLines.checkIn), asc(kindOrder), asc(statementLines.id));
