import { z } from 'zod';

/** `GET v1/files/{key}?expires=&signature=`: a stored file by signed URL. */
export const ZFileParams = z.object({ key: z.string().max(100) });
export const ZFileQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) });
