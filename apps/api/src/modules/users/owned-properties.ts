import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyOwners } from '../../db/schema';

/** Properties the user owns (the `properties` included in users/me), in code order. */
export const findOwnedProperties = async (options: { db: Db; userId: string }) =>
  options.db
    .select({ property: properties })
    .from(properties)
    .innerJoin(
      propertyOwners,
      and(eq(propertyOwners.propertyId, properties.id), eq(propertyOwners.userId, options.userId)),
    )
    .orderBy(asc(properties.code))
    .then((rows) => rows.map((r) => r.property));
