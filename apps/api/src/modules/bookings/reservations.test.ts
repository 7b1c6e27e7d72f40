import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_LIST, type TReservationListItem, type TReservationsResponse } from '@hearth/domain';
import { bookings, properties } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { exportColumns } from './export-reservations';
import { BOOKING_SEARCH_TEXT, GUEST_SORT_KEY } from './reservation-search';

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;
let owner: TestClient;
let reservationManager: TestClient;

const tag = uniqueTag();
/** A surname nobody else has, so a search for it sees only this file's guests. */
const surname = `Q${tag}`;
const homes = { seaview: '', harbour: '', busy: '' };
const codes = { seaview: '', harbour: '' };

type Seeded = {
  key: string;
  home: 'seaview' | 'harbour';
  status: 'BOOKED' | 'BLOCKED' | 'REQUESTED' | 'CANCELLED';
  recordStatus: 'ACTIVE' | 'CANCELLING' | 'CANCELLED';
  channel: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  guestEmail: string;
  totalCents: number;
  bookedAt: string;
};

/** Seaview is a home of Coastal Stays (the demo licensee's company), Harbour one of Hearth's. */
const SEEDED: readonly Seeded[] = [
  {
    key: 'olive',
    home: 'seaview',
    status: 'BOOKED',
    recordStatus: 'ACTIVE',
    channel: 'airbnb',
    checkIn: '2033-01-05',
    checkOut: '2033-01-08',
    guestName: `Olive ${surname}`,
    guestEmail: `olive.${tag}@example.com`,
    totalCents: 30_000,
    bookedAt: '2032-10-01T09:00:00Z',
  },
  {
    key: 'bruno',
    home: 'seaview',
    status: 'CANCELLED',
    recordStatus: 'CANCELLED',
    channel: 'vrbo',
    checkIn: '2033-01-06',
    checkOut: '2033-01-09',
    guestName: `Bruno ${surname}`,
    guestEmail: `bruno.${tag}@example.net`,
    totalCents: 60_000,
    bookedAt: '2032-10-02T09:00:00Z',
  },
  {
    key: 'chloe',
    home: 'seaview',
    status: 'REQUESTED',
    recordStatus: 'ACTIVE',
    channel: 'booking-com',
    checkIn: '2033-02-10',
    checkOut: '2033-02-15',
    guestName: `Chloé ${surname}`,
    guestEmail: `chloe.${tag}@example.org`,
    totalCents: 90_050,
    bookedAt: '2032-09-15T09:00:00Z',
  },
  {
    key: 'dara',
    home: 'harbour',
    status: 'BOOKED',
    recordStatus: 'ACTIVE',
    channel: 'hearth',
    checkIn: '2033-01-20',
    checkOut: '2033-01-22',
    guestName: `Dara ${surname}`,
    guestEmail: `dara.${tag}@example.com`,
    totalCents: 15_000,
    bookedAt: '2032-12-24T09:00:00Z',
  },
  {
    key: 'formula',
    home: 'harbour',
    status: 'BLOCKED',
    recordStatus: 'ACTIVE',
    channel: 'hearth',
    checkIn: '2033-03-01',
    checkOut: '2033-03-04',
    guestName: '=HYPERLINK("http://evil.example","x")',
    guestEmail: `@${tag}.evil.example`,
    totalCents: 0,
    bookedAt: '2032-11-01T09:00:00Z',
  },
  {
    key: 'eli',
    home: 'harbour',
    status: 'BOOKED',
    recordStatus: 'CANCELLING',
    channel: 'expedia',
    checkIn: '2033-04-01',
    checkOut: '2033-04-03',
    guestName: `Eli ${surname}`,
    guestEmail: `eli.${tag}@example.com`,
    totalCents: 45_000,
    bookedAt: '2032-08-01T09:00:00Z',
  },
];
/** The booking's code by key: `RS` + the tag (upper case) + the key, so a code search finds exactly one. */
const codeOf = (key: string) => `RS${tag.toUpperCase()}${key.toUpperCase()}`;
const ids = new Map<string, string>();
const keyOfId = (id: string) => [...ids].find(([, v]) => v === id)?.[0];

