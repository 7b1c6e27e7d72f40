import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionCacheOf, viewKey } from '../../db/session-cache';
import { companies } from '../../db/schema';
import { getPropertyStatus, scopeCallerOf, type PropertyStatus } from '../../access/scope';
import { loadSessionUser } from '../../lib/session';
import { sha256 } from '../../lib/crypto';
import type { SessionUser } from '../../types';
import type { CompanyRow } from '../companies/companies.presenter';

export const getCompanyOfUser = async (options: { db: Db; companyId: string | null }) => {
  if (!options.companyId) return null;
  const [company] = await options.db.select().from(companies).where(eq(companies.id, options.companyId));
  return company ?? null;
};

/** What ping and sign-in present (presentSessionDocument): the caller, their property status and their company. */
export type SessionView = { caller: SessionUser; propertyStatus: PropertyStatus; company: CompanyRow | null };

export const getSessionView = async (options: { db: Db; caller: SessionUser }): Promise<SessionView> => {
  // Both come from the user's row, roles, homes and company; a write to them drops the entry (db/session-cache.ts).
  // The key is the user: roles and company are theirs.
  const cache = sessionCacheOf(options.db);
  const key = viewKey(options.caller.user.id);
  const cached = cache?.get<Omit<SessionView, 'caller'>>(key);
  if (cached) return { caller: options.caller, ...cached };
  const generation = cache?.generation ?? 0;
  const [propertyStatus, company] = await Promise.all([
    getPropertyStatus({ db: options.db, caller: scopeCallerOf(options.caller) }),
    getCompanyOfUser({ db: options.db, companyId: options.caller.user.companyId }),
  ]);
  cache?.set(key, options.caller.user.id, { propertyStatus, company }, generation);
  return { caller: options.caller, propertyStatus, company };
};

/** The session a sign-in or a log-in-as link just started, read back as the session plugin reads it. */
export const getNewSessionView = async (options: { db: Db; sessionToken: string }): Promise<SessionView> => {
  const caller = await loadSessionUser(options.db, sha256(options.sessionToken));
  if (!caller) throw new Error('A session just created could not be read back.');
  return getSessionView({ db: options.db, caller });
};
