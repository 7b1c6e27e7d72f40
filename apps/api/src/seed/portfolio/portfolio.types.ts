import type { Amenity, BuildingType, Currency, ManagementType, PropertySegment } from '@hearth/domain';
import type { NamedProperty } from './named-properties';
import type { PortfolioOwner } from './owners';
import type { SeasonProfile } from './places';
import type { OperationalDetails } from './property-details';

/** One listing of the portfolio with everything the seed writes about it. */
export type PortfolioProperty = OperationalDetails &
  Omit<NamedProperty, 'owners'> & {
    /** Position in the portfolio; the first twelve are the hand-written listings. */
    index: number;
    /** Owner keys: demo account names or `portfolio-owner:N` (both map to ids with demoUserId). */
    owners: readonly string[];
    season: SeasonProfile;
    timezone: string;
    currency: Currency;
    latitude: number;
    longitude: number;
    buildingType: BuildingType;
    bedrooms: number;
    bathrooms: number;
    maxGuests: number;
    minimumStay: number;
    amenities: Amenity[];
    airbnbOverallRating: number | null;
    segment: PropertySegment;
    managementType: ManagementType;
    /** The nightly base rate before season, weekday and noise, in cents of `currency`. */
    basePriceCents: number;
    /** The share of nights booked in a past month (the suburb's market occupancy). */
    occupancy: number;
    photoCount: number;
  };

export type Portfolio = { properties: PortfolioProperty[]; owners: PortfolioOwner[] };