/** The number of bookings on the busy home: one more than the count cap, and more than one export batch. */
const BUSY = RESERVATION_LIST.countCap + 50;

const list = async (client: TestClient, params: Record<string, string>) => {
  const response = await client.get(`/api/v3/bookings?${new URLSearchParams(params).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TReservationsResponse;
};
const keysOf = (body: TReservationsResponse) => body.data.map((item) => keyOfId(item.id));
/** Both seeded homes, so a filter is tested against this file's bookings only. */
const bothHomes = () => ({ 'filters[properties]': `${homes.seaview},${homes.harbour}` });

/** RFC 4180 as csv-stringify writes it: quoted fields with doubled quotes, CRLF or LF records. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
};

const exportCsv = async (client: TestClient, params: Record<string, string>) => {
  const response = await client.get(`/api/v3/bookings/export?${new URLSearchParams(params).toString()}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const [header = [], ...rows] = parseCsv(response.body);
  return { response, header, rows, column: (name: string) => rows.map((r) => r[header.indexOf(name)]) };
};

beforeAll(async () => {
  ctx = await createTestContext();
  [staff, licensee, owner, reservationManager] = await Promise.all([
    ctx.signedIn('staff'),
    ctx.signedIn('licensee'),
    ctx.signedIn('owner'),
    ctx.signedIn('reservations'),
  ]);
  homes.seaview = await createProperty(ctx.db, {
    name: `${tag} Seaview Villa`,
    companyId: demoCompanyId('coastal-stays'),
  });
  homes.harbour = await createProperty(ctx.db, { name: `${tag} Harbour Loft`, companyId: demoCompanyId('hearth') });
  homes.busy = await createProperty(ctx.db, { name: `${tag} Busy Cottage`, companyId: demoCompanyId('hearth') });
  codes.seaview = `T-${homes.seaview.slice(0, 8)}`;
  codes.harbour = `T-${homes.harbour.slice(0, 8)}`;
  const rows = await ctx.db
    .insert(bookings)
    .values(
      SEEDED.map((b) => ({
        propertyId: homes[b.home],
        longCode: codeOf(b.key),
        status: b.status,
        recordStatus: b.recordStatus,
        channel: b.channel,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        guestName: b.guestName,
        guestEmail: b.guestEmail,
        totalCents: b.totalCents,
        currency: 'AUD' as const,
        bookedAt: new Date(b.bookedAt),
        cancelledAt: b.status === 'CANCELLED' ? new Date('2032-10-20T10:00:00Z') : null,
      })),
    )
    .returning({ id: bookings.id, longCode: bookings.longCode });
  for (const b of SEEDED) ids.set(b.key, rows.find((r) => r.longCode === codeOf(b.key))!.id);
  // Cancelled stays (they claim no nights), three to a check-in day and a microsecond apart in booked_at: ties for
  // the sort's tie-break and timestamps finer than JavaScript's, across more than one export batch.
  await ctx.db.execute(sql`
    insert into bookings (property_id, long_code, status, record_status, check_in, check_out, guest_name, booked_at)
    select ${homes.busy}::uuid, ${`BZ${tag}-`} || n, 'CANCELLED', 'CANCELLED',
      date '2034-01-01' + n / 3, date '2034-01-01' + n / 3 + 2, 'Busy guest ' || n,
      timestamptz '2033-06-01 00:00:00+00' + n * interval '1 microsecond'
    from generate_series(1, ${BUSY}) as n`);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/v3/bookings: search', () => {
  it('finds a guest by name, whatever the case and accents', async () => {
    expect(keysOf(await list(staff, { filterText: `  olive ${surname.toLowerCase()} ` }))).toEqual(['olive']);
    expect(keysOf(await list(staff, { filterText: `CHLOE ${surname}` }))).toEqual(['chloe']);
    expect(keysOf(await list(staff, { filterText: `chloé ${surname}` }))).toEqual(['chloe']);
  });

  it('finds a guest by email, a booking by a piece of its code, and bookings by the home name or code', async () => {
    expect(keysOf(await list(staff, { filterText: `bruno.${tag}@example` }))).toEqual(['bruno']);
    expect(keysOf(await list(staff, { filterText: codeOf('dara').slice(2).toLowerCase() }))).toEqual(['dara']);
    const byName = await list(staff, { filterText: `${tag} seaview` });
    expect(keysOf(byName).sort()).toEqual(['bruno', 'chloe', 'olive']);
    expect(byName.data[0]?.attributes.property).toEqual({ name: `${tag} Seaview Villa`, code: codes.seaview });
    const byCode = await list(staff, { filterText: codes.harbour.toLowerCase() });
    expect(keysOf(byCode).sort()).toEqual(['dara', 'eli', 'formula']);
  });

  it('matches one or two letters at the start of the guest’s name or the home’s name or code', async () => {
    expect(keysOf(await list(staff, { ...bothHomes(), filterText: 'Ol' }))).toEqual(['olive']);
    expect(keysOf(await list(staff, { ...bothHomes(), filterText: 'iv' }))).toEqual([]);
    expect(keysOf(await list(staff, { ...bothHomes(), filterText: `liv` }))).toEqual(['olive']);
    const byHomeCode = await list(staff, { ...bothHomes(), filterText: 't-' });
    expect(keysOf(byHomeCode).sort()).toEqual(SEEDED.map((b) => b.key).sort());
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    expect((await list(staff, { filterText: `${tag}%villa` })).data).toEqual([]);
    expect((await list(staff, { filterText: `olive_${tag}` })).data).toEqual([]);
  });

  it('answers each item with the list attributes, its home, its company and the guest email', async () => {
    const { data } = await list(staff, { filterText: `olive ${surname}` });
    const item = data[0] as TReservationListItem;
    expect(item).toMatchObject({
      id: ids.get('olive'),
      type: 'booking',
      attributes: {
        startDate: '2033-01-05',
        endDate: '2033-01-08',
        status: 'BOOKED',
        recordStatus: 'ACTIVE',
        longCode: codeOf('olive'),
        channel: 'airbnb',
        guest: { fullName: `Olive ${surname}`, adults: 2, children: 0 },
        currency: 'AUD',
        totalAmount: 30_000,
        bookedAt: '2032-10-01T09:00:00.000Z',
        cancelledAt: null,
        propertyId: homes.seaview,
        property: { name: `${tag} Seaview Villa`, code: codes.seaview },
        company: { id: demoCompanyId('coastal-stays'), name: 'Coastal Stays' },
        guestEmail: `olive.${tag}@example.com`,
      },
    });
  });
});

describe('GET /api/v3/bookings: filters', () => {
  const cases: [string, Record<string, string>, string[]][] = [
    ['booking status', { 'filters[statuses]': 'CANCELLED,REQUESTED' }, ['bruno', 'chloe']],
    ['record status', { 'filters[recordStatuses]': 'CANCELLING' }, ['eli']],
    ['channel', { 'filters[channels]': 'vrbo,expedia' }, ['bruno', 'eli']],
    ['check-in range', { 'filters[checkInFrom]': '2033-01-06', 'filters[checkInTo]': '2033-01-20' }, ['bruno', 'dara']],
    ['check-in from', { 'filters[checkInFrom]': '2033-03-01' }, ['eli', 'formula']],
    [
      'check-out range',
      { 'filters[checkOutFrom]': '2033-01-09', 'filters[checkOutTo]': '2033-02-15' },
      ['bruno', 'chloe', 'dara'],
    ],
    ['check-out to', { 'filters[checkOutTo]': '2033-01-08' }, ['olive']],
    ['company', { 'filters[companies]': demoCompanyId('coastal-stays') }, ['bruno', 'chloe', 'olive']],
  ];
  it.each(cases)('filters by %s', async (_name, params, expected) => {
    expect(keysOf(await list(staff, { ...bothHomes(), ...params })).sort()).toEqual(expected);
  });

  it('filters by home', async () => {
    expect(keysOf(await list(staff, { 'filters[properties]': homes.harbour })).sort()).toEqual([
      'dara',
      'eli',
      'formula',
    ]);
  });

  it('combines the search with the filters', async () => {
    const body = await list(staff, {
      filterText: surname,
      'filters[statuses]': 'BOOKED',
      'filters[channels]': 'airbnb',
    });
    expect(keysOf(body)).toEqual(['olive']);
  });
});

describe('GET /api/v3/bookings: sort and pages', () => {
  /** Everything but the formula row, whose leading '=' sorts differently under other collations. */
  const sortable = SEEDED.filter((b) => b.key !== 'formula');
  const params = () => ({ ...bothHomes(), 'filters[statuses]': 'BOOKED,REQUESTED,CANCELLED' });
  const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  /** The expected order, computed once the ids exist. */
  const byKey =
    (value: (b: Seeded) => string | number, descending = false) =>
    () =>
      [...sortable]
        .sort((a, b) => {
          const [x, y] = [value(a), value(b)];
          if (x === y) return (ids.get(a.key)! < ids.get(b.key)! ? -1 : 1) * (descending ? -1 : 1);
          return (x < y ? -1 : 1) * (descending ? -1 : 1);
        })
        .map((b) => b.key);
  const homeName = (b: Seeded) => (b.home === 'seaview' ? `${tag} Seaview Villa` : `${tag} Harbour Loft`);

  it.each([
    ['-checkIn', byKey((b) => b.checkIn, true)],
    ['checkIn', byKey((b) => b.checkIn)],
    ['-checkOut', byKey((b) => b.checkOut, true)],
    ['bookedAt', byKey((b) => b.bookedAt)],
    ['guest', byKey((b) => folded(b.guestName))],
    ['-guest', byKey((b) => folded(b.guestName), true)],
    ['property', byKey(homeName)],
    ['-property', byKey(homeName, true)],
    ['-total', byKey((b) => b.totalCents, true)],
  ])('sorts by %s, ties by id', async (sort, expected) => {
    expect(keysOf(await list(staff, { ...params(), sort }))).toEqual(expected());
  });

  it('sorts by check-in, latest first, when no sort is given', async () => {
    expect(keysOf(await list(staff, params()))).toEqual(byKey((b) => b.checkIn, true)());
  });

  it('pages through the matches and counts them', async () => {
    const all = keysOf(await list(staff, { ...params(), sort: 'checkIn' }));
    const page = await list(staff, { ...params(), sort: 'checkIn', 'page[size]': '2', 'page[number]': '2' });
    expect(keysOf(page)).toEqual(all.slice(2, 4));
    expect(page.meta).toEqual({ totalCount: 5, totalPages: 3, countCapped: false });
    const past = await list(staff, { ...params(), 'page[size]': '2', 'page[number]': '4' });
    expect(past.data).toEqual([]);
    expect(past.meta.totalCount).toBe(5);
  });

  it('stops counting at the cap and says so', async () => {
    const body = await list(staff, { 'filters[properties]': homes.busy, 'page[size]': '100' });
    expect(body.data).toHaveLength(100);
    expect(body.meta).toEqual({
      totalCount: RESERVATION_LIST.countCap,
      totalPages: RESERVATION_LIST.countCap / 100,
      countCapped: true,
    });
  });
});

describe('GET /api/v3/bookings: past the count cap', () => {
  const busyIds = (order: SQL, limit: number) =>
    ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.propertyId, homes.busy))
      .orderBy(order)
      .limit(limit)
      .then((rows) => rows.map((r) => r.id));

  it('pages a search that matches more than the cap in the sort’s order', async () => {
    const body = await list(staff, { filterText: `busy guest`, 'filters[properties]': homes.busy });
    expect(body.meta.countCapped).toBe(true);
    const expected = await busyIds(sql`${bookings.checkIn} desc, ${bookings.id} desc`, 25);
    expect(body.data.map((item) => item.id)).toEqual(expected);
  });

  it('counts and pages a search with many matches, fewer than the cap', async () => {
    const body = await list(staff, {
      filterText: `busy guest`,
      'filters[properties]': homes.busy,
      'filters[checkInTo]': '2034-09-28',
      'page[number]': '2',
    });
    expect(body.meta).toEqual({ totalCount: 812, totalPages: 33, countCapped: false });
    const expected = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.propertyId, homes.busy), lte(bookings.checkIn, '2034-09-28')))
      .orderBy(sql`${bookings.checkIn} desc, ${bookings.id} desc`)
      .limit(25)
      .offset(25);
    expect(body.data.map((item) => item.id)).toEqual(expected.map((r) => r.id));
  });

  it('pages deep into such a search, past the first bookings in order', async () => {
    const body = await list(staff, {
      filterText: `busy guest`,
      'filters[properties]': homes.busy,
      sort: 'checkIn',
      'page[size]': '25',
      'page[number]': '40',
    });
    const expected = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.propertyId, homes.busy))
      .orderBy(sql`${bookings.checkIn} asc, ${bookings.id} asc`)
      .limit(25)
      .offset(39 * 25);
    expect(body.data.map((item) => item.id)).toEqual(expected.map((r) => r.id));
  });

  it('sorts by home name past the cap, home by home', async () => {
    const params = { 'filters[properties]': `${homes.busy},${homes.seaview},${homes.harbour}`, 'page[size]': '10' };
    const descending = await list(staff, { ...params, sort: '-property' });
    expect(descending.meta.countCapped).toBe(true);
    const byId = (home: Seeded['home']) =>
      SEEDED.filter((b) => b.home === home)
        .map((b) => ids.get(b.key)!)
        .sort()
        .reverse();
    expect(descending.data.map((item) => item.id)).toEqual([
      ...byId('seaview'),
      ...byId('harbour'),
      ...(await busyIds(sql`${bookings.id} desc`, 4)),
    ]);
    const ascending = await list(staff, { ...params, sort: 'property' });
    expect(ascending.data.map((item) => item.id)).toEqual(await busyIds(sql`${bookings.id} asc`, 10));
  });
});

