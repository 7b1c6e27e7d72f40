import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TNewsletterDocument, ZUpdateNewsletterRequest } from '@hearth/domain';
import type { Db } from '../../db/client';
import { newsletters } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { newsletterAudit, newsletterNotFound } from './newsletter-audit';
import { presentNewsletter } from './resources.presenter';

/** `PATCH v3/newsletters/{id}`: the fields given; 404 for an unknown id. */
export const updateNewsletter = async ({
  db,
  caller,
  id,
  body,
}: {
  db: Db;
  caller: SessionUser;
  id: string;
  body: z.output<typeof ZUpdateNewsletterRequest>;
}): Promise<TNewsletterDocument> => {
  const [current] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  if (!current) {
    throw newsletterNotFound();
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
        before: newsletterAudit(current),
        after: newsletterAudit(next),
      },
    };
  });
  return { data: presentNewsletter(row) };
};
