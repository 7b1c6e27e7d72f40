import { createHash } from 'node:crypto';

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
