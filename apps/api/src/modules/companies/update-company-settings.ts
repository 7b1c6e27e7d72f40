import { eq } from 'drizzle-orm';
import {
  COMPANY_ERROR_CODES,
  COMPANY_MESSAGES,
  HTTP,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type TCompanySettingsRequest,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, type CompanySettings } from '../../db/schema';
import { keyOfBlobPath, type BlobStore } from '../../adapters/blob';
import { findCompanyInScope } from '../../access/people-scope';
import type { ScopeCaller } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { assertMayEditCompany } from './company-access';
import { getCompany } from './get-company';

/** The logo's key, once it is known to be an uploaded image of ours. */
const uploadedLogoKey = async (blob: BlobStore, logoUrl: string): Promise<string> => {
  const key = keyOfBlobPath(logoUrl);
  // On S3 the browser uploaded straight to the bucket: its bytes are checked here, before the key is used.
  const stored = key?.startsWith('company-logo.')
    ? await blob.verifyUpload(key, { contentTypes: Object.values(LOGO_TYPES), maxBytes: LOGO_MAX_BYTES })
    : null;
  if (!stored) {
    throw new AppError({
      status: HTTP.badRequest,
      code: COMPANY_ERROR_CODES.logo,
      detail: COMPANY_MESSAGES.logoNotUploaded,
      source: { pointer: '/settings/logoUrl' },
    });
  }
  return stored.key;
};

/** Shown in the history: whether there was a logo, never its storage key. */
const logoLabel = (key: string | null, changed: boolean) => (key ? (changed ? 'A new logo' : 'A logo') : null);

/**
 * `PATCH v3/companies/{id}`: logo, brand colour and LTR management fee (docs/product/companies.md#rules, #calls). Answers the company
 * page as it is now.
 */
export const updateCompanySettings = async (options: {
  db: Db;
  blob: BlobStore;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  id: string;
  input: TCompanySettingsRequest;
  includeUsers: boolean;
}) => {
  const { db, caller } = options;
  const company = await findCompanyInScope(db, caller, options.id);
  assertMayEditCompany(caller, company.id);
  const input = options.input.settings;
  const current = company.settings;
  const next: CompanySettings = { ...current };
  if (input.logoUrl !== undefined) {
    const unchanged = input.logoUrl !== null && keyOfBlobPath(input.logoUrl) === current.logoKey;
    if (!unchanged) next.logoKey = input.logoUrl === null ? null : await uploadedLogoKey(options.blob, input.logoUrl);
  }
  if (input.brandColour !== undefined) next.brandColour = input.brandColour;
  if (input.ltrManagementFee !== undefined) next.ltrManagementFee = input.ltrManagementFee;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (next.logoKey !== current.logoKey) {
    before.logo = logoLabel(current.logoKey, false);
    after.logo = logoLabel(next.logoKey, true);
  }
  for (const field of ['brandColour', 'ltrManagementFee'] as const) {
    if (next[field] !== current[field]) {
      before[field] = current[field];
      after[field] = next[field];
    }
  }
  if (Object.keys(after).length > 0) {
    await auditedChange(db, async (tx) => {
      await tx.update(companies).set({ settings: next }).where(eq(companies.id, company.id));
      return {
        result: undefined,
        audit: {
          actor: options.actor,
          action: 'companies.update-settings',
          entity: 'companies',
          entityId: company.id,
          before,
          after,
        },
      };
    });
  }
  return getCompany({ db, caller, id: company.id, includeUsers: options.includeUsers });
};
