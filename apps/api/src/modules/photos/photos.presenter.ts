import type { TPhoto, TPhotosDocument } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { PhotoRow } from './photos.queries';

/** A photo as the screens see it: signed URLs (15 minutes), never its storage keys. */
const presentPhoto = (blob: BlobStore, row: PhotoRow): TPhoto => ({
  id: row.id,
  url: blob.signedUrl(row.blobKey),
  thumbnailUrl: blob.signedUrl(row.thumbKey ?? row.blobKey),
  category: row.category === 'check-out' ? 'check-out' : 'general',
  caption: row.caption,
});

/** The property with its photos only, in order; its primary photo is the first general one. */
export const presentPhotos = (blob: BlobStore, propertyId: string, rows: readonly PhotoRow[]): TPhotosDocument => {
  const photos = rows.map((row) => presentPhoto(blob, row));
  return {
    data: {
      id: propertyId,
      type: 'property',
      attributes: { primaryPhoto: photos.find((p) => p.category === 'general')?.url ?? null, photos },
    },
  };
};
