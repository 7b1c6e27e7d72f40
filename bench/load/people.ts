/**
 * Who works at once and what each does (issue 18 item 1): the main reads and writes of every area, as the roles
 * that use them. Each person loops for the whole run, picking their next action by its weight, with no pause
 * between actions (a closed loop: fifty people clicking as fast as the answers come, harsher than real work).
 */
import { calendarLoadWindow, mayAttempt, type Role } from '@hearth/domain';
import type { Client } from './client';

type Doc<A = Record<string, unknown>> = {
  data: { id: string; attributes: A } | { id: string; attributes: A }[];
  included?: { type: string; attributes: Record<string, unknown> }[];
};

/** What the run found in the database before it started: ids to read, one home per writer. */
export type Fixtures = {
  homes: string[];
  ownerHomes: string[];
  licenseeHomes: string[];
  bookings: string[];
  smartquotes: string[];
  statements: string[];
};

export type Person = { role: string; client: Client; act: () => Promise<void>; prepare?: () => Promise<void> };

const { from, to } = calendarLoadWindow(new Date().getUTCFullYear());
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
const TEXTS = ['noosa', 'byron', 'queenstown', 'hobart', 'bay', 'beach', 'house', 'villa'];

const search = (params: Record<string, string>) =>
  `/api/v3/search?${new URLSearchParams({ 'page[number]': '1', 'page[size]': '25', 'filters[type]': 'property', version: '2', ...params })}`;

const availability = (n: number) =>
  search({
    'filters[availableFrom]': day(30 + (n % 60)),
    'filters[availableTo]': day(33 + (n % 60)),
    'filters[isAvailabilitySearch]': 'true',
    'filters[adults]': '2',
  });

/**
 * The calls the calendar screen makes for one home, side by side (bench/calendar), as it makes them for the role:
 * rates, events and cleaning tasks only for those allowed to read them (calendar-screen.tsx asks the same way).
 */
const calendarWindow = (id: string, role: Role) => {
  const may = (action: Parameters<typeof mayAttempt>[1]) => mayAttempt({ roles: [role] }, action);
  return [
    `/api/v3/properties/${id}`,
    `/api/v3/properties/${id}/bookings?from=${from}&to=${to}&recordStatuses=ACTIVE,CANCELLING&statuses=BOOKED,BLOCKED&include=resources,notes`,
    ...(may('rate:read') ? [`/api/v3/properties/${id}/rates?from=${from}&to=${to}`] : []),
    ...(may('event:view') ? [`/api/v3/properties/${id}/events?from=${from}&to=${to}`] : []),
    ...(may('task:manage')
      ? [`/api/v3/property-tasks?externalPlatform=breezeway&propertyId=${id}&from=${from}&to=${to}&include=comments`]
      : []),
  ];
};

const BOOKING_RECORD = 'property,payments,notes,current-quote,clean-cancellation';
const reservationSearch = (n: number) =>
  `/api/v3/bookings?${new URLSearchParams({
    'page[number]': String(1 + (n % 3)),
    'page[size]': '25',
    ...(n % 2 === 0 ? { filterText: pick(['smith', 'nguyen', 'lee', 'jones'], n) } : {}),
    'filters[checkInFrom]': day(-30),
    'filters[checkInTo]': day(60),
  })}`;

const statementsList = (n: number) =>
  `/api/v3/statements?${new URLSearchParams({ include: 'property,owners', 'page[size]': '25', ...(n % 2 ? { search: pick(TEXTS, n) } : {}) })}`;

type Weighted = readonly [weight: number, run: (n: number) => Promise<unknown>][];

/** A loop over weighted actions; `n` counts this person's actions, so choices vary but repeat run to run. */
const loopOf = (actions: Weighted, seed: number) => {
  const total = actions.reduce((sum, [w]) => sum + w, 0);
  let n = seed;
  return async () => {
    n += 1;
    let roll = (n * 7919) % total;
    for (const [weight, run] of actions) {
      if (roll < weight) return void (await run(n));
      roll -= weight;
    }
  };
};

/** A stay is three nights, or the home's minimum stay when longer (a shorter one answers 400). */
const stayNights = async (client: Client, home: string) => {
  const { doc } = await client.json<Doc<{ details?: { minimumStay?: number } }>>(
    'property',
    'GET',
    `/api/v3/properties/${home}?include=details`,
  );
  return Math.max(3, Array.isArray(doc.data) ? 0 : (doc.data.attributes.details?.minimumStay ?? 0));
};

/** Finds a stay the home can take (rates loaded, nights free), by booking and cancelling it. */
const findFreeStay = async (client: Client, home: string, start: number, nights: number) => {
  for (let offset = start; offset < start + 300; offset += 11) {
    const made = await bookStay(client, home, offset, nights);
    if (made) {
      await cancelStay(client, made);
      return offset;
    }
  }
  throw new Error(`no free ${nights}-night stay found at ${home}`);
};

const bookStay = async (client: Client, home: string, offset: number, nights: number): Promise<string | null> => {
  const { status, doc } = await client.json<Doc>('booking create', 'POST', '/api/v3/bookings', {
    propertyId: home,
    checkIn: day(offset),
    checkOut: day(offset + nights),
    adults: 2,
    guest: { fullName: 'Load Test Guest', email: 'guest@example.com', phone: null },
  });
  if (status === 201 && !Array.isArray(doc.data)) return doc.data.id;
  if (status === 409 || status === 422) return null;
  throw new Error(`booking create answered ${status}: ${JSON.stringify(doc).slice(0, 300)}`);
};

