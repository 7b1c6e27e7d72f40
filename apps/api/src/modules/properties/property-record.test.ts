import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_EDIT_MESSAGES,
  PROPERTY_INCLUDES,
  SALESFORCE_LINK_NAME,
  type TFinance,
  type THistoryResponse,
  type TPropertyDocumentAnswer,
} from '@hearth/domain';
import {
  auditLog,
  bookings,
  icalFeeds,
  keyStores,
  keys,
  properties,
  propertyManagers,
  propertyProfiles,
  users,
} from '../../db/schema';
import { DEMO_PROPERTIES } from '../../seed/demo-properties';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

type Attributes = TPropertyDocumentAnswer['data']['attributes'];

let ctx: TestContext;
let staff: TestClient;
let owner: TestClient;
let licensee: TestClient;
let creator: TestClient;
let editor: TestClient;
let reservations: TestClient;
let home: string;
let licenseeHome: string;

const ALL = PROPERTY_INCLUDES.join(',');
const FINANCE: TFinance = {
  payoutFrequency: 'monthly',
  payoutAccount: { accountName: 'Olivia Owner', bankName: 'Westpac', last4: '4821' },
  gstRegistered: true,
  taxNumber: '51824753556',
  trustAccount: 'Hearth Trust Account (AU)',
  maintenanceFloat: 30_000,
};

const attributesOf = (response: { json: () => unknown }): Attributes =>
  (response.json() as TPropertyDocumentAnswer).data.attributes;
const patch = (client: TestClient, id: string, attributes: Record<string, unknown>, include = '') =>
  client.patch(`/api/v3/properties/${id}${include ? `?include=${include}` : ''}`, { data: { attributes } });

