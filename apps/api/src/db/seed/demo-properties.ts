import { deterministicUuid } from './deterministic-id';

export type DemoCompanyKey = 'hearth' | 'coastal-stays';

export type DemoProperty = {
  id: string;
  code: string;
  name: string;
  status: 'onboarding' | 'active' | 'offboarding' | 'inactive';
  company: DemoCompanyKey;
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: 'Australia' | 'New Zealand';
  /** Demo account names (see demo-accounts.ts) that own it. */
  owners: readonly string[];
};

const property = (p: Omit<DemoProperty, 'id'>): DemoProperty => ({ id: deterministicUuid(`property:${p.code}`), ...p });

/** Real AU/NZ suburbs and postcodes; street numbers and names of the houses are invented. */
export const DEMO_PROPERTIES: readonly DemoProperty[] = [
  property({
    code: 'NSH-001',
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

export const fullAddress = (p: Pick<DemoProperty, 'street' | 'city' | 'state' | 'postcode' | 'country'>): string =>
  `${p.street}, ${p.city} ${p.state} ${p.postcode}, ${p.country}`;
