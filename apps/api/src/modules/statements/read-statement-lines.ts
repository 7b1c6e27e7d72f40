import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statementLines } from '../../db/schema';

/** Lines of one booking in the order a reader follows them: the stay before the cost it brings. */
const kindOrder = sql`array_position(array['stay', 'owner-stay', 'cancellation', 'cost'], ${statementLines.kind})`;

/** A statement's lines by check-in, as the detail and the PDF list them. */
export const readStatementLines = (db: Db, statementId: string) =>
  db
    .select()
    .from(statementLines)
    .where(eq(statementLines.statementId, statementId))
    .orderBy(asc(statementLines.checkIn), asc(kindOrder), asc(statementLines.id));
