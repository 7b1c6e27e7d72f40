import { open as openFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { safeEqual } from '../../lib/crypto';
import { assertBlobKey, bytesMatch, expiryOf, linkSigner, newBlobKey, signUpload } from './signing';
import { BLOB_KEY_PATTERN, SIGNED_URL_TTL_SECONDS, SNIFF_BYTES, type BlobMeta, type BlobStore } from './types';

/**
 * Blobs as files under DATA_DIR/blobs, with a JSON sidecar for the content type and file name. Served by the API's
 * files route; uploads go to that route's signed PUT URL, which checks type, size and magic bytes before writing.
 */
export const createDiskBlobStore = (options: { dir: string; signingSecret: string }): BlobStore => {
  const fileOf = (key: string) => path.join(options.dir, key);
  const readMeta = async (key: string): Promise<BlobMeta | null> => {
    // The pattern keeps the key inside the blob folder (no `..`, no slashes).
    if (!BLOB_KEY_PATTERN.test(key)) return null;
    try {
      return JSON.parse(await readFile(`${fileOf(key)}.json`, 'utf8')) as BlobMeta;
    } catch {
      return null;
    }
  };
  const readHead = async (key: string): Promise<Buffer> => {
    const handle = await openFile(fileOf(key), 'r');
    try {
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  };
  const putAt: BlobStore['putAt'] = async (key, { body, contentType, filename }) => {
    assertBlobKey(key);
    await mkdir(options.dir, { recursive: true });
    const meta: BlobMeta = { contentType, filename, size: body.length };
    await writeFile(fileOf(key), body);
    await writeFile(`${fileOf(key)}.json`, JSON.stringify(meta));
  };
  const get: BlobStore['get'] = async (key) => {
    const meta = await readMeta(key);
    if (!meta) return null;
    try {
      return { body: await readFile(fileOf(key)), meta };
    } catch {
      return null;
    }
  };
  const remove: BlobStore['delete'] = async (key) => {
    if (!BLOB_KEY_PATTERN.test(key)) return;
    await Promise.all([rm(fileOf(key), { force: true }), rm(`${fileOf(key)}.json`, { force: true })]);
  };
  return {
    newKey: newBlobKey,
    putAt,
    put: async ({ prefix, body, contentType, filename }) => {
      const key = newBlobKey(prefix);
      await putAt(key, { body, contentType, filename });
      return key;
    },
    get,
    delete: remove,
    ...linkSigner(options.signingSecret),
    open: async (key) => {
      const blob = await get(key);
      return blob ? { kind: 'bytes', blob } : null;
    },
    signedUploadUrl: async (key, { contentType, maxBytes, ttlSeconds = SIGNED_URL_TTL_SECONDS, now = new Date() }) => {
      const expires = expiryOf(now, ttlSeconds);
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
      if (grant.expires < expiryOf(now, 0) || !BLOB_KEY_PATTERN.test(grant.key)) return false;
      return safeEqual(signUpload(options.signingSecret, grant), signature);
    },
    verifyUpload: async (key, { contentTypes, maxBytes }) => {
      const meta = await readMeta(key);
      if (!meta || !contentTypes.includes(meta.contentType) || meta.size > maxBytes) return null;
      const head = await readHead(key).catch(() => null);
      if (!head) return null;
      // The PUT route checked the bytes already; a blob written some other way whose bytes are not its type is not kept.
      if (!(await bytesMatch(head, meta.contentType))) {
        await remove(key);
        return null;
      }
      // The PUT route stored it once and refuses a second PUT to its link (upload_claims): the key is kept as it is.
      return { ...meta, key };
    },
  };
};
