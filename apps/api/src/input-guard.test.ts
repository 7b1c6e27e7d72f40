import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DAY_RANGE, EVENT_MESSAGES, FILTER_MESSAGES, INPUT_MESSAGES } from '@hearth/domain';
import { demoCompanyId, demoUserId } from './seed/seed';
import { parseIcal } from './common/ical/ical-parse';
import { IcalParseError } from './common/ical/ical-split';
import { createProperty, uniqueTag } from './test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from './test/harness';

/**
 * Issue 10 items 1 and 2: text PostgreSQL cannot store, and days or instants outside DAY_RANGE, answer 400 with a
 * field error on both engines instead of reaching the database and answering 500.
 */
let ctx: TestContext;
let admin: TestClient;
let owner: TestClient;
let reservations: TestClient;
let homeId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedIn('admin');
  owner = await ctx.signedIn('owner');
  reservations = await ctx.signedIn('reservations');
  homeId = await createProperty(
    ctx.db,
    { name: `${uniqueTag()} Input`, companyId: demoCompanyId('hearth') },
    { owners: [demoUserId('owner')] },
  );
});
afterAll(async () => {
  await ctx.close();
});

const expectFieldError = (
  response: Awaited<ReturnType<TestClient['get']>>,
  source: { pointer: string } | { parameter: string },
  detail: string,
) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorsOf(response)).toContainEqual(expect.objectContaining({ code: 'VALIDATION_ERROR', detail, source }));
};

describe('filters a list does not have, or sent empty, are refused rather than ignored', () => {
  it('names the unknown filter, the bracketed form of a known one, and an empty one', async () => {
    const unknown = await owner.get('/api/v3/search?filters[colour]=red');
    expectFieldError(unknown, { parameter: 'filters[colour]' }, FILTER_MESSAGES.unknownFilter);
    const bracketed = await owner.get(`/api/v3/search?filters[companies][]=${randomUUID()}`);
    expectFieldError(bracketed, { parameter: 'filters[companies][]' }, FILTER_MESSAGES.unknownFilter);
    const empty = await admin.get('/api/v3/companies?filters[ids]=');
    expectFieldError(empty, { parameter: 'filters[ids]' }, FILTER_MESSAGES.emptyFilter);
    const emptyList = await owner.get('/api/v3/search?filters[propertyStatuses]=&filters[propertyStatuses]=');
    expectFieldError(emptyList, { parameter: 'filters[propertyStatuses]' }, FILTER_MESSAGES.emptyFilter);
    // Filters the list has, with values, and parameters that are not filters, still pass.
    expect((await owner.get('/api/v3/search?filters[propertyStatuses]=active&cacheBust=1')).statusCode).toBe(200);
  });
});

