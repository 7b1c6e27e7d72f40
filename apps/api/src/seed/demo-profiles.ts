import { asc, sql } from 'drizzle-orm';
import {
  PROFILE_PARTS,
  SALESFORCE_LINK_NAME,
  type CancellationPolicy,
  type CheckInMethod,
  type PayoutFrequency,
  type TBaseFee,
  type TFinance,
  type TManagementFee,
  type TPolicy,
  type TPricingExclusion,
  type TPropertySettings,
  type TRoom,
} from '@hearth/domain';
import type { Db } from '../db/client';
import { companies, properties, propertyProfiles } from '../db/schema';
import { addDays } from './portfolio/calendar';
import { createRandom, type Random } from './random';

/*
 * The property record's profile parts for every demo listing (issue 14): base fees, management fees, finance,
 * policy, pricing exclusions, rooms and settings, as an AU or NZ operator keeps them, plus the Salesforce link among
 * each listing's resources; and the words of the seeded reviews, which booking-details.ts writes with one headline
 * and one comment for all. Every value hashes the listing's code, so each machine seeds the same.
 */

type Listing = {
  id: string;
  code: string;
  status: string;
  segment: string;
  buildingType: string;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  currency: 'AUD' | 'NZD';
  state: string;
  keyType: string;
  amenities: string[];
  createdAt: Date;
  resourceLinks: { name: string; url: string }[];
  companyName: string;
  ownerName: string | null;
};

const dollars = (amount: number) => Math.round(amount) * 100;

/** A stay price scales with the size of the home and its segment; NZ dollars run about 10% above AU. */
const baseFeesOf = (random: Random, l: Listing, petsAllowed: boolean): TBaseFee[] => {
  const nz = l.currency === 'NZD' ? 1.1 : 1;
  const premium = l.segment === 'luxe' ? 1.35 : l.segment === 'premium' ? 1.15 : 1;
  const clean = (70 + 35 * Math.max(1, l.bedrooms) + random.int(0, 4) * 5) * nz * premium;
  const fees: TBaseFee[] = [{ type: 'cleaning', amount: dollars(clean), chargedPer: 'stay', taxable: true }];
  if (random.chance(0.55)) {
    fees.push({ type: 'linen', amount: dollars((20 + 10 * l.bedrooms) * nz), chargedPer: 'stay', taxable: true });
  }
  if (petsAllowed)
    fees.push({ type: 'pet', amount: dollars(random.pick([50, 60, 75, 80]) * nz), chargedPer: 'stay', taxable: true });
  if (l.maxGuests > 4 && random.chance(0.45)) {
    fees.push({
      type: 'extra-guest',
      amount: dollars(random.pick([25, 30, 35, 40]) * nz),
      chargedPer: 'guest-night',
      taxable: true,
    });
  }
  if (random.chance(0.35)) {
    fees.push({
      type: 'early-check-in',
      amount: dollars(random.pick([40, 50, 60])),
      chargedPer: 'stay',
      taxable: true,
    });
    fees.push({
      type: 'late-check-out',
      amount: dollars(random.pick([40, 50, 60])),
      chargedPer: 'stay',
      taxable: true,
    });
  }
  if (l.segment === 'luxe' || random.chance(0.3)) {
    const bond = l.segment === 'luxe' ? 1_000 : l.segment === 'premium' ? 500 : 300;
    fees.push({ type: 'security-deposit', amount: dollars(bond * nz), chargedPer: 'stay', taxable: false });
  }
  return fees;
};

const managementFeesOf = (random: Random, l: Listing, today: string): TManagementFee[] => {
  const joined = l.createdAt.toISOString().slice(0, 10);
  const fees: TManagementFee[] = [];
  // One in five renegotiated their fee a year or more after joining.
  const changedOn = addDays(joined, random.int(365, 900));
  const renegotiated = random.chance(0.2) && changedOn < today;
  const rate = random.weighted({ '20': 60, '17.5': 25, '22': 10, '15': 5 });
  fees.push({
    kind: 'short-stay',
    percentage: Number(rate),
    startsOn: joined,
    endsOn: renegotiated ? addDays(changedOn, -1) : null,
  });
  if (renegotiated)
    fees.push({ kind: 'short-stay', percentage: Number(rate) - 2.5, startsOn: changedOn, endsOn: null });
  if (random.chance(0.25)) {
    fees.push({ kind: 'long-term', percentage: random.pick([6.6, 7, 7.7, 8.8]), startsOn: joined, endsOn: null });
  }
  return fees;
};

