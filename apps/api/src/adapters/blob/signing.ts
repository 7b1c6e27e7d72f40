import { createHmac, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { safeEqual } from '../../lib/crypto';
import { BLOB_KEY_PATTERN, SIGNED_URL_TTL_SECONDS, type BlobStore, type UploadGrant } from './types';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const sign = (secret: string, key: string, expires: number): string =>
  createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');

/** An upload's signature covers what it may store, so a GET link can never be replayed as an upload. */
export const signUpload = (secret: string, grant: UploadGrant): string =>
  createHmac('sha256', secret)
    .update(`put:${grant.key}:${grant.expires}:${grant.contentType}:${grant.maxBytes}`)
    .digest('base64url');

/**
 * Our own GET links, the same for every store: `/api/v1/files/{key}?expires&signature`, HMAC-SHA256 of key and
 * expiry with FILE_SIGNING_SECRET. Made synchronously, so presenters can sign every URL they show.
 */
export const linkSigner = (secret: string): Pick<BlobStore, 'signedUrl' | 'verifySignature'> => ({
  signedUrl: (key, { ttlSeconds = SIGNED_URL_TTL_SECONDS, now = new Date() } = {}) => {
    const expires = seconds(now) + ttlSeconds;
    return `/api/v1/files/${key}?expires=${expires}&signature=${sign(secret, key, expires)}`;
  },
  verifySignature: ({ key, expires, signature, now = new Date() }) => {
    if (expires < seconds(now) || !BLOB_KEY_PATTERN.test(key)) return false;
    return safeEqual(sign(secret, key, expires), signature);
  },
});

/** `{prefix}.{uuid}`: the only keys either store makes; the pattern keeps keys inside the store (no `..`, no `/`). */
export const newBlobKey = (prefix: string): string => {
  const key = `${prefix}.${randomUUID()}`;
  if (!BLOB_KEY_PATTERN.test(key)) throw new Error(`Invalid blob prefix: ${prefix}`);
  return key;
};

export const assertBlobKey = (key: string): void => {
  if (!BLOB_KEY_PATTERN.test(key)) throw new Error(`Invalid blob key: ${key}`);
};

export const expiryOf = (now: Date, ttlSeconds: number) => seconds(now) + ttlSeconds;

/** Whether a blob's first bytes are what its stored type says (a script renamed .png is not). */
export const bytesMatch = async (head: Uint8Array, contentType: string): Promise<boolean> =>
  (await fileTypeFromBuffer(head))?.mime === contentType;
