import {
  DOCUMENT_KEY_PREFIX,
  DOCUMENT_MAX_BYTES,
  type TDocumentUploadRequest,
  type TDocumentUploadResponse,
} from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import { presentDocumentUpload } from './resources.presenter';

/** `POST v3/documents/upload-url`: a signed PUT for one PDF or image of at most 20 MB, under a document key. */
export const createDocumentUpload = async ({
  blob,
  body,
}: {
  blob: BlobStore;
  body: TDocumentUploadRequest;
}): Promise<TDocumentUploadResponse> => {
  const key = blob.newKey(DOCUMENT_KEY_PREFIX);
  const maxBytes = Math.min(body.size, DOCUMENT_MAX_BYTES);
  const { url, expiresAt } = await blob.signedUploadUrl(key, { contentType: body.contentType, maxBytes });
  return presentDocumentUpload({ key, signedUrl: url, expiresAt });
};
