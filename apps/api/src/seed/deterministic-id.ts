import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/** A stable UUID (v5 layout) from a name, so demo ids are the same on every machine and every run. */
export const deterministicUuid = (name: string): string => {
  const hex = createHash('sha1').update(`hearth-demo:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
};

/** The user id of a demo account name or a generated owner key (`portfolio-owner:7`). */
export const demoUserId = (name: string): string => deterministicUuid(`user:${name}`);

/**
 * The same idea in SQL, for ids made by set-based statements (quotes of every booking): an MD5 name-based UUID
 * with the RFC 4122 version (3) and variant bits set. A bare `md5(...)::uuid` has neither, and the API's id
 * params (z.uuid()) refuse it, so such a row could never be read.
 */
export const deterministicUuidSql = (name: SQL): SQL => {
  const hash = sql`md5('hearth-demo:' || ${name})`;
  // Variant 10xx: the 17th hex digit d becomes (d & 3) | 8, looked up as the d-th character of '89ab' repeated.
  const variant = sql`substr('89ab89ab89ab89ab', strpos('0123456789abcdef', substr(${hash}, 17, 1)), 1)`;
  return sql`overlay(overlay(${hash} placing '3' from 13) placing ${variant} from 17)::uuid`;
};
