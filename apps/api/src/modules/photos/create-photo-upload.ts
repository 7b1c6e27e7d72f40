import { PHOTO_KEY_PREFIXES, PHOTO_TYPES, type PhotoType } from '@hearth/domain';
import { blobPath } from '../../adapters/blob';
import { findProperty, type PhotoDeps } from './photos.queries';
import { signUpload } from './sign-upload';

/** `GET v3/properties/{id}/photo-url?type=`: where to PUT a new photo, and the `publicUrl` to save it under. */
export const createPhotoUpload = async (
  options: PhotoDeps & {
    propertyId: string;
    type: PhotoType;
  },
) => {
  await findProperty(options.db, options.caller, options.propertyId);
  const { key, url, expiresAt } = await signUpload(options.blob, PHOTO_KEY_PREFIXES.photo, PHOTO_TYPES[options.type]);
  return { publicUrl: blobPath(key), signedUrl: url, expiresAt };
};
