import { asc, desc } from 'drizzle-orm';
import type { TNewslettersResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { newsletters } from '../../db/schema';
import { presentNewsletter } from './resources.presenter';

/** `GET v3/newsletters`: newest first. */
export const findNewsletters = async ({ db }: { db: Db }): Promise<TNewslettersResponse> => ({
  data: (await db.select().from(newsletters).orderBy(desc(newsletters.createdAt), asc(newsletters.title))).map(
    presentNewsletter,
  ),
});
