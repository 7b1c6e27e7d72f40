import {
  can,
  isSalesforceLink,
  PROFILE_PARTS,
  type NightCapUsage,
  type PermissionCaller,
  type PropertyInclude,
  type TPropertyChannel,
  type TPropertyDocumentAnswer,
  type TPropertyKey,
  type TPropertyListItem,
  type TPropertyMerchant,
  type TPropertyProfile,
  type TPropertySearchResponse,
} from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { keys, PropertyRow, propertyProfiles } from '../../db/schema';
import { only } from '../../common/bookings/booking-fields';
import type { PropertyFields } from './property-fields';
import type { PropertySearchHit } from './property-search';

type Attributes = TPropertyDocumentAnswer['data']['attributes'];

/** A page row of the list, as LIST_ROW reads it. */
export type ListRow = {
  code: string;
  name: string;
  status: TPropertyListItem['attributes']['status'];
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  fullAddress: string;
  latitude: number | null;
  longitude: number | null;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  minimumStay: number;
  buildingType: TPropertyListItem['attributes']['details']['type'];
  segment: TPropertyListItem['attributes']['details']['segment'];
  managementType: TPropertyListItem['attributes']['managementType'];
  keyType: TPropertyListItem['attributes']['keyType'];
  keyStatus: TPropertyListItem['attributes']['keyStatus'];
  cleaningStatus: TPropertyListItem['attributes']['overallCleaningStatus'];
  riskStatus: TPropertyListItem['attributes']['riskStatus'];
  airbnbOverallRating: number | null;
  amenities: TPropertyListItem['attributes']['amenities'];
  currency: TPropertyListItem['attributes']['currency'];
  tasksSummary: NonNullable<TPropertyListItem['attributes']['tasksSummary']>;
  company: TPropertyListItem['attributes']['company'];
  owners: TPropertyListItem['attributes']['owners'];
  photoKeys: string[];
};

