/** The blob store's contract; implementations import this, never the factory in index.ts. */
export type BlobMeta = { contentType: string; filename: string; size: number };

export type StoredBlob = { meta: BlobMeta; body: Buffer };

/** An upload that passed its checks, and the key to keep: on S3 a sealed copy no upload link can write. */
export type VerifiedUpload = BlobMeta & { key: string };

/** What a signed upload URL allows: one file of this type, at most this many bytes, at this key. */
export type UploadGrant = { key: string; contentType: string; maxBytes: number; expires: number };

/** How the files route answers a GET whose signature it checked: the bytes, or a redirect to the storage service. */
export type OpenedBlob = { kind: 'bytes'; blob: StoredBlob } | { kind: 'redirect'; url: string };

/**
 * Files under server-made keys; reads and uploads are authorised by signed, expiring URLs. Two implementations:
 * the disk (default, served by the API) and S3 (`S3_BUCKET`: presigned S3 URLs).
 */
export type BlobStore = {
  put: (options: { prefix: string; body: Buffer; contentType: string; filename: string }) => Promise<string>;
  /** Stores at a key made earlier by `newKey` (the key a signed upload URL names). */
  putAt: (key: string, options: { body: Buffer; contentType: string; filename: string }) => Promise<void>;
  newKey: (prefix: string) => string;
  get: (key: string) => Promise<StoredBlob | null>;
  /** Removes a blob; nothing happens when there is none. */
  delete: (key: string) => Promise<void>;
  /**
   * Our own GET URL path (`/api/v1/files/{key}?expires&signature`), valid for `ttlSeconds` (15 minutes by default).
   * Synchronous on purpose: presenters sign every URL they show. The files route checks it and then `open`s the blob.
   */
  signedUrl: (key: string, options?: { ttlSeconds?: number; now?: Date }) => string;
  verifySignature: (options: { key: string; expires: number; signature: string; now?: Date }) => boolean;
  /** What a checked GET answers: the disk's bytes, or a redirect to a freshly presigned S3 URL; null when gone. */
  open: (key: string) => Promise<OpenedBlob | null>;
  /**
   * A PUT URL for one file at `key` (15 minutes by default), and its expiry: our own `/api/v1/files/{key}` path on
   * disk, a presigned S3 URL (content type bound) on S3.
   */
  signedUploadUrl: (
    key: string,
    options: { contentType: string; maxBytes: number; ttlSeconds?: number; now?: Date },
  ) => Promise<{ url: string; expiresAt: Date }>;
  /** Checks one of our own upload URLs (the disk's); S3 never issues them, so it refuses every one. */
  verifyUploadSignature: (grant: UploadGrant & { signature: string; now?: Date }) => boolean;
  /**
   * Before an uploaded key is used: the blob's meta if it exists, is one of `contentTypes`, is at most `maxBytes`,
   * and its first bytes are what its type says (file-type); else null. A blob whose bytes are not its type, or
   * that is over the cap, is deleted. The disk store checked all this at PUT time already; on S3 the browser
   * uploads straight to the bucket, so this is where its bytes are first seen. Callers check the key's prefix
   * first, so that a blob of another purpose is never judged (or deleted) by this purpose's rules. Keep the key it
   * answers: on S3 the upload link stays valid for its 15 minutes, so the bytes are checked in a copy under a fresh
   * key, and the uploaded key is deleted (issue 29 E: a second PUT to the link can no longer change a kept file).
   */
  verifyUpload: (
    key: string,
    options: { contentTypes: readonly string[]; maxBytes: number },
  ) => Promise<VerifiedUpload | null>;
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
/** How many leading bytes file-type needs to tell the types we accept apart. */
export const SNIFF_BYTES = 4100;
