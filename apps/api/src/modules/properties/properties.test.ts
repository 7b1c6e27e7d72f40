import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertySearchResponse } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { dailyRates, type NewPropertyRow } from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createBooking, createHold, createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
});
afterAll(async () => {
  await ctx.close();
});

const search = async (client: TestClient, params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await client.get(`/api/v3/search?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPropertySearchResponse;
};

const names = (result: TPropertySearchResponse) => result.data.map((p) => p.attributes.name);
const sortedNames = (result: TPropertySearchResponse) => names(result).sort();

describe('GET /api/v3/search: filters, each alone and combined', () => {
  const tag = uniqueTag();
  const name = (n: string) => `${tag} ${n}`;
  beforeAll(async () => {
    await createProperty(ctx.db, {
      name: name('Alpha'),
      buildingType: 'house',
      bedrooms: 1,
      bathrooms: 1,
      maxGuests: 2,
      minimumStay: 1,
      segment: 'luxe',
      cleaningStatus: 'ready',
      keyType: 'key-nest-standard',
      keyStatus: 'in-store',
      managementType: 'hearth',
      riskStatus: 'at-risk',
      airbnbOverallRating: 4.8,
      amenities: ['pool', 'wireless-internet'],
      tasksSummary: { maintenanceOverdue: 0, inspectionOverdue: 0, maintenanceTasks: 5, inspectionTasks: 1 },
    });
    await createProperty(
      ctx.db,
      {
        name: name('Bravo'),
        buildingType: 'studio',
        bedrooms: 2,
        bathrooms: 2,
        maxGuests: 4,
        minimumStay: 3,
        segment: 'premium',
        cleaningStatus: 'dirty',
        keyType: 'key-nest-private-locker',
        keyStatus: 'in-use',
        managementType: 'pro-partner',
        companyId: demoCompanyId('coastal-stays'),
        airbnbOverallRating: 3.2,
        amenities: ['pool'],
        tasksSummary: { maintenanceOverdue: 0, inspectionOverdue: 0, maintenanceTasks: 0, inspectionTasks: 0 },
      },
      { owners: [demoUserId('owner')] },
    );
    await createProperty(ctx.db, {
      name: name('Charlie'),
      buildingType: 'apartment',
      bedrooms: 5,
      bathrooms: 4,
      maxGuests: 10,
      minimumStay: 7,
      segment: 'essentials',
      cleaningStatus: 'in-progress',
      keyType: 'offsite',
      keyStatus: 'waiting-for-drop-off',
      riskStatus: 'suspended',
      airbnbOverallRating: null,
      amenities: ['bbq-grill', 'wireless-internet', 'pool'],
      tasksSummary: { maintenanceOverdue: 1, inspectionOverdue: 1, maintenanceTasks: 2, inspectionTasks: 2 },
    });
    await createProperty(ctx.db, { name: name('Delta'), status: 'inactive', bedrooms: 4 });
    await createProperty(ctx.db, { name: name('Echo'), status: 'onboarding', bedrooms: 3 });
  });
  const only = (extra: Record<string, string | number>) =>
    search(admin, { 'filters[query]': tag, ...extra }).then(sortedNames);

  it('lists onboarding, active and offboarding by default; inactive only when asked', async () => {
    expect(await only({})).toEqual([name('Alpha'), name('Bravo'), name('Charlie'), name('Echo')]);
    expect(await only({ 'filters[propertyStatuses]': 'inactive' })).toEqual([name('Delta')]);
    expect(await only({ 'filters[propertyStatuses]': 'inactive,onboarding' })).toEqual([name('Delta'), name('Echo')]);
  });

  it.each([
    ['filters[propertyTypes]', 'house', ['Alpha', 'Bravo', 'Echo']], // House covers studio
    ['filters[propertyTypes]', 'apartment', ['Charlie']],
    ['filters[bedrooms]', '2', ['Bravo']],
    ['filters[bedrooms]', '4', ['Charlie']], // 4 means 4+
    ['filters[bathrooms]', '1', ['Alpha', 'Echo']],
    ['filters[minimumStay]', '3', ['Alpha', 'Bravo', 'Echo']], // accepts a 3-night stay
    ['filters[propertySegments]', 'luxe,essentials', ['Alpha', 'Charlie']],
    ['filters[cleaningStatuses]', 'dirty', ['Bravo']],
    ['filters[cleaningStatuses]', 'in-progress,ready', ['Alpha', 'Charlie', 'Echo']],
    ['filters[keyTypes]', 'key-nest', ['Alpha']], // KeyNest covers key-nest-standard
    ['filters[keyTypes]', 'key-nest-locker', ['Bravo']], // and the locker covers the private locker
    ['filters[keyStatuses]', 'waiting-for-drop-off,in-use', ['Bravo', 'Charlie']],
    ['filters[managementTypes]', 'pro-partner', ['Bravo']],
    ['filters[riskStatuses]', 'suspended', ['Charlie']],
    ['filters[airbnbOverallRatings]', '4', ['Alpha']], // 4.8 counts as 4 stars
    ['filters[airbnbOverallRatings]', '3,5', ['Bravo']],
    ['filters[amenities]', 'pool,wireless-internet', ['Alpha', 'Charlie']], // every chosen amenity
    ['filters[companies]', demoCompanyId('coastal-stays'), ['Bravo']],
    ['filters[owners]', demoUserId('owner'), ['Bravo']],
  ])('%s=%s keeps %j', async (key, value, expected) => {
    expect(await only({ [key]: value })).toEqual(expected.map(name));
  });

  it('combines filters with AND and values of one filter with OR', async () => {
    expect(await only({ 'filters[amenities]': 'pool', 'filters[propertyTypes]': 'house' })).toEqual([
      name('Alpha'),
      name('Bravo'),
    ]);
    expect(
      await only({ 'filters[amenities]': 'pool', 'filters[propertyTypes]': 'house', 'filters[bedrooms]': '2' }),
    ).toEqual([name('Bravo')]);
    expect(await only({ 'filters[cleaningStatuses]': 'dirty', 'filters[propertySegments]': 'luxe' })).toEqual([]);
  });

  it.each([
    ['name', ['Alpha', 'Bravo', 'Charlie', 'Echo']],
    ['-name', ['Echo', 'Charlie', 'Bravo', 'Alpha']],
    ['bedrooms', ['Alpha', 'Bravo', 'Echo', 'Charlie']],
    ['-bathrooms', ['Charlie', 'Bravo', 'Alpha', 'Echo']],
    ['maxGuests', ['Alpha', 'Echo', 'Bravo', 'Charlie']],
    ['-minimumStay', ['Charlie', 'Bravo', 'Alpha', 'Echo']],
    ['-rating', ['Alpha', 'Bravo', 'Charlie', 'Echo']], // unrated last
    ['-tasks', ['Alpha', 'Charlie', 'Bravo', 'Echo']],
    ['partner', ['Bravo', 'Alpha', 'Charlie', 'Echo']], // Coastal Stays before Hearth, then by name
  ])('sort=%s orders %j', async (sort, expected) => {
    expect(names(await search(admin, { 'filters[query]': tag, sort }))).toEqual(expected.map(name));
  });

  it('pages 2 at a time with totalCount and totalPages; past the last page is empty', async () => {
    const first = await search(admin, { 'filters[query]': tag, 'page[size]': 2 });
    const second = await search(admin, { 'filters[query]': tag, 'page[size]': 2, 'page[number]': 2 });
    const past = await search(admin, { 'filters[query]': tag, 'page[size]': 2, 'page[number]': 9 });
    expect(names(first)).toEqual([name('Alpha'), name('Bravo')]);
    expect(names(second)).toEqual([name('Charlie'), name('Echo')]);
    expect(first.meta).toMatchObject({ totalCount: 4, totalPages: 2, pageNumber: 1, pageSize: 2 });
    expect(past.data).toEqual([]);
    expect(past.meta.totalCount).toBe(4);
  });
});

describe('GET /api/v3/search: text', () => {
  const tag = uniqueTag();
  let id = '';
  beforeAll(async () => {
    id = await createProperty(ctx.db, {
      name: `${tag} Whangārei Harbour Lodge`,
      code: `${tag.toUpperCase()}-77`,
      street: '9 Quayside Lane',
      city: 'Whangārei',
      state: 'Northland',
      postcode: '0110',
      country: 'New Zealand',
      fullAddress: '9 Quayside Lane, Whangārei Northland 0110, New Zealand',
    });
  });

  it.each([
    ['the name', `${tag} harbour`],
    ['the street', `${tag} quayside`],
    ['the suburb without its macron', 'whangarei harbour'],
    ['the code', `${tag}-77`],
  ])('finds a property by %s', async (_what, text) => {
    const result = await search(admin, { 'filters[query]': text });
    expect(result.data.map((p) => p.id)).toContain(id);
  });

  it('treats % and _ as plain characters and finds nothing for unknown words', async () => {
    expect((await search(admin, { 'filters[query]': '%' })).meta.totalCount).toBe(0);
    expect((await search(admin, { 'filters[query]': `${tag} nowhere` })).data).toEqual([]);
  });

  it('counts with page[size]=1&version=2 and gives the id when there is one match', async () => {
    const result = await search(admin, {
      'page[size]': 1,
      'filters[type]': 'property',
      'filters[query]': tag,
      version: 2,
    });
    expect(result.meta.totalCount).toBe(1);
    expect(result.data[0]?.id).toBe(id);
  });
});

describe('GET /api/v3/search: availability, totals and price range', () => {
  const tag = uniqueTag();
  const from = '2027-03-10';
  const to = '2027-03-13'; // 3 nights
  const ids: Record<string, string> = {};
  const make = async (key: string, fields: Partial<NewPropertyRow>, price = 20_000) => {
    const id = await createProperty(ctx.db, { minimumStay: 1, maxGuests: 6, ...fields, name: `${tag} ${key}` });
    await createRates(ctx.db, {
      propertyId: id,
      from: '2027-03-01',
      to: '2027-04-01',
      priceCents: price,
      corporateCents: price - 1000,
    });
    ids[key] = id;
    return id;
  };
  beforeAll(async () => {
    await make('Free', {}, 20_000);
    const leaving = await make('LeavesOnArrival', {}, 30_000);
    await createBooking(ctx.db, { propertyId: leaving, checkIn: '2027-03-07', checkOut: from });
    const arriving = await make('ArrivesOnDeparture', {}, 40_000);
    await createBooking(ctx.db, { propertyId: arriving, checkIn: to, checkOut: '2027-03-16' });
    const booked = await make('Booked', {});
    await createBooking(ctx.db, { propertyId: booked, checkIn: '2027-03-12', checkOut: '2027-03-14' });
    const blocked = await make('OwnerBlock', {});
    await createBooking(ctx.db, {
      propertyId: blocked,
      checkIn: '2027-03-09',
      checkOut: '2027-03-11',
      status: 'BLOCKED',
    });
    // A block from before the stay to after it, with a stay long past and one long after: taken all the same.
    const around = await make('BlockedAround', {});
    await createBooking(ctx.db, { propertyId: around, checkIn: '2027-01-04', checkOut: '2027-01-08' });
    await createBooking(ctx.db, {
      propertyId: around,
      checkIn: '2027-03-01',
      checkOut: '2027-03-20',
      status: 'BLOCKED',
    });
    await createBooking(ctx.db, { propertyId: around, checkIn: '2027-06-01', checkOut: '2027-06-05' });
    const cancelled = await make('Cancelled', {}, 25_000);
    await createBooking(ctx.db, { propertyId: cancelled, checkIn: from, checkOut: to, status: 'CANCELLED' });
    const held = await make('Held', {});
    await createHold(ctx.db, {
      propertyId: held,
      start: from,
      end: '2027-03-11',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const lapsed = await make('HoldLapsed', {}, 35_000);
    await createHold(ctx.db, { propertyId: lapsed, start: from, end: to, expiresAt: new Date(Date.now() - 60_000) });
    await make('MinStay4', { minimumStay: 4 });
    await make('Sleeps2', { maxGuests: 2 });
    await make('Onboarding', { status: 'onboarding' });
    // Rates stop before the last night: it cannot be priced, so it is not offered.
    const unpriced = await createProperty(ctx.db, { name: `${tag} Unpriced` });
    await createRates(ctx.db, { propertyId: unpriced, from: '2027-03-01', to: '2027-03-12', priceCents: 10_000 });
  });

  const stay = (extra: Record<string, string | number> = {}) =>
    search(admin, {
      'filters[query]': tag,
      'filters[availableFrom]': from,
      'filters[availableTo]': to,
      'filters[adults]': 2,
      'filters[children]': 1,
      ...extra,
    });

  it('offers only active properties free every night, with the minimum stay met and room for the guests', async () => {
    expect(sortedNames(await stay())).toEqual(
      ['ArrivesOnDeparture', 'Cancelled', 'Free', 'HoldLapsed', 'LeavesOnArrival'].map((n) => `${tag} ${n}`),
    );
  });

  it('fits the guests: 2 adults fit a place for 2, 2 adults and a child do not', async () => {
    const two = names(await stay({ 'filters[children]': 0 }));
    expect(two).toContain(`${tag} Sleeps2`);
    expect(names(await stay())).not.toContain(`${tag} Sleeps2`);
  });

  it('totals the nightly rates of the stay, standard and corporate, with the price bounds', async () => {
    const result = await stay({ sort: 'name' });
    const free = result.data.find((p) => p.id === ids.Free);
    expect(free?.attributes.totalBookingAmount).toBe(60_000);
    expect(free?.attributes.corporateBookingAmount).toBe(57_000);
    expect(result.meta).toMatchObject({ minPrice: 60_000, maxPrice: 120_000, currency: 'AUD' });
  });

  it('keeps only totals inside the price range, while the bounds still describe every match', async () => {
    const result = await stay({ 'filters[minPrice]': 70_000, 'filters[maxPrice]': 100_000 });
    expect(sortedNames(result)).toEqual([`${tag} Cancelled`, `${tag} LeavesOnArrival`]);
    expect(result.meta).toMatchObject({ totalCount: 2, minPrice: 60_000, maxPrice: 120_000 });
    const none = await stay({ 'filters[minPrice]': 500_000 });
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ totalCount: 0, minPrice: 60_000, maxPrice: 120_000 });
  });

  it('applies the price range to the corporate rate when asked', async () => {
    const result = await stay({ 'filters[corporateRate]': 'true', 'filters[maxPrice]': 57_000 });
    expect(names(result)).toEqual([`${tag} Free`]);
    expect(result.meta.minPrice).toBe(57_000);
  });

  it('is a plain list without both dates: no totals, no bounds', async () => {
    const result = await search(admin, { 'filters[query]': tag, 'filters[availableFrom]': from });
    expect(result.data.length).toBeGreaterThan(6);
    expect(result.data.every((p) => p.attributes.totalBookingAmount === null)).toBe(true);
    expect(result.meta.minPrice).toBeNull();
  });

  it('gives price bounds only when the priced matches share one currency', async () => {
    const tagNz = uniqueTag();
    const nz = await createProperty(ctx.db, { name: `${tagNz} Queenstown`, currency: 'NZD', minimumStay: 1 });
    await createRates(ctx.db, { propertyId: nz, from: '2027-03-01', to: '2027-04-01', priceCents: 30_000 });
    const au = await createProperty(ctx.db, { name: `${tagNz} Noosa`, currency: 'AUD', minimumStay: 1 });
    await createRates(ctx.db, { propertyId: au, from: '2027-03-01', to: '2027-04-01', priceCents: 20_000 });
    const dates = { 'filters[availableFrom]': from, 'filters[availableTo]': to };
    const mixed = await search(admin, { 'filters[query]': tagNz, ...dates });
    expect(mixed.meta.totalCount).toBe(2);
    expect(mixed.meta).toMatchObject({ minPrice: null, maxPrice: null, currency: null });
    const nzOnly = await search(admin, { 'filters[query]': `${tagNz} queenstown`, ...dates });
    expect(nzOnly.meta).toMatchObject({ minPrice: 90_000, maxPrice: 90_000, currency: 'NZD' });
  });

  it('keeps to the search area box', async () => {
    const tagBox = uniqueTag();
    const inside = await createProperty(ctx.db, { name: `${tagBox} Inside`, latitude: -33.89, longitude: 151.27 });
    await createProperty(ctx.db, { name: `${tagBox} Outside`, latitude: -33.7, longitude: 151.27 });
    const result = await search(admin, {
      'filters[query]': tagBox,
      nwlat: -33.85,
      nwlng: 151.22,
      selat: -33.93,
      selng: 151.32,
    });
    expect(result.data.map((p) => p.id)).toEqual([inside]);
  });
});

describe('GET /api/v3/search: stay totals follow every rate change', () => {
  const tag = uniqueTag();
  const night = (propertyId: string, date: string) =>
    and(eq(dailyRates.propertyId, propertyId), eq(dailyRates.night, date));

  it('prices a stay from the rates as they are now, and stops offering it when a night loses its rate', async () => {
    const id = await createProperty(ctx.db, { minimumStay: 1, maxGuests: 6, name: `${tag} Repriced` });
    await createRates(ctx.db, { propertyId: id, from: '2027-03-01', to: '2027-04-01', priceCents: 20_000 });
    const total = async () => {
      const result = await search(admin, {
        'filters[query]': tag,
        'filters[availableFrom]': '2027-03-10',
        'filters[availableTo]': '2027-03-13',
      });
      return result.data.find((p) => p.id === id)?.attributes.totalBookingAmount ?? null;
    };
    expect(await total()).toBe(60_000);
    await ctx.db.update(dailyRates).set({ priceCents: 50_000 }).where(night(id, '2027-03-11'));
    expect(await total()).toBe(90_000);
    // A night before the stay moves every later running total; the stay's own total stays put.
    await ctx.db.update(dailyRates).set({ priceCents: 1_000 }).where(night(id, '2027-03-02'));
    expect(await total()).toBe(90_000);
    // A gap in the middle of the stay: the first and last nights are priced, the stay is not.
    await ctx.db.delete(dailyRates).where(night(id, '2027-03-11'));
    expect(await total()).toBeNull();
  });
});
describe('GET /api/v3/search: who sees what', () => {
  const tag = uniqueTag();
  let ownersId = '';
  let othersId = '';
  let coastalId = '';
  beforeAll(async () => {
    ownersId = await createProperty(
      ctx.db,
      { name: `${tag} Owned`, riskStatus: 'at-risk' },
      { owners: [demoUserId('owner')] },
    );
    othersId = await createProperty(ctx.db, { name: `${tag} Someone Else's` }, { owners: [demoUserId('solo.owner')] });
    coastalId = await createProperty(ctx.db, { name: `${tag} Coastal`, companyId: demoCompanyId('coastal-stays') });
  });

  it('shows an owner only their properties, without risk status or task counts', async () => {
    const owner = await ctx.signedIn('owner');
    const result = await search(owner, { 'filters[query]': tag });
    expect(result.data.map((p) => p.id)).toEqual([ownersId]);
    expect(result.data[0]?.attributes.riskStatus).toBeNull();
    expect(result.data[0]?.attributes.tasksSummary).toBeNull();
    const byName = await search(owner, { 'filters[query]': `${tag} Someone` });
    expect(byName.meta.totalCount).toBe(0);
  });

  it('refuses owners the filters and sorts that would reveal hidden fields', async () => {
    const owner = await ctx.signedIn('owner');
    const risk = await owner.get(`/api/v3/search?filters[riskStatuses]=at-risk`);
    const tasks = await owner.get('/api/v3/search?sort=-tasks');
    expect(risk.statusCode).toBe(403);
    expect(tasks.statusCode).toBe(403);
    expect(errorsOf(risk)[0]?.code).toBe('FILTER_NOT_ALLOWED');
  });

  it("shows a licensee only their company's properties", async () => {
    const licensee = await ctx.signedIn('licensee');
    expect((await search(licensee, { 'filters[query]': tag })).data.map((p) => p.id)).toEqual([coastalId]);
    const all = await search(licensee, {
      'page[size]': 100,
      'filters[propertyStatuses]': 'onboarding,active,offboarding,inactive',
    });
    expect(all.data.every((p) => p.attributes.company.id === demoCompanyId('coastal-stays'))).toBe(true);
    const asked = await search(licensee, { 'filters[companies]': demoCompanyId('hearth'), 'filters[query]': tag });
    expect(asked.data).toEqual([]);
  });

  it('shows staff, admin and content creators every property', async () => {
    for (const name of ['staff', 'creator']) {
      const result = await search(await ctx.signedIn(name), { 'filters[query]': tag });
      expect(result.data.map((p) => p.id).sort()).toEqual([ownersId, othersId, coastalId].sort());
    }
  });
});

