import type { PartnerType } from '@hearth/domain';
import { deterministicUuid } from './deterministic-id';

export const DEMO_COMPANY_KEYS = [
  'hearth',
  'coastal-stays',
  'harbour-city-stays',
  'wakatipu-holiday-homes',
  'southern-cross-travel',
] as const;
export type DemoCompanyKey = (typeof DEMO_COMPANY_KEYS)[number];

export type DemoCompany = {
  key: DemoCompanyKey;
  name: string;
  partnerType: PartnerType;
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: 'Australia' | 'New Zealand';
  /** Licensees show their brand (Hearth Pro): a colour, a generated logo and their long-term-rental fee. */
  brand: { colour: string; ltrManagementFee: number } | null;
  /** The person at the partner to call (docs/product/companies.md#fields mainContact). */
  mainContact: { firstName: string; lastName: string; mobile: string; email: string } | null;
};

export const COASTAL_STAYS_BRAND_COLOUR = '#1f6f8b';

export const demoCompanyId = (key: DemoCompanyKey): string => deterministicUuid(`company:${key}`);

/** Hearth, three licensee partners (Sunshine Coast, Sydney, Queenstown) and a corporate-travel client with no homes. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'hearth',
    name: 'Hearth',
    partnerType: 'Hearth',
    street: '1 Ocean Street',
    city: 'Maroochydore',
    state: 'QLD',
    postcode: '4558',
    country: 'Australia',
    brand: null,
    mainContact: null,
  },
  {
    key: 'coastal-stays',
    name: 'Coastal Stays',
    partnerType: 'Franchise - Licensee',
    street: '45 Bulcock Street',
    city: 'Caloundra',
    state: 'QLD',
    postcode: '4551',
    country: 'Australia',
    brand: { colour: COASTAL_STAYS_BRAND_COLOUR, ltrManagementFee: 12 },
    mainContact: { firstName: 'Mia', lastName: 'Nguyen', mobile: '+61 412 555 101', email: 'mia@coastalstays.example' },
  },
  {
    key: 'harbour-city-stays',
    name: 'Harbour City Stays',
    partnerType: 'Franchise - Licensee',
    street: '60 Miller Street',
    city: 'North Sydney',
    state: 'NSW',
    postcode: '2060',
    country: 'Australia',
    brand: { colour: '#7a3e65', ltrManagementFee: 14 },
    mainContact: {
      firstName: 'Tom',
      lastName: 'Ellis',
      mobile: '+61 413 555 202',
      email: 'tom@harbourcitystays.example',
    },
  },
  {
    key: 'wakatipu-holiday-homes',
    name: 'Wakatipu Holiday Homes',
    partnerType: 'Franchise - Licensee',
    street: '21 Shotover Street',
    city: 'Queenstown',
    state: 'Otago',
    postcode: '9300',
    country: 'New Zealand',
    brand: { colour: '#2f6b4f', ltrManagementFee: 15 },
    mainContact: {
      firstName: 'Aroha',
      lastName: 'Walker',
      mobile: '+64 21 555 303',
      email: 'aroha@wakatipuhomes.example',
    },
  },
  {
    key: 'southern-cross-travel',
    name: 'Southern Cross Corporate Travel',
    partnerType: 'Corporate travel',
    street: '200 Adelaide Street',
    city: 'Brisbane City',
    state: 'QLD',
    postcode: '4000',
    country: 'Australia',
    brand: null,
    mainContact: {
      firstName: 'Grace',
      lastName: 'Park',
      mobile: '+61 414 555 404',
      email: 'travel@southerncross.example',
    },
  },
];