describe('GET /api/v3/bookings: who sees what', () => {
  it('shows a licensee only the bookings of their company’s homes', async () => {
    const body = await list(licensee, { filterText: surname });
    expect(keysOf(body).sort()).toEqual(['bruno', 'chloe', 'olive']);
    expect(body.data.every((item) => item.attributes.company?.name === 'Coastal Stays')).toBe(true);
    expect((await list(licensee, { 'filters[properties]': homes.harbour })).data).toEqual([]);
    expect((await list(licensee, { 'filters[companies]': demoCompanyId('hearth') })).data).toEqual([]);
  });

  it('shows staff every home', async () => {
    expect(keysOf(await list(staff, { filterText: surname })).sort()).toEqual([
      'bruno',
      'chloe',
      'dara',
      'eli',
      'olive',
    ]);
  });

  it.each([
    ['an owner', () => owner],
    ['a reservation manager', () => reservationManager],
  ])('refuses %s the list and the export (403)', async (_name, client) => {
    for (const url of ['/api/v3/bookings', '/api/v3/bookings/export']) {
      const response = await client().get(url);
      expect(response.statusCode, url).toBe(403);
      expect(errorsOf(response)[0]?.status).toBe('403');
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await ctx.client().get('/api/v3/bookings')).statusCode).toBe(401);
    expect((await ctx.client().get('/api/v3/bookings/export')).statusCode).toBe(401);
  });

  it('gives licensees and staff the guest, their email and the total, as the permissions table grants them', async () => {
    for (const client of [licensee, staff]) {
      const [item] = (await list(client, { filterText: `olive ${surname}` })).data;
      expect(item?.attributes).toMatchObject({
        guest: { fullName: `Olive ${surname}` },
        guestEmail: `olive.${tag}@example.com`,
        totalAmount: 30_000,
      });
    }
  });

  it('leaves a guarded column out of the CSV entirely for a caller who may not read it', () => {
    const all = { guest: true, guestContacts: true, earnings: true, payments: true, messages: true, notes: true };
    expect(exportColumns(all).map((c) => c.header)).toContain('Guest email');
    const headers = exportColumns({ ...all, guest: false, guestContacts: false, earnings: false }).map((c) => c.header);
    expect(headers).toEqual([
      'Code',
      'Status',
      'Record status',
      'Channel',
      'Property code',
      'Property',
      'Check-in',
      'Check-out',
      'Nights',
      'Adults',
      'Children',
      'Currency',
      'Booked at',
      'Cancelled at',
    ]);
  });
});

