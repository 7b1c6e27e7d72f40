import { calendarHomeOf } from '@hearth/domain';
import { findHomeInScope } from '../access/find-in-scope';
import { scopeCallerOf } from '../access/scope';
import type { Db } from '../db/client';
import { sha256 } from '../lib/crypto';
import { loadSessionUser } from '../lib/session';

/**
 * The name of the home a calendar's address opens, when the session cookie is a live session whose scope reaches
 * that home: the answer its own GET would give, else null. The page's static frame shows it from the first paint,
 * where the header will (docs/ARCHITECTURE.md#the-first-screen): on a phone it is the screen's largest text, and it
 * no longer waits for the scripts. Both reads are the ones every call of the calendar makes, kept in the process's
 * memory (db/session-cache.ts).
 */
export const bootHomeName = async (db: Db, token: string | undefined, pathname: string): Promise<string | null> => {
  const id = calendarHomeOf(pathname);
  if (!id || !token || token.length > 200) return null;
  try {
    const caller = await loadSessionUser(db, sha256(token));
    return caller ? (await findHomeInScope(db, scopeCallerOf(caller), id)).name : null;
  } catch {
    // Not the caller's home (404), or the database away: the page is still served, with the plain frame.
    return null;
  }
};
