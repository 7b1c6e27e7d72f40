import { z } from 'zod';

/** `GET v1/files/{key}?expires=&signature=`: a stored file by signed URL. */
export const ZFileParams = z.object({ key: z.string().max(100) });
export const ZFileQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) });

/** Every upload is capped at 20 MB (docs/CONTRIBUTING.md#security); a signed URL may name a lower cap. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export const FILE_MESSAGES = {
  linkInvalid: 'This upload link is invalid or has expired. Start the upload again.',
  wrongType: 'The file is not the type this upload was made for.',
  tooLarge: 'The file is too large.',
  alreadyUploaded: 'This upload link has been used already. Start the upload again.',
} as const;

/** `PUT v1/files/{key}?expires=&contentType=&maxBytes=&signature=`: one file, by signed upload URL. */
export const ZFileUploadQuery = z.object({
  expires: z.coerce.number().int(),
  contentType: z.string().max(100),
  maxBytes: z.coerce.number().int().min(1).max(UPLOAD_MAX_BYTES),
  signature: z.string().max(100),
});