const AU_BANKS = [
  'Commonwealth Bank',
  'Westpac',
  'ANZ',
  'NAB',
  'Bendigo Bank',
  'Macquarie Bank',
  'ING',
  'Suncorp Bank',
];
const NZ_BANKS = ['ANZ New Zealand', 'ASB', 'BNZ', 'Westpac New Zealand', 'Kiwibank', 'TSB'];

/** An ABN that passes the Australian Business Register's checksum (weights 10,1,3,...,19; modulus 89). */
const abnOf = (random: Random): string => {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (;;) {
    const digits = Array.from({ length: 11 }, (_, i) => (i === 0 ? random.int(1, 9) : random.int(0, 9)));
    const sum = digits.reduce((total, digit, i) => total + (i === 0 ? digit - 1 : digit) * weights[i]!, 0);
    if (sum % 89 === 0) return digits.join('');
  }
};

const financeOf = (random: Random, l: Listing): TFinance => {
  const nz = l.currency === 'NZD';
  const surname = l.ownerName?.split(' ').slice(1).join(' ') || 'Owner';
  const accountName = random.pick([
    l.ownerName ?? `${surname} Holdings`,
    `${surname} Family Trust`,
    `${surname} Holdings Pty Ltd`,
  ]);
  const gstRegistered = random.chance(0.3);
  return {
    payoutFrequency: random.weighted<PayoutFrequency>({ monthly: 70, fortnightly: 25, weekly: 5 }),
    payoutAccount: random.chance(0.92)
      ? {
          accountName: nz ? accountName.replace(' Pty Ltd', ' Limited') : accountName,
          bankName: random.pick(nz ? NZ_BANKS : AU_BANKS),
          last4: String(random.int(0, 9999)).padStart(4, '0'),
        }
      : null,
    gstRegistered,
    taxNumber:
      gstRegistered || random.chance(0.4) ? (nz ? String(random.int(10_000_000, 149_999_999)) : abnOf(random)) : null,
    trustAccount: `${l.companyName} Trust Account (${nz ? 'NZ' : 'AU'})`,
    maintenanceFloat: dollars(random.pick([200, 250, 300, 500])),
  };
};

const policyOf = (random: Random, l: Listing, petsAllowed: boolean): TPolicy => {
  const apartment = l.buildingType === 'apartment';
  const quiet = apartment ? random.chance(0.9) : random.chance(0.6);
  const rules = [
    'No parties or events.',
    quiet ? 'Please respect the neighbours: quiet hours from 10 pm to 7 am.' : null,
    'No smoking inside or on the balcony.',
    apartment
      ? 'Visitor parking is for guests of the building only; use bay 2 in the basement.'
      : 'Please take the rubbish and recycling to the bins beside the garage before you leave.',
    l.amenities.includes('pool') ? 'The pool gate must stay closed at all times; no glass near the pool.' : null,
    petsAllowed ? 'Pets are welcome outside and in the living areas, but not on the beds or sofas.' : 'Sorry, no pets.',
    l.amenities.includes('indoor-fireplace')
      ? 'Use only the firewood supplied, and never leave the fire unattended.'
      : null,
  ].filter((rule): rule is string => rule !== null);
  return {
    checkInTime: random.weighted({ '15:00': 70, '14:00': 15, '16:00': 15 }),
    checkOutTime: random.weighted({ '10:00': 80, '11:00': 20 }),
    cancellationPolicy: random.weighted<CancellationPolicy>(
      l.segment === 'luxe' ? { flexible: 5, moderate: 35, strict: 60 } : { flexible: 35, moderate: 45, strict: 20 },
    ),
    petsAllowed,
    smokingAllowed: false,
    partiesAllowed: false,
    quietHoursFrom: quiet ? '22:00' : null,
    quietHoursTo: quiet ? '07:00' : null,
    minimumGuestAge: l.segment === 'luxe' && random.chance(0.4) ? 25 : random.chance(0.15) ? 21 : 18,
    houseRules: rules.join('\n'),
    // No draw from `random`: the demo's other values stay as they were.
    checkInInstructions: apartment
      ? 'Collect your key from the key store named in your booking, then take the lift to your floor. The building door code is sent the day before you arrive.'
      : 'Your door code is sent the day before you arrive. Park in the driveway; the front door is at the side of the house.',
  };
};