beforeAll(async () => {
  ctx = await createTestContext();
  [staff, owner, licensee, creator, editor, reservations] = await Promise.all([
    ctx.signedIn('staff'),
    ctx.signedIn('owner'),
    ctx.signedIn('licensee'),
    ctx.signedIn('creator'),
    ctx.signedIn('editor'),
    ctx.signedIn('reservations'),
  ]);
  home = await createProperty(
    ctx.db,
    {
      name: `${uniqueTag()} Record`,
      resourceLinks: [
        { name: 'Property manager', url: 'https://manager.example.com/p/1' },
        { name: SALESFORCE_LINK_NAME, url: 'https://hearth.lightning.force.com/lightning/r/Property__c/a0B1/view' },
      ],
      compliance: {
        policyEnabled: true,
        riskColour: 'yellow',
        riskLabel: 'Approaching the night cap',
        currentYearOverrideActivated: false,
        currentYearRenewalDate: '2031-07-01',
        currentYearBookableDays: 180,
      },
    },
    { owners: [demoUserId('owner')] },
  );
  licenseeHome = await createProperty(ctx.db, {
    name: `${uniqueTag()} Licensee record`,
    companyId: demoCompanyId('coastal-stays'),
  });
  await ctx.db
    .insert(propertyManagers)
    .values({ propertyId: home, userId: demoUserId('staff'), type: 'customer_experience' });
  const booking = (channel: string, status: 'BOOKED' | 'BLOCKED', checkIn: string, checkOut: string) => ({
    propertyId: home,
    longCode: `PR-${uniqueTag()}`,
    status,
    checkIn,
    checkOut,
    channel,
    bookedAt: new Date(`${checkIn}T00:00:00Z`),
  });
  await ctx.db
    .insert(bookings)
    .values([
      booking('airbnb', 'BOOKED', '2031-01-03', '2031-01-06'),
      booking('airbnb', 'BOOKED', '2031-01-10', '2031-01-12'),
      booking('vrbo', 'BOOKED', '2031-02-01', '2031-02-04'),
      booking('hearth', 'BLOCKED', '2031-03-01', '2031-03-04'),
    ]);
  await ctx.db.insert(icalFeeds).values({ propertyId: home, name: 'Stayz calendar', url: null });
  const [store] = await ctx.db
    .insert(keyStores)
    .values({ name: 'Noosa Junction Newsagency', storeType: 'convenience-store' })
    .returning({ id: keyStores.id });
  await ctx.db.insert(keys).values([
    {
      name: 'Front door',
      status: 'in-store',
      storeId: store!.id,
      propertyId: home,
      isPrimary: true,
      distanceMetres: 850,
      distanceKind: 'walking',
    },
    { name: 'Garage remote', status: 'in-place', propertyId: home },
  ]);
  await ctx.db.insert(propertyProfiles).values({
    propertyId: home,
    baseFees: [{ type: 'cleaning', amount: 16_500, chargedPer: 'stay', taxable: true }],
    managementFees: [{ kind: 'short-stay', percentage: 20, startsOn: '2029-01-01', endsOn: null }],
    finance: FINANCE,
    pricingExclusions: [
      {
        name: 'Schoolies week',
        startDate: '2031-11-15',
        endDate: '2031-11-22',
        reason: 'event',
        fixedNightlyRate: 45_000,
      },
    ],
    rooms: [{ name: 'Main bedroom', type: 'bedroom', beds: [{ type: 'king', count: 1 }], ensuite: true }],
    // A value that no longer fits its shape is shown as unset, never as it is.
    settings: { instantBook: 'yes please' },
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET v3/properties/{id}: the include list', () => {
  it('answers every relation with real data', async () => {
    const signedIn = new Date('2031-01-02T03:04:05.678Z');
    await ctx.db
      .update(users)
      .set({ lastLoginAt: signedIn })
      .where(eq(users.id, demoUserId('owner')));
    const response = await staff.get(`/api/v3/properties/${home}?include=${ALL}`);
    expect(response.statusCode, response.body).toBe(200);
    const a = attributesOf(response);
    expect(a.address?.city).toBe('Noosa Heads');
    expect(a.details).toMatchObject({ bedrooms: 1, type: 'house' });
    expect(a.company).toMatchObject({ id: demoCompanyId('hearth'), name: 'Hearth' });
    expect(a.compliance).toMatchObject({ riskColour: 'yellow', currentYearBookableDays: 180 });
    expect(a.channels).toEqual([
      // The later of its two stays, as an ISO instant.
      expect.objectContaining({
        code: 'airbnb',
        name: 'Airbnb',
        bookings: 2,
        icalFeeds: 0,
        lastBookedAt: '2031-01-10T00:00:00.000Z',
      }),
      expect.objectContaining({ code: 'vrbo', name: 'Vrbo', bookings: 1 }),
      expect.objectContaining({ code: 'stayz', name: 'Stayz', bookings: 0, icalFeeds: 1, lastBookedAt: null }),
    ]);
    expect(a.keys).toEqual([
      expect.objectContaining({
        name: 'Front door',
        status: 'in-store',
        isPrimary: true,
        store: expect.objectContaining({ name: 'Noosa Junction Newsagency' }),
        distance: { metres: 850, kind: 'walking' },
      }),
      expect.objectContaining({ name: 'Garage remote', isPrimary: false, store: null, distance: null }),
    ]);
    expect(a.merchant).toMatchObject({ name: 'Hearth AU', currency: 'AUD' });
    expect(a.merchant?.merchantAccountId).toMatch(/^acct_[0-9a-f]{16}$/);
    expect(a.baseFees).toEqual([{ type: 'cleaning', amount: 16_500, chargedPer: 'stay', taxable: true }]);
    expect(a.managementFees?.[0]).toMatchObject({ kind: 'short-stay', percentage: 20 });
    expect(a.finance).toEqual(FINANCE);
    expect(a.pricingExclusions?.[0]?.name).toBe('Schoolies week');
    expect(a.rooms?.[0]?.beds).toEqual([{ type: 'king', count: 1 }]);
    expect(a.settings).toBeNull();
    expect(a.policy).toBeNull();
    expect(a.managers?.[0]?.fullName).toBe('Sam Staff');
    expect(a.accountManager?.fullName).toBe('Sam Staff');
    expect(a.owners?.map((o) => o.fullName)).toEqual(['Olivia Owner']);
    expect(a.owners?.[0]).toMatchObject({ roles: ['ROLE_OWNER'], lastLoginAt: signedIn.toISOString() });
    expect(a.icalUrl).toMatch(/\/api\/v1\/public\/ical\/[\w-]{43}\.ics$/);
    expect(a.resources?.links.map((l) => l.name)).toEqual(['Property manager', SALESFORCE_LINK_NAME]);
  });

  it('gives the same merchant account on every call, one per company and currency', async () => {
    const first = attributesOf(await staff.get(`/api/v3/properties/${home}?include=merchant`)).merchant;
    const again = attributesOf(await staff.get(`/api/v3/properties/${home}?include=merchant`)).merchant;
    const other = attributesOf(await staff.get(`/api/v3/properties/${licenseeHome}?include=merchant`)).merchant;
    expect(again).toEqual(first);
    expect(other?.merchantAccountId).not.toBe(first?.merchantAccountId);
    expect(other?.name).toBe('Coastal Stays AU');
  });

  it('leaves out every relation not asked for, and answers only those asked', async () => {
    const bare = attributesOf(await staff.get(`/api/v3/properties/${home}`));
    for (const key of ['address', 'details', 'keys', 'channels', 'owners', 'managers', 'finance', 'rooms', 'photos']) {
      expect(bare).not.toHaveProperty(key);
    }
    expect(bare).toMatchObject({ name: expect.stringContaining('Record'), currency: 'AUD' });
    const some = attributesOf(await staff.get(`/api/v3/properties/${home}?include=keys,rooms`));
    expect(some.keys).toHaveLength(2);
    expect(some.rooms).toHaveLength(1);
    expect(some).not.toHaveProperty('address');
    expect(some).not.toHaveProperty('baseFees');
  });

  it('refuses an unknown include, even beside known ones (400)', async () => {
    const response = await staff.get(`/api/v3/properties/${home}?include=address,secrets`);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]?.source).toEqual({ parameter: 'include.1' });
  });

  it('keeps money, finance, keys and the Salesforce link from those who may not read them', async () => {
    const mine = attributesOf(await owner.get(`/api/v3/properties/${home}?include=${ALL}`));
    expect(mine.baseFees).toHaveLength(1); // what the stay earns: the owner's too
    expect(mine.managementFees).toHaveLength(1);
    for (const key of ['finance', 'merchant', 'keys']) expect(mine).not.toHaveProperty(key);
    expect(mine.resources?.links.map((l) => l.name)).toEqual(['Property manager']);
    const creatorView = attributesOf(await creator.get(`/api/v3/properties/${home}?include=${ALL}`));
    for (const key of ['baseFees', 'managementFees', 'pricingExclusions', 'finance', 'merchant', 'keys']) {
      expect(creatorView).not.toHaveProperty(key);
    }
    expect(creatorView.rooms).toHaveLength(1);
    expect(creatorView.resources?.links).toHaveLength(2);
  });

  it('presents the seeded profile of every demo listing', async () => {
    const demo = DEMO_PROPERTIES[0]!;
    const a = attributesOf(await staff.get(`/api/v3/properties/${demo.id}?include=${ALL}`));
    expect(a.baseFees?.find((fee) => fee.type === 'cleaning')?.amount).toBeGreaterThan(0);
    expect(a.managementFees?.[0]?.kind).toBe('short-stay');
    expect(a.policy?.checkInTime).toMatch(/^\d\d:\d\d$/);
    expect(a.rooms?.filter((room) => room.type === 'bedroom').length).toBeGreaterThan(0);
    expect(a.settings?.checkInMethod).toBeDefined();
    expect(a.finance?.trustAccount).toContain('Trust Account');
    const profiles = await ctx.db.select({ id: propertyProfiles.propertyId }).from(propertyProfiles);
    expect(profiles.length).toBeGreaterThanOrEqual(DEMO_PROPERTIES.length);
  });
});

