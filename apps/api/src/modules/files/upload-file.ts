import { fileTypeFromBuffer } from 'file-type';
import { FILE_MESSAGES, HTTP } from '@hearth/domain';
import type { BlobStore, UploadGrant } from '../../adapters/blob';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadClaims } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * `PUT v1/files/{key}`: one file to a signed upload URL. The content type, size and magic bytes must all be the
 * ones the link was made for.
 */
export const uploadFile = async (options: {
  db: Db;
  blob: BlobStore;
  grant: UploadGrant & { signature: string };
  body: unknown;
  sentType: string | undefined;
}): Promise<void> => {
  const { blob, grant, body } = options;
  if (!blob.verifyUploadSignature(grant)) {
    throw new AppError({ status: HTTP.forbidden, code: 'UPLOAD_LINK_INVALID', detail: FILE_MESSAGES.linkInvalid });
  }
  if (!Buffer.isBuffer(body) || options.sentType !== grant.contentType) {
    throw new AppError({ status: 415, code: 'UPLOAD_WRONG_TYPE', detail: FILE_MESSAGES.wrongType });
  }
  if (body.length > grant.maxBytes) {
    throw new AppError({ status: 413, code: 'UPLOAD_TOO_LARGE', detail: FILE_MESSAGES.tooLarge });
  }
  // The bytes must be what the name and header claim: a script renamed .png is refused.
  const sniffed = await fileTypeFromBuffer(body);
  if (sniffed?.mime !== grant.contentType) {
    throw new AppError({ status: 415, code: 'UPLOAD_WRONG_TYPE', detail: FILE_MESSAGES.wrongType });
  }
  // One file per link: a link replayed within its 15 minutes cannot swap the bytes of a file already in use. The key
  // is claimed in one statement first, so of several PUTs at once exactly one goes on to store its bytes.
  const claimed = await options.db
    .insert(uploadClaims)
    .values({ key: grant.key })
    .onConflictDoNothing()
    .returning({ key: uploadClaims.key });
  if (claimed.length === 0 || (await blob.get(grant.key))) {
    throw new AppError({
      status: HTTP.conflict,
      code: 'UPLOAD_ALREADY_DONE',
      detail: FILE_MESSAGES.alreadyUploaded,
    });
  }
  try {
    await blob.putAt(grant.key, { body, contentType: grant.contentType, filename: `${grant.key}.${sniffed.ext}` });
  } catch (error) {
    // Nothing was stored: the link may be used again.
    await options.db.delete(uploadClaims).where(eq(uploadClaims.key, grant.key));
    throw error;
  }
};
