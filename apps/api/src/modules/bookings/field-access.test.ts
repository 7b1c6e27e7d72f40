import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  can,
  FIELD_ACTIONS,
  GUARDED_FIELDS,
  isRouteAllowed,
  PROPERTY_INCLUDES,
  type FieldAction,
  type PermissionCaller,
} from '@hearth/domain';
import {
  bookingCards,
  bookingMessages,
  bookingNotes,
  bookingPayments,
  bookingReviews,
  bookings,
  propertyManagers,
  quotes,
} from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';

/**
 * Who sees which fields (packages/domain/src/access/permissions.ts), through HTTP, for every demo account that opens
 * a property: each document's fields are listed here once, and whether a field must be present for a viewer is
 * read from the permissions table. A new guarded field, action or role shows up here without touching this file.
 */

// Every attribute a document can carry (to the depth the table guards), as GUARDED_FIELDS names them.
const PROPERTY_FIELDS = [
  'code',
  'name',
  'status',
  'lastNight',
  'currency',
  'timezone',
  'createdAt',
  'address',
  'details',
  'company',
  'managementType',
  'keyType',
  'keyStatus',
  'overallCleaningStatus',
  'riskStatus',
  'airbnbOverallRating',
  'amenities',
  'checkpoints',
  'compliance',
  'resources',
  'primaryPhoto',
  'photos',
  'keys',
  'managers',
  'accountManager',
  'owners',
  'lastLoginAt',
  'icalUrl',
  'baseFees',
  'channels',
  'finance',
  'managementFees',
  'merchant',
  'policy',
  'pricingExclusions',
  'rooms',
  'settings',
].map((key) => `property.${key}`);
const OWNER_ROW_FIELDS = ['id', 'fullName', 'email', 'lastLoginAt', 'roles'].map((key) => `property.owners[].${key}`);
const BOOKING_LIST_FIELDS = [
  'startDate',
  'endDate',
  'status',
  'recordStatus',
  'longCode',
  'channel',
  'guest',
  'guest.fullName',
  'guest.adults',
  'guest.children',
  'currency',
  'totalAmount',
  'bookedAt',
  'cancelledAt',
  'notes',
].map((key) => `booking.${key}`);
const BOOKING_FIELDS = [
  ...BOOKING_LIST_FIELDS.filter((field) => field !== 'booking.notes'),
  ...[
    'guest.email',
    'guest.phone',
    'propertyId',
    'booker',
    'booker.fullName',
    'booker.email',
    'booker.phone',
    'createdBy',
    'cleaningRequired',
    'corporatePartner',
    'hasEarlyEta',
    'hasLateEtd',
    'externalSource',
    'cancellationPolicy',
    'payout',
    'paymentSummary',
    'currentQuoteId',
    'depositSummary',
    'finance',
    'payoutBreakdown',
    'payoutSummary',
    'verification',
    'cancellationFee',
    'cancellationReason',
  ].map((key) => `booking.${key}`),
];
const REVIEW_FIELDS = [
  'reviewedAt',
  'channel',
  'stay',
  'rating',
  'comments',
  'hostResponse',
  ...['comment', 'headline', 'positiveComment', 'negativeComment', 'privateComment'].map((key) => `comments.${key}`),
].map((key) => `review.${key}`);
const INCLUDED_TYPES = [
  'payment',
  'message',
  'note',
  'quote',
  'merchant',
  'review',
  'property',
  'card',
  'clean-cancellation',
  'resource',
];
const BOOKING_INCLUDE = 'payments,messages,notes,quotes,merchant,review,property,cards,clean-cancellation,resources';

const guardOf = (field: string): FieldAction | undefined =>
  FIELD_ACTIONS.find((action) => GUARDED_FIELDS[action].includes(field));
/** Whether `viewer` may read `field`, and every object it sits in ('booking.booker.fullName' needs 'booking.booker'). */
const visible = (viewer: PermissionCaller, field: string, subject?: { userId: string }): boolean =>
  field
    .split('.')
    .map((_, i, parts) => parts.slice(0, i + 1).join('.'))
    .every((path) => {
      const action = guardOf(path);
      return action === undefined || can(viewer, action, subject);
    });
/** The fields of `expected` that `viewer` may read. */
const expectedFor = (viewer: PermissionCaller, fields: readonly string[]) =>
  fields.filter((field) => visible(viewer, field)).sort();

/** An attributes object's fields, one level into the objects the table guards inside (guest, booker). */
const fieldsOf = (prefix: string, attributes: Record<string, unknown>): string[] => {
  const nested = new Set(
    Object.values(GUARDED_FIELDS)
      .flat()
      .filter((field) => field.startsWith(`${prefix}.`) && !field.includes('[]'))
      .map((field) => field.split('.'))
      .filter((parts) => parts.length === 3 && parts[1] !== 'included')
      .map((parts) => parts[1]),
  );
  return Object.entries(attributes)
    .flatMap(([key, value]) => [
      `${prefix}.${key}`,
      ...(nested.has(key) && value !== null && typeof value === 'object'
        ? Object.keys(value).map((sub) => `${prefix}.${key}.${sub}`)
        : []),
    ])
    .sort();
};

