import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { COMPANY_ERROR_CODES, COMPANY_MESSAGES, grantOf, HTTP, USER_ERROR_CODES, USER_MESSAGES } from '@hearth/domain';
import type { Db } from '../db/client';
import { companies, users, type UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ScopeCaller } from './scope';

type CompanyRow = typeof companies.$inferSelect;

/**
 * The one place that turns the `user:read` and `company:read` grants into SQL, as scope.ts does for homes: `all`
 * every row, `company` the caller's own company (or the users of it), anything else none. Out-of-scope ids answer
 * 404, the same as ids that do not exist.
 */
const reachOf = (
  grant: ReturnType<typeof grantOf>,
  caller: ScopeCaller,
  companyColumn: SQL | typeof users.companyId,
) => {
  if (grant === 'all') return undefined;
  if (grant === 'company') return caller.companyId ? sql`${companyColumn} = ${caller.companyId}` : sql`false`;
  return sql`false`;
};

export const userScope = (caller: ScopeCaller): SQL | undefined =>
  reachOf(grantOf(caller, 'user:read'), caller, users.companyId);

export const companyScope = (caller: ScopeCaller): SQL | undefined =>
  reachOf(grantOf(caller, 'company:read'), caller, sql`${companies.id}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const userNotFound = () =>
  new AppError({ status: HTTP.notFound, code: USER_ERROR_CODES.notFound, detail: USER_MESSAGES.userNotFound });

/** The user with this id or code (the /users/update/{code} page carries the code), if the caller reaches them; else 404. */
export const findUserInScope = async (db: Db, caller: ScopeCaller, idOrCode: string): Promise<UserRow> => {
  const match = UUID.test(idOrCode) ? or(eq(users.id, idOrCode), eq(users.code, idOrCode)) : eq(users.code, idOrCode);
  const [row] = await db
    .select()
    .from(users)
    .where(and(match, userScope(caller)))
    .limit(1);
  if (!row) throw userNotFound();
  return row;
};

/** The partner company with this id, if the caller reaches it; else 404. */
export const findCompanyInScope = async (db: Db, caller: ScopeCaller, id: string): Promise<CompanyRow> => {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), companyScope(caller)))
    .limit(1);
  if (!row) {
    throw new AppError({
      status: HTTP.notFound,
      code: COMPANY_ERROR_CODES.notFound,
      detail: COMPANY_MESSAGES.companyNotFound,
    });
  }
  return row;
};
