import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of two strings of possibly different length. */
export const safeEqual = (a: string, b: string): boolean => {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
};
