import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  BOOKING_FORM,
  daysBetween,
  HTTP,
  PROFILE_PARTS,
  priceStay,
  type CancellationPolicy,
  type Currency,
  type TBaseFee,
  type TManagementFee,
  type TStayPrice,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { dailyRates, propertyProfiles, ratePlans } from '../../db/schema';
import { AppError, VALIDATION_ERROR_CODE } from '../../lib/app-error';
import { liveClaim } from '../../common/bookings/live-claims';
import { readTogether } from '../../lib/read-together';

/*
 * What pricing and booking a stay read of a property: its rates for the nights, and the fee parts of its profile
 * (property_profiles, the same shapes the property document presents; a stored value that no longer fits counts as
 * unset). Read through the tables: modules do not import each other.
 */

export type Stay = {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  corporateRate: boolean;
};

/** A stay longer than BOOKING_FORM.nightsMax is refused (400) before anything is read. */
export const refuseLongStay = (stay: Pick<Stay, 'checkIn' | 'checkOut'>) => {
  if (daysBetween(stay.checkIn, stay.checkOut) > BOOKING_FORM.nightsMax) {
    throw new AppError({
      status: HTTP.badRequest,
      code: VALIDATION_ERROR_CODE,
      detail: `A booking holds at most ${BOOKING_FORM.nightsMax} nights.`,
      source: { parameter: 'checkOut' },
    });
  }
};

/** The property's base fees, management fees and cancellation policy as its profile holds them. */
export const readPricingProfile = async (
  db: Db,
  propertyId: string,
): Promise<{
  baseFees: TBaseFee[];
  managementFees: TManagementFee[];
  cancellationPolicy: CancellationPolicy | null;
}> => {
  const [row] = await db
    .select({
      baseFees: propertyProfiles.baseFees,
      managementFees: propertyProfiles.managementFees,
      policy: propertyProfiles.policy,
    })
    .from(propertyProfiles)
    .where(eq(propertyProfiles.propertyId, propertyId));
  const baseFees = PROFILE_PARTS.baseFees.safeParse(row?.baseFees ?? []);
  const managementFees = PROFILE_PARTS.managementFees.safeParse(row?.managementFees ?? []);
  const policy = PROFILE_PARTS.policy.safeParse(row?.policy);
  return {
    baseFees: baseFees.success ? baseFees.data : [],
    managementFees: managementFees.success ? managementFees.data : [],
    cancellationPolicy: policy.success ? policy.data.cancellationPolicy : null,
  };
};

/** The stay's price from the property's rates and fees (stay-price.ts), and its nights without a rate. */
export const priceStayAt = async (
  db: Db,
  property: { id: string; currency: Currency },
  stay: Stay,
): Promise<{ unpricedNights: string[]; price: TStayPrice | null; cancellationPolicy: CancellationPolicy | null }> => {
  const [rates, profile, planRows] = await readTogether(db, [
    () =>
      db
        .select({
          night: dailyRates.night,
          priceCents: dailyRates.priceCents,
          corporateCents: dailyRates.corporateCents,
        })
        .from(dailyRates)
        .where(
          and(
            eq(dailyRates.propertyId, property.id),
            gte(dailyRates.night, stay.checkIn),
            lt(dailyRates.night, stay.checkOut),
          ),
        ),
    () => readPricingProfile(db, property.id),
    () =>
      db
        .select({ extraGuestsAbove: ratePlans.extraGuestsAbove })
        .from(ratePlans)
        .where(eq(ratePlans.propertyId, property.id)),
  ]);
  const [plan] = planRows;
  const { unpricedNights, price } = priceStay({
    ...stay,
    currency: property.currency,
    rates,
    baseFees: profile.baseFees,
    managementFees: profile.managementFees,
    ...(plan && { includedGuests: plan.extraGuestsAbove }),
  });
  return { unpricedNights, price, cancellationPolicy: profile.cancellationPolicy };
};

/** Whether no live claim (a booking, a block, a hold not yet lapsed) holds any night of the stay right now. */
export const nightsFree = async (db: Db, propertyId: string, stay: Pick<Stay, 'checkIn' | 'checkOut'>) => {
  const { rows } = (await db.execute(sql`
    select 1 from stay_claims c
    where c.property_id = ${propertyId}
      and c.stay && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')
      and ${liveClaim('c')}
    limit 1`)) as unknown as { rows: unknown[] };
  return rows.length === 0;
};
