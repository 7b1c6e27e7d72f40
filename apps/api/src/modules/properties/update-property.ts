import { eq, sql } from 'drizzle-orm';
import {
  AMENITIES,
  CHECKPOINTS,
  HTTP,
  isSalesforceLink,
  NIGHT_CAP_RULES,
  PROPERTY_EDIT_MESSAGES,
  type ProfilePart,
  type TUpdatePropertyAttributes,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import {
  properties,
  propertyProfiles,
  type PropertyCheckpoints,
  type PropertyCompliance,
  type PropertyResourceLink,
} from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { followHomeStays } from '../../common/tasks/stay-cleaning';
import { presentProfile } from './properties.presenter';
import { propertyFieldsFor } from './property-fields';

/** jsonb keeps its own key order: compare values with their keys sorted. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const refused = (pointer: string, detail: string) =>
  new AppError({
    status: HTTP.forbidden,
    code: 'FIELD_NOT_ALLOWED',
    title: detail,
    detail,
    source: { pointer: `/data/attributes/${pointer}` },
  });

const NO_COMPLIANCE: PropertyCompliance = {
  policyEnabled: false,
  riskColour: 'green',
  riskLabel: '',
  currentYearOverrideActivated: false,
  currentYearRenewalDate: null,
  currentYearBookableDays: null,
  nightCapRule: null,
};
/** An area's rule sets the cap's nights; a cap set by hand is 'custom'; no cap, no rule (docs/product/properties.md#night-caps). */
const withNightCapRule = (compliance: PropertyCompliance): PropertyCompliance => {
  const rule = compliance.nightCapRule ?? null;
  if (rule !== null && rule !== 'custom') {
    return { ...compliance, currentYearBookableDays: NIGHT_CAP_RULES[rule].nights };
  }
  if (compliance.currentYearBookableDays === null) return { ...compliance, nightCapRule: null };
  return { ...compliance, nightCapRule: 'custom' };
};
const NO_CHECKPOINTS: PropertyCheckpoints = {
  entryCleanDate: null,
  ingoingInspectionDate: null,
  photographyDate: null,
  readyReportDate: null,
};

/**
 * 'Edit property details' (docs/product/properties.md#who-uses-it; the route grants `property:edit-details`, never owners or licensees): the
 * facts a person edits, in one transaction with one audit entry holding the changed fields only, before and after.
 * A profile part is written only by those who may read it (GUARDED_FIELDS), and the Salesforce link only with
 * `property:see-salesforce-link`: without it the caller never sees the link, so their list of links keeps it.
 */
export const updateProperty = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  input: TUpdatePropertyAttributes;
}): Promise<void> => {
  const { db, input } = options;
  const caller = scopeCallerOf(options.caller);
  const { row: current } = await findInScope(db, caller, 'property', options.id);
  const fields = propertyFieldsFor(caller);

  const guarded: Partial<Record<ProfilePart, boolean>> = {
    baseFees: fields.earnings,
    managementFees: fields.earnings,
    pricingExclusions: fields.earnings,
    finance: fields.confidential,
  };
  for (const [part, allowed] of Object.entries(guarded)) {
    if (!allowed && input[part as ProfilePart] !== undefined) {
      throw refused(part, PROPERTY_EDIT_MESSAGES.notAllowedPart);
    }
  }

  let resourceLinks: PropertyResourceLink[] | undefined;
  if (input.resources) {
    const sent = input.resources.links;
    if (!fields.salesforce) {
      const index = sent.findIndex((link) => isSalesforceLink(link));
      if (index >= 0) throw refused(`resources/links/${index}`, PROPERTY_EDIT_MESSAGES.salesforceLink);
    }
    const hidden = fields.salesforce ? [] : current.resourceLinks.filter((link) => isSalesforceLink(link));
    resourceLinks = [...sent, ...hidden];
  }

  const details = input.details ?? {};
  // Amenities in the list's own order, so that sending the same set in another order changes nothing.
  const amenities = input.amenities && AMENITIES.filter((amenity) => input.amenities?.includes(amenity));
  const capEdited =
    input.compliance?.nightCapRule !== undefined || input.compliance?.currentYearBookableDays !== undefined;
  const merged = input.compliance && { ...NO_COMPLIANCE, ...current.compliance, ...input.compliance };
  const compliance: PropertyCompliance | undefined = merged && capEdited ? withNightCapRule(merged) : merged;
  const checkpoints: PropertyCheckpoints | undefined = input.checkpoints
    ? { ...(current.checkpoints ?? NO_CHECKPOINTS), ...input.checkpoints }
    : undefined;

  // Each edited fact by the name the history shows, before and after; only those that change are written down.
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const note = (field: string, was: unknown, now: unknown) => {
    if (now === undefined || canonical(was) === canonical(now)) return;
    before[field] = was ?? null;
    after[field] = now;
  };
  note('name', current.name, input.name);
  note('bedrooms', current.bedrooms, details.bedrooms);
  note('bathrooms', current.bathrooms, details.bathrooms);
  note('beds', current.beds, details.beds);
  note('maxGuests', current.maxGuests, details.maxGuests);
  note('minimumStay', current.minimumStay, details.minimumStay);
  note('type', current.buildingType, details.type);
  note('segment', current.segment, details.segment);
  note('autoCheckoutClean', current.autoCheckoutClean, details.autoCheckoutClean);
  note(
    'amenities',
    AMENITIES.filter((a) => current.amenities.includes(a)),
    amenities,
  );
  for (const name of CHECKPOINTS) note(name, current.checkpoints?.[name] ?? null, checkpoints?.[name]);
  for (const key of Object.keys(NO_COMPLIANCE) as (keyof PropertyCompliance)[]) {
    note(key, current.compliance?.[key] ?? null, compliance?.[key]);
  }
  note('resourceLinks', current.resourceLinks, resourceLinks);

  const parts: Partial<typeof propertyProfiles.$inferInsert> = {};
  const profileTouched = (Object.keys(guarded) as ProfilePart[])
    .concat(['policy', 'rooms', 'settings'])
    .some((part) => input[part] !== undefined);
  if (profileTouched) {
    const [stored] = await db.select().from(propertyProfiles).where(eq(propertyProfiles.propertyId, current.id));
    const shown = presentProfile(stored);
    for (const part of [
      'baseFees',
      'managementFees',
      'finance',
      'policy',
      'pricingExclusions',
      'rooms',
      'settings',
    ] as const) {
      const next = input[part];
      if (next === undefined) continue;
      note(part, shown[part], next);
      if (part in after) Object.assign(parts, { [part]: next });
    }
  }

  if (Object.keys(after).length === 0) return;
  await auditedChange(db, async (tx) => {
    const row = {
      ...(input.name !== undefined && { name: input.name }),
      ...(details.bedrooms !== undefined && { bedrooms: details.bedrooms }),
      ...(details.bathrooms !== undefined && { bathrooms: details.bathrooms }),
      ...(details.beds !== undefined && { beds: details.beds }),
      ...(details.maxGuests !== undefined && { maxGuests: details.maxGuests }),
      ...(details.minimumStay !== undefined && { minimumStay: details.minimumStay }),
      ...(details.type !== undefined && { buildingType: details.type }),
      ...(details.segment !== undefined && { segment: details.segment }),
      ...(details.autoCheckoutClean !== undefined && { autoCheckoutClean: details.autoCheckoutClean }),
      ...(amenities && { amenities }),
      ...(checkpoints && { checkpoints }),
      ...(compliance && { compliance }),
      ...(resourceLinks && { resourceLinks }),
    };
    if (Object.keys(row).length > 0) await tx.update(properties).set(row).where(eq(properties.id, current.id));
    // Turned on: the stays to come get their checkout cleans now (docs/product/tasks.md#checkout-cleans).
    if (after.autoCheckoutClean === true) {
      await followHomeStays(tx, {
        propertyId: current.id,
        timezone: current.timezone,
        actor: actorOf(options.caller),
        now: new Date(),
      });
    }
    if (Object.keys(parts).length > 0) {
      await tx
        .insert(propertyProfiles)
        .values({ propertyId: current.id, ...parts })
        .onConflictDoUpdate({ target: propertyProfiles.propertyId, set: { ...parts, updatedAt: sql`now()` } });
    }
    return {
      result: undefined,
      audit: {
        actor: actorOf(options.caller),
        action: 'property.update-details',
        entity: 'property',
        entityId: current.id,
        before,
        after,
      },
    };
  });
};