const cancelStay = async (client: Client, id: string) => {
  const { doc } = await client.json<Doc>('booking record', 'GET', `/api/v3/bookings/${id}?include=clean-cancellation`);
  const fee = Number(doc.included?.find((i) => i.type === 'clean-cancellation')?.attributes.fee ?? 0);
  const { status } = await client.json('booking cancel', 'POST', `/api/v3/bookings/${id}/cancel`, {
    expectedFee: fee,
    reason: null,
  });
  if (status !== 200) throw new Error(`booking cancel answered ${status}`);
};

const blockNights = (offset: number) => ({
  data: {
    type: 'property-event',
    attributes: { status: 'blocking', name: '<p>Load test</p>', start: day(offset), end: day(offset + 1) },
  },
});

/** Blocks one night and deletes the block again; false when the night is taken (409). */
const blockAndFree = async (client: Client, home: string, offset: number): Promise<boolean> => {
  const path = `/api/v3/properties/${home}/events`;
  const { status, doc } = await client.json<Doc>('event create', 'POST', path, blockNights(offset));
  if (status !== 201 || Array.isArray(doc.data)) return false;
  await client.request('event delete', 'DELETE', `/api/v3/property-events/${doc.data.id}`);
  return true;
};

/** Staff run the homes: the list, availability, calendars, booking records, blocks and quotes. */
export const staff = (client: Client, f: Fixtures, i: number): Person => {
  const home = pick(f.homes, i);
  let eventOffset = 0;
  return {
    role: 'staff',
    client,
    prepare: async () => {
      // A night the home can block: a block over a stay answers 409.
      for (let offset = 400 + (i % 7); offset < 700; offset += 5) {
        if (await blockAndFree(client, home, offset)) {
          eventOffset = offset;
          return;
        }
      }
      throw new Error(`no free night to block at ${home}`);
    },
    act: loopOf(
      [
        [
          3,
          (n) =>
            client.one('property list', search(n % 2 ? { 'filters[query]': pick(TEXTS, n) } : { sort: '-rating' })),
        ],
        [2, (n) => client.one('availability search', availability(n))],
        [3, (n) => client.together('calendar window', calendarWindow(pick(f.homes, n), 'ROLE_STAFF'))],
        [2, (n) => client.one('booking record', `/api/v3/bookings/${pick(f.bookings, n)}?include=${BOOKING_RECORD}`)],
        [2, (n) => client.one('reservation search', reservationSearch(n))],
        [1, (n) => client.one('quote overview', `/api/v3/smartquotes/${pick(f.smartquotes, n)}?include=overview`)],
        [1, () => blockAndFree(client, home, eventOffset)],
      ],
      i,
    ),
  };
};

/** Reservation managers work from the calendar (the reservation list is back office's): stays booked and cancelled. */
export const reservations = (client: Client, f: Fixtures, i: number): Person => {
  const home = pick(f.homes, f.homes.length - 1 - i);
  let stayOffset = 0;
  let nights = 3;
  return {
    role: 'reservations',
    client,
    prepare: async () => {
      nights = await stayNights(client, home);
      stayOffset = await findFreeStay(client, home, 200 + (i % 11), nights);
    },
    act: loopOf(
      [
        [3, (n) => client.together('calendar window', calendarWindow(pick(f.homes, n), 'ROLE_RESERVATION_MANAGER'))],
        [1, (n) => client.one('availability search', availability(n))],
        [2, (n) => client.one('booking record', `/api/v3/bookings/${pick(f.bookings, n)}?include=${BOOKING_RECORD}`)],
        [
          1,
          async () => {
            const id = await bookStay(client, home, stayOffset, nights);
            if (id) await cancelStay(client, id);
          },
        ],
      ],
      i,
    ),
  };
};

/** Owners look at their homes, their calendars and their statements. */
export const owner = (client: Client, f: Fixtures, i: number): Person => ({
  role: 'owner',
  client,
  act: loopOf(
    [
      [2, () => client.one('property list', search({}))],
      [3, (n) => client.together('calendar window', calendarWindow(pick(f.ownerHomes, n), 'ROLE_OWNER'))],
      [1, (n) => client.one('statements', statementsList(n))],
    ],
    i,
  ),
});

/** Licensees run their company's homes. */
export const licensee = (client: Client, f: Fixtures, i: number): Person => ({
  role: 'licensee',
  client,
  act: loopOf(
    [
      [2, (n) => client.one('property list', search(n % 2 ? { 'filters[query]': pick(TEXTS, n) } : {}))],
      [1, (n) => client.one('availability search', availability(n))],
      [2, (n) => client.together('calendar window', calendarWindow(pick(f.licenseeHomes, n), 'ROLE_LICENSEE'))],
      [1, (n) => client.one('reservation search', reservationSearch(n))],
      [1, (n) => client.one('statements', statementsList(n))],
    ],
    i,
  ),
});

/** Finance managers work through the month's statements. */
export const finance = (client: Client, f: Fixtures, i: number): Person => ({
  role: 'finance',
  client,
  act: loopOf(
    [
      [2, (n) => client.one('statements', statementsList(n))],
      [1, (n) => client.one('statement', `/api/v3/statements/${pick(f.statements, n)}`)],
    ],
    i,
  ),
});
