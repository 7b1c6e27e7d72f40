import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Whether the database answers `select 1` within `ms`: a probe that hangs is worse than one that says no. */
export const checkDatabase = async (options: { db: Db; ms: number }): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), options.ms);
  });
  const query = options.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
};
