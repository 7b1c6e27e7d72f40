import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, properties, smartquotes, users } from '../../db/schema';
import { propertyScope, type ScopeCaller } from '../../access/scope';
import { smartquoteNotFound } from '../../access/smartquote-scope';

/**
 * A quote with what its document shows beside it: the partner company, who created it, and the home it became when
 * the caller reaches that home (else null). The list and the single quote read the same shape.
 */
export const selectSmartquotes = (db: Db, caller: ScopeCaller) =>
  db
    .select({
      quote: smartquotes,
      company: {
        id: companies.id,
        name: companies.name,
        partnerType: companies.partnerType,
        settings: companies.settings,
      },
      creator: { firstName: users.firstName, lastName: users.lastName },
      onboarded: { id: properties.id, name: properties.name },
    })
    .from(smartquotes)
    .innerJoin(companies, eq(companies.id, smartquotes.companyId))
    .leftJoin(users, eq(users.id, smartquotes.createdByUserId))
    .leftJoin(properties, and(eq(properties.id, smartquotes.onboardedPropertyId), propertyScope(caller)));

export type SmartquoteListRow = Awaited<ReturnType<ReturnType<typeof selectSmartquotes>['execute']>>[number];

/** One quote in that shape (the caller reached it already through findSmartquoteInScope). */
export const loadSmartquote = async (db: Db, caller: ScopeCaller, id: string): Promise<SmartquoteListRow> => {
  const [row] = await selectSmartquotes(db, caller).where(eq(smartquotes.id, id));
  if (!row) throw smartquoteNotFound();
  return row;
};
