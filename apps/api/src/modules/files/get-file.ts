import { HTTP } from '@hearth/domain';
import type { BlobStore, OpenedBlob } from '../../adapters/blob';
import { AppError } from '../../lib/app-error';

const notFound = () =>
  new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'This file link is invalid or has expired.' });

/** `GET v1/files/{key}`: the stored file of a signed URL, or where to fetch it (S3); 404 when the link is not good. */
export const getFile = async (options: {
  blob: BlobStore;
  key: string;
  expires: number;
  signature: string;
}): Promise<OpenedBlob> => {
  const { blob, key } = options;
  if (!blob.verifySignature({ key, expires: options.expires, signature: options.signature })) throw notFound();
  const opened = await blob.open(key);
  if (!opened) throw notFound();
  return opened;
};
