import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyOwners, statementLines, users } from '../../db/schema';

/** The first owner's "last first" name, lower case, as SQL: the list's owner sort, the same order as readHomeOwners (common/properties). */
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
