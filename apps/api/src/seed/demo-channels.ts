import type { Db } from '../db/client';

/** The demo channels, their accounts and the homes listed through each, with sync health (issue 17 item 1). */
export const seedDemoChannels = async (_db: Db, _options: { today: string }): Promise<void> => {};
