import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  can,
  HTTP,
  STATEMENT_DEFAULT_SORT,
  STATEMENT_ERROR_CODES,
  STATEMENT_MESSAGES,
  type StatementSort,
  type TStatementsQuery,
  type TStatementsResponse,
} from '@hearth/domain';
import { statementScope } from '../../access/statement-scope';
import type { ScopeCaller } from '../../access/scope';
import type { Db } from '../../db/client';
import { properties, propertyOwners, statements, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { presentIncluded, presentStatement, type StatementIncludes } from './statement.presenter';
import { firstOwnerSortSql, readOwners } from './statement-owners';

/** The list's sorts (spec 001 §7); each ends in the id, so pages never repeat or skip a row. */
const SORTS: Record<StatementSort, SQL[]> = {
  date: [sql`${statements.month}`, sql`lower(${properties.name})`],
  property: [sql`lower(${properties.name})`, sql`${statements.month}`],
  owner: [firstOwnerSortSql(properties.id), sql`${statements.month}`, sql`lower(${properties.name})`],
};

const orderOf = (sort: string): SQL[] => {
  const key = sort.replace(/^-/, '') as StatementSort;
  const direction = sort.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  return [...SORTS[key], sql`${statements.id}`].map((column) => sql`${column} ${direction}`);
};

/** The search (trimmed by the schema): a fragment of the home's name, code or address, or of an owner's name. */
const searchMatch = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return sql`(${properties.name} ilike ${pattern} or ${properties.code} ilike ${pattern}
    or ${properties.fullAddress} ilike ${pattern}
    or exists (select 1 from ${propertyOwners} join ${users} on ${users.id} = ${propertyOwners.userId}
      where ${propertyOwners.propertyId} = ${properties.id}
      and (${users.firstName} || ' ' || ${users.lastName} ilike ${pattern}
        or ${users.lastName} || ' ' || ${users.firstName} ilike ${pattern})))`;
};

/** Spec 001 §6: owners cannot sort statements by property. */
const refuseOwnerSort = (caller: ScopeCaller, sort: string) => {
  if (sort.replace(/^-/, '') === 'property' && can(caller, 'statement:list-owner-view')) {
    throw new AppError({
      status: HTTP.forbidden,
      code: STATEMENT_ERROR_CODES.sortNotAllowed,
      title: STATEMENT_MESSAGES.sortNotAllowed,
      detail: STATEMENT_MESSAGES.sortNotAllowed,
      source: { parameter: 'sort' },
    });
  }
};

/**
 * `GET v3/statements`: a page of the statements the caller reaches (owners: their homes' published ones), searched,
 * filtered by month and year of the statement month, sorted, with totals; include=property,owners fills `included`.
 */
export const findStatements = async (options: {
  db: Db;
  caller: ScopeCaller;
  query: TStatementsQuery;
}): Promise<TStatementsResponse> => {
  const { db, caller, query } = options;
  const sort = query.sort ?? STATEMENT_DEFAULT_SORT;
  refuseOwnerSort(caller, sort);
  const where = and(
    statementScope(caller),
    searchMatch(query.search),
    query.month === undefined ? undefined : sql`extract(month from ${statements.month}) = ${query.month}`,
    query.year === undefined ? undefined : sql`extract(year from ${statements.month}) = ${query.year}`,
  );
  const size = query['page[size]'];
  const [counted] = await db
    .select({ n: count() })
    .from(statements)
    .innerJoin(properties, eq(properties.id, statements.propertyId))
    .where(where);
  const rows = await db
    .select({
      statement: statements,
      property: {
        id: properties.id,
        code: properties.code,
        name: properties.name,
        fullAddress: properties.fullAddress,
      },
    })
    .from(statements)
    .innerJoin(properties, eq(properties.id, statements.propertyId))
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(size)
    .offset((query['page[number]'] - 1) * size);
  const owners = await readOwners(
    db,
    rows.map((r) => r.property.id),
  );
  const ownersOf = (propertyId: string) => owners.get(propertyId) ?? [];
  const include: StatementIncludes = {
    property: query.include.includes('property'),
    owners: query.include.includes('owners'),
  };
  const totalCount = counted?.n ?? 0;
  return {
    data: rows.map((row) => presentStatement(row, ownersOf(row.property.id), include)),
    ...(include.property || include.owners ? { included: presentIncluded(rows, ownersOf, include) } : {}),
    meta: { totalCount, totalPages: Math.ceil(totalCount / size) },
  };
};
