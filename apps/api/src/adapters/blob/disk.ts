import { createHmac, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { safeEqual } from '../../lib/crypto';
import { BLOB_KEY_PATTERN, SIGNED_URL_TTL_SECONDS, type BlobMeta, type BlobStore } from './types';

const sign = (secret: string, key: string, expires: number): string =>
  createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');

/** Blobs as files under DATA_DIR/blobs, with a JSON sidecar for the content type and file name. */
export const createDiskBlobStore = (options: { dir: string; signingSecret: string }): BlobStore => {
  const fileOf = (key: string) => path.join(options.dir, key);
  return {
    put: async ({ prefix, body, contentType, filename }) => {
      const key = `${prefix}.${randomUUID()}`;
      if (!BLOB_KEY_PATTERN.test(key)) throw new Error(`Invalid blob prefix: ${prefix}`);
      await mkdir(options.dir, { recursive: true });
      const meta: BlobMeta = { contentType, filename, size: body.length };
      await writeFile(fileOf(key), body);
      await writeFile(`${fileOf(key)}.json`, JSON.stringify(meta));
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
  };
};
