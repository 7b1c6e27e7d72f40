import { PHOTO_MAX_BYTES } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';

/**
 * A signed upload for one file under a fresh key of `prefix`: our own PUT URL on disk, a presigned S3 PUT on S3. Both
 * bind the content type and expire in 15 minutes; the 20 MB cap is the PUT route's on disk and `verifyUpload`'s on S3.
 */
export const signUpload = (blob: BlobStore, prefix: string, contentType: string) => {
  const key = blob.newKey(prefix);
  return blob
    .signedUploadUrl(key, { contentType, maxBytes: PHOTO_MAX_BYTES })
    .then(({ url, expiresAt }) => ({ key, url, expiresAt: expiresAt.toISOString() }));
};
