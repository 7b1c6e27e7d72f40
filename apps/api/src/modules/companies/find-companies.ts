import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CompanySort, PartnerType } from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { companyScope } from '../../access/people-scope';
import type { ScopeCaller } from '../../access/scope';
import type { CompanyView } from '../../common/companies/companies.presenter';
import { companyRows, cx, propertyCount } from './companies.queries';
import { mayEditCompany } from './company-access';

const cxName = sql<string>`${cx.firstName} || ' ' || ${cx.lastName}`;

const SORTS: Record<string, SQL | typeof companies.name | typeof companies.state> = {
  name: sql`lower(${companies.name})`,
  state: companies.state,
  'cx-manager': cxName,
  properties: propertyCount,
};

const orderOf = (sort: CompanySort | undefined) => {
  const key = (sort ?? 'name').replace('-', '');
  const column = SORTS[key] ?? SORTS.name!;
  return [sort?.startsWith('-') ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(companies.id)];
};

/**
 * `GET v3/companies`: the Partner filter's lookup and the companies tables (docs/product/companies.md#calls). A licensee reaches only
 * their own company (people-scope.ts); `canUpdate` is judged per row for this viewer.
 */
export const findCompanies = async (options: {
  db: Db;
  caller: ScopeCaller;
  partnerType?: PartnerType;
  search?: string;
  ids?: string[];
  sort?: CompanySort;
  page: { number: number; size: number };
}): Promise<{ views: CompanyView[]; totalCount: number }> => {
  const { db, page, caller } = options;
  const where: (SQL | undefined)[] = [companyScope(caller)];
  if (options.ids?.length) where.push(inArray(companies.id, options.ids));
  if (options.partnerType) where.push(eq(companies.partnerType, options.partnerType));
  if (options.search) where.push(ilike(companies.name, `%${options.search.replace(/[\\%_]/g, '\\$&')}%`));
  const condition = and(...where);
  const [counted] = await db.select({ n: count() }).from(companies).where(condition);
  const rows = await companyRows(db)
    .where(condition)
    .orderBy(...orderOf(options.sort))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return {
    views: rows.map((row) => ({
      company: row.company,
      cxManager: row.cx,
      numberOfProperties: row.count,
      canUpdate: mayEditCompany(caller, row.company.id),
    })),
    totalCount: counted?.n ?? 0,
  };
};
