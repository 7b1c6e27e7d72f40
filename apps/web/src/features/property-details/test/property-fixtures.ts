import type { TPropertyAttributes, TPropertyDocument } from '@hearth/domain/properties';
import type { FakeReply } from '../../../test/fake-fetch';

export const PROPERTY_ID = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** A property in full as `GET v3/properties/{id}` with every include answers staff. */
export const propertyAttributes = (overrides: Partial<TPropertyAttributes> = {}): TPropertyAttributes => ({
  code: 'NOO-012',
  name: 'Hastings Street Beach House',
  status: 'active',
  lastNight: null,
  currency: 'AUD',
  timezone: 'Australia/Brisbane',
  createdAt: '2024-01-01T00:00:00Z',
  managementType: 'hearth',
  keyType: 'key-nest',
  keyStatus: 'in-store',
  overallCleaningStatus: 'ready',
  riskStatus: null,
  airbnbOverallRating: 4.8,
  checkpoints: {
    ingoingInspectionDate: '2024-01-05',
    entryCleanDate: '2024-01-10',
    photographyDate: null,
    readyReportDate: null,
  },
  primaryPhoto: null,
  icalUrl: null,
  address: {
    street: '12 Hastings Street',
    city: 'Noosa Heads',
    state: 'QLD',
    postcode: '4567',
    country: 'Australia',
    full: '12 Hastings Street, Noosa Heads QLD 4567',
    latitude: -26.39,
    longitude: 153.09,
  },
  amenities: ['wireless-internet', 'pool'],
  channels: [{ code: 'airbnb', name: 'Airbnb', bookings: 12, lastBookedAt: '2026-02-01T00:00:00Z', icalFeeds: 0 }],
  company: { id: 'c1', name: 'Hearth', partnerType: 'Hearth' },
  compliance: {
    policyEnabled: true,
    riskColour: 'orange',
    riskLabel: 'Registration renewal due',
    currentYearOverrideActivated: true,
    currentYearRenewalDate: '2026-07-01',
    currentYearBookableDays: 180,
    nightCapRule: 'greater-sydney',
    nightCapUsage: {
      nights: 180,
      label: 'Greater Sydney short-term rental cap',
      year: { from: '2026-07-01', to: '2027-07-01' },
      booked: 132,
      left: 48,
    },
  },
  details: {
    bedrooms: 3,
    bathrooms: 2,
    beds: 4,
    maxGuests: 6,
    minimumStay: 2,
    type: 'house',
    segment: 'premium',
    autoCheckoutClean: true,
  },
  managers: [
    { id: 'm1', email: 'sam@hearth.test', fullName: 'Sam Staff', type: 'customer_experience', photoUrl: null },
  ],
  accountManager: { fullName: 'Sam Staff', photoUrl: null },
  photos: [],
  policy: null,
  resources: {
    links: [
      { name: 'Property manager', url: 'https://manager.example.com/p/NOO-012' },
      { name: 'Salesforce', url: 'https://hearth.lightning.force.com/lightning/r/Property__c/a0B1/view' },
    ],
  },
  rooms: [{ name: 'Main bedroom', type: 'bedroom', beds: [{ type: 'king', count: 1 }], ensuite: true }],
  settings: null,
  owners: [
    {
      id: 'o1',
      fullName: 'Olivia Owner',
      email: 'olivia@example.com',
      lastLoginAt: '2026-03-01T01:00:00Z',
      roles: ['ROLE_OWNER'],
    },
  ],
  lastLoginAt: '2026-03-01T01:00:00Z',
  baseFees: [{ type: 'cleaning', amount: 16_500, chargedPer: 'stay', taxable: true }],
  managementFees: [{ kind: 'short-stay', percentage: 20, startsOn: '2024-01-01', endsOn: null }],
  ...overrides,
});

export const propertyDocument = (overrides: Partial<TPropertyAttributes> = {}): TPropertyDocument => ({
  data: { id: PROPERTY_ID, type: 'property', attributes: propertyAttributes(overrides) },
});

export const propertyReply = (overrides: Partial<TPropertyAttributes> = {}): FakeReply => ({
  status: 200,
  body: propertyDocument(overrides),
});
