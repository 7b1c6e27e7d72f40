import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, properties, users } from '../../db/schema';
import type { ScopeCaller } from '../../access/scope';
import type { CompanyRow, CompanyView } from '../../common/companies/companies.presenter';
import { mayEditCompany } from './company-access';

export const cx = alias(users, 'cx_manager');
export const propertyCount = sql<number>`(select count(*)::int from ${properties} where ${properties.companyId} = ${companies.id})`;

/** Companies with their CX manager and their count of homes, as the companies pages show them. */
export const companyRows = (db: Db) =>
  db
    .select({
      company: companies,
      cx: { firstName: cx.firstName, lastName: cx.lastName, email: cx.email },
      count: propertyCount,
    })
    .from(companies)
    .leftJoin(cx, eq(cx.id, companies.cxManagerUserId));

/** One company (the caller reached it through findCompanyInScope) as the company page shows it. */
export const readCompanyView = async (options: {
  db: Db;
  caller: ScopeCaller;
  company: CompanyRow;
}): Promise<CompanyView> => {
  const { company } = options;
  const [row] = await companyRows(options.db).where(eq(companies.id, company.id));
  return {
    company: row?.company ?? company,
    cxManager: row?.cx ?? null,
    numberOfProperties: row?.count ?? 0,
    canUpdate: mayEditCompany(options.caller, company.id),
  };
};
