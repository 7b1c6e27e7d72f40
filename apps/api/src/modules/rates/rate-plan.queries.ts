import { eq } from 'drizzle-orm';
import { PROFILE_PARTS, type TBaseFee } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties, propertyProfiles, ratePlans } from '../../db/schema';

/** The plan's parts as they are kept: the plan row, the home's minimum stay, the two fees of its profile. */
export const readRatePlanParts = async (db: Db, propertyId: string) => {
  const [row] = await db
    .select({ plan: ratePlans, minimumStay: properties.minimumStay, baseFees: propertyProfiles.baseFees })
    .from(properties)
    .leftJoin(ratePlans, eq(ratePlans.propertyId, properties.id))
    .leftJoin(propertyProfiles, eq(propertyProfiles.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  const parsed = PROFILE_PARTS.baseFees.safeParse(row?.baseFees ?? []);
  const baseFees: TBaseFee[] = parsed.success ? parsed.data : [];
  return { plan: row?.plan ?? null, minimumStay: row?.minimumStay ?? 1, baseFees };
};

/** The amount of the fee of this type, 0 without one. */
export const feeAmount = (fees: readonly TBaseFee[], type: TBaseFee['type']): number =>
  fees.find((fee) => fee.type === type)?.amount ?? 0;
