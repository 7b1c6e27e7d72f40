/** A property's photos and its instruction and manual attachments (docs/product/photos.md#screens, #rules, #calls, #messages, #limits). */

/** jpg, jpeg and png only (docs/product/photos.md#rules): the `type` of photo-url, and the content type each is stored as. */
export const PHOTO_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
export const PHOTO_TYPE_KEYS = ['jpg', 'jpeg', 'png'] as const satisfies readonly PhotoType[];
/** What the photo uploader's file picker accepts (a browser's MIME types and extensions). */
export const PHOTO_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] } as const;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

/** A manual is a PDF or an image (docs/product/photos.md#calls: `type=pdf` for a pdf, none for an image). */
export const ATTACHMENT_TYPES = { pdf: 'application/pdf', ...PHOTO_TYPES } as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_TYPE_KEYS = ['pdf', ...PHOTO_TYPE_KEYS] as const satisfies readonly AttachmentType[];

/** Every upload is capped at 20 MB (docs/CONTRIBUTING.md#security; the same as the files area's UPLOAD_MAX_BYTES). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Thumbnails are 300 px wide (docs/product/photos.md#limits 'image sizes 300x'), made by the server for each new photo. */
export const PHOTO_THUMB_WIDTH = 300;
/** At most this many photos on one property: a listing shows far fewer, and one save stays a small request. */
export const PHOTOS_MAX = 100;
export const PHOTO_CAPTION_MAX = 200;

/** 'general' photos are the listing's; 'check-out' ones show guests how to leave the home (docs/product/photos.md#screens). */
export const PHOTO_CATEGORIES = ['general', 'check-out'] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];
export const PHOTO_CATEGORY_LABELS: Record<PhotoCategory, string> = {
  general: 'Photos',
  'check-out': 'Check-out photos',
};

/** Where each kind of upload is kept: the blob key's prefix, so one purpose's key is never taken for another's. */
export const PHOTO_KEY_PREFIXES = {
  photo: 'property-photo',
  thumbnail: 'property-photo-thumb',
  instructions: 'property-instructions',
  manual: 'property-manual',
} as const;

export const PHOTO_ERROR_CODES = {
  notUploaded: 'PHOTO_NOT_UPLOADED',
  unreadable: 'PHOTO_UNREADABLE',
  unknown: 'PHOTO_UNKNOWN',
  duplicate: 'PHOTO_DUPLICATE',
} as const;

export const PHOTO_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete?',
  /** The Guest Portal order note (docs/product/photos.md#screens), not shown for check-out photos. */
  guestPortalOrder: 'Photos show in the Guest Portal in this order, and the first one is the cover photo.',
  /** Added to the note for those who may reorder. */
  dragToMove: 'Drag a photo to move it.',
  onlyTypes: 'Only jpg, jpeg and png files can be uploaded',
  tooLarge: 'A photo can be at most 20 MB',
  notUploaded: 'This photo was not uploaded here, or it is not a jpg or png image. Upload it again.',
  unreadable: 'This photo could not be read as an image. Try another file.',
  unknown: 'That photo is not one of this property’s photos. Reload the page and try again.',
  duplicate: 'The same photo is in the list twice.',
  noPhotos: 'No photos yet',
  /** Under 'No photos yet' for those who run the home but may not add photos (property editors do). */
  addedByEditors: 'Property editors add photos: give someone the Property editor role under Users.',
  dropHere: 'Drag photos here or click to choose them',
  dropHint: 'jpg, jpeg or png, up to 20 MB each',
} as const;

/** '{code} Could not generate an endpoint to save photo' (docs/product/photos.md#messages): the signed upload URL was refused. */
export const photoEndpointError = (code: string | number) => `${code} Could not generate an endpoint to save photo`;
/** '{code} Could not save photo' (docs/product/photos.md#messages): the upload or the save of the list failed. */
export const photoSaveError = (code: string | number) => `${code} Could not save photo`;
