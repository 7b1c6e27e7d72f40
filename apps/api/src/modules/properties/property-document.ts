import { asc, eq, sql } from 'drizzle-orm';
import { can, type TPropertyDocument } from '@hearth/domain';
import type { Db } from '../../db/client';
import {
  companies,
  properties,
  propertyManagers,
  propertyOwners,
  propertyPhotos,
  userRoles,
  users,
} from '../../db/schema';
import type { BlobStore } from '../../adapters/blob';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { icalExportUrl } from '../../lib/ical-export-url';
import { only } from '../../lib/field-access';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Managers and owners of the property (spec 000 §3, derived), owners with their roles and last sign-in. */
const loadPeople = async (db: Db, propertyId: string) => {
  const [managers, owners] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, fullName, type: propertyManagers.type })
      .from(propertyManagers)
      .innerJoin(users, eq(users.id, propertyManagers.userId))
      .where(eq(propertyManagers.propertyId, propertyId))
      .orderBy(asc(users.lastName)),
    db
      .select({
        id: users.id,
        email: users.email,
        fullName,
        lastLoginAt: users.lastLoginAt,
        roles: sql<
          string[]
        >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
      })
      .from(propertyOwners)
      .innerJoin(users, eq(users.id, propertyOwners.userId))
      .where(eq(propertyOwners.propertyId, propertyId))
      .orderBy(asc(users.lastName)),
  ]);
  return { managers, owners };
};

type Owner = Awaited<ReturnType<typeof loadPeople>>['owners'][number];

/**
 * An owner as the caller may see them: the name for everyone; email, last sign-in and roles with
 * `property:read-owner-contacts` (an owner has it on their own row only, so co-owners see each other by name).
 */
const presentOwner = (
  owner: Owner,
  seesContacts: boolean,
): TPropertyDocument['data']['attributes']['owners'][number] => ({
  id: owner.id,
  fullName: owner.fullName,
  ...only(seesContacts, {
    email: owner.email,
    lastLoginAt: owner.lastLoginAt?.toISOString() ?? null,
    roles: owner.roles,
  }),
});

/**
 * `GET v3/properties/{id}`: the property in full with its derived people. Owners do not get risk status; the
 * iCal export URL is only for admin, staff and licensees (it reveals the calendar to whoever holds it); owners'
 * contact details and the latest owner sign-in follow the permissions table.
 */
export const getPropertyDocument = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  id: string;
  publicUrl: string;
}): Promise<TPropertyDocument> => {
  const { db, blob, caller } = options;
  await findInScope(db, scopeCallerOf(caller), 'property', options.id);
  const [[row], photos, people] = await Promise.all([
    db
      .select({
        property: properties,
        company: { id: companies.id, name: companies.name, partnerType: companies.partnerType },
      })
      .from(properties)
      .innerJoin(companies, eq(companies.id, properties.companyId))
      .where(eq(properties.id, options.id)),
    db
      .select({ blobKey: propertyPhotos.blobKey })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, options.id))
      .orderBy(asc(propertyPhotos.position)),
    loadPeople(db, options.id),
  ]);
  if (!row) throw new Error('property vanished');
  const p = row.property;
  const confidential = can(caller, 'property:read-confidential');
  const seesOwnerContacts = (owner?: Owner) =>
    can(scopeCallerOf(caller), 'property:read-owner-contacts', { userId: owner?.id });
  const photoUrls = photos.map((ph) => blob.signedUrl(ph.blobKey));
  const accountManager = people.managers.find((m) => m.type === 'customer_experience');
  const lastLogins = people.owners.map((o) => o.lastLoginAt).filter((d): d is Date => d !== null);
  const latest = lastLogins.length > 0 ? new Date(Math.max(...lastLogins.map((d) => d.getTime()))) : null;
  return {
    data: {
      id: p.id,
      type: 'property',
      attributes: {
        code: p.code,
        name: p.name,
        status: p.status,
        currency: p.currency,
        timezone: p.timezone,
        createdAt: p.createdAt.toISOString(),
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
        details: {
          bedrooms: p.bedrooms,
          bathrooms: p.bathrooms,
          maxGuests: p.maxGuests,
          minimumStay: p.minimumStay,
          type: p.buildingType,
          segment: p.segment,
        },
        company: row.company,
        managementType: p.managementType,
        keyType: p.keyType,
        keyStatus: p.keyStatus,
        overallCleaningStatus: p.cleaningStatus,
        riskStatus: confidential ? p.riskStatus : null,
        airbnbOverallRating: p.airbnbOverallRating,
        amenities: p.amenities,
        checkpoints: p.checkpoints ?? null,
        compliance: p.compliance ?? null,
        resources: { links: p.resourceLinks },
        primaryPhoto: photoUrls[0] ?? null,
        photos: photoUrls.map((url) => ({ url })),
        keys: [],
        managers: people.managers.map((m) => ({ ...m, photoUrl: null })),
        accountManager: accountManager ? { fullName: accountManager.fullName, photoUrl: null } : null,
        owners: people.owners.map((o) => presentOwner(o, seesOwnerContacts(o))),
        // The latest of every owner's sign-ins: for an owner it could be a co-owner's, so no `own` grant reaches it.
        ...only(seesOwnerContacts(), { lastLoginAt: latest?.toISOString() ?? null }),
        icalUrl: confidential ? await icalExportUrl(db, { propertyId: p.id, publicUrl: options.publicUrl }) : null,
      },
    },
  };
};
