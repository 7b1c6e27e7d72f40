import { eq } from 'drizzle-orm';
import {
  companyAssignedMessage,
  HTTP,
  USER_ERROR_CODES,
  USER_MESSAGES,
  type TUserCompaniesRequest,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { findUserInScope } from '../../access/people-scope';
import { scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { refuse } from './user-access';
import { assertMayEditUser, readUserRecord, reloadUser } from './users.queries';

/**
 * `POST v3/users/{id}/companies` (docs/product/users.md#calls): assigns the user's partner company (at most one: their scope,
 * branding and statements follow it). Nobody changes their own company. Answers the user with their company.
 */
export const setUserCompanies = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  input: TUserCompaniesRequest;
  productName: string;
}) => {
  const { db, caller, input } = options;
  const target = await findUserInScope(db, scopeCallerOf(caller), options.id);
  await assertMayEditUser(db, caller, target);
  if (target.id === caller.user.id) {
    throw refuse(HTTP.forbidden, USER_ERROR_CODES.selfChange, USER_MESSAGES.selfChange);
  }
  const wantedId = input.companyIds[0] ?? null;
  const [wanted] = wantedId
    ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, wantedId))
    : [];
  if (wantedId && !wanted) {
    throw refuse(HTTP.badRequest, 'VALIDATION_ERROR', 'No company with that id.', '/companyIds/0');
  }
  if (!input.fullMapping && wantedId !== null) {
    if (target.companyId === wantedId) {
      throw refuse(HTTP.conflict, USER_ERROR_CODES.companyAssigned, companyAssignedMessage(options.productName));
    }
    if (target.companyId !== null)
      throw refuse(HTTP.conflict, USER_ERROR_CODES.companyAssigned, USER_MESSAGES.oneCompany);
  }
  const next = input.fullMapping || wantedId !== null ? wantedId : target.companyId;
  if (next !== target.companyId) {
    const [current] = target.companyId
      ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, target.companyId))
      : [];
    await auditedChange(db, async (tx) => {
      await tx.update(users).set({ companyId: next, updatedAt: new Date() }).where(eq(users.id, target.id));
      return {
        result: undefined,
        audit: {
          actor: actorOf(caller),
          action: 'users.set-company',
          entity: 'users',
          entityId: target.id,
          before: { company: current?.name ?? null },
          after: { company: wanted?.name ?? null },
        },
      };
    });
  }
  return readUserRecord({ db, caller, user: await reloadUser(db, target.id), include: ['companies'] });
};