/** Days each region prices by hand: its big events, and the summer holidays. `year` is the next one to come. */
const exclusionsOf = (random: Random, l: Listing, today: string): TPricingExclusion[] => {
  const year = Number(today.slice(0, 4));
  const ahead = (start: string) => (start < today ? `${Number(start.slice(0, 4)) + 1}${start.slice(4)}` : start);
  const within = (start: string, nights: number) => ({
    startDate: ahead(start),
    endDate: addDays(ahead(start), nights),
  });
  const nz = l.currency === 'NZD';
  const events: Omit<TPricingExclusion, 'fixedNightlyRate' | 'reason'>[] = nz
    ? [
        { name: 'Queenstown Winter Festival', ...within(`${year}-06-25`, 4) },
        { name: 'Waitangi weekend', ...within(`${year}-02-05`, 3) },
      ]
    : l.state === 'NSW'
      ? [{ name: "New Year's Eve fireworks", ...within(`${year}-12-30`, 2) }]
      : l.state === 'VIC'
        ? [{ name: 'Melbourne Cup week', ...within(`${year}-11-01`, 4) }]
        : l.state === 'QLD'
          ? [
              { name: 'Schoolies week', ...within(`${year}-11-15`, 7) },
              { name: 'Noosa Eat & Drink festival', ...within(`${year}-05-14`, 4) },
            ]
          : [{ name: 'Easter long weekend', ...within(`${year}-04-02`, 4) }];
  const exclusions: TPricingExclusion[] = [];
  for (const event of events) {
    if (!random.chance(0.45)) continue;
    const nightly = (180 + 60 * l.bedrooms) * (l.segment === 'luxe' ? 1.6 : 1) * (nz ? 1.1 : 1);
    exclusions.push({ ...event, reason: 'event', fixedNightlyRate: dollars(Math.round(nightly / 10) * 10) });
  }
  if (random.chance(0.15)) {
    exclusions.push({
      name: 'Owner-set rate over Christmas',
      ...within(`${year}-12-20`, 14),
      reason: 'owner-rate',
      fixedNightlyRate: null,
    });
  }
  return exclusions.sort((a, b) => a.startDate.localeCompare(b.startDate));
};

/** Bedrooms with their beds, bathrooms not inside a bedroom, and the shared spaces the amenities speak of. */
const roomsOf = (random: Random, l: Listing): TRoom[] => {
  if (l.buildingType === 'studio') {
    return [
      { name: 'Studio', type: 'bedroom', beds: [{ type: 'queen', count: 1 }], ensuite: true },
      { name: 'Kitchenette', type: 'kitchen', beds: [], ensuite: false },
    ];
  }
  const rooms: TRoom[] = [];
  const ensuites = l.bathrooms >= 2 ? 1 : 0;
  let sleeps = 0;
  for (let i = 1; i <= l.bedrooms; i += 1) {
    const main = i === 1;
    const twin = !main && random.chance(0.35);
    const bunk = !main && i >= 3 && random.chance(0.25);
    const beds: TRoom['beds'] = main
      ? [{ type: l.segment === 'luxe' || random.chance(0.5) ? 'king' : 'queen', count: 1 }]
      : bunk
        ? [{ type: 'bunk', count: 1 }]
        : twin
          ? [{ type: random.chance(0.5) ? 'king-single' : 'single', count: 2 }]
          : [{ type: 'queen', count: 1 }];
    sleeps += 2;
    rooms.push({ name: main ? 'Main bedroom' : `Bedroom ${i}`, type: 'bedroom', beds, ensuite: main && ensuites > 0 });
  }
  for (let b = ensuites + 1; b <= l.bathrooms; b += 1) {
    rooms.push({
      name: b === ensuites + 1 ? 'Main bathroom' : `Bathroom ${b}`,
      type: 'bathroom',
      beds: [],
      ensuite: false,
    });
  }
  rooms.push({
    name: 'Living room',
    type: 'living',
    beds: l.maxGuests > sleeps ? [{ type: 'sofa-bed', count: 1 }] : [],
    ensuite: false,
  });
  rooms.push({ name: 'Kitchen', type: 'kitchen', beds: [], ensuite: false });
  if (l.amenities.includes('balcony')) rooms.push({ name: 'Balcony', type: 'outdoor', beds: [], ensuite: false });
  if (l.amenities.includes('garden') || l.amenities.includes('pool')) {
    rooms.push({
      name: l.amenities.includes('pool') ? 'Pool deck' : 'Garden',
      type: 'outdoor',
      beds: [],
      ensuite: false,
    });
  }
  return rooms;
};

