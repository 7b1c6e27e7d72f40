import { and, eq, type SQL } from 'drizzle-orm';
import { can, HTTP, STATEMENT_ERROR_CODES, STATEMENT_MESSAGES } from '@hearth/domain';
import type { Db } from '../db/client';
import { properties, statements, type PropertyRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { propertyScope, type ScopeCaller } from './scope';

type StatementRow = typeof statements.$inferSelect;

/**
 * The statements a caller reaches, as SQL over `statements` joined to `properties`: the home's reach through the
 * `statement:read` row (staff, admin and finance every home, a licensee their company's, an owner their own), and
 * for the owner's reduced view (docs/product/access.md#who-uses-it) only published statements: a draft is finance's work in progress.
 */
export const statementScope = (caller: ScopeCaller): SQL | undefined =>
  and(
    propertyScope(caller, { id: properties.id, companyId: properties.companyId }, 'statement:read'),
    can(caller, 'statement:list-owner-view') ? eq(statements.status, 'published') : undefined,
  );

/** The homes whose statements the caller may generate, publish and check: the same reach, drafts included. */
export const statementHomeScope = (caller: ScopeCaller): SQL | undefined =>
  propertyScope(caller, { id: properties.id, companyId: properties.companyId }, 'statement:read');

export const statementNotFound = () =>
  new AppError({ status: HTTP.notFound, code: STATEMENT_ERROR_CODES.notFound, detail: STATEMENT_MESSAGES.notFound });

/** The statement with this id and its home, if the caller reaches it; else 404, also for unknown ids (docs/CONTRIBUTING.md#security). */
export const findStatementInScope = async (
  db: Db,
  caller: ScopeCaller,
  id: string,
): Promise<{ statement: StatementRow; property: PropertyRow }> => {
  const [found] = await db
    .select({ statement: statements, property: properties })
    .from(statements)
    .innerJoin(properties, eq(properties.id, statements.propertyId))
    .where(and(eq(statements.id, id), statementScope(caller)))
    .limit(1);
  if (!found) throw statementNotFound();
  return found;
};
