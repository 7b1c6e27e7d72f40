import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findCompanyInScope } from '../../access/people-scope';
import type { ScopeCaller } from '../../access/scope';
import { readCompanyView } from './companies.queries';

/** `GET v3/companies/{id}?include=users`: the company page, 404 out of the caller's reach. */
export const getCompany = async (options: { db: Db; caller: ScopeCaller; id: string; includeUsers: boolean }) => {
  const { db, caller } = options;
  const company = await findCompanyInScope(db, caller, options.id);
  const view = await readCompanyView({ db, caller, company });
  const members = options.includeUsers
    ? await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.companyId, company.id))
        .orderBy(asc(users.lastName), asc(users.firstName))
    : null;
  return { view, members };
};