const settingsOf = (random: Random, l: Listing): TPropertySettings => {
  const checkInMethod: CheckInMethod =
    l.keyType === 'standard' ? (random.chance(0.8) ? 'self' : 'meet-and-greet') : 'key-collection';
  const hex = Math.floor(random.next() * 0xffff)
    .toString(16)
    .toUpperCase()
    .padStart(4, '0');
  return {
    instantBook: random.chance(0.7),
    smartPricing: random.chance(0.85),
    guestPortal: random.chance(0.9),
    cleanAfterOwnerStay: random.chance(0.6),
    checkInMethod,
    wifiNetwork: random.chance(0.85) ? (l.currency === 'NZD' ? `Spark-${hex}` : `Telstra${hex}`) : null,
  };
};

/** The operator's CRM record of the listing: a Salesforce record id (15 characters from 'a0B'). */
const salesforceLinkOf = (random: Random) => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const id = `a0B5g00000${Array.from({ length: 5 }, () => alphabet[random.int(0, alphabet.length - 1)]).join('')}`;
  return { name: SALESFORCE_LINK_NAME, url: `https://hearth.lightning.force.com/lightning/r/Property__c/${id}/view` };
};

/** The listing's profile, checked against the domain's shapes before it is written (a wrong seed fails loudly). */
export const demoProfileOf = (l: Listing, today: string) => {
  const random = createRandom(`profile:${l.code}`);
  const petsAllowed = l.buildingType !== 'apartment' && random.chance(0.25);
  const parts = {
    baseFees: baseFeesOf(random, l, petsAllowed),
    managementFees: managementFeesOf(random, l, today),
    finance: financeOf(random, l),
    policy: policyOf(random, l, petsAllowed),
    pricingExclusions: exclusionsOf(random, l, today),
    rooms: roomsOf(random, l),
    settings: settingsOf(random, l),
  };
  for (const [part, value] of Object.entries(parts)) PROFILE_PARTS[part as keyof typeof parts].parse(value);
  return { parts, salesforce: random.chance(0.95) ? salesforceLinkOf(random) : null };
};

/** Review words by how the stay went; each review picks by its booking id. */
const GOOD = {
  headline: [
    'Wonderful stay',
    'Perfect weekend away',
    'Could not fault it',
    'Home away from home',
    'Spotless and so comfortable',
    'Exceeded our expectations',
    'Will definitely be back',
  ],
  positive: [
    'Beautifully presented and spotlessly clean. The beds were so comfortable and the kitchen had everything we needed.',
    'Great location, an easy walk to the beach and cafes. Check-in was simple and the instructions were clear.',
    'Lovely quiet spot with plenty of room for the kids. The welcome pack was a nice touch.',
    'The views were even better than the photos and the deck was perfect for breakfast in the sun.',
    'Really well equipped: good coffee machine, fast wifi and plenty of towels.',
  ],
  comment: [
    'We had a fantastic few days and would happily stay again.',
    'Everything was as described. Thanks for a great stay!',
    'Highly recommend for families.',
  ],
  negative: [null, null, null, 'Parking was a little tight for a large car.', 'The shower took a while to warm up.'],
  private: [
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    'One of the bedside lamps is not working.',
    'The smoke alarm in the hallway chirped overnight; might need a battery.',
    'Thanks for letting us leave our bags early!',
  ],
};
const FAIR = {
  headline: [
    'Good base for a weekend',
    'Nice spot, a few small issues',
    'Decent stay',
    'Great location, tired interior',
  ],
  positive: [
    'Handy location close to the shops and the water.',
    'Comfortable beds and a good-sized living area.',
    'Check-in was easy and the host replied quickly.',
  ],
  comment: ['Overall a good stay with a couple of things to fix.', 'Good value for the area.'],
  negative: [
    'The kitchen could do with a few more pans and a sharper knife.',
    'Some dust under the beds and the bathroom fan is noisy.',
    'Street noise at night was louder than we expected.',
    'The air conditioner in the main bedroom struggled on the hot days.',
  ],
  private: [
    null,
    null,
    null,
    'The fly screen on the back door is torn.',
    'We found the oven was not cleaned from the previous guests.',
    null,
    'The dishwasher leaks a little onto the floor.',
  ],
};
const RESPONSES = [
  'Thanks so much for staying with us, we hope to host you again!',
  'Thank you for the lovely review. We are so glad you enjoyed the stay.',
  'Thanks for your feedback. We have passed your comments on to our maintenance team and they are being looked at.',
  'It was a pleasure having you. Safe travels and see you next time!',
];

