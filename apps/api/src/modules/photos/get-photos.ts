import type { TPhotosDocument } from '@hearth/domain';
import { presentPhotos } from './photos.presenter';
import { findProperty, loadPhotos, type PhotoDeps } from './photos.queries';

/** `GET v3/properties/{id}/photos`: the property's photos in order, both categories. */
export const getPhotos = async (
  options: PhotoDeps & {
    propertyId: string;
  },
): Promise<TPhotosDocument> => {
  await findProperty(options.db, options.caller, options.propertyId);
  return presentPhotos(options.blob, options.propertyId, await loadPhotos(options.db, options.propertyId));
};
