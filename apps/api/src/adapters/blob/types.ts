/** The blob store's contract; implementations import this, never the factory in index.ts. */
export type BlobMeta = { contentType: string; filename: string; size: number };

export type StoredBlob = { meta: BlobMeta; body: Buffer };

/** Files under server-made keys; reads are authorised by signed, expiring URLs. */
export type BlobStore = {
  put: (options: { prefix: string; body: Buffer; contentType: string; filename: string }) => Promise<string>;
  get: (key: string) => Promise<StoredBlob | null>;
  /** A GET URL path valid for `ttlSeconds` (15 minutes by default). */
  signedUrl: (key: string, options?: { ttlSeconds?: number; now?: Date }) => string;
  verifySignature: (options: { key: string; expires: number; signature: string; now?: Date }) => boolean;
};

export const BLOB_KEY_PATTERN = /^[a-z0-9-]{1,40}\.[a-f0-9-]{36}$/;
export const SIGNED_URL_TTL_SECONDS = 15 * 60;
