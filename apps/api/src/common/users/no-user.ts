import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Whether nobody can sign in yet: the demo seed and the setup link (docs/product/setup.md) are for such a database. */
export const hasNoUser = async (db: Db): Promise<boolean> =>
  (
    await db
      .select({ one: sql`1` })
      .from(users)
      .limit(1)
  ).length === 0;
