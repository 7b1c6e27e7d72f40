import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { safeEqual } from '../../lib/crypto';
import { BLOB_KEY_PATTERN, SIGNED_URL_TTL_SECONDS, type BlobMeta, type BlobStore, type UploadGrant } from './types';

const sign = (secret: string, key: string, expires: number): string =>
  createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');
/** An upload's signature covers what it may store, so a GET link can never be replayed as an upload. */
const signUpload = (secret: string, grant: UploadGrant): string =>
  createHmac('sha256', secret)
    .update(`put:${grant.key}:${grant.expires}:${grant.contentType}:${grant.maxBytes}`)
    .digest('base64url');

/** Blobs as files under DATA_DIR/blobs, with a JSON sidecar for the content type and file name. */
export const createDiskBlobStore = (options: { dir: string; signingSecret: string }): BlobStore => {
  const fileOf = (key: string) => path.join(options.dir, key);
  const newKey = (prefix: string) => {
    const key = `${prefix}.${randomUUID()}`;
    if (!BLOB_KEY_PATTERN.test(key)) throw new Error(`Invalid blob prefix: ${prefix}`);
    return key;
  };
  const putAt: BlobStore['putAt'] = async (key, { body, contentType, filename }) => {
    if (!BLOB_KEY_PATTERN.test(key)) throw new Error(`Invalid blob key: ${key}`);
    await mkdir(options.dir, { recursive: true });
    const meta: BlobMeta = { contentType, filename, size: body.length };
    await writeFile(fileOf(key), body);
    await writeFile(`${fileOf(key)}.json`, JSON.stringify(meta));
  };
  return {
    newKey,
    putAt,
    put: async ({ prefix, body, contentType, filename }) => {
      const key = newKey(prefix);
      await putAt(key, { body, contentType, filename });
      return key;
    },
    get: async (key) => {
      // The pattern keeps the key inside the blob folder (no `..`, no slashes).
      if (!BLOB_KEY_PATTERN.test(key)) return null;
      try {
        const [body, meta] = await Promise.all([readFile(fileOf(key)), readFile(`${fileOf(key)}.json`, 'utf8')]);
        return { body, meta: JSON.parse(meta) as BlobMeta };
      } catch {
        return null;
      }
    },
    signedUrl: (key, { ttlSeconds = SIGNED_URL_TTL_SECONDS, now = new Date() } = {}) => {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const signature = sign(options.signingSecret, key, expires);
      return `/api/v1/files/${key}?expires=${expires}&signature=${signature}`;
    },
    verifySignature: ({ key, expires, signature, now = new Date() }) => {
      if (expires < Math.floor(now.getTime() / 1000)) return false;
      return safeEqual(sign(options.signingSecret, key, expires), signature);
    },
    signedUploadUrl: (key, { contentType, maxBytes, ttlSeconds = SIGNED_URL_TTL_SECONDS, now = new Date() }) => {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const signature = signUpload(options.signingSecret, { key, contentType, maxBytes, expires });
      const query = new URLSearchParams({
        expires: String(expires),
        contentType,
        maxBytes: String(maxBytes),
        signature,
      });
      return { url: `/api/v1/files/${key}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
    },
    verifyUploadSignature: ({ signature, now = new Date(), ...grant }) => {
      if (grant.expires < Math.floor(now.getTime() / 1000) || !BLOB_KEY_PATTERN.test(grant.key)) return false;
      return safeEqual(signUpload(options.signingSecret, grant), signature);
    },
  };
};