describe('GET /api/v3/bookings/export', () => {
  it('streams the list’s filter and sort as CSV, with readable headers', async () => {
    const params = { ...bothHomes(), 'filters[statuses]': 'BOOKED,REQUESTED,CANCELLED', sort: '-total' };
    const { response, header, rows, column } = await exportCsv(staff, params);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    expect(response.headers['content-disposition']).toBe(`attachment; filename="reservations-${today}.csv"`);
    expect(header).toEqual([
      'Code',
      'Status',
      'Record status',
      'Channel',
      'Property code',
      'Property',
      'Check-in',
      'Check-out',
      'Nights',
      'Adults',
      'Children',
      'Guest',
      'Guest email',
      'Total',
      'Currency',
      'Booked at',
      'Cancelled at',
    ]);
    const listed = (await list(staff, params)).data;
    expect(column('Code')).toEqual(listed.map((item) => item.attributes.longCode));
    expect(column('Guest')).toEqual(listed.map((item) => item.attributes.guest.fullName));
    expect(column('Total')).toEqual(listed.map((item) => (item.attributes.totalAmount! / 100).toFixed(2)));
    const chloe = rows.find((r) => r[0] === codeOf('chloe'));
    expect(chloe).toEqual([
      codeOf('chloe'),
      'REQUESTED',
      'ACTIVE',
      'booking-com',
      codes.seaview,
      `${tag} Seaview Villa`,
      '2033-02-10',
      '2033-02-15',
      '5',
      '2',
      '0',
      `Chloé ${surname}`,
      `chloe.${tag}@example.org`,
      '900.50',
      'AUD',
      '2032-09-15T09:00:00.000Z',
      '',
    ]);
    expect(rows.find((r) => r[0] === codeOf('bruno'))?.at(-1)).toBe('2032-10-20T10:00:00.000Z');
  });

  it('prefixes a cell that a spreadsheet would run as a formula', async () => {
    const { column } = await exportCsv(staff, { filterText: codeOf('formula') });
    expect(column('Guest')).toEqual([`'=HYPERLINK("http://evil.example","x")`]);
    expect(column('Guest email')).toEqual([`'@${tag}.evil.example`]);
  });

  it('exports past one batch in order, each booking once, including ties and microsecond timestamps', async () => {
    const byCheckIn = await exportCsv(staff, { 'filters[properties]': homes.busy });
    const codes = byCheckIn.column('Code');
    expect(codes).toHaveLength(BUSY);
    expect(new Set(codes).size).toBe(BUSY);
    const checkIns = byCheckIn.column('Check-in');
    expect(checkIns).toEqual([...checkIns].sort().reverse());
    const first = await list(staff, { 'filters[properties]': homes.busy, 'page[size]': '100' });
    expect(codes.slice(0, 100)).toEqual(first.data.map((item) => item.attributes.longCode));

    const byBookedAt = await exportCsv(staff, { 'filters[properties]': homes.busy, sort: 'bookedAt' });
    const numbers = byBookedAt.column('Code').map((code) => Number(code!.split('-').at(-1)));
    expect(numbers).toEqual(Array.from({ length: BUSY }, (_, i) => i + 1));
  });

  it('exports by home name, home by home', async () => {
    const homesParam = `${homes.busy},${homes.seaview},${homes.harbour}`;
    const { column } = await exportCsv(staff, { 'filters[properties]': homesParam, sort: '-property' });
    const expected = await ctx.db
      .select({ code: bookings.longCode })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(inArray(bookings.propertyId, [homes.busy, homes.seaview, homes.harbour]))
      .orderBy(sql`${properties.name} desc, ${bookings.id} desc`);
    expect(column('Code')).toEqual(expected.map((r) => r.code));
  });

  it('exports only the licensee’s homes', async () => {
    const { column } = await exportCsv(licensee, { filterText: surname });
    expect(column('Code').sort()).toEqual(['bruno', 'chloe', 'olive'].map(codeOf).sort());
  });
});

