import { and, eq } from 'drizzle-orm';
import { HTTP, SMARTQUOTE_ERROR_CODES, SMARTQUOTE_MESSAGES, ZPublicSmartquoteParams } from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, properties, smartquotes, users, type CompanySettings, type SmartquoteRow } from '../../db/schema';
import { propertyScope, type ScopeCaller } from '../../access/scope';
import { smartquoteNotFound } from '../../access/smartquote-scope';
import { AppError } from '../../lib/app-error';

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

/** A published quote and what its page shows of its partner company. */
export type PublishedQuote = {
  quote: SmartquoteRow;
  company: { name: string; settings: CompanySettings };
};

/**
 * The published quote behind a token. Malformed, unknown and unpublished tokens answer the same 404, so the
 * answer never tells a draft from nothing.
 */
export const findPublishedQuote = async (options: { db: Db; token: string }): Promise<PublishedQuote> => {
  const notFound = new AppError({
    status: HTTP.notFound,
    code: SMARTQUOTE_ERROR_CODES.notFound,
    detail: SMARTQUOTE_MESSAGES.publicNotFound,
  });
  if (!ZPublicSmartquoteParams.safeParse({ token: options.token }).success) throw notFound;
  const [found] = await options.db
    .select({ quote: smartquotes, company: { name: companies.name, settings: companies.settings } })
    .from(smartquotes)
    .innerJoin(companies, eq(companies.id, smartquotes.companyId))
    .where(and(eq(smartquotes.publicToken, options.token), eq(smartquotes.status, 'published')));
  if (!found) throw notFound;
  return found;
};