describe('NUL and unpaired surrogates are refused for every route before validation', () => {
  it('PATCH v3/users/me with a NUL in firstName names the field', async () => {
    const response = await owner.patch('/api/v3/users/me', { firstName: 'a\u0000b', lastName: 'Owner' });
    expectFieldError(response, { pointer: '/firstName' }, INPUT_MESSAGES.text);
    // The bare call of the issue: the NUL is reported, not only the missing last name.
    const bare = await owner.patch('/api/v3/users/me', { firstName: 'a\u0000b' });
    expectFieldError(bare, { pointer: '/firstName' }, INPUT_MESSAGES.text);
  });

  it('GET v3/search with a NUL in filters[query] names the parameter', async () => {
    const response = await owner.get('/api/v3/search?filters[query]=a%00b');
    expectFieldError(response, { parameter: 'filters[query]' }, INPUT_MESSAGES.text);
  });

  it('a NUL in a JSON key, in a nested array or in a query key is found too', async () => {
    const key = await owner.patch('/api/v3/users/me', { firstName: 'Olivia', lastName: 'Owner', 'x\u0000y': 1 });
    expectFieldError(key, { pointer: '/x\ufffdy' }, INPUT_MESSAGES.text);

    const nested = await admin.post('/api/v3/property-tasks', {
      data: {
        attributes: { propertyId: homeId, name: 'Clean', scheduledDate: '2030-01-01', assignees: ['Sam', 'a\u0000'] },
      },
    });
    expectFieldError(nested, { pointer: '/data/attributes/assignees/1' }, INPUT_MESSAGES.text);

    const queryKey = await owner.get('/api/v3/users/me?a%00b=1');
    expectFieldError(queryKey, { parameter: 'a\ufffdb' }, INPUT_MESSAGES.text);
  });

  it('walks a body nested 100,000 deep in linear time', async () => {
    const depth = 100_000;
    const started = Date.now();
    const response = await owner.request({
      method: 'PATCH',
      url: '/api/v3/users/me',
      rawBody: `${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]?.source?.pointer).toBe(`/${Array.from({ length: depth }, () => '0').join('/')}`);
    // Copying the path at every level made this minutes; walking a chain of parents keeps it well under a second.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a lone surrogate from a JSON escape, and keeps a paired one (an emoji)', async () => {
    const lone = await owner.patch('/api/v3/users/me', { firstName: '\ud800x', lastName: 'Owner' });
    expectFieldError(lone, { pointer: '/firstName' }, INPUT_MESSAGES.text);
    const lowOnly = await admin.post(`/api/v3/properties/${homeId}/events`, {
      data: { attributes: { start: '2030-05-01', end: '2030-05-01', name: 'x\udc00', status: 'blocking' } },
    });
    expectFieldError(lowOnly, { pointer: '/data/attributes/name' }, INPUT_MESSAGES.text);

    const emoji = await owner.patch('/api/v3/users/me', { firstName: 'Olivia 😀', lastName: 'Owner' });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('refuses an .ics upload (raw text/calendar body) holding a NUL', async () => {
    const feed = await admin.post(`/api/v3/properties/${homeId}/ical-feeds`, {
      data: { attributes: { name: 'Airbnb' } },
    });
    expect(feed.statusCode, feed.body).toBe(201);
    const feedId = (feed.json() as { data: { id: string } }).data.id;
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:a\u0000b',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:20300301',
      'DTEND;VALUE=DATE:20300303',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const response = await admin.request({
      method: 'POST',
      url: `/api/v3/ical-feeds/${feedId}/upload`,
      rawBody: text,
      headers: { 'content-type': 'text/calendar' },
    });
    expectFieldError(response, { pointer: '/' }, INPUT_MESSAGES.text);
    // The same text fetched from a feed's URL never passes the request guard: the parser refuses it.
    expect(() => parseIcal(text, { timezone: 'Australia/Sydney' })).toThrow(IcalParseError);
  });
});

describe(`days and instants outside ${DAY_RANGE.first} to ${DAY_RANGE.last}`, () => {
  const rates = (from: string, to: string) => admin.get(`/api/v3/properties/${homeId}/rates?from=${from}&to=${to}`);

  it('rates with from=0000-01-01 and to=9999-12-31 answer 400 with the message for both', async () => {
    const response = await rates('0000-01-01', '9999-12-31');
    expectFieldError(response, { parameter: 'from' }, INPUT_MESSAGES.day);
    expectFieldError(response, { parameter: 'to' }, INPUT_MESSAGES.day);
    expectFieldError(await rates('0000-01-01', '0000-12-31'), { parameter: 'from' }, INPUT_MESSAGES.day);
  });

  it('accepts 2200-12-31 and refuses 2201-01-01 and 1899-12-31', async () => {
    const last = await rates('2200-12-01', '2200-12-31');
    expect(last.statusCode, last.body).toBe(200);
    expectFieldError(await rates('2200-12-01', '2201-01-01'), { parameter: 'to' }, INPUT_MESSAGES.day);
    expectFieldError(await rates('1899-12-31', '1900-01-31'), { parameter: 'from' }, INPUT_MESSAGES.day);
  });

  it('refuses 2023-02-29, a day that does not exist', async () => {
    expectFieldError(await rates('2023-02-29', '2023-03-31'), { parameter: 'from' }, INPUT_MESSAGES.day);
  });

  it('every other day a request carries uses the same schema', async () => {
    expectFieldError(
      await owner.get('/api/v3/search?filters[availableFrom]=0000-01-01&filters[availableTo]=0000-01-05'),
      { parameter: 'filters[availableFrom]' },
      INPUT_MESSAGES.day,
    );
    expectFieldError(
      await admin.get(`/api/v3/properties/${homeId}/bookings?from=0000-01-01&to=0000-12-31`),
      { parameter: 'from' },
      INPUT_MESSAGES.day,
    );
    expectFieldError(
      await admin.get(`/api/v3/property-tasks?propertyId=${homeId}&from=9999-12-01&to=9999-12-31`),
      { parameter: 'from' },
      INPUT_MESSAGES.day,
    );
    expectFieldError(
      await admin.post('/api/v3/property-tasks', {
        data: { attributes: { propertyId: homeId, name: 'Clean', scheduledDate: '0000-01-01' } },
      }),
      { pointer: '/data/attributes/scheduledDate' },
      INPUT_MESSAGES.day,
    );
    // The event page keeps its own words (docs/product/events.md#rules); the day after 9999-12-31 is never computed.
    const event = await admin.post(`/api/v3/properties/${homeId}/events`, {
      data: { attributes: { start: '9999-12-31', end: '9999-12-31', name: 'Block', status: 'blocking' } },
    });
    expectFieldError(event, { pointer: '/data/attributes/start' }, EVENT_MESSAGES.invalidStart);
  });

  it('instants get the same range: a hold expiring in 9999, a task started in year 0', async () => {
    const hold = await reservations.post(`/api/v3/properties/${homeId}/events`, {
      data: {
        attributes: {
          start: '2031-02-01',
          end: '2031-02-02',
          name: 'Hold',
          status: 'blocking',
          expiryAt: '9999-12-31T23:59:59Z',
        },
      },
    });
    expectFieldError(hold, { pointer: '/data/attributes/expiryAt' }, INPUT_MESSAGES.instant);
    const task = await admin.post('/api/v3/property-tasks', {
      data: {
        attributes: {
          propertyId: homeId,
          name: 'Clean',
          scheduledDate: '2030-01-01',
          startedAt: '0000-01-01T00:00:00Z',
        },
      },
    });
    expectFieldError(task, { pointer: '/data/attributes/startedAt' }, INPUT_MESSAGES.instant);
  });

  it('an imported event outside the range is reported, not written', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:year-zero',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:00000301',
      'DTEND;VALUE=DATE:00000303',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const [event] = parseIcal(text, { timezone: 'Australia/Sydney' });
    expect(event).toMatchObject({ uid: 'year-zero', start: null, problem: expect.any(String) as string });
  });
});
