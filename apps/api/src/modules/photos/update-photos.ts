import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import {
  HTTP,
  PHOTO_CONTENT_TYPES,
  PHOTO_ERROR_CODES,
  PHOTO_KEY_PREFIXES,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_THUMB_WIDTH,
  type TPhotosDocument,
  type TUpdatePhotosRequest,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { propertyPhotos } from '../../db/schema';
import { keyOfBlobPath, type BlobStore } from '../../adapters/blob';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { presentPhotos } from './photos.presenter';
import { findProperty, loadPhotos, type PhotoDeps, type PhotoRow } from './photos.queries';

const photoError = (code: string, detail: string, index: number, field: 'id' | 'publicUrl') =>
  new AppError({ status: HTTP.badRequest, code, detail, source: { pointer: `/photos/${index}/${field}` } });

/** 300 px wide, turned upright from its EXIF orientation, metadata dropped; PNG stays PNG (transparency). */
const makeThumbnail = async (body: Buffer, contentType: string): Promise<Buffer> => {
  // A decompression bomb (a small PNG of huge dimensions) is refused before it is decoded.
  const image = sharp(body, { limitInputPixels: 80_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: PHOTO_THUMB_WIDTH, withoutEnlargement: true });
  return contentType === 'image/png'
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
};

type NewPhoto = { index: number; key: string; thumbKey: string };

/**
 * A new upload becomes a photo: its key is one photo-url made (prefix), no photo uses it yet, its bytes are a jpg or
 * png within 20 MB (checked here on S3, at PUT time on disk), and sharp can read it to make the 300 px thumbnail.
 */
const acceptUpload = async (db: Db, blob: BlobStore, publicUrl: string, index: number): Promise<NewPhoto> => {
  const notUploaded = () => photoError(PHOTO_ERROR_CODES.notUploaded, PHOTO_MESSAGES.notUploaded, index, 'publicUrl');
  const key = keyOfBlobPath(publicUrl);
  if (!key?.startsWith(`${PHOTO_KEY_PREFIXES.photo}.`)) throw notUploaded();
  const [taken] = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .where(or(eq(propertyPhotos.blobKey, key), eq(propertyPhotos.thumbKey, key)))
    .limit(1);
  if (taken) throw notUploaded();
  const meta = await blob.verifyUpload(key, { contentTypes: PHOTO_CONTENT_TYPES, maxBytes: PHOTO_MAX_BYTES });
  const stored = meta ? await blob.get(meta.key) : null;
  if (!meta || !stored) throw notUploaded();
  const thumbnail = await makeThumbnail(stored.body, meta.contentType).catch(async () => {
    // Its first bytes looked like an image but the rest is not one: it can never become a photo.
    await blob.delete(meta.key);
    throw photoError(PHOTO_ERROR_CODES.unreadable, PHOTO_MESSAGES.unreadable, index, 'publicUrl');
  });
  const thumbKey = await blob.put({
    prefix: PHOTO_KEY_PREFIXES.thumbnail,
    body: thumbnail,
    contentType: meta.contentType,
    filename: `thumbnail.${meta.contentType === 'image/png' ? 'png' : 'jpg'}`,
  });
  return { index, key: meta.key, thumbKey };
};

/** What the history shows of a list: the photo ids of each category in order (never storage keys). */
const summary = (rows: readonly { id: string; category: string }[]) => ({
  generalPhotos: rows.filter((r) => r.category !== 'check-out').map((r) => r.id),
  checkOutPhotos: rows.filter((r) => r.category === 'check-out').map((r) => r.id),
});

/** Deletes the files of removed photos that no photo (of any property: demo photos are shared) still uses. */
const deleteUnusedFiles = async (db: Db, blob: BlobStore, keys: readonly string[]) => {
  if (keys.length === 0) return;
  const used = await db
    .select({ blobKey: propertyPhotos.blobKey, thumbKey: propertyPhotos.thumbKey })
    .from(propertyPhotos)
    .where(or(inArray(propertyPhotos.blobKey, [...keys]), inArray(propertyPhotos.thumbKey, [...keys])));
  const stillUsed = new Set(used.flatMap((u) => [u.blobKey, u.thumbKey]));
  await Promise.all(keys.filter((key) => !stillUsed.has(key)).map((key) => blob.delete(key)));
};

/**
 * `PATCH v3/properties/{id}/photos`: the whole list in order. Existing photos by id keep their files (their category
 * and caption may change), new uploads by `publicUrl` get a thumbnail, photos left out are deleted; positions follow
 * the list. One audited change on the property, so its history shows who reordered, added or deleted photos.
 */
export const updatePhotos = async (
  options: PhotoDeps & {
    propertyId: string;
    input: TUpdatePhotosRequest;
  },
): Promise<TPhotosDocument> => {
  const { db, blob, caller, propertyId } = options;
  await findProperty(db, caller, propertyId);
  const current = await loadPhotos(db, propertyId);
  const byId = new Map(current.map((row) => [row.id, row]));
  const input = options.input.photos;
  input.forEach((photo, index) => {
    if ('id' in photo && !byId.has(photo.id)) {
      throw photoError(PHOTO_ERROR_CODES.unknown, PHOTO_MESSAGES.unknown, index, 'id');
    }
  });

  // Files first (they are not part of the transaction); if the change is not saved, the new thumbnails go again.
  const made: NewPhoto[] = [];
  let saved = false;
  try {
    for (const [index, photo] of input.entries()) {
      if ('publicUrl' in photo) made.push(await acceptUpload(db, blob, photo.publicUrl, index));
    }
    const next = input.map((photo, position): PhotoRow => {
      if ('id' in photo) {
        const row = byId.get(photo.id)!;
        return {
          ...row,
          position,
          category: photo.category,
          caption: photo.caption === undefined ? row.caption : photo.caption || null,
        };
      }
      const upload = made.find((m) => m.index === position)!;
      return {
        id: randomUUID(),
        propertyId,
        position,
        blobKey: upload.key,
        thumbKey: upload.thumbKey,
        caption: photo.caption || null,
        category: photo.category,
        createdAt: new Date(),
      };
    });
    const kept = new Set(next.map((row) => row.id));
    const removed = current.filter((row) => !kept.has(row.id));
    const moved = next.filter((row) => {
      const before = byId.get(row.id);
      return (
        before &&
        (before.position !== row.position || before.category !== row.category || before.caption !== row.caption)
      );
    });
    const added = next.filter((row) => !byId.has(row.id));
    if (removed.length + moved.length + added.length > 0) {
      await auditedChange(db, async (tx) => {
        if (removed.length > 0) {
          const ids = removed.map((r) => r.id);
          await tx
            .delete(propertyPhotos)
            .where(and(eq(propertyPhotos.propertyId, propertyId), inArray(propertyPhotos.id, ids)));
        }
        for (const row of moved) {
          await tx
            .update(propertyPhotos)
            .set({ position: row.position, category: row.category, caption: row.caption })
            .where(and(eq(propertyPhotos.id, row.id), eq(propertyPhotos.propertyId, propertyId)));
        }
        if (added.length > 0) await tx.insert(propertyPhotos).values(added);
        return {
          result: undefined,
          audit: {
            actor: actorOf(caller),
            action: 'property.photos.update',
            entity: 'property',
            entityId: propertyId,
            before: summary(current),
            after: summary(next),
          },
        };
      });
    }
    saved = true;
    await deleteUnusedFiles(
      db,
      blob,
      removed.flatMap((row) => [row.blobKey, ...(row.thumbKey ? [row.thumbKey] : [])]),
    );
  } catch (error) {
    if (!saved) await Promise.all(made.map((m) => blob.delete(m.thumbKey)));
    throw error;
  }
  return presentPhotos(blob, propertyId, await loadPhotos(db, propertyId));
};
