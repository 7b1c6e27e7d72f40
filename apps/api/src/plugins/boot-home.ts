import { calendarHomeOf, calendarWindowCalls, todayIn } from '@hearth/domain';
import { findHomeInScope } from '../access/find-in-scope';
import { scopeCallerOf } from '../access/scope';
import type { Db } from '../db/client';
import { sha256 } from '../lib/crypto';
import { loadSessionUser } from '../lib/session';

/** What the page of a home's calendar carries for its caller: the home's name, and the calls for its days. */
export type BootHome = { name: string; windowCalls: string[] };

/**
 * The home a calendar's address opens, when the session cookie is a live session whose scope reaches it, else null.
 * The page's static frame shows its name from the first paint, where the header will (docs/ARCHITECTURE.md#the-first-screen):
 * on a phone it is the screen's largest text, and it no longer waits for the scripts. For the bare address (no month,
 * week or stay in it) the page also preloads the calls for the days of the year the calendar opens on, today's in the
 * home's time zone, as the caller's roles make them (`calendarWindowCalls`). Both reads are the ones every call of the
 * calendar makes, kept in the process's memory (db/session-cache.ts).
 */
export const bootHome = async (
  db: Db,
  token: string | undefined,
  address: { pathname: string; search: string },
): Promise<BootHome | null> => {
  const id = calendarHomeOf(address.pathname);
  if (!id || !token || token.length > 200) return null;
  try {
    const caller = await loadSessionUser(db, sha256(token));
    if (!caller) return null;
    const home = await findHomeInScope(db, scopeCallerOf(caller), id);
    const bare = address.search === '' || address.search === '?';
    const year = Number(todayIn(home.timezone).slice(0, 4));
    const windowCalls = bare ? calendarWindowCalls(home.id, year, { userId: caller.user.id, roles: caller.roles }) : [];
    return { name: home.name, windowCalls };
  } catch {
    // Not the caller's home (404), or the database away: the page is still served, with the plain frame.
    return null;
  }
};
