import { TEMPLATE_PHOTO_MAX_BYTES, TEMPLATE_PHOTO_TYPES, type TemplatePhotoType } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import { PHOTO_PREFIX } from './key-store-photos';

/**
 * `GET v3/key-stores/attachment-url?type=` (docs/product/templates.md#calls): a fresh key under `key-store-photo` and a signed PUT URL
 * for one jpg or png of at most 20 MB, valid 15 minutes; the s3Key is what the template then lists in `photos`.
 */
export const createKeyStoreAttachment = async (options: { blob: BlobStore; type: TemplatePhotoType }) => {
  const s3Key = options.blob.newKey(PHOTO_PREFIX);
  const { url, expiresAt } = await options.blob.signedUploadUrl(s3Key, {
    contentType: TEMPLATE_PHOTO_TYPES[options.type],
    maxBytes: TEMPLATE_PHOTO_MAX_BYTES,
  });
  return { s3Key, signedUrl: url, expiresAt: expiresAt.toISOString() };
};
