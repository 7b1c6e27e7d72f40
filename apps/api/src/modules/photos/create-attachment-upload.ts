import { ATTACHMENT_TYPES, PHOTO_KEY_PREFIXES, type AttachmentType, type TAttachmentUrlResponse } from '@hearth/domain';
import { findProperty, type PhotoDeps } from './photos.queries';
import { signUpload } from './sign-upload';

/**
 * `GET v3/properties/{id}/instructions/photo-url` and `.../manuals/attachment-url`: a key for an instructions image or
 * a manual (PDF or image) and where to PUT it (docs/product/photos.md#calls). Whatever saves the key checks it with `verifyUpload`.
 */
export const createAttachmentUpload = async (
  options: PhotoDeps & {
    propertyId: string;
    purpose: 'instructions' | 'manual';
    type: AttachmentType;
  },
): Promise<TAttachmentUrlResponse> => {
  await findProperty(options.db, options.caller, options.propertyId);
  const prefix = options.purpose === 'instructions' ? PHOTO_KEY_PREFIXES.instructions : PHOTO_KEY_PREFIXES.manual;
  const { key, url, expiresAt } = await signUpload(options.blob, prefix, ATTACHMENT_TYPES[options.type]);
  return { s3Key: key, signedUrl: url, expiresAt };
};
