import { count, eq } from 'drizzle-orm';
import { HTTP, ICAL_ERROR_CODES, ICAL_LIMITS, ICAL_MESSAGES, type TIcalFeed } from '@hearth/domain';
import type { Db } from '../../db/client';
import { icalFeeds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import type { ScopeCaller } from '../../access/scope';
import { hostOf } from './feed-host';
import { presentFeed } from './ical.presenter';
import { getScopedProperty } from './ical.queries';

/** `POST v3/properties/{id}/ical-feeds`: a channel calendar, at most ICAL_LIMITS.feedsPerProperty a property. */
export const createIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  propertyId: string;
  attributes: { name: string; url?: string | null | undefined };
}): Promise<TIcalFeed> => {
  const { db } = options;
  await getScopedProperty(options);
  const [existing] = await db
    .select({ n: count() })
    .from(icalFeeds)
    .where(eq(icalFeeds.propertyId, options.propertyId));
  if ((existing?.n ?? 0) >= ICAL_LIMITS.feedsPerProperty) {
    throw new AppError({
      status: HTTP.conflict,
      code: ICAL_ERROR_CODES.tooManyFeeds,
      detail: ICAL_MESSAGES.tooManyFeeds,
    });
  }
  const row = await auditedChange(db, async (tx) => {
    const [row] = await tx
      .insert(icalFeeds)
      .values({ propertyId: options.propertyId, name: options.attributes.name, url: options.attributes.url ?? null })
      .returning();
    if (!row) throw new Error('The feed was not stored');
    return {
      result: row,
      audit: {
        actor: options.actor,
        action: 'ical-feed.create',
        entity: 'ical_feed',
        entityId: row.id,
        after: { propertyId: row.propertyId, name: row.name, host: hostOf(row.url) },
      },
    };
  });
  return presentFeed(row, 0);
};
