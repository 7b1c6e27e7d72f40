import type { BuildingType, PropertyStatus } from '@hearth/domain';
import type { DemoCompanyKey } from '../demo-companies';
import { deterministicUuid } from '../deterministic-id';
import type { RegionName } from './places';

/** A hand-written demo listing: tests and e2e rely on its id, code, name, status, company, address and owners. */
export type NamedProperty = {
  id: string;
  code: string;
  name: string;
  status: PropertyStatus;
  company: DemoCompanyKey;
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: 'Australia' | 'New Zealand';
  /** Demo account names (see demo-accounts.ts) that own it; none means generated owners are given. */
  owners: readonly string[];
  /** The market its details are drawn from (Byron Bay and Wanaka borrow their neighbours'). */
  region: RegionName;
  buildingType: BuildingType;
  bedrooms: number;
};

const property = (p: Omit<NamedProperty, 'id'>): NamedProperty => ({
  id: deterministicUuid(`property:${p.code}`),
  ...p,
});

/** The first twelve demo listings, as they were before the portfolio grew: real suburbs, invented street numbers. */
export const NAMED_PROPERTIES: readonly NamedProperty[] = [
  property({
    code: 'NSH-001',
    region: 'Sunshine Coast',
    buildingType: 'house',
    bedrooms: 3,
    name: 'Hastings Street Beach House',
    status: 'active',
    company: 'hearth',
    street: '12 Hastings Street',
    city: 'Noosa Heads',
    state: 'QLD',
    postcode: '4567',
    country: 'Australia',
    owners: ['owner'],
  }),
  property({
    code: 'MLB-002',
    region: 'Sunshine Coast',
    buildingType: 'apartment',
    bedrooms: 2,
    name: 'Mooloolaba Esplanade Apartment',
    status: 'active',
    company: 'hearth',
    street: '7/41 Mooloolaba Esplanade',
    city: 'Mooloolaba',
    state: 'QLD',
    postcode: '4557',
    country: 'Australia',
    owners: ['owner'],
  }),
  property({
    code: 'BYR-003',
    region: 'Gold Coast',
    buildingType: 'house',
    bedrooms: 2,
    name: 'Byron Bay Hinterland Cottage',
    status: 'onboarding',
    company: 'hearth',
    street: '28 Jonson Street',
    city: 'Byron Bay',
    state: 'NSW',
    postcode: '2481',
    country: 'Australia',
    owners: ['owner'],
  }),
  property({
    code: 'SRH-004',
    region: 'Sydney',
    buildingType: 'townhouse',
    bedrooms: 3,
    name: 'Surry Hills Terrace',
    status: 'offboarding',
    company: 'hearth',
    street: '115 Crown Street',
    city: 'Surry Hills',
    state: 'NSW',
    postcode: '2010',
    country: 'Australia',
    owners: ['owner'],
  }),
  property({
    code: 'FTZ-005',
    region: 'Melbourne',
    buildingType: 'apartment',
    bedrooms: 1,
    name: 'Fitzroy Warehouse Loft',
    status: 'active',
    company: 'hearth',
    street: '3/210 Brunswick Street',
    city: 'Fitzroy',
    state: 'VIC',
    postcode: '3065',
    country: 'Australia',
    owners: ['solo.owner'],
  }),
  property({
    code: 'QTN-006',
    region: 'Queenstown',
    buildingType: 'house',
    bedrooms: 3,
    name: 'Queenstown Lakeview Chalet',
    status: 'active',
    company: 'hearth',
    street: '18 Frankton Road',
    city: 'Queenstown',
    state: 'Otago',
    postcode: '9300',
    country: 'New Zealand',
    owners: [],
  }),
  property({
    code: 'CLD-007',
    region: 'Sunshine Coast',
    buildingType: 'apartment',
    bedrooms: 2,
    name: 'Caloundra Kings Beach Unit',
    status: 'active',
    company: 'coastal-stays',
    street: '4/9 Ormuz Avenue',
    city: 'Caloundra',
    state: 'QLD',
    postcode: '4551',
    country: 'Australia',
    owners: [],
  }),
  property({
    code: 'CLM-008',
    region: 'Sunshine Coast',
    buildingType: 'house',
    bedrooms: 3,
    name: 'Coolum Beach Retreat',
    status: 'active',
    company: 'coastal-stays',
    street: '22 David Low Way',
    city: 'Coolum Beach',
    state: 'QLD',
    postcode: '4573',
    country: 'Australia',
    owners: [],
  }),
  property({
    code: 'PRG-009',
    region: 'Sunshine Coast',
    buildingType: 'house',
    bedrooms: 4,
    name: 'Peregian Dunes House',
    status: 'onboarding',
    company: 'coastal-stays',
    street: '5 Kingfisher Drive',
    city: 'Peregian Beach',
    state: 'QLD',
    postcode: '4573',
    country: 'Australia',
    owners: [],
  }),
  property({
    code: 'MAR-010',
    region: 'Sunshine Coast',
    buildingType: 'townhouse',
    bedrooms: 3,
    name: 'Maroochydore River Townhouse',
    status: 'inactive',
    company: 'coastal-stays',
    street: '16 Cotton Tree Parade',
    city: 'Maroochydore',
    state: 'QLD',
    postcode: '4558',
    country: 'Australia',
    owners: [],
  }),
  property({
    code: 'WNK-011',
    region: 'Queenstown',
    buildingType: 'house',
    bedrooms: 4,
    name: 'Wanaka Lakefront Lodge',
    status: 'active',
    company: 'hearth',
    street: '33 Lakeside Road',
    city: 'Wanaka',
    state: 'Otago',
    postcode: '9305',
    country: 'New Zealand',
    owners: [],
  }),
  property({
    code: 'BND-012',
    region: 'Sydney',
    buildingType: 'studio',
    bedrooms: 1,
    name: 'Bondi Beach Studio',
    status: 'inactive',
    company: 'hearth',
    street: '9/120 Campbell Parade',
    city: 'Bondi Beach',
    state: 'NSW',
    postcode: '2026',
    country: 'Australia',
    owners: [],
  }),
];
