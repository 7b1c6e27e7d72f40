import { HTTP, NEWSLETTER_MESSAGES } from '@hearth/domain';
import type { newsletters } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** What the audit log keeps of a newsletter, before and after a change. */
export const newsletterAudit = (row: Pick<typeof newsletters.$inferSelect, 'title' | 'url' | 'heroImageUrl'>) => ({
  title: row.title,
  url: row.url,
  heroImageUrl: row.heroImageUrl,
});

/** An unknown newsletter id: 404 'Sorry, there is an error' (docs/product/resources.md#messages), for a change as for a delete. */
export const newsletterNotFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NEWSLETTER_NOT_FOUND', detail: NEWSLETTER_MESSAGES.deleteNotFound });
