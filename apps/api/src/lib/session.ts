/** The session: load it from its hashed id, set and clear its cookie (the Fastify wiring is plugins/session.ts). */
import type { FastifyReply } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { isRole, SESSION_ABSOLUTE_DAYS, SESSION_IDLE_HOURS } from '@hearth/domain';
import type { Db } from '../db/client';
import { sessionCacheOf, sessionKey } from '../db/session-cache';
import { sessions, userRoles, users } from '../db/schema';
import { SESSION_COOKIE } from './cookies';
import { clearCsrfNonce } from './csrf';
import type { SessionUser } from '../types';

const IDLE_MS = SESSION_IDLE_HOURS * 3_600_000;
/** Writing last_seen on every request would turn every read into a write; a minute is precise enough for a 12 h idle limit. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The session, its user and roles in one round trip. Every /api request runs it, so it is built once per database
 * and kept as a prepared statement: building the SQL each time cost more than PostgreSQL took to answer it.
 */
const prepareSessionLookup = (db: Db) =>
  db
    .select({
      session: sessions,
      user: users,
      roles: sql<string[]>`coalesce((select array_agg(${userRoles.role}) from ${userRoles}
        where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('load_session_user');

type CachedSession = { caller: SessionUser; lastSeenAt: Date; expiresAt: Date };

/**
 * A kept session answers without the database only while the database would answer the same: not expired, and
 * seen within the last-seen resolution (past it the slow path writes last_seen, and the idle limit is checked
 * there, from the row).
 */
const isFresh = (cached: CachedSession, now: Date) =>
  cached.expiresAt.getTime() > now.getTime() &&
  now.getTime() - cached.lastSeenAt.getTime() <= LAST_SEEN_RESOLUTION_MS &&
  cached.lastSeenAt.getTime() + IDLE_MS > now.getTime();

const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

export const loadSessionUser = async (
  db: Db,
  sessionHash: string,
  now: Date = new Date(),
): Promise<SessionUser | null> => {
  // A session read within the last minute, its rows unchanged since (a write to them drops it: db/session-cache.ts).
  const cache = sessionCacheOf(db);
  const key = sessionKey(sessionHash);
  const cached = cache?.get<CachedSession>(key);
  if (cached && isFresh(cached, now)) return cached.caller;
  const generation = cache?.generation ?? 0;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ sessionHash, now });
  if (!row) return null;
  if (row.session.lastSeenAt.getTime() + IDLE_MS <= now.getTime() || !row.user.enabled) {
    await db.delete(sessions).where(eq(sessions.id, sessionHash));
    return null;
  }
  const caller: SessionUser = {
    user: row.user,
    roles: row.roles.filter(isRole),
    sessionHash,
    impersonatorUserId: row.session.impersonatorUserId,
  };
  let lastSeenAt = row.session.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    // Silent (migration 0036: a last-seen-only update notifies no one), so the session is kept with its new time.
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionHash));
    lastSeenAt = now;
  }
  cache?.set(key, row.user.id, { caller, lastSeenAt, expiresAt: row.session.expiresAt }, generation);
  return caller;
};

export const sessionCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_ABSOLUTE_DAYS * 86_400 }) as const;

/** A new session means a new CSRF token (bound to the session id); the pre-session nonce goes too. */
export const setSessionCookie = (reply: FastifyReply, token: string, secure: boolean) =>
  clearCsrfNonce(reply, secure).setCookie(SESSION_COOKIE, token, sessionCookieOptions(secure));

export const clearSessionCookie = (reply: FastifyReply, secure: boolean) =>
  clearCsrfNonce(reply, secure).clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
