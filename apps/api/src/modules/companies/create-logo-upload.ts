import { LOGO_MAX_BYTES, LOGO_TYPES, type LogoType } from '@hearth/domain';
import { blobPath, type BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { findCompanyInScope } from '../../access/people-scope';
import type { ScopeCaller } from '../../access/scope';
import { assertMayEditCompany } from './company-access';

/**
 * `GET v3/companies/{id}/logo-url?type=`: a fresh key under `company-logo` and a signed PUT URL for one image of
 * that type (5 MB at most); `publicUrl` is what the settings update then saves.
 */
export const createLogoUpload = async (options: {
  db: Db;
  blob: BlobStore;
  caller: ScopeCaller;
  id: string;
  type: LogoType;
}) => {
  const company = await findCompanyInScope(options.db, options.caller, options.id);
  assertMayEditCompany(options.caller, company.id);
  const key = options.blob.newKey('company-logo');
  const { url, expiresAt } = await options.blob.signedUploadUrl(key, {
    contentType: LOGO_TYPES[options.type],
    maxBytes: LOGO_MAX_BYTES,
  });
  return { publicUrl: blobPath(key), signedUrl: url, expiresAt: expiresAt.toISOString() };
};
