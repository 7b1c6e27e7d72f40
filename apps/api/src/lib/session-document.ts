import type { FastifyInstance } from 'fastify';
import type { TSessionUserDocument } from '@hearth/domain';
import type { SessionUser } from '../../types';
import { presentCompany, presentSessionUser, presentUser } from './users.presenter';
import { getSessionView } from './users.service';

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
