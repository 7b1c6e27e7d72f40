import { sql, type SQL } from 'drizzle-orm';
import type { TPropertyMerchant } from '@hearth/domain';
import {
  bookings,
  icalExports,
  icalFeeds,
  keys,
  keyStores,
  merchantAccounts,
  properties,
  propertyManagers,
  propertyOwners,
  propertyPhotos,
  userRoles,
  users,
} from '../../db/schema';

/*
 * The property document's relations as columns of its own row: each a subquery on the home read beside it, so the
 * whole document is one statement instead of one a relation (issue 33 item 3: a calendar opens with it, and on the
 * embedded default every statement waits its turn). JSON carries no dates: the reader turns instants back into them.
 * They rely on the select joining the home's company: only then does Drizzle qualify columns (`"properties"."id"`),
 * so each subquery's own `id` cannot stand for the home's (docs/ARCHITECTURE.md, the path of a request).
 */

const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

/** The managers, by name. */
export type ManagerRead = { id: string; email: string; fullName: string; type: string };
const managers = sql<ManagerRead[]>`coalesce((
  select json_agg(json_build_object('id', ${users.id}, 'email', ${users.email}, 'fullName', ${fullName}, 'type', ${propertyManagers.type})
    order by ${users.lastName}, ${users.firstName})
  from ${propertyManagers} join ${users} on ${users.id} = ${propertyManagers.userId}
  where ${propertyManagers.propertyId} = ${properties.id}), '[]')`;

/** The owners, by name, with their roles; `lastLoginAt` an ISO instant. */
export type OwnerRead = { id: string; email: string; fullName: string; lastLoginAt: string | null; roles: string[] };
const owners = sql<OwnerRead[]>`coalesce((
  select json_agg(json_build_object('id', ${users.id}, 'email', ${users.email}, 'fullName', ${fullName},
      'lastLoginAt', ${users.lastLoginAt},
      'roles', coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}'))
    order by ${users.lastName}, ${users.firstName})
  from ${propertyOwners} join ${users} on ${users.id} = ${propertyOwners.userId}
  where ${propertyOwners.propertyId} = ${properties.id}), '[]')`;

/** The keys, primary first, then by name, with their store's names. */
export type KeyRead = {
  key: {
    id: string;
    name: string;
    keyNestId: string | null;
    status: (typeof keys.$inferSelect)['status'];
    isPrimary: boolean;
    storeId: string | null;
    distanceMetres: number | null;
    distanceKind: (typeof keys.$inferSelect)['distanceKind'];
  };
  storeName: string | null;
  storeDisplayName: string | null;
};
const keyList = sql<KeyRead[]>`coalesce((
  select json_agg(json_build_object(
      'key', json_build_object('id', ${keys.id}, 'name', ${keys.name}, 'keyNestId', ${keys.keyNestId}, 'status', ${keys.status},
        'isPrimary', ${keys.isPrimary}, 'storeId', ${keys.storeId}, 'distanceMetres', ${keys.distanceMetres}, 'distanceKind', ${keys.distanceKind}),
      'storeName', ${keyStores.name}, 'storeDisplayName', ${keyStores.displayName})
    order by ${keys.isPrimary} desc, ${keys.name}, ${keys.id})
  from ${keys} left join ${keyStores} on ${keyStores.id} = ${keys.storeId}
  where ${keys.propertyId} = ${properties.id}), '[]')`;

/** Each channel its stays were booked through (owner blocks are not sales); `lastBookedAt` an ISO instant. */
export type SoldRead = { channel: string; bookings: number; lastBookedAt: string | null };
const sold = sql<SoldRead[]>`coalesce((
  select json_agg(json_build_object('channel', s.channel, 'bookings', s.bookings, 'lastBookedAt', s.last_booked_at))
  from (select ${bookings.channel} as channel, count(*)::int as bookings, max(${bookings.bookedAt}) as last_booked_at
    from ${bookings} where ${bookings.propertyId} = ${properties.id} and ${bookings.status} <> 'BLOCKED'
    group by ${bookings.channel}) s), '[]')`;

const feedNames = sql<
  string[]
>`array(select ${icalFeeds.name} from ${icalFeeds} where ${icalFeeds.propertyId} = ${properties.id})`;

/** The account guests pay into: the company's own in the home's currency before the operator's (no company). */
const merchant = sql<TPropertyMerchant | null>`(
  select json_build_object('id', ${merchantAccounts.id}, 'name', ${merchantAccounts.name},
    'merchantAccountId', ${merchantAccounts.providerAccountId}, 'currency', ${merchantAccounts.currency})
  from ${merchantAccounts}
  where ${merchantAccounts.currency} = ${properties.currency}
    and (${merchantAccounts.companyId} = ${properties.companyId} or ${merchantAccounts.companyId} is null)
  order by ${merchantAccounts.companyId} is null, ${merchantAccounts.name}, ${merchantAccounts.id}
  limit 1)`;

const photoKeys = sql<string[]>`array(select ${propertyPhotos.blobKey} from ${propertyPhotos}
  where ${propertyPhotos.propertyId} = ${properties.id} order by ${propertyPhotos.position})`;

const icalToken = sql<
  string | null
>`(select ${icalExports.token} from ${icalExports} where ${icalExports.propertyId} = ${properties.id})`;

/** A relation left unread: the caller did not ask for it, or may not read it. */
const unread = sql<null>`null`;

/** Which relations the document reads. */
export type DocumentAsks = {
  managers: boolean;
  owners: boolean;
  keys: boolean;
  channels: boolean;
  merchant: boolean;
  icalToken: boolean;
};

/** The columns that read the relations asked for; the others read null. */
export const documentRelations = (asks: DocumentAsks) => {
  const when = <T>(asked: boolean, column: SQL<T>) => (asked ? column : (unread as unknown as SQL<T | null>));
  return {
    photoKeys,
    managers: when(asks.managers, managers),
    owners: when(asks.owners, owners),
    keyList: when(asks.keys, keyList),
    sold: when(asks.channels, sold),
    feedNames: when(asks.channels, feedNames),
    merchant: when(asks.merchant, merchant),
    icalToken: when(asks.icalToken, icalToken),
  };
};
