import type { SmartquoteRow } from '../../db/schema';

/**
 * What the audit log keeps of a quote: its own fields, never the public token or a storage key (the photo is a label),
 * and not the forecast (derived from the rest, and large).
 */
const AUDITED = [
  'status',
  'companyId',
  'publishedAt',
  'fullAddress',
  'street',
  'city',
  'postcode',
  'state',
  'country',
  'latitude',
  'longitude',
  'beds',
  'baths',
  'carSpaces',
  'lockUpGarages',
  'propertyType',
  'ownerFirstName',
  'ownerLastName',
  'ownerPhone',
  'ownerEmail',
  'ownerAddress',
  'weeklyLtrCents',
  'ltrManagementFee',
  'setupFeeCents',
  'managementFee',
  'segment',
  'amenities',
  'occupancy',
  'pricing',
  'closeBy',
  'onboardedPropertyId',
] as const satisfies readonly (keyof SmartquoteRow)[];

const photoLabel = (row: SmartquoteRow) => (row.photoKey ? 'A photo' : null);

/** Every audited field of a new quote. */
export const auditedFields = (row: SmartquoteRow): Record<string, unknown> => ({
  ...Object.fromEntries(AUDITED.map((field) => [field, row[field]])),
  photo: photoLabel(row),
});

/** The audited fields that differ, before and after; empty when nothing a user sees changed. */
export const auditedChanges = (before: SmartquoteRow, after: SmartquoteRow) => {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of AUDITED) {
    const a = before[field] instanceof Date ? (before[field] as Date).toISOString() : before[field];
    const b = after[field] instanceof Date ? (after[field] as Date).toISOString() : after[field];
    if (a !== b) {
      was[field] = a;
      now[field] = b;
    }
  }
  if (before.photoKey !== after.photoKey) {
    was.photo = photoLabel(before);
    now.photo = after.photoKey ? 'A new photo' : null;
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
};
