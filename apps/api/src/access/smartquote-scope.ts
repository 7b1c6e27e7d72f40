import { and, eq, sql, type SQL } from 'drizzle-orm';
import { COMPANY_ERROR_CODES, grantOf, HTTP, SMARTQUOTE_ERROR_CODES, SMARTQUOTE_MESSAGES } from '@hearth/domain';
import type { Db } from '../db/client';
import { companies, smartquotes, type SmartquoteRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ScopeCaller } from './scope';

type CompanyRow = typeof companies.$inferSelect;

/**
 * The one place that turns the `smartquote:read` grant into SQL, as people-scope.ts does for companies: `all` every
 * quote, `company` the caller's own company's (a licensee), anything else none. A quote belongs to its partner
 * company, so the same rule says which companies a caller may quote for. Out-of-scope ids answer 404.
 */
const reachOf = (caller: ScopeCaller, companyColumn: SQL): SQL | undefined => {
  const grant = grantOf(caller, 'smartquote:read');
  if (grant === 'all') return undefined;
  if (grant === 'company') return caller.companyId ? sql`${companyColumn} = ${caller.companyId}` : sql`false`;
  return sql`false`;
};

export const smartquoteScope = (caller: ScopeCaller): SQL | undefined => reachOf(caller, sql`${smartquotes.companyId}`);

export const smartquoteNotFound = () =>
  new AppError({
    status: HTTP.notFound,
    code: SMARTQUOTE_ERROR_CODES.notFound,
    detail: SMARTQUOTE_MESSAGES.notFound,
  });

/** The quote with this id, if the caller reaches it; else 404 'No quote with that id.' (also for unknown ids). */
export const findSmartquoteInScope = async (db: Db, caller: ScopeCaller, id: string): Promise<SmartquoteRow> => {
  const [row] = await db
    .select()
    .from(smartquotes)
    .where(and(eq(smartquotes.id, id), smartquoteScope(caller)))
    .limit(1);
  if (!row) throw smartquoteNotFound();
  return row;
};

/** The partner company a new quote is for, if the caller may hold its quotes (a licensee: their own); else 404. */
export const findQuoteCompanyInScope = async (db: Db, caller: ScopeCaller, companyId: string): Promise<CompanyRow> => {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), reachOf(caller, sql`${companies.id}`)))
    .limit(1);
  if (!row) {
    throw new AppError({
      status: HTTP.notFound,
      code: COMPANY_ERROR_CODES.notFound,
      detail: SMARTQUOTE_MESSAGES.companyNotFound,
      source: { pointer: '/companyId' },
    });
  }
  return row;
};
