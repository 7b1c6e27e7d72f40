import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PartnerType, TCompanyListItem } from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

const COMPANIES_LIMIT = 50;

/** `GET v3/companies`: partner companies for the Partner filter, by type and name. */
export const findCompanies = async (options: {
  db: Db;
  partnerType?: PartnerType;
  search?: string;
  ids?: string[];
}): Promise<TCompanyListItem[]> => {
  const where: SQL[] = [];
  if (options.ids?.length) where.push(inArray(companies.id, options.ids));
  if (options.partnerType) where.push(eq(companies.partnerType, options.partnerType));
  if (options.search) where.push(ilike(companies.name, `%${options.search.replace(/[\\%_]/g, '\\$&')}%`));
  const rows = await options.db
    .select({ id: companies.id, name: companies.name, partnerType: companies.partnerType })
    .from(companies)
    .where(and(...where))
    .orderBy(asc(companies.name))
    .limit(COMPANIES_LIMIT);
  return rows.map((c) => ({
    id: c.id,
    type: 'company',
    attributes: { companyName: c.name, partnerType: c.partnerType },
  }));
};
