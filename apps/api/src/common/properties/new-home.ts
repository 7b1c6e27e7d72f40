import {
  COUNTRY_CURRENCIES,
  COUNTRY_NAMES,
  OWN_PARTNER_TYPE,
  streetLineOf,
  timezoneOfPlace,
  todayIn,
  type TBaseFee,
  type TManagementFee,
  type TPolicy,
} from '@hearth/domain';
import type { NewPropertyRow, propertyProfiles } from '../../db/schema';

/** What a new home is made of, whether added by hand or imported (docs/product/properties.md#adding-a-home). */
export type NewHome = {
  code: string;
  name: string;
  type: NewPropertyRow['buildingType'] & string;
  address: { unit: string | null; street: string; postcode: string; country: 'AU' | 'NZ' };
  /** The gazetteer's place: its name and its state or region as the gazetteer writes them. */
  place: { name: string; region: string };
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  beds: number;
  maxGuests: number;
  checkInTime: string;
  checkOutTime: string;
  /** The short-stay management fee in percent, and the cleaning fee per stay in cents. */
  managementFee: number;
  cleaningFee: number;
  company: { id: string; partnerType: string };
};

/** The address line a home shows: '3/12 Hastings Street, Noosa Heads QLD 4567, Australia'. */
export const fullAddressOf = (
  address: { unit: string | null; street: string; postcode: string; country: 'AU' | 'NZ' },
  place: { name: string; region: string },
): string =>
  `${streetLineOf(address)}, ${place.name} ${place.region} ${address.postcode}, ${COUNTRY_NAMES[address.country]}`;

/**
 * The rows of a new Onboarding home: the property (its clock and currency from the place, 'hearth' managed for the
 * organisation's own company, else a pro partner's) and its profile (the cleaning fee per stay, the management fee
 * from today at the home with no end, the policy Moderate with no pets, smoking or parties).
 */
export const newHomeRows = (home: NewHome, now?: Date) => {
  const { country, postcode } = home.address;
  const timezone = timezoneOfPlace({ country, state: home.place.region, postcode });
  const street = streetLineOf(home.address);
  const fullAddress = fullAddressOf(home.address, home.place);
  const property = {
    code: home.code,
    name: home.name,
    status: 'onboarding',
    companyId: home.company.id,
    managementType: home.company.partnerType === OWN_PARTNER_TYPE ? 'hearth' : 'pro-partner',
    buildingType: home.type,
    bedrooms: home.bedrooms,
    bathrooms: home.bathrooms,
    beds: home.beds,
    maxGuests: home.maxGuests,
    currency: COUNTRY_CURRENCIES[country],
    timezone,
    street,
    city: home.place.name,
    state: home.place.region,
    postcode,
    country: COUNTRY_NAMES[country],
    fullAddress,
    latitude: home.latitude,
    longitude: home.longitude,
  } satisfies NewPropertyRow;
  const cleaning: TBaseFee = { type: 'cleaning', amount: home.cleaningFee, chargedPer: 'stay', taxable: true };
  const managementFee: TManagementFee = {
    kind: 'short-stay',
    percentage: home.managementFee,
    startsOn: todayIn(timezone, now),
    endsOn: null,
  };
  const policy: TPolicy = {
    checkInTime: home.checkInTime,
    checkOutTime: home.checkOutTime,
    cancellationPolicy: 'moderate',
    petsAllowed: false,
    smokingAllowed: false,
    partiesAllowed: false,
    quietHoursFrom: null,
    quietHoursTo: null,
    minimumGuestAge: 18,
    houseRules: '',
    checkInInstructions: '',
  };
  const profile = (propertyId: string) =>
    ({
      propertyId,
      baseFees: [cleaning],
      managementFees: [managementFee],
      policy,
    }) satisfies typeof propertyProfiles.$inferInsert;
  return { property, profile };
};
