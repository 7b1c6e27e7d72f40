import { asc, desc, eq } from 'drizzle-orm';
import {
  HTTP,
  NEWSLETTER_MESSAGES,
  ZCreateNewsletterRequest,
  ZUpdateNewsletterRequest,
  type TNewsletterDocument,
  type TNewslettersResponse,
} from '@hearth/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { newsletters } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { presentNewsletter, type NewsletterRow } from './resources.presenter';

type Deps = { db: Db; caller: SessionUser };
type CreateBody = z.output<typeof ZCreateNewsletterRequest>;
type UpdateBody = z.output<typeof ZUpdateNewsletterRequest>;

const NEWSLETTER_NOT_FOUND = 'NEWSLETTER_NOT_FOUND';

/** `GET v3/newsletters`: newest first. */
export const findNewsletters = async ({ db }: { db: Db }): Promise<TNewslettersResponse> => ({
  data: (await db.select().from(newsletters).orderBy(desc(newsletters.createdAt), asc(newsletters.title))).map(
    presentNewsletter,
  ),
});

const view = (row: Pick<NewsletterRow, 'title' | 'url' | 'heroImageUrl'>) => ({
  title: row.title,
  url: row.url,
  heroImageUrl: row.heroImageUrl,
});

/** `POST v3/newsletters`: marketing or admin (the route's action); answers the new newsletter. */
export const createNewsletter = async ({
  db,
  caller,
  body,
}: Deps & { body: CreateBody }): Promise<TNewsletterDocument> => {
  const row = await auditedChange(db, async (tx) => {
    const [created] = await tx
      .insert(newsletters)
      .values({ title: body.title, url: body.url, heroImageUrl: body.heroImageUrl, createdBy: caller.user.id })
      .returning();
    return {
      result: created!,
      audit: {
        actor: actorOf(caller),
        action: 'newsletters.create',
        entity: 'newsletter',
        entityId: created!.id,
        after: view(created!),
      },
    };
  });
  return { data: presentNewsletter(row) };
};

/** `PATCH v3/newsletters/{id}`: the fields given; 404 for an unknown id. */
export const updateNewsletter = async ({
  db,
  caller,
  id,
  body,
}: Deps & { id: string; body: UpdateBody }): Promise<TNewsletterDocument> => {
  const [current] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  if (!current) {
    throw new AppError({
      status: HTTP.notFound,
      code: NEWSLETTER_NOT_FOUND,
      detail: NEWSLETTER_MESSAGES.deleteNotFound,
    });
  }
  const next = {
    title: body.title ?? current.title,
    url: body.url ?? current.url,
    heroImageUrl: body.heroImageUrl === undefined ? current.heroImageUrl : body.heroImageUrl,
  };
  const row = await auditedChange(db, async (tx) => {
    const [updated] = await tx
      .update(newsletters)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(newsletters.id, id))
      .returning();
    return {
      result: updated!,
      audit: {
        actor: actorOf(caller),
        action: 'newsletters.update',
        entity: 'newsletter',
        entityId: id,
        before: view(current),
        after: view(next),
      },
    };
  });
  return { data: presentNewsletter(row) };
};

/** `DELETE v3/newsletters/{id}`: 404 'Sorry, there is an error' for an unknown id (spec 002 §8). */
export const deleteNewsletter = async ({ db, caller, id }: Deps & { id: string }): Promise<void> => {
  await auditedChange(db, async (tx) => {
    const [deleted] = await tx.delete(newsletters).where(eq(newsletters.id, id)).returning();
    if (!deleted) {
      throw new AppError({
        status: HTTP.notFound,
        code: NEWSLETTER_NOT_FOUND,
        detail: NEWSLETTER_MESSAGES.deleteNotFound,
      });
    }
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'newsletters.delete',
        entity: 'newsletter',
        entityId: id,
        before: view(deleted),
      },
    };
  });
};
