import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  type PhotoCategory,
  type PhotoType,
  type TPhoto,
  type TPhotosDocument,
  type TUpdatePhotosRequest,
} from '@hearth/domain/photos';

/** A new upload to add to a category: the `publicUrl` photo-url gave for it. */
export type NewPhoto = { publicUrl: string; category: PhotoCategory };

export const photosIn = (photos: readonly TPhoto[], category: PhotoCategory) =>
  photos.filter((photo) => photo.category === category);

/**
 * The save's body: every photo of the property in order (both categories), each existing one by id, then the new
 * uploads. Captions are left out, so the server keeps them.
 */
export const toRequest = (photos: readonly TPhoto[], added: readonly NewPhoto[] = []): TUpdatePhotosRequest => ({
  photos: [
    ...photos.map((photo) => ({ id: photo.id, category: photo.category })),
    ...added.map((photo) => ({ publicUrl: photo.publicUrl, category: photo.category })),
  ],
});

/**
 * The list with `activeId` moved to where `overId` is, within one category: the category's photos take its slots
 * in the new order, so photos of the other category keep their places.
 */
export const movePhoto = (photos: readonly TPhoto[], activeId: string, overId: string): TPhoto[] => {
  const active = photos.find((photo) => photo.id === activeId);
  const over = photos.find((photo) => photo.id === overId);
  if (!active || !over || active === over || active.category !== over.category) return [...photos];
  const group = photosIn(photos, active.category);
  const from = group.indexOf(active);
  const to = group.indexOf(over);
  const reordered = [...group];
  reordered.splice(from, 1);
  reordered.splice(to, 0, active);
  let next = 0;
  return photos.map((photo) => (photo.category === active.category ? reordered[next++]! : photo));
};

export const withoutPhoto = (photos: readonly TPhoto[], id: string): TPhoto[] =>
  photos.filter((photo) => photo.id !== id);

/** The document as it will look once `photos` is saved: what a reorder or delete shows at once. */
export const documentWith = (document: TPhotosDocument, photos: TPhoto[]): TPhotosDocument => ({
  data: {
    ...document.data,
    attributes: { photos, primaryPhoto: photosIn(photos, 'general')[0]?.url ?? null },
  },
});

const EXTENSION_TYPES: Record<string, PhotoType> = { jpg: 'jpg', jpeg: 'jpeg', png: 'png' };

/**
 * The type to ask photo-url for, from the browser's type or else the name's extension: jpg, jpeg and png only
 * (docs/product/photos.md#rules). The server checks the bytes, so a PNG named .jpg is still refused there.
 */
export const photoTypeOf = (file: File): PhotoType | null => {
  if (file.type === 'image/png') return 'png';
  if (file.type === 'image/jpeg') return 'jpeg';
  if (file.type !== '') return null;
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
};

/** Why a chosen file cannot be uploaded, or null. */
export const fileProblem = (file: File): string | null => {
  if (!photoTypeOf(file)) return PHOTO_MESSAGES.onlyTypes;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
};