describe('GET /api/v3/search: bad parameters answer 400 with a JSON error', () => {
  it.each([
    ['page[number]=-1', 'page[number]'],
    ['page[number]=0', 'page[number]'],
    ['page[size]=10000', 'page[size]'],
    ['page[size]=abc', 'page[size]'],
    ['filters[availableFrom]=12/03/2027&filters[availableTo]=2027-03-15', 'filters[availableFrom]'],
    ['filters[availableFrom]=2027-02-30&filters[availableTo]=2027-03-02', 'filters[availableFrom]'],
    ['filters[availableFrom]=2027-03-15&filters[availableTo]=2027-03-12', 'filters[availableTo]'],
    ['filters[availableFrom]=2027-03-15&filters[availableTo]=2027-03-15', 'filters[availableTo]'],
    ['filters[availableFrom]=2027-01-01&filters[availableTo]=2028-06-01', 'filters[availableTo]'],
    ['sort=price', 'sort'],
    ['sort=--name', 'sort'],
    ['filters[propertyStatuses]=archived', 'filters[propertyStatuses]'],
    ['filters[adults]=0', 'filters[adults]'],
    ['filters[adults]=11', 'filters[adults]'],
    ['filters[children]=-1', 'filters[children]'],
    ['filters[minimumStay]=100', 'filters[minimumStay]'],
    ['filters[minPrice]=900&filters[maxPrice]=100', 'filters[minPrice]'],
    ['filters[companies]=not-a-uuid', 'filters[companies]'],
    ['nwlat=-33.8', 'nwlat'],
    ['nwlat=95&nwlng=151&selat=-34&selng=152', 'nwlat'],
    ['filters[query]=' + 'x'.repeat(300), 'filters[query]'],
  ])('%s', async (query, parameter) => {
    const response = await admin.get(`/api/v3/search?${query}`);
    expect(response.statusCode).toBe(400);
    const [error] = errorsOf(response);
    expect(error?.status).toBe('400');
    expect(error?.source?.parameter ?? error?.detail).toContain(parameter);
  });
});
