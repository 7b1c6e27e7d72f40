import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The next `U####` code; the unique index catches a race, which answers 409 through the error handler. */
export const nextUserCode = async (db: Db): Promise<string> => {
  const [row] = await db
    .select({ n: sql<number | null>`max(substring(${users.code} from 2)::int)` })
    .from(users)
    .where(sql`${users.code} ~ '^U[0-9]+$'`);
  return `U${String(Number(row?.n ?? 1000) + 1)}`;
};
