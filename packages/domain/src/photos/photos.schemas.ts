import { z } from 'zod';
import {
  ATTACHMENT_TYPE_KEYS,
  PHOTO_CAPTION_MAX,
  PHOTO_CATEGORIES,
  PHOTO_MESSAGES,
  PHOTO_TYPE_KEYS,
  PHOTOS_MAX,
} from './photos.constants';

/** `GET v3/properties/{id}/photo-url?type=jpeg`: where to PUT the photo, and the `publicUrl` to save it under. */
export const ZPhotoUrlQuery = z.object({ type: z.enum(PHOTO_TYPE_KEYS) });
export const ZPhotoUrlResponse = z.object({
  data: z.object({
    type: z.literal('photo-upload'),
    attributes: z.object({ publicUrl: z.string(), signedUrl: z.string(), expiresAt: z.string() }),
  }),
});
export type TPhotoUrlResponse = z.infer<typeof ZPhotoUrlResponse>;

/** `GET v3/properties/{id}/instructions/photo-url[?type=png]`: an image for the check-in instructions (jpeg unless said). */
export const ZInstructionsPhotoUrlQuery = z.object({ type: z.enum(PHOTO_TYPE_KEYS).default('jpeg') });
/** `GET v3/properties/{id}/manuals/attachment-url[?type=pdf]`: a PDF with `type=pdf`, else an image (jpeg unless said). */
export const ZManualAttachmentUrlQuery = z.object({ type: z.enum(ATTACHMENT_TYPE_KEYS).default('jpeg') });
/** Both answer the stored key and where to PUT the file (docs/product/photos.md#calls: `s3Key` and `signedUrl`). */
export const ZAttachmentUrlResponse = z.object({ s3Key: z.string(), signedUrl: z.string(), expiresAt: z.string() });
export type TAttachmentUrlResponse = z.infer<typeof ZAttachmentUrlResponse>;

const ZCategory = z.enum(PHOTO_CATEGORIES);
const ZCaption = z.string().trim().max(PHOTO_CAPTION_MAX).nullable().optional();

/** One photo of the list to save: an existing one by id, or a new upload by the `publicUrl` photo-url gave. */
export const ZPhotoInput = z.union([
  z.object({ id: z.uuid(), category: ZCategory, caption: ZCaption }).strict(),
  z.object({ publicUrl: z.string().max(300), category: ZCategory, caption: ZCaption }).strict(),
]);

/**
 * `PATCH v3/properties/{id}/photos`: the property's whole list of photos in order (both categories). A photo left
 * out is deleted; the order is the Guest Portal's.
 */
export const ZUpdatePhotosRequest = z
  .object({ photos: z.array(ZPhotoInput).max(PHOTOS_MAX) })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.photos.forEach((photo, index) => {
      const ref = 'id' in photo ? photo.id : photo.publicUrl;
      if (seen.has(ref)) ctx.addIssue({ code: 'custom', path: ['photos', index], message: PHOTO_MESSAGES.duplicate });
      seen.add(ref);
    });
  });
export type TUpdatePhotosRequest = z.input<typeof ZUpdatePhotosRequest>;

export const ZPhoto = z.object({
  id: z.string(),
  /** Signed for 15 minutes, like every file link. */
  url: z.string(),
  /** The 300 px wide image; the photo itself for photos made before thumbnails were. */
  thumbnailUrl: z.string(),
  category: ZCategory,
  caption: z.string().nullable(),
});
export type TPhoto = z.infer<typeof ZPhoto>;

/**
 * `GET` and `PATCH v3/properties/{id}/photos`: the property with its photos only (a sparse property document), in
 * order; `primaryPhoto` is the first general photo, as the property header and list show.
 */
export const ZPhotosDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('property'),
    attributes: z.object({ primaryPhoto: z.string().nullable(), photos: z.array(ZPhoto) }),
  }),
});
export type TPhotosDocument = z.infer<typeof ZPhotosDocument>;