type Attributes = Record<string, unknown>;

/** Every demo account that signs in with a password and opens properties; the second owner is the co-owner. */
const ACCOUNTS = DEMO_ACCOUNTS.filter(
  (a) => a.enabled !== false && !a.otpEnabled && isRouteAllowed('/properties', a.roles, { warn: () => undefined }),
);
const labelOf = (name: string) => (name === 'solo.owner' ? 'co-owner' : name);

let ctx: TestContext;
let home: string;
let bookingId: string;
let quoteId: string;
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  ctx = await createTestContext();
  // A licensee's home with two owners, so each owner is the other's co-owner.
  home = await createProperty(
    ctx.db,
    {
      name: `${uniqueTag()} Two owners`,
      companyId: demoCompanyId('coastal-stays'),
      resourceLinks: [{ name: 'Property manager', url: 'https://pm.example.com/homes/2' }],
    },
    { owners: [demoUserId('owner'), demoUserId('solo.owner')] },
  );
  await ctx.db
    .insert(propertyManagers)
    .values({ propertyId: home, userId: demoUserId('staff'), type: 'customer_experience' });
  const [booking] = await ctx.db
    .insert(bookings)
    .values({
      propertyId: home,
      longCode: `FA-${uniqueTag()}`,
      status: 'BOOKED',
      checkIn: '2031-03-10',
      checkOut: '2031-03-14',
      guestName: 'Ava Nguyen',
      guestEmail: 'ava@example.com',
      guestPhone: '+61 400 000 001',
      bookerName: 'Ben Nguyen',
      bookerEmail: 'ben@example.com',
      bookerPhone: '+61 400 000 002',
      corporatePartner: 'Acme Travel',
      totalCents: 120_000,
      merchantName: 'Hearth AU',
      merchantPlatform: 'stripe',
    })
    .returning({ id: bookings.id });
  bookingId = booking?.id ?? '';
  await ctx.db.insert(bookingNotes).values({ bookingId, content: 'Owner friend, be kind', author: 'Sam Staff' });
  await ctx.db
    .insert(bookingCards)
    .values({ bookingId, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, holderName: 'Ava Nguyen' });
  await ctx.db.insert(bookingMessages).values({ bookingId, sender: 'guest', body: 'Can we check in at 1?' });
  await ctx.db
    .insert(bookingPayments)
    .values({ bookingId, amountCents: 120_000, paymentType: 'accommodation', status: 'paid' });
  await ctx.db.insert(bookingReviews).values({
    bookingId,
    reviewedAt: new Date('2031-03-15T00:00:00Z'),
    rating: 5,
    subRatings: { checkin: 5 },
    comments: {
      comment: 'Lovely home',
      headline: 'Great stay',
      positiveComment: 'The view',
      negativeComment: 'The stairs',
      privateComment: 'The back door sticks',
    },
  });
  const [quote] = await ctx.db
    .insert(quotes)
    .values({
      bookingId,
      nights: 4,
      accommodationCents: 108_000,
      cleaningFeeCents: 12_000,
      totalCents: 120_000,
      managementFeeCents: 21_600,
      ownerPayoutCents: 98_400,
      currency: 'AUD',
    })
    .returning({ id: quotes.id });
  quoteId = quote?.id ?? '';
  for (const account of ACCOUNTS) clients.set(account.name, await ctx.signedIn(account.name));
});
afterAll(async () => {
  await ctx.close();
});

describe('who sees which fields', () => {
  it('covers at least owner, co-owner, content creator, licensee, reservations, staff and admin', () => {
    expect(ACCOUNTS.map((a) => labelOf(a.name))).toEqual(
      expect.arrayContaining(['admin', 'co-owner', 'creator', 'licensee', 'owner', 'reservations', 'staff']),
    );
  });

  it('lists every guarded field of these documents in their field lists', () => {
    const listed = new Set([
      ...PROPERTY_FIELDS,
      ...OWNER_ROW_FIELDS,
      ...BOOKING_LIST_FIELDS,
      ...BOOKING_FIELDS,
      ...REVIEW_FIELDS,
    ]);
    for (const field of Object.values(GUARDED_FIELDS).flat()) {
      if (field.startsWith('booking.included.'))
        expect(INCLUDED_TYPES).toContain(field.slice('booking.included.'.length));
      else if (/^(property|booking|review)\./.test(field)) expect(listed).toContain(field);
    }
  });
});

