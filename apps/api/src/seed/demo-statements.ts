import type { Db } from '../db/client';

/** Owner statements of the demo homes for the months before the seed month (issue 17 item 2). */
export const seedDemoStatements = async (_db: Db, _options: { today: string }): Promise<void> => {};
