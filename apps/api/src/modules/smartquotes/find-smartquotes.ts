import { and, asc, count, sql, type SQL } from 'drizzle-orm';
import type { SmartquoteSort, TSmartquotesResponse } from '@hearth/domain';
import { companies, smartquotes } from '../../db/schema';
import { scopeCallerOf } from '../../access/scope';
import { smartquoteScope } from '../../access/smartquote-scope';
import type { SmartquoteDeps } from './smartquote-deps';
import { presentSmartquote } from './smartquotes.presenter';
import { selectSmartquotes } from './smartquotes.queries';

/** The list's columns (docs/product/smartquotes.md#screens) and the forecast error (issue 16 item 6); text sorts ignore case. */
const SORTS: Record<SmartquoteSort, SQL> = {
  address: sql`lower(${smartquotes.fullAddress})`,
  suburb: sql`lower(${smartquotes.city})`,
  beds: sql`${smartquotes.beds}`,
  baths: sql`${smartquotes.baths}`,
  propertyType: sql`${smartquotes.propertyType}`,
  createdAt: sql`${smartquotes.createdAt}`,
  closeBy: sql`${smartquotes.closeBy}`,
  companyName: sql`lower(${companies.name})`,
  forecastError: sql`${smartquotes.forecastError}`,
};

/** `-column` descending; quotes without a value (no close-by date, no error measured) last either way; then the id. */
const orderOf = (sort: string | undefined): SQL[] => {
  const value = sort ?? '-createdAt';
  const key = value.replace(/^-/, '') as SmartquoteSort;
  const column = SORTS[key] ?? SORTS.createdAt;
  const direction = value.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, asc(smartquotes.id)];
};

/** The address search: a fragment anywhere in it, any case; lower(full_address) has a trigram index. */
const addressMatch = (address: string | undefined): SQL | undefined => {
  const term = address?.trim().toLowerCase();
  if (!term) return undefined;
  return sql`lower(${smartquotes.fullAddress}) like ${`%${term.replace(/[\\%_]/g, '\\$&')}%`}`;
};

/** `GET v3/smartquotes`: a page of the quotes the caller reaches (a licensee: their company's), with totals. */
export const findSmartquotes = async (
  options: Omit<SmartquoteDeps, 'now'> & {
    address?: string;
    sort?: string;
    page: { number: number; size: number };
  },
): Promise<TSmartquotesResponse> => {
  const { db, page } = options;
  const caller = scopeCallerOf(options.caller);
  const where = and(smartquoteScope(caller), addressMatch(options.address));
  const [counted] = await db.select({ n: count() }).from(smartquotes).where(where);
  const rows = await selectSmartquotes(db, caller)
    .where(where)
    .orderBy(...orderOf(options.sort))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const totalCount = counted?.n ?? 0;
  return {
    data: rows.map((row) => presentSmartquote(row, options)),
    meta: { totalCount, totalPages: Math.ceil(totalCount / page.size) },
  };
};