describe.each(ACCOUNTS.map((account) => [labelOf(account.name), account] as const))('as %s', (_label, account) => {
  const viewer = (): { client: TestClient; caller: PermissionCaller } => {
    const client = clients.get(account.name);
    if (!client) throw new Error(`${account.name} did not sign in`);
    return { client, caller: { userId: demoUserId(account.name), roles: account.roles } };
  };

  it('GET v3/properties/{id}: exactly the property fields and owner fields the table allows', async () => {
    const { client, caller } = viewer();
    const response = await client.get(`/api/v3/properties/${home}?include=${PROPERTY_INCLUDES.join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    const attributes = (response.json() as { data: { attributes: Attributes } }).data.attributes;
    expect(fieldsOf('property', attributes)).toEqual(expectedFor(caller, PROPERTY_FIELDS));
    const owners = attributes.owners as Attributes[];
    expect(owners.map((o) => o.fullName).sort()).toEqual(['Olivia Owner', 'Sol Owner']);
    for (const owner of owners) {
      const subject = { userId: String(owner.id) };
      const expected = OWNER_ROW_FIELDS.filter((field) => visible(caller, field, subject)).sort();
      expect(fieldsOf('property.owners[]', owner), `owner row ${String(owner.fullName)}`).toEqual(expected);
    }
  });

  it('GET v3/properties/{id}/reviews: exactly the review fields the table allows', async () => {
    const { client, caller } = viewer();
    const response = await client.get(`/api/v3/properties/${home}/reviews`);
    expect(response.statusCode, response.body).toBe(200);
    const [item] = (response.json() as { data: { attributes: Attributes }[] }).data;
    expect(fieldsOf('review', item?.attributes ?? {})).toEqual(expectedFor(caller, REVIEW_FIELDS));
    if (!visible(caller, 'review.comments.privateComment')) expect(response.body).not.toContain('back door sticks');
  });

  it('GET v3/properties/{id}/bookings: exactly the booking fields the table allows', async () => {
    const { client, caller } = viewer();
    const response = await client.get(
      `/api/v3/properties/${home}/bookings?from=2031-03-01&to=2031-03-31&include=resources,notes`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [item] = (response.json() as { data: { attributes: Attributes }[] }).data;
    expect(fieldsOf('booking', item?.attributes ?? {})).toEqual(expectedFor(caller, BOOKING_LIST_FIELDS));
  });

  it('GET v3/bookings/{id}: exactly the booking fields and included resources the table allows', async () => {
    const { client, caller } = viewer();
    const response = await client.get(`/api/v3/bookings/${bookingId}?include=${BOOKING_INCLUDE}`);
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json() as { data: { attributes: Attributes }; included?: { type: string }[] };
    expect(fieldsOf('booking', document.data.attributes)).toEqual(expectedFor(caller, BOOKING_FIELDS));
    const types = [...new Set((document.included ?? []).map((i) => i.type))].sort();
    expect(types).toEqual(INCLUDED_TYPES.filter((type) => visible(caller, `booking.included.${type}`)).sort());
    // Nothing withheld leaks through another field's value.
    const body = response.body;
    if (!visible(caller, 'booking.guest.fullName')) expect(body).not.toMatch(/Ava Nguyen|Ben Nguyen|Acme/);
    if (!visible(caller, 'booking.guest.email')) expect(body).not.toContain('ava@example.com');
    if (!visible(caller, 'booking.included.message')) expect(body).not.toContain('check in at 1');
  });

  it('GET v3/quotes/{id}: the quote and payout only with earnings, 403 otherwise', async () => {
    const { client, caller } = viewer();
    const response = await client.get(`/api/v3/quotes/${quoteId}?include=payout-summary`);
    if (visible(caller, 'quote')) {
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: { payoutSummary?: { ownerPayout: number } } }).data.payoutSummary).toEqual(
        expect.objectContaining({ ownerPayout: 98_400 }),
      );
    } else {
      expect(response.statusCode, response.body).toBe(403);
    }
  });

  it("GET v3/users (Owner typeahead): owners' roles only with owner contacts", async () => {
    const { client, caller } = viewer();
    const response = await client.get(
      `/api/v3/users?filters[role]=ROLE_OWNER&filters[ids]=${demoUserId('owner')},${demoUserId('solo.owner')}`,
    );
    if (response.statusCode === 403) return; // the lookup itself is not theirs (owners, reservation managers)
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as { data: { attributes: Attributes }[] }).data;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // Those who list every user (the /users table) also get its columns and what they may do with each row.
      const admin = can(caller, 'user:list')
        ? ['code', 'email', 'enabled', 'canUpdate', 'canImpersonate', 'roles']
        : [];
      expect(Object.keys(row.attributes).sort()).toEqual(
        [...new Set(['fullName', 'role', ...(visible(caller, 'user.roles') ? ['roles'] : []), ...admin])].sort(),
      );
    }
  });
});
