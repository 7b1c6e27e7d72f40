import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletters } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { newsletterAudit, newsletterNotFound } from './newsletter-audit';

/** `DELETE v3/newsletters/{id}`: 404 'Sorry, there is an error' for an unknown id (docs/product/resources.md#messages). */
export const deleteNewsletter = async ({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: SessionUser;
  id: string;
}): Promise<void> => {
  await auditedChange(db, async (tx) => {
    const [deleted] = await tx.delete(newsletters).where(eq(newsletters.id, id)).returning();
    if (!deleted) {
      throw newsletterNotFound();
    }
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'newsletters.delete',
        entity: 'newsletter',
        entityId: id,
        before: newsletterAudit(deleted),
      },
    };
  });
};
