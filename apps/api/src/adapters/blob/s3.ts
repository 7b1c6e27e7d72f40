import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertBlobKey, bytesMatch, expiryOf, linkSigner, newBlobKey } from './signing';
import { BLOB_KEY_PATTERN, SIGNED_URL_TTL_SECONDS, SNIFF_BYTES, type BlobMeta, type BlobStore } from './types';

/** The bucket and how to reach it (config.ts reads S3_*); without keys the SDK's default chain applies (an IAM role). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, s3rver in tests); unset for AWS itself. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

const safeFilename = (name: string) => name.replace(/[^\w.-]/g, '_');

/**
 * Blobs in an S3 bucket. Reads: our own signed `/api/v1/files/{key}` link (synchronous, as on disk), which the files
 * route answers with a 302 to a freshly presigned GET of 15 minutes. Uploads: a presigned PUT of 15 minutes with the
 * content type signed in; S3 cannot cap a presigned PUT's size or look at its bytes, so `verifyUpload` does both
 * before a key is used. The bucket stays private: every read goes through a presigned URL.
 */
export const createS3BlobStore = (
  options: S3Settings & { signingSecret: string },
): BlobStore & { client: S3Client; close: () => void } => {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // No default CRC32 checksums: a presigned PUT would then demand a checksum header that a browser never sends.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  const head = async (key: string): Promise<HeadObjectCommandOutput | null> => {
    if (!BLOB_KEY_PATTERN.test(key)) return null;
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const metaOf = (key: string, found: HeadObjectCommandOutput): BlobMeta => {
    const contentType = found.ContentType ?? 'application/octet-stream';
    return {
      contentType,
      filename: found.Metadata?.filename ?? `${key}.${EXTENSIONS[contentType] ?? 'bin'}`,
      size: found.ContentLength ?? 0,
    };
  };
  const readBytes = async (key: string, range?: string): Promise<Buffer | null> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: range } : {}) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const remove: BlobStore['delete'] = async (key) => {
    if (!BLOB_KEY_PATTERN.test(key)) return;
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  };
  const putAt: BlobStore['putAt'] = async (key, { body, contentType, filename }) => {
    assertBlobKey(key);
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, Metadata: { filename } }),
    );
  };

  return {
    client,
    close: () => client.destroy(),
    newKey: newBlobKey,
    putAt,
    put: async ({ prefix, body, contentType, filename }) => {
      const key = newBlobKey(prefix);
      await putAt(key, { body, contentType, filename });
      return key;
    },
    get: async (key) => {
      const found = await head(key);
      if (!found) return null;
      const body = await readBytes(key);
      return body ? { body, meta: metaOf(key, found) } : null;
    },
    delete: remove,
    ...linkSigner(options.signingSecret),
    open: async (key) => {
      const found = await head(key);
      if (!found) return null;
      const meta = metaOf(key, found);
      const url = await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: meta.contentType,
          ResponseContentDisposition: `inline; filename="${safeFilename(meta.filename)}"`,
        }),
        { expiresIn: SIGNED_URL_TTL_SECONDS },
      );
      return { kind: 'redirect', url };
    },
    signedUploadUrl: async (key, { contentType, ttlSeconds = SIGNED_URL_TTL_SECONDS, now = new Date() }) => {
      assertBlobKey(key);
      const url = await getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), {
        expiresIn: ttlSeconds,
        signingDate: now,
        // The type is signed: the browser must send exactly this Content-Type, or S3 refuses the upload.
        signableHeaders: new Set(['content-type']),
      });
      return { url, expiresAt: new Date(expiryOf(now, ttlSeconds) * 1000) };
    },
    // Uploads go straight to S3; our own PUT route never has a link of this store to accept.
    verifyUploadSignature: () => false,
    verifyUpload: async (key, { contentTypes, maxBytes }) => {
      const found = await head(key);
      // Another purpose's file is not judged (nor deleted) by these rules.
      if (!found || !contentTypes.includes(metaOf(key, found).contentType)) return null;
      // The link may still PUT other bytes over the key: what is checked and kept is a copy under a fresh key.
      const sealed = newBlobKey(key.slice(0, key.lastIndexOf('.')));
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: sealed, CopySource: `${Bucket}/${key}` }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      await remove(key);
      const copied = await head(sealed);
      const meta = copied ? metaOf(sealed, copied) : null;
      const first = meta && meta.size <= maxBytes ? await readBytes(sealed, `bytes=0-${SNIFF_BYTES - 1}`) : null;
      if (!meta || !contentTypes.includes(meta.contentType) || !first || !(await bytesMatch(first, meta.contentType))) {
        await remove(sealed);
        return null;
      }
      return { ...meta, key: sealed };
    },
  };
};
