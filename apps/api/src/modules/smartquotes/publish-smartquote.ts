import { eq } from 'drizzle-orm';
import { HTTP, SMARTQUOTE_ERROR_CODES, SMARTQUOTE_MESSAGES } from '@hearth/domain';
import { smartquotes, type SmartquoteRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SmartquoteDeps } from './smartquote-deps';

/** What a quote still lacks before an owner may see it: the address, the weekly rent, both fees and the owner. */
export const missingForPublishing = (quote: SmartquoteRow): string[] => {
  const required: [string, unknown][] = [
    ['property.fullAddress', quote.fullAddress || null],
    ['settings.weeklyLtr', quote.weeklyLtrCents],
    ['settings.ltrManagementFee', quote.ltrManagementFee],
    ['settings.managementFee', quote.managementFee],
    ['owner.firstName', quote.ownerFirstName],
    ['owner.lastName', quote.ownerLastName],
    ['owner.phone', quote.ownerPhone],
    ['owner.email', quote.ownerEmail],
    ['owner.address', quote.ownerAddress],
  ];
  return required.filter(([, value]) => value === null || value === undefined).map(([field]) => field);
};

/**
 * `POST v3/smartquotes/{id}/publish`: draft → published, which opens its public page. 409 with the fields it lacks
 * (meta.missing) when it is not complete; a published quote stays as it is (the call is safe to repeat).
 */
export const publishSmartquote = async (options: SmartquoteDeps & { quote: SmartquoteRow }): Promise<SmartquoteRow> => {
  const { db, caller, quote, now } = options;
  if (quote.status === 'published') return quote;
  const missing = missingForPublishing(quote);
  if (missing.length > 0) {
    throw new AppError({
      status: HTTP.conflict,
      code: SMARTQUOTE_ERROR_CODES.notPublishable,
      detail: SMARTQUOTE_MESSAGES.notPublishable,
      meta: { missing },
    });
  }
  const published: SmartquoteRow = { ...quote, status: 'published', publishedAt: now, updatedAt: now };
  await auditedChange(db, async (tx) => {
    await tx
      .update(smartquotes)
      .set({ status: 'published', publishedAt: now, updatedAt: now })
      .where(eq(smartquotes.id, quote.id));
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'smartquotes.publish',
        entity: 'smartquotes',
        entityId: quote.id,
        before: { status: quote.status, publishedAt: null },
        after: { status: 'published', publishedAt: now.toISOString() },
      },
    };
  });
  return published;
};
