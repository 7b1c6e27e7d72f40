import { sql } from 'drizzle-orm';
import { addDays, ONBOARDING, PROFILE_PARTS, todayIn, type OnboardingFacts, type TManagementFee } from '@hearth/domain';
import type { Db } from '../../db/client';

/** A short-stay management fee whose period holds `day`. */
const feeInForce = (fees: readonly TManagementFee[], day: string) =>
  fees.some((fee) => fee.kind === 'short-stay' && fee.startsOn <= day && (fee.endsOn === null || day <= fee.endsOn));

/**
 * What the onboarding checklist reads of a home (docs/product/properties.md#onboarding-checklist), in one statement:
 * its place and rooms, and counts of its photos, keys in a store, priced nights of the next 12 months, owners and
 * iCal feeds, with its profile's fees and policy.
 */
export const readOnboardingFacts = async (db: Db, propertyId: string, now?: Date): Promise<OnboardingFacts> => {
  const [home] = (
    (await db.execute(sql`
      select p.latitude, p.longitude, p.bedrooms, p.bathrooms, p.beds, p.max_guests as "maxGuests", p.timezone,
        (select count(*)::int from property_photos ph where ph.property_id = p.id and ph.category = 'general') as photos,
        (select count(*)::int from keys k where k.property_id = p.id and k.store_id is not null) as keys,
        exists (select 1 from rate_plans rp where rp.property_id = p.id) as "hasRatePlan",
        (select count(*)::int from ical_feeds f where f.property_id = p.id) as "icalFeeds",
        (select count(*)::int from property_owners po where po.property_id = p.id) as owners,
        pp.management_fees as "managementFees", pp.policy
      from properties p left join property_profiles pp on pp.property_id = p.id
      where p.id = ${propertyId}`)) as unknown as {
      rows: (Omit<OnboardingFacts, 'ratedNights' | 'managementFeeInForce' | 'checkInInstructions'> & {
        timezone: string;
        managementFees: unknown;
        policy: unknown;
      })[];
    }
  ).rows;
  if (!home) throw new Error(`No home ${propertyId}`);
  const today = todayIn(home.timezone, now);
  const [rated] = (
    (await db.execute(sql`
      select count(*)::int as n from daily_rates
      where property_id = ${propertyId} and night >= ${today}::date and night < ${addDays(today, ONBOARDING.ratedNights)}::date`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const fees = PROFILE_PARTS.managementFees.safeParse(home.managementFees ?? []);
  const policy = PROFILE_PARTS.policy.safeParse(home.policy);
  return {
    latitude: home.latitude,
    longitude: home.longitude,
    bedrooms: home.bedrooms,
    bathrooms: home.bathrooms,
    beds: home.beds,
    maxGuests: home.maxGuests,
    photos: home.photos,
    keys: home.keys,
    hasRatePlan: home.hasRatePlan,
    ratedNights: rated?.n ?? 0,
    owners: home.owners,
    managementFeeInForce: fees.success && feeInForce(fees.data, today),
    checkInInstructions: policy.success && policy.data.checkInInstructions.trim() !== '',
    icalFeeds: home.icalFeeds,
  };
};