describe('indexes', () => {
  /** The plan of `query` when the planner may not scan the table or sort it: an index must answer, or none can. */
  const planOf = (query: SQL) =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return rows.map((r) => Object.values(r).join('')).join('\n');
    });

  it('answers the search through the trigram index of migration 0015 (the expressions are the same)', async () => {
    const plan = await planOf(sql`select id from bookings where ${BOOKING_SEARCH_TEXT} like ${'%olive%'}`);
    expect(plan).toContain('bookings_search_trgm_idx');
  });

  it('answers the guest sort through its btree', async () => {
    const plan = await planOf(sql`select id from bookings order by ${GUEST_SORT_KEY}, id limit 25`);
    expect(plan).toContain('bookings_guest_sort_idx');
  });
});

describe('bad input answers 400 with the error shape, never 500', () => {
  it.each([
    ['a date that does not exist', { 'filters[checkInFrom]': '2033-02-30' }, 'filters[checkInFrom]'],
    ['a date that is not a date', { 'filters[checkOutTo]': 'tomorrow' }, 'filters[checkOutTo]'],
    [
      'check-in to before from',
      { 'filters[checkInFrom]': '2033-02-01', 'filters[checkInTo]': '2033-01-01' },
      'filters[checkInTo]',
    ],
    [
      'check-out to before from',
      { 'filters[checkOutFrom]': '2033-02-01', 'filters[checkOutTo]': '2033-01-01' },
      'filters[checkOutTo]',
    ],
    ['an unknown sort', { sort: 'price' }, 'sort'],
    ['an unknown status', { 'filters[statuses]': 'BOOKED,LOST' }, 'filters[statuses]'],
    ['a home id that is not an id', { 'filters[properties]': 'not-a-uuid' }, 'filters[properties]'],
    ['a search too long', { filterText: 'x'.repeat(RESERVATION_LIST.searchMax + 1) }, 'filterText'],
    ['a search with a NUL character', { filterText: 'olive\u0000' }, 'filterText'],
  ])('refuses %s', async (_name, params, parameter) => {
    for (const path of ['/api/v3/bookings', '/api/v3/bookings/export']) {
      const response = await staff.get(`${path}?${new URLSearchParams(params).toString()}`);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      const [error] = errorsOf(response);
      expect(error?.status).toBe('400');
      expect(error?.source?.parameter).toContain(parameter);
    }
  });

  it.each([
    ['a page size over the maximum', { 'page[size]': String(RESERVATION_LIST.pageSizeMax + 1) }],
    ['page zero', { 'page[number]': '0' }],
  ])('refuses %s on the list', async (_name, params) => {
    const response = await staff.get(`/api/v3/bookings?${new URLSearchParams(params).toString()}`);
    expect(response.statusCode).toBe(400);
  });

  it('finds nothing, rather than failing, for a search of only symbols or an unknown home', async () => {
    expect((await list(staff, { filterText: `\\%_'"${tag}` })).data).toEqual([]);
    expect((await list(staff, { 'filters[properties]': randomUUID() })).data).toEqual([]);
  });
});
