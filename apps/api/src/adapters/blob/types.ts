/** The blob store's contract; implementations import this, never the factory in index.ts. */
export type BlobMeta = { contentType: string; filename: string; size: number };

export type StoredBlob = { meta: BlobMeta; body: Buffer };

/** What a signed upload URL allows: one file of this type, at most this many bytes, at this key. */
export type UploadGrant = { key: string; contentType: string; maxBytes: number; expires: number };

/** Files under server-made keys; reads and uploads are authorised by signed, expiring URLs. */
export type BlobStore = {
  put: (options: { prefix: string; body: Buffer; contentType: string; filename: string }) => Promise<string>;
  /** Stores at a key made earlier by `newKey` (the key a signed upload URL names). */
  putAt: (key: string, options: { body: Buffer; contentType: string; filename: string }) => Promise<void>;
  newKey: (prefix: string) => string;
  get: (key: string) => Promise<StoredBlob | null>;
  /** A GET URL path valid for `ttlSeconds` (15 minutes by default). */
  signedUrl: (key: string, options?: { ttlSeconds?: number; now?: Date }) => string;
  verifySignature: (options: { key: string; expires: number; signature: string; now?: Date }) => boolean;
  /** A PUT URL path for one file at `key` (15 minutes by default), and its expiry. */
  signedUploadUrl: (
    key: string,
    options: { contentType: string; maxBytes: number; ttlSeconds?: number; now?: Date },
  ) => { url: string; expiresAt: Date };
  verifyUploadSignature: (grant: UploadGrant & { signature: string; now?: Date }) => boolean;
};

/** The unsigned path of a stored file: what a settings field keeps (`publicUrl`), signed again whenever shown. */
export const blobPath = (key: string) => `/api/v1/files/${key}`;
/** The key inside a `blobPath`, if it is one. */
export const keyOfBlobPath = (value: string): string | null => {
  const key = /^\/api\/v1\/files\/([^/?#]+)$/.exec(value)?.[1];
  return key && BLOB_KEY_PATTERN.test(key) ? key : null;
};

export const BLOB_KEY_PATTERN = /^[a-z0-9-]{1,40}\.[a-f0-9-]{36}$/;
export const SIGNED_URL_TTL_SECONDS = 15 * 60;
