import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { foldText } from '../../db/schema/columns';
import { AppError } from '../../lib/app-error';
import { readTogether } from '../../lib/read-together';
import { presentIncluded, presentStatement, type StatementIncludes } from './statements.presenter';
import { readHomeOwners } from '../../common/properties/home-owners';
import { firstOwnerSortSql } from './statements.queries';

/** The list's sorts (docs/product/statements.md#calls); each ends in the id, so pages never repeat or skip a row. */
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

/**
 * The homes the search (trimmed by the schema) finds: a fragment of the home's name, code or address, or of an
 * owner's name. Read first, once per home, through the homes' trigram index (search_text holds name, code and
 * address, folded; the fragment is then checked on those few): matched per statement joined to its home instead,
 * PostgreSQL compared the text 47,000 times and chose a nested loop over the matches (85 ms at 10,000 homes).
 */
const findSearchedHomes = async (db: Db, search: string | undefined): Promise<string[] | null> => {
  if (!search) return null;
  const escape = (text: string) => text.replace(/[\\%_]/g, '\\$&');
  const pattern = `%${escape(search)}%`;
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      sql`${properties.searchText} like ${`%${escape(foldText(search))}%`} and (${properties.name} ilike ${pattern}
        or ${properties.code} ilike ${pattern} or ${properties.fullAddress} ilike ${pattern})`,
    )
    .union(
      db
        .select({ id: propertyOwners.propertyId })
        .from(propertyOwners)
        .innerJoin(users, eq(users.id, propertyOwners.userId))
        .where(
          sql`${users.firstName} || ' ' || ${users.lastName} ilike ${pattern}
            or ${users.lastName} || ' ' || ${users.firstName} ilike ${pattern}`,
        ),
    );
  return rows.map((r) => r.id);
};

/** Month and year of the statement month; both together as one date, which the month index answers. */
const monthMatch = (month: number | undefined, year: number | undefined): SQL | undefined => {
  if (month !== undefined && year !== undefined) return sql`${statements.month} = make_date(${year}, ${month}, 1)`;
  return and(
    month === undefined ? undefined : sql`extract(month from ${statements.month}) = ${month}`,
    year === undefined ? undefined : sql`extract(year from ${statements.month}) = ${year}`,
  );
};

/** docs/product/statements.md#who-uses-it: owners cannot sort statements by property. */
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
  const searched = await findSearchedHomes(db, query.search);
  const where = and(
    statementScope(caller),
    searched === null ? undefined : inArray(statements.propertyId, searched),
    monthMatch(query.month, query.year),
  );
  const size = query['page[size]'];
  const [[counted], rows] = await readTogether(db, [
    () =>
      db
        .select({ n: count() })
        .from(statements)
        .innerJoin(properties, eq(properties.id, statements.propertyId))
        .where(where),
    () =>
      db
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
        .offset((query['page[number]'] - 1) * size),
  ]);
  const owners = await readHomeOwners(
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