describe('PATCH v3/properties/{id}: Edit property details', () => {
  it('saves what staff edit, answers the property, and writes one audit entry of the changed fields', async () => {
    const response = await patch(
      staff,
      home,
      {
        name: 'Sunrise Beach House',
        details: { bedrooms: 3, bathrooms: 2, maxGuests: 6, minimumStay: 2, type: 'house', segment: 'premium' },
        amenities: ['pool', 'wireless-internet', 'kitchen'],
        checkpoints: { photographyDate: '2031-01-20' },
        compliance: { currentYearOverrideActivated: true },
        resources: {
          links: [
            { name: 'Property manager', url: 'https://manager.example.com/p/2' },
            { name: SALESFORCE_LINK_NAME, url: 'https://hearth.lightning.force.com/lightning/r/Property__c/a0B1/view' },
          ],
        },
        policy: {
          checkInTime: '15:00',
          checkOutTime: '10:00',
          cancellationPolicy: 'moderate',
          petsAllowed: false,
          smokingAllowed: false,
          partiesAllowed: false,
          quietHoursFrom: '22:00',
          quietHoursTo: '07:00',
          minimumGuestAge: 18,
          houseRules: 'No parties.',
        },
      },
      'details,amenities,compliance,resources,policy',
    );
    expect(response.statusCode, response.body).toBe(200);
    const a = attributesOf(response);
    expect(a.name).toBe('Sunrise Beach House');
    expect(a.details).toMatchObject({ bedrooms: 3, segment: 'premium', minimumStay: 2 });
    // Stored in the list's own order.
    expect(a.amenities).toEqual(['wireless-internet', 'pool', 'kitchen']);
    expect(a.compliance).toMatchObject({ currentYearOverrideActivated: true, riskColour: 'yellow' });
    expect(a.checkpoints).toMatchObject({ photographyDate: '2031-01-20', entryCleanDate: null });
    expect(a.policy?.houseRules).toBe('No parties.');

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'property'), eq(auditLog.entityId, home)));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.action).toBe('property.update-details');
    expect(entry?.actorUserId).toBe(demoUserId('staff'));
    expect(Object.keys(entry?.after as object).sort()).toEqual(
      [
        'amenities',
        'bathrooms',
        'bedrooms',
        'currentYearOverrideActivated',
        'maxGuests',
        'minimumStay',
        'name',
        'photographyDate',
        'policy',
        'resourceLinks',
        'segment',
      ].sort(),
    );
    expect(entry?.before).toMatchObject({ bedrooms: 1, currentYearOverrideActivated: false, policy: null });
  });

  it('writes nothing when nothing changes', async () => {
    const before = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, home));
    const response = await patch(staff, home, {
      details: { bedrooms: 3 },
      amenities: ['kitchen', 'pool', 'wireless-internet'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, home));
    expect(after).toHaveLength(before.length);
  });

  it('lets content creators and property editors edit, never owners, licensees or reservation managers', async () => {
    expect((await patch(creator, home, { details: { maxGuests: 7 } })).statusCode).toBe(200);
    expect((await patch(editor, home, { rooms: [] })).statusCode).toBe(200);
    for (const [client, id] of [
      [owner, home],
      [licensee, licenseeHome],
      [reservations, home],
    ] as const) {
      const response = await patch(client, id, { name: 'Not allowed' });
      expect(response.statusCode, response.body).toBe(403);
    }
    const [row] = await ctx.db
      .select({ name: properties.name })
      .from(properties)
      .where(eq(properties.id, licenseeHome));
    expect(row?.name).not.toBe('Not allowed');
    expect((await patch(staff, randomUUID(), { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('refuses a profile part the editor may not read (403)', async () => {
    const finance = await patch(creator, home, { finance: FINANCE });
    expect(finance.statusCode).toBe(403);
    expect(errorsOf(finance)[0]).toMatchObject({
      code: 'FIELD_NOT_ALLOWED',
      source: { pointer: '/data/attributes/finance' },
    });
    expect((await patch(creator, home, { baseFees: [] })).statusCode).toBe(403);
  });

  it('refuses unknown keys and bad values with the messages the form shows (400)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'HACK' }, '/data/attributes', ''],
      [{ details: { pool: true } }, '/data/attributes/details', ''],
      [{ details: { bedrooms: -1 } }, '/data/attributes/details/bedrooms', PROPERTY_EDIT_MESSAGES.bedrooms],
      [{ details: { minimumStay: 0 } }, '/data/attributes/details/minimumStay', PROPERTY_EDIT_MESSAGES.minimumStay],
      [{ name: '   ' }, '/data/attributes/name', PROPERTY_EDIT_MESSAGES.nameRequired],
      [{ amenities: ['pool', 'pool'] }, '/data/attributes/amenities', PROPERTY_EDIT_MESSAGES.amenityTwice],
      [
        { resources: { links: [{ name: 'x', url: 'javascript:alert(1)' }] } },
        '/data/attributes/resources/links/0/url',
        PROPERTY_EDIT_MESSAGES.linkUrl,
      ],
      [
        { managementFees: [{ kind: 'short-stay', percentage: 5, startsOn: '2031-01-01', endsOn: null }] },
        '/data/attributes/managementFees/0/percentage',
        PROPERTY_EDIT_MESSAGES.shortStayFee,
      ],
      [{}, '/data/attributes', PROPERTY_EDIT_MESSAGES.nothingToChange],
    ];
    for (const [attributes, pointer, message] of cases) {
      const response = await patch(staff, home, attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(400);
      const [error] = errorsOf(response);
      expect(error?.source?.pointer, JSON.stringify(attributes)).toBe(pointer);
      if (message) expect(error?.detail).toBe(message);
    }
    const unknownTop = await staff.patch(`/api/v3/properties/${home}`, {
      data: { attributes: { name: 'x' } },
      extra: 1,
    });
    expect(unknownTop.statusCode).toBe(400);
  });
});

describe('GET v3/properties/{id}/history', () => {
  it("lists the property's changes, newest first, with who made them", async () => {
    const response = await staff.get(`/api/v3/properties/${home}/history`);
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json() as THistoryResponse;
    expect(history.meta.totalCount).toBe(3);
    const [newest, , oldest] = history.data;
    expect(newest?.attributes.actor?.fullName).toBe('Eden Editor');
    expect(history.data[1]?.attributes.changes).toEqual([{ field: 'maxGuests', before: 6, after: 7 }]);
    expect(oldest?.attributes.changes.map((c) => c.field)).toContain('bedrooms');
    expect(oldest?.attributes.changes.find((c) => c.field === 'bedrooms')).toEqual({
      field: 'bedrooms',
      before: 1,
      after: 3,
    });
  });

  it('is for staff and admin only, and 404 outside scope', async () => {
    expect((await creator.get(`/api/v3/properties/${home}/history`)).statusCode).toBe(403);
    expect((await owner.get(`/api/v3/properties/${home}/history`)).statusCode).toBe(403);
    expect((await staff.get(`/api/v3/properties/${randomUUID()}/history`)).statusCode).toBe(404);
  });
});
