import { randomBytes } from 'node:crypto';
import { addDays } from '@hearth/domain';
import type { Db } from '../db/client';
import { smartquotes, type SmartquoteRow } from '../db/schema';
import type { BlobStore } from '../adapters/blob';
// The forecast is computed the one way the API computes it, so the demo's overviews and public pages show real figures.
import { forecastQuote } from '../modules/smartquotes/smartquote-forecast';
import { demoPhotoPng } from './demo-photos';
import { demoCompanyId, type DemoCompanyKey } from './demo-companies';
import { deterministicUuid, demoUserId } from './deterministic-id';

type DemoQuote = {
  company: DemoCompanyKey;
  createdBy: 'staff' | 'admin' | 'licensee';
  daysAgo: number;
  published: boolean;
  address: Pick<
    SmartquoteRow,
    'street' | 'city' | 'postcode' | 'state' | 'country' | 'fullAddress' | 'latitude' | 'longitude'
  >;
  home: Pick<SmartquoteRow, 'beds' | 'baths' | 'carSpaces' | 'lockUpGarages' | 'propertyType'>;
  settings: Pick<
    SmartquoteRow,
    'weeklyLtrCents' | 'ltrManagementFee' | 'setupFeeCents' | 'managementFee' | 'segment' | 'amenities'
  >;
  owner: { firstName: string; lastName: string } | null;
  closeInDays: number | null;
};

const au = (street: string, city: string, postcode: string, latitude: number, longitude: number) => ({
  street,
  city,
  postcode,
  state: 'QLD',
  country: 'Australia' as const,
  fullAddress: `${street}, ${city} QLD ${postcode}, Australia`,
  latitude,
  longitude,
});

/**
 * Eight quotes at real streets of Brisbane, the Sunshine Coast and Queenstown (NZ), across Hearth and its licensees:
 * published ones (the list's view icon, the public page), drafts stopped at a step, and one of Coastal Stays for the
 * demo licensee. Coordinates are the street's, as a chosen address suggestion gives them.
 */
const DEMO_QUOTES: readonly DemoQuote[] = [
  {
    company: 'hearth',
    createdBy: 'staff',
    daysAgo: 41,
    published: true,
    address: au('24 Merthyr Road', 'New Farm', '4005', -27.4676, 153.0507),
    home: { beds: 3, baths: 2, carSpaces: 1, lockUpGarages: 1, propertyType: 'house' },
    settings: {
      weeklyLtrCents: 85_000,
      ltrManagementFee: 7,
      setupFeeCents: 120_000,
      managementFee: 20,
      segment: 'premium',
      amenities: 'good',
    },
    owner: { firstName: 'Grace', lastName: 'Whitfield' },
    closeInDays: 14,
  },
  {
    company: 'hearth',
    createdBy: 'staff',
    daysAgo: 27,
    published: true,
    address: au('15 Latrobe Terrace', 'Paddington', '4064', -27.4597, 153.0004),
    home: { beds: 2, baths: 1, carSpaces: 1, lockUpGarages: 0, propertyType: 'house' },
    settings: {
      weeklyLtrCents: 68_000,
      ltrManagementFee: 7,
      setupFeeCents: 90_000,
      managementFee: 20,
      segment: 'comfort',
      amenities: 'standard',
    },
    owner: { firstName: 'Daniel', lastName: 'Okafor' },
    closeInDays: null,
  },
  {
    company: 'hearth',
    createdBy: 'admin',
    daysAgo: 12,
    published: true,
    address: au('3 Hastings Street', 'Noosa Heads', '4567', -26.3868, 153.0873),
    home: { beds: 2, baths: 2, carSpaces: 1, lockUpGarages: 0, propertyType: 'apartment' },
    settings: {
      weeklyLtrCents: 95_000,
      ltrManagementFee: 8,
      setupFeeCents: 150_000,
      managementFee: 22,
      segment: 'luxe',
      amenities: 'extra',
    },
    owner: { firstName: 'Hannah', lastName: 'Brooks' },
    closeInDays: 21,
  },
  {
    company: 'hearth',
    createdBy: 'staff',
    daysAgo: 2,
    published: false,
    address: au('7 Beach Road', 'Coolum Beach', '4573', -26.5287, 153.0886),
    home: { beds: 4, baths: 2, carSpaces: 2, lockUpGarages: 2, propertyType: 'house' },
    settings: {
      weeklyLtrCents: 90_000,
      ltrManagementFee: null,
      setupFeeCents: null,
      managementFee: null,
      segment: 'comfort',
      amenities: 'standard',
    },
    owner: null,
    closeInDays: null,
  },
  {
    company: 'coastal-stays',
    createdBy: 'licensee',
    daysAgo: 18,
    published: true,
    address: au('12 Ormonde Terrace', 'Kings Beach', '4551', -26.8016, 153.1427),
    home: { beds: 3, baths: 2, carSpaces: 1, lockUpGarages: 1, propertyType: 'apartment' },
    settings: {
      weeklyLtrCents: 78_000,
      ltrManagementFee: 12,
      setupFeeCents: 100_000,
      managementFee: 20,
      segment: 'premium',
      amenities: 'good',
    },
    owner: { firstName: 'Liam', lastName: 'Castellano' },
    closeInDays: 10,
  },
  {
    company: 'coastal-stays',
    createdBy: 'licensee',
    daysAgo: 5,
    published: false,
    address: au('9 Parkyn Parade', 'Mooloolaba', '4557', -26.6849, 153.1208),
    home: { beds: 1, baths: 1, carSpaces: 1, lockUpGarages: 0, propertyType: 'apartment' },
    settings: {
      weeklyLtrCents: 55_000,
      ltrManagementFee: 12,
      setupFeeCents: null,
      managementFee: null,
      segment: 'comfort',
      amenities: 'standard',
    },
    owner: null,
    closeInDays: null,
  },
  {
    company: 'harbour-city-stays',
    createdBy: 'staff',
    daysAgo: 8,
    published: false,
    address: au('88 Macquarie Street', 'Teneriffe', '4005', -27.4566, 153.0469),
    home: { beds: 2, baths: 2, carSpaces: 1, lockUpGarages: 0, propertyType: 'apartment' },
    settings: {
      weeklyLtrCents: 75_000,
      ltrManagementFee: 14,
      setupFeeCents: 80_000,
      managementFee: 18,
      segment: 'comfort',
      amenities: 'good',
    },
    owner: { firstName: 'Priya', lastName: 'Raman' },
    closeInDays: 30,
  },
  {
    company: 'wakatipu-holiday-homes',
    createdBy: 'staff',
    daysAgo: 15,
    published: true,
    address: {
      street: '14 Frankton Road',
      city: 'Queenstown',
      postcode: '9300',
      state: '',
      country: 'New Zealand',
      fullAddress: '14 Frankton Road, Queenstown 9300, New Zealand',
      latitude: -45.0361,
      longitude: 168.6676,
    },
    home: { beds: 3, baths: 2, carSpaces: 2, lockUpGarages: 1, propertyType: 'house' },
    settings: {
      weeklyLtrCents: 95_000,
      ltrManagementFee: 10,
      setupFeeCents: 150_000,
      managementFee: 22,
      segment: 'luxe',
      amenities: 'extra',
    },
    owner: { firstName: 'Aroha', lastName: 'Ngata' },
    closeInDays: 7,
  },
];

