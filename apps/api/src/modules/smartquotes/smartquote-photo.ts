import { and, eq, ne } from 'drizzle-orm';
import {
  HTTP,
  PHOTO_CONTENT_TYPES,
  SMARTQUOTE_ERROR_CODES,
  SMARTQUOTE_LIMITS,
  SMARTQUOTE_MESSAGES,
} from '@hearth/domain';
import { BLOB_KEY_PATTERN, type BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { smartquotes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The storage prefix of quote photos: only keys under it can become one, and only they are ever deleted here. */
export const SMARTQUOTE_PHOTO_PREFIX = 'smartquote-photo';

const isQuotePhotoKey = (key: string) => BLOB_KEY_PATTERN.test(key) && key.startsWith(`${SMARTQUOTE_PHOTO_PREFIX}.`);

const photoError = () =>
  new AppError({
    status: HTTP.badRequest,
    code: SMARTQUOTE_ERROR_CODES.photo,
    detail: SMARTQUOTE_MESSAGES.savePhoto,
    source: { pointer: '/property/photoKey' },
  });

/**
 * A key the photo step sends is the quote's photo only if it is one photo-url made, no other quote uses it, and the
 * uploaded object is there and is a jpg or png by its magic bytes within 20 MB (checked at PUT time on disk, here on
 * S3, where a file that lies about its type is deleted). Else 400 'Failed to save photo. Please try again.'.
 */
export const acceptSmartquotePhoto = async (options: {
  db: Db;
  blob: BlobStore;
  key: string;
  quoteId: string;
}): Promise<string> => {
  const { db, key } = options;
  if (!isQuotePhotoKey(key)) throw photoError();
  const [taken] = await db
    .select({ id: smartquotes.id })
    .from(smartquotes)
    .where(and(eq(smartquotes.photoKey, key), ne(smartquotes.id, options.quoteId)))
    .limit(1);
  if (taken) throw photoError();
  const stored = await options.blob.verifyUpload(key, {
    contentTypes: PHOTO_CONTENT_TYPES,
    maxBytes: SMARTQUOTE_LIMITS.photoMaxBytes,
  });
  if (!stored) throw photoError();
  return stored.key;
};

/** After a photo is replaced or removed: its file goes, unless it is not a quote upload or another quote shows it. */
export const deleteReplacedPhoto = async (db: Db, blob: BlobStore, key: string | null): Promise<void> => {
  if (!key || !isQuotePhotoKey(key)) return;
  const [used] = await db
    .select({ id: smartquotes.id })
    .from(smartquotes)
    .where(eq(smartquotes.photoKey, key))
    .limit(1);
  if (!used) await blob.delete(key);
};