/** One list row; owners do not see risk status or task counts (docs/product/properties.md#who-uses-it). */
const presentListItem = (
  hit: PropertySearchHit<ListRow>,
  options: { blob: BlobStore; ownerView: boolean },
): TPropertyListItem => {
  const { row } = hit;
  const photoUrls = row.photoKeys.map((key) => options.blob.signedUrl(key));
  return {
    id: hit.id,
    type: 'property',
    attributes: {
      code: row.code,
      name: row.name,
      status: row.status,
      address: {
        street: row.street,
        city: row.city,
        state: row.state,
        postcode: row.postcode,
        country: row.country,
        full: row.fullAddress,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      company: row.company,
      owners: row.owners,
      details: {
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        maxGuests: row.maxGuests,
        minimumStay: row.minimumStay,
        type: row.buildingType,
        segment: row.segment,
      },
      managementType: row.managementType,
      keyType: row.keyType,
      keyStatus: row.keyStatus,
      overallCleaningStatus: row.cleaningStatus,
      riskStatus: options.ownerView ? null : row.riskStatus,
      airbnbOverallRating: row.airbnbOverallRating,
      amenities: row.amenities,
      currency: row.currency,
      primaryPhoto: photoUrls[0] ?? null,
      photos: photoUrls.map((url) => ({ url })),
      tasksSummary: options.ownerView ? null : row.tasksSummary,
      totalBookingAmount: hit.totalCents,
      corporateBookingAmount: hit.corporateCents,
    },
  };
};

/** A page of the property list with its totals and price bounds. */
export const presentPropertyList = (
  hits: readonly PropertySearchHit<ListRow>[],
  options: { blob: BlobStore; ownerView: boolean },
  meta: TPropertySearchResponse['meta'],
): TPropertySearchResponse => ({
  data: hits.map((hit) => presentListItem(hit, options)),
  meta,
});

type ProfileRow = typeof propertyProfiles.$inferSelect;

/** The stored profile parts, each checked against its domain shape: what no longer fits is shown as unset. */
export const presentProfile = (row: ProfileRow | undefined): TPropertyProfile => {
  const list = <K extends 'baseFees' | 'managementFees' | 'pricingExclusions' | 'rooms'>(part: K) => {
    const parsed = PROFILE_PARTS[part].safeParse(row?.[part] ?? []);
    return (parsed.success ? parsed.data : []) as TPropertyProfile[K];
  };
  const single = <K extends 'finance' | 'policy' | 'settings'>(part: K) => {
    const parsed = PROFILE_PARTS[part].safeParse(row?.[part]);
    return (parsed.success ? parsed.data : null) as TPropertyProfile[K];
  };
  return {
    baseFees: list('baseFees'),
    managementFees: list('managementFees'),
    finance: single('finance'),
    policy: single('policy'),
    pricingExclusions: list('pricingExclusions'),
    rooms: list('rooms'),
    settings: single('settings'),
  };
};

/** The links the caller may see: the Salesforce record only with `property:see-salesforce-link` (docs/product/properties.md#who-uses-it). */
const visibleLinks = <L extends { name: string; url: string }>(links: readonly L[], seesSalesforce: boolean) =>
  links.filter((link) => seesSalesforce || !isSalesforceLink(link));

/** An owner row as the document reads it. */
export type OwnerRow = { id: string; email: string; fullName: string; lastLoginAt: Date | null; roles: string[] };

/**
 * An owner as the caller may see them: the name for everyone; email, last sign-in and roles with
 * `property:read-owner-contacts` (an owner has it on their own row only, so co-owners see each other by name).
 */
const presentOwner = (owner: OwnerRow, seesContacts: boolean): NonNullable<Attributes['owners']>[number] => ({
  id: owner.id,
  fullName: owner.fullName,
  ...only(seesContacts, {
    email: owner.email,
    lastLoginAt: owner.lastLoginAt?.toISOString() ?? null,
    roles: owner.roles,
  }),
});

/** A key on the property, with its store's name. */
export type PropertyKeyRow = {
  key: Pick<
    typeof keys.$inferSelect,
    'id' | 'name' | 'keyNestId' | 'status' | 'isPrimary' | 'storeId' | 'distanceMetres' | 'distanceKind'
  >;
  storeName: string | null;
  storeDisplayName: string | null;
};

/** The property's keys as the document lists them. */
export const presentPropertyKeys = (rows: readonly PropertyKeyRow[]): TPropertyKey[] =>
  rows.map(({ key, storeName, storeDisplayName }) => ({
    id: key.id,
    name: key.name,
    keyNestId: key.keyNestId,
    status: key.status,
    isPrimary: key.isPrimary,
    store: key.storeId && storeName ? { id: key.storeId, name: storeDisplayName ?? storeName } : null,
    distance:
      key.distanceMetres === null ? null : { metres: key.distanceMetres, kind: key.distanceKind ?? 'straight-line' },
  }));

const latestOf = (instants: readonly (Date | null)[]): string | null => {
  const times = instants.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
};

/**
 * The property's own facts and each relation read for it. A relation the caller may not read was not read (`wants`),
 * and owners' contacts, risk status and links are whitelisted here by the caller's grants.
 */
export const presentPropertyDocument = (options: {
  caller: PermissionCaller;
  fields: PropertyFields;
  wants: (relation: PropertyInclude, allowed?: boolean) => boolean;
  blob: BlobStore;
  property: PropertyRow;
  company: NonNullable<Attributes['company']>;
  photoKeys: readonly string[];
  managers: readonly { id: string; email: string; fullName: string; type: string }[] | undefined;
  owners: readonly OwnerRow[] | undefined;
  keyList: TPropertyKey[] | undefined;
  channels: TPropertyChannel[] | undefined;
  profile: ProfileRow | undefined;
  merchant: TPropertyMerchant | null | undefined;
  icalUrl: string | null;
  /** The night cap's count this cap year, when the home has a cap and compliance was asked for. */
  nightCapUsage: NightCapUsage | null;
}): TPropertyDocumentAnswer => {
  const { caller, fields, wants, blob, property: p, photoKeys, managers, owners, keyList, channels } = options;
  const { merchant, profile, icalUrl } = options;
  const parts = presentProfile(profile);
  const photoUrls = photoKeys.map((key) => blob.signedUrl(key));
  const seesOwnerContacts = (owner?: OwnerRow) =>
    can(caller, 'property:read-owner-contacts', { userId: owner?.id ?? null });

  const relations: Partial<Attributes> = {
    ...(wants('address') && {
      address: {
        street: p.street,
        city: p.city,
        state: p.state,
        postcode: p.postcode,
        country: p.country,
        full: p.fullAddress,
        latitude: p.latitude,
        longitude: p.longitude,
      },
    }),
    ...(wants('amenities') && { amenities: p.amenities }),
    ...(wants('base-fees', fields.earnings) && { baseFees: parts.baseFees }),
    ...(channels && { channels }),
    ...(wants('company') && { company: options.company }),
    ...(wants('compliance') && {
      compliance: p.compliance
        ? { ...p.compliance, nightCapRule: p.compliance.nightCapRule ?? null, nightCapUsage: options.nightCapUsage }
        : null,
    }),
    ...(wants('details') && {
      details: {
        bedrooms: p.bedrooms,
        bathrooms: p.bathrooms,
        beds: p.beds,
        maxGuests: p.maxGuests,
        minimumStay: p.minimumStay,
        type: p.buildingType,
        segment: p.segment,
        autoCheckoutClean: p.autoCheckoutClean,
      },
    }),
    ...(wants('finance', fields.confidential) && { finance: parts.finance }),
    ...(keyList && { keys: keyList }),
    ...(managers && {
      managers: managers.map((m) => ({ ...m, photoUrl: null })),
      accountManager: ((m) => (m ? { fullName: m.fullName, photoUrl: null } : null))(
        managers.find((m) => m.type === 'customer_experience'),
      ),
    }),
    ...(wants('management-fees', fields.earnings) && { managementFees: parts.managementFees }),
    ...(merchant !== undefined && { merchant }),
    ...(wants('photos') && { photos: photoUrls.map((url) => ({ url })) }),
    ...(wants('policy') && { policy: parts.policy }),
    ...(wants('pricing-exclusions', fields.earnings) && { pricingExclusions: parts.pricingExclusions }),
    ...(wants('resources') && { resources: { links: visibleLinks(p.resourceLinks, fields.salesforce) } }),
    ...(wants('rooms') && { rooms: parts.rooms }),
    ...(wants('settings') && { settings: parts.settings }),
    ...(owners && {
      owners: owners.map((o) => presentOwner(o, seesOwnerContacts(o))),
      // The latest of every owner's sign-ins: for an owner it could be a co-owner's, so no `own` grant reaches it.
      ...only(seesOwnerContacts(), { lastLoginAt: latestOf(owners.map((o) => o.lastLoginAt)) }),
    }),
  };

  return {
    data: {
      id: p.id,
      type: 'property',
      attributes: {
        code: p.code,
        name: p.name,
        status: p.status,
        lastNight: p.lastNight,
        currency: p.currency,
        timezone: p.timezone,
        createdAt: p.createdAt.toISOString(),
        managementType: p.managementType,
        keyType: p.keyType,
        keyStatus: p.keyStatus,
        overallCleaningStatus: p.cleaningStatus,
        riskStatus: fields.confidential ? p.riskStatus : null,
        airbnbOverallRating: p.airbnbOverallRating,
        checkpoints: p.checkpoints ?? null,
        primaryPhoto: photoUrls[0] ?? null,
        icalUrl,
        ...relations,
      },
    },
  };
};