export const demoSmartquoteId = (index: number): string => deterministicUuid(`smartquote:${index}`);

const phoneOf = (country: SmartquoteRow['country'], index: number) =>
  country === 'New Zealand' ? `+64 21 555 ${String(100 + index)}` : `+61 412 555 ${String(300 + index)}`;

/** Noon in Sydney of a seed day, so a quote's day is the same in every zone the demo is read in. */
const noonOf = (day: string) => new Date(`${day}T02:00:00Z`);

/** The demo quotes with a generated photo each; published ones went out a day after they were made. */
export const seedDemoSmartquotes = async (db: Db, options: { blob: BlobStore; today: string }): Promise<void> => {
  for (const [index, quote] of DEMO_QUOTES.entries()) {
    const createdAt = noonOf(addDays(options.today, -quote.daysAgo));
    const publishedAt = quote.published ? noonOf(addDays(options.today, 1 - quote.daysAgo)) : null;
    const photoKey = await options.blob.put({
      prefix: 'smartquote-photo',
      body: demoPhotoPng(index),
      contentType: 'image/png',
      filename: `smartquote-${index + 1}.png`,
    });
    const row: SmartquoteRow = {
      id: demoSmartquoteId(index),
      // Random even in the demo: a public page's address is never derived from anything anyone could know.
      publicToken: randomBytes(32).toString('base64url'),
      status: quote.published ? 'published' : 'draft',
      companyId: demoCompanyId(quote.company),
      createdByUserId: demoUserId(quote.createdBy),
      createdAt,
      updatedAt: publishedAt ?? createdAt,
      publishedAt,
      ...quote.address,
      ...quote.home,
      photoKey,
      ownerFirstName: quote.owner?.firstName ?? null,
      ownerLastName: quote.owner?.lastName ?? null,
      ownerPhone: quote.owner ? phoneOf(quote.address.country, index) : null,
      ownerEmail: quote.owner ? `${quote.owner.firstName.toLowerCase()}@owner.example` : null,
      ownerAddress: quote.owner ? quote.address.fullAddress : null,
      ...quote.settings,
      occupancy: 'high',
      pricing: 'standard',
      closeBy: quote.closeInDays === null ? null : addDays(options.today, quote.closeInDays),
      forecast: null,
      forecastAt: null,
      onboardedPropertyId: null,
      forecastError: null,
    };
    const forecast = await forecastQuote(db, row);
    await db.insert(smartquotes).values({ ...row, forecast, forecastAt: forecast ? createdAt : null });
  }
};
