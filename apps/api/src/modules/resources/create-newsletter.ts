import type { z } from 'zod';
import type { TNewsletterDocument, ZCreateNewsletterRequest } from '@hearth/domain';
import type { Db } from '../../db/client';
import { newsletters } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { newsletterAudit } from './newsletter-audit';
import { presentNewsletter } from './resources.presenter';

/** `POST v3/newsletters`: marketing or admin (the route's action); answers the new newsletter. */
export const createNewsletter = async ({
  db,
  caller,
  body,
}: {
  db: Db;
  caller: SessionUser;
  body: z.output<typeof ZCreateNewsletterRequest>;
}): Promise<TNewsletterDocument> => {
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
        after: newsletterAudit(created!),
      },
    };
  });
  return { data: presentNewsletter(row) };
};
