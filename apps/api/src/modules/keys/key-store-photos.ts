import {
  HTTP,
  KEY_ERROR_CODES,
  TEMPLATE_MESSAGES,
  TEMPLATE_PHOTO_MAX_BYTES,
  TEMPLATE_PHOTO_TYPES,
} from '@hearth/domain';
import { BLOB_KEY_PATTERN, type BlobStore } from '../../adapters/blob';
import { AppError } from '../../lib/app-error';
import type { KeyStoreRow } from './keys.presenter';

/** Template photos live under this prefix; a photo key of another purpose is never accepted. */
export const PHOTO_PREFIX = 'key-store-photo';

const PHOTO_CONTENT_TYPES = [...new Set(Object.values(TEMPLATE_PHOTO_TYPES))];

/** The photos a body lists, each one ours and uploaded (a key given before is kept without looking again). */
export const checkedPhotos = async (
  blob: BlobStore,
  photos: readonly { s3Key: string }[],
  known: ReadonlySet<string>,
): Promise<{ s3Key: string }[]> => {
  const unique = [...new Set(photos.map((photo) => photo.s3Key))];
  const kept: { s3Key: string }[] = [];
  for (const key of unique) {
    if (known.has(key)) {
      kept.push({ s3Key: key });
      continue;
    }
    const ours = key.startsWith(`${PHOTO_PREFIX}.`) && BLOB_KEY_PATTERN.test(key);
    const meta = ours
      ? await blob.verifyUpload(key, { contentTypes: PHOTO_CONTENT_TYPES, maxBytes: TEMPLATE_PHOTO_MAX_BYTES })
      : null;
    if (!meta) {
      throw new AppError({
        status: HTTP.badRequest,
        code: KEY_ERROR_CODES.photo,
        detail: TEMPLATE_MESSAGES.photoNotUploaded,
        source: { pointer: '/photos' },
      });
    }
    // On S3 the checked copy is what is kept (types.ts, verifyUpload).
    kept.push({ s3Key: meta.key });
  }
  return kept;
};

/** What the audit log keeps of a template: its fields, photos as a count (never storage keys). */
export const auditView = (store: Partial<KeyStoreRow>) => {
  const { photos, id: _id, createdAt: _createdAt, ...fields } = store;
  return { ...fields, ...(photos !== undefined ? { photos: photos.length } : {}) };
};
