import type { FastifyInstance } from 'fastify';
import type { TSessionUserDocument } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { SessionUser } from '../../types';
import { getPropertyStatus, scopeCallerOf } from '../../access/scope';
import { presentCompany } from '../companies/companies.presenter';
import { presentSessionUser, presentUser } from '../users/users.presenter';

export const getCompanyOfUser = async (options: { db: Db; companyId: string | null }) => {
  if (!options.companyId) return null;
  const [company] = await options.db.select().from(companies).where(eq(companies.id, options.companyId));
  return company ?? null;
};

/** What ping and sign-in present: the caller, their property status and their company. */
export const getSessionView = async (options: { db: Db; caller: SessionUser }) => {
  const [propertyStatus, company] = await Promise.all([
    getPropertyStatus({ db: options.db, caller: scopeCallerOf(options.caller) }),
    getCompanyOfUser({ db: options.db, companyId: options.caller.user.companyId }),
  ]);
  return { propertyStatus, company };
};

/** The session user document of ping and sign-in (docs/API.md "Session user document"). */
export const buildSessionDocument = async (
  app: FastifyInstance,
  caller: SessionUser,
): Promise<TSessionUserDocument> => {
  const { propertyStatus, company } = await getSessionView({ db: app.db, caller });
  return presentSessionUser({
    sessionHash: caller.sessionHash,
    impersonated: caller.impersonatorUserId !== null,
    user: presentUser({ user: caller.user, roles: caller.roles, propertyStatus, canUpdate: true }),
    company: company ? presentCompany(company, app.blob) : null,
  });
};