const sqlArray = (items: readonly (string | null)[]) =>
  sql`array[${sql.join(
    items.map((item) => (item === null ? sql`null::text` : sql`${item}::text`)),
    sql`, `,
  )}]`;
const pickSql = (items: readonly (string | null)[], purpose: string) =>
  sql`(${sqlArray(items)})[1 + abs(hashtext(r.booking_id::text || ${purpose})) % ${items.length}]`;

/** Varied words for the seeded reviews, sub-ratings around the overall rating, and a private note on some. */
const varyReviews = async (db: Db): Promise<void> => {
  const good = sql`r.rating >= 4.5`;
  const words = (key: keyof typeof GOOD) =>
    sql`case when ${good} then ${pickSql(GOOD[key], key)} else ${pickSql(FAIR[key], key)} end`;
  const near = (purpose: string) =>
    sql`least(5, greatest(1, r.rating + ((abs(hashtext(r.booking_id::text || ${purpose})) % 3) - 1) * 0.5))`;
  await db.execute(sql`
    update booking_reviews r set
      comments = jsonb_strip_nulls(jsonb_build_object(
        'headline', ${words('headline')},
        'comment', ${words('comment')},
        'positiveComment', ${words('positive')},
        'negativeComment', ${words('negative')},
        'privateComment', ${words('private')})),
      sub_ratings = jsonb_build_object(
        'cleanliness', ${near('clean')}, 'accuracy', ${near('accuracy')}, 'checkin', ${near('checkin')},
        'communication', ${near('communication')}, 'location', least(5, ${near('location')} + 0.5), 'value', ${near('value')}),
      response = case when r.response is null then null else ${pickSql(RESPONSES, 'response')} end`);
};

/** Profiles and Salesforce links for every demo listing, and varied review words (see the top of this file). */
export const seedDemoProfiles = async (db: Db, options: { today: string }): Promise<void> => {
  const listings: Listing[] = await db
    .select({
      id: properties.id,
      code: properties.code,
      status: properties.status,
      segment: properties.segment,
      buildingType: properties.buildingType,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      maxGuests: properties.maxGuests,
      currency: properties.currency,
      state: properties.state,
      keyType: properties.keyType,
      amenities: properties.amenities,
      createdAt: properties.createdAt,
      resourceLinks: properties.resourceLinks,
      companyName: companies.name,
      ownerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from property_owners o
        join users u on u.id = o.user_id where o.property_id = ${properties.id} order by u.last_name limit 1)`,
    })
    .from(properties)
    .innerJoin(companies, sql`${companies.id} = ${properties.companyId}`)
    .orderBy(asc(properties.code));
  const rows = listings.map((listing) => ({ listing, ...demoProfileOf(listing, options.today) }));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insert(propertyProfiles)
      .values(rows.slice(i, i + 100).map(({ listing, parts }) => ({ propertyId: listing.id, ...parts })))
      .onConflictDoNothing();
  }
  const withLink = rows.filter(
    (row) => row.salesforce && !row.listing.resourceLinks.some((l) => l.name === SALESFORCE_LINK_NAME),
  );
  if (withLink.length > 0) {
    await db.execute(sql`
      update properties p set resource_links = p.resource_links || jsonb_build_array(v.link)
      from (values ${sql.join(
        withLink.map((row) => sql`(${row.listing.id}::uuid, ${JSON.stringify(row.salesforce)}::jsonb)`),
        sql`, `,
      )}) as v(id, link)
      where p.id = v.id`);
  }
  await varyReviews(db);
};
