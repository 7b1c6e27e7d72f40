import {
  CHECK_IN_MAIL_DAYS,
  COMPANY_MESSAGES,
  HTTP,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  ORGANISATION_ERROR_CODES,
  type ZOrganisationUpdateRequest,
} from '@hearth/domain';
import type { z } from 'zod';
import { keyOfBlobPath, type BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { organisation } from '../../db/schema';
import { brandOf, type BrandReader } from '../../common/organisation/brand';
import { findOrganisation, organisationDefaults } from '../../common/organisation/organisation';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { ORGANISATION_LOGO_PREFIX } from './create-logo-upload';

type UpdateBody = z.output<typeof ZOrganisationUpdateRequest>;
const FIELDS = ['tradingName', 'country', 'currency', 'timezone', 'brandColour', 'checkInMailDays'] as const;

/** The logo's key, once it is known to be an image uploaded through `GET v3/organisation/logo-url`. */
const uploadedLogoKey = async (blob: BlobStore, logoUrl: string): Promise<string> => {
  const key = keyOfBlobPath(logoUrl);
  // On S3 the browser uploaded straight to the bucket: its bytes are checked here, before the key is kept.
  const stored = key?.startsWith(`${ORGANISATION_LOGO_PREFIX}.`)
    ? await blob.verifyUpload(key, { contentTypes: Object.values(LOGO_TYPES), maxBytes: LOGO_MAX_BYTES })
    : null;
  if (!stored) {
    throw new AppError({
      status: HTTP.badRequest,
      code: ORGANISATION_ERROR_CODES.logo,
      detail: COMPANY_MESSAGES.logoNotUploaded,
      source: { pointer: '/data/attributes/logoUrl' },
    });
  }
  return stored.key;
};

/** Shown in the history: whether there was a logo, never its storage key. */
const logoLabel = (key: string | null, changed: boolean) => (key ? (changed ? 'A new logo' : 'A logo') : null);

/**
 * `PATCH v3/organisation` (docs/product/setup.md#rules, #calls): any of its fields and its logo, for admins
 * (`organisation:manage`). One audited change ('organisation.update') naming only what changed; the first save of an
 * installation without the row (the demo) writes it. This process shows the change at once, the others within
 * BRAND_TTL_MS.
 */
export const updateOrganisation = async (options: {
  db: Db;
  blob: BlobStore;
  brand: Pick<BrandReader, 'forget'>;
  actor: AuditEntry['actor'];
  productName: string;
  body: UpdateBody;
  now?: Date;
}): Promise<void> => {
  const { db } = options;
  const input = options.body.data.attributes;
  const stored = await findOrganisation(db);
  // The logo is checked (and on S3 copied) before the transaction: the blob store is not the database.
  let logoKey: string | null | undefined;
  if (input.logoUrl === null) logoKey = null;
  else if (input.logoUrl !== undefined) {
    // The logo kept, sent back as the upload's path or as the document's own address.
    const kept = stored?.logoKey ?? null;
    const unchanged =
      kept !== null && (keyOfBlobPath(input.logoUrl) === kept || input.logoUrl === brandOf(stored, '').logoUrl);
    logoKey = unchanged ? undefined : await uploadedLogoKey(options.blob, input.logoUrl);
  }
  const changed = await auditedChange(db, async (tx) => {
    // Read again under a lock: two admins saving at once each keep the other's fields.
    const [locked] = await tx.select().from(organisation).for('update');
    const current = locked ?? {
      ...organisationDefaults(options.productName),
      logoKey: null,
      checkInMailDays: CHECK_IN_MAIL_DAYS.default,
    };
    const next = { ...current };
    for (const field of FIELDS) if (input[field] !== undefined) Object.assign(next, { [field]: input[field] });
    if (logoKey !== undefined) next.logoKey = logoKey;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of FIELDS) {
      if (next[field] !== current[field]) {
        before[field] = current[field];
        after[field] = next[field];
      }
    }
    if (next.logoKey !== current.logoKey) {
      before.logo = logoLabel(current.logoKey, false);
      after.logo = logoLabel(next.logoKey, true);
    }
    if (Object.keys(after).length === 0) return { result: false, audit: null };
    const values = {
      tradingName: next.tradingName,
      country: next.country,
      currency: next.currency,
      timezone: next.timezone,
      brandColour: next.brandColour,
      logoKey: next.logoKey,
      checkInMailDays: next.checkInMailDays,
      updatedAt: options.now ?? new Date(),
    };
    await tx.insert(organisation).values(values).onConflictDoUpdate({ target: organisation.id, set: values });
    return {
      result: true,
      audit: {
        actor: options.actor,
        action: 'organisation.update',
        entity: 'organisation',
        entityId: null,
        before,
        after,
      },
    };
  });
  if (changed) options.brand.forget();
};
