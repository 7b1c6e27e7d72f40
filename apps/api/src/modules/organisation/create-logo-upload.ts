import { LOGO_MAX_BYTES, LOGO_TYPES, type LogoType } from '@hearth/domain';
import { blobPath, type BlobStore } from '../../adapters/blob';

/** The blob key prefix of organisation logos: a key saved as the logo must carry it (update-organisation.ts). */
export const ORGANISATION_LOGO_PREFIX = 'organisation-logo';

/**
 * `GET v3/organisation/logo-url?type=`: a fresh key and a signed PUT URL for one image of that type, 5 MB at most, as
 * for a company's logo (docs/product/companies.md#rules); `publicUrl` is what `PATCH v3/organisation` then saves.
 */
export const createLogoUpload = async (options: { blob: BlobStore; type: LogoType }) => {
  const key = options.blob.newKey(ORGANISATION_LOGO_PREFIX);
  const { url, expiresAt } = await options.blob.signedUploadUrl(key, {
    contentType: LOGO_TYPES[options.type],
    maxBytes: LOGO_MAX_BYTES,
  });
  return { publicUrl: blobPath(key), signedUrl: url, expiresAt: expiresAt.toISOString() };
};
