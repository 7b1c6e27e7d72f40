import { PHOTO_TYPES, SMARTQUOTE_LIMITS, type PhotoType } from '@hearth/domain';
import { blobPath, type BlobStore } from '../../adapters/blob';
import { SMARTQUOTE_PHOTO_PREFIX } from './smartquote-photo';

/**
 * `GET v3/smartquotes/{id}/photo-url?type=`: a fresh key and where to PUT one image of that type (15 minutes,
 * 20 MB; our own signed URL on disk, a presigned S3 PUT on S3). The quote then saves `property.photoKey = key`.
 */
export const createSmartquotePhotoUpload = async (options: { blob: BlobStore; type: PhotoType }) => {
  const key = options.blob.newKey(SMARTQUOTE_PHOTO_PREFIX);
  const { url } = await options.blob.signedUploadUrl(key, {
    contentType: PHOTO_TYPES[options.type],
    maxBytes: SMARTQUOTE_LIMITS.photoMaxBytes,
  });
  return { publicUrl: blobPath(key), signedUrl: url, key };
};
