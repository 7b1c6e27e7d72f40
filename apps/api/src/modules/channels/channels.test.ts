import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNEL_ERROR_CODES,
  CHANNEL_MESSAGES,
  denialOf,
  type TChannelSyncDocument,
  type TChannelAccountDocument,
  type TChannelDocument,
  type TChannelsResponse,
  type TChannelSyncResponse,
} from '@hearth/domain';
import { auditLog, channelAccounts, channelListings, channels, icalExports, icalFeeds } from '../../db/schema';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { MODULES } from '../../app';
import { createChannelApiConnector } from '../../adapters/channels/channel-api';
import { startFakeChannelApi, type FakeChannelApi } from '../../adapters/channels/fake-channel-api';
import { DEFAULT_FEED_FETCH_POLICY } from '../../common/ical/ical-fetch';
import { openSecret } from '../../lib/secret-box';
import { TEST_SECRETS } from '../../test/template';
import { channelsModule, channelsRoutes } from './channels.routes';

let ctx: TestContext;
let manager: TestClient;
/** The channel connectivity API, on a real port: the real client asks it. */
let channelApi: FakeChannelApi;
/** A channel's calendar feed, on a real port: what the local feed server answers at /feed.ics. */
let feedServer: Server;
let feedUrl: string;
let served = { status: 200, body: '' };

const CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Channel//Test//EN',
  'BEGIN:VEVENT',
  'UID:stay-1@channel.test',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;VALUE=DATE:20310105',
  'DTEND;VALUE=DATE:20310108',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

beforeAll(async () => {
  channelApi = await startFakeChannelApi();
  feedServer = createServer((request, response) => {
    if (request.url !== '/feed.ics') return void response.writeHead(404).end('not here');
    response.writeHead(served.status, { 'content-type': 'text/calendar' }).end(served.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.ics`;
  // The real module, with the real connectivity client pointed at the local API and feeds allowed from 127.0.0.1.
  const live = channelsModule({
    connector: createChannelApiConnector({ url: channelApi.url }),
    feedFetchPolicy: { ...DEFAULT_FEED_FETCH_POLICY, allowHttp: true, allowPrivateHosts: true },
  });
  ctx = await createTestContext({ modules: MODULES.map((module) => (module === channelsRoutes ? live : module)) });
  manager = await ctx.signedIn('channels');
});
afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
  await channelApi.close();
  await ctx.close();
});

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A channel of its own with a connected and a failed account, named by a unique tag to search for. */
const newChannelIn = async (context: TestContext) => {
  const tag = uniqueTag();
  const [channel] = await context.db
    .insert(channels)
    .values({ code: `test-${tag}`, name: `${tag} Channel`, setupUrl: 'https://partners.example.com/join' })
    .returning();
  const [connected, failed] = await context.db
    .insert(channelAccounts)
    .values([
      { channelId: channel!.id, code: `${tag}-a`, email: 'a@example.com', name: `${tag} Alpha`, status: 'connected' },
      {
        channelId: channel!.id,
        code: `${tag}-b`,
        email: 'b@example.com',
        name: `${tag} Beta`,
        status: 'failed',
        lastError: 'Credentials refused',
      },
    ])
    .returning();
  return { tag, channel: channel!, connected: connected!, failed: failed! };
};
const newChannel = () => newChannelIn(ctx);

type Times = { importAt?: Date | null; exportAt?: Date | null };

/** A home listed through `accountId`, with the sync times given. */
const newListing = async (accountId: string, name: string, times: Times) => {
  const propertyId = await createProperty(ctx.db, { name });
  const [row] = await ctx.db
    .insert(channelListings)
    .values({
      accountId,
      propertyId,
      externalId: `ext-${name}`,
      lastImportAt: times.importAt ?? null,
      lastExportAt: times.exportAt ?? null,
    })
    .returning();
  return { propertyId, listingId: row!.id };
};

const syncHealth = async (query: string) => {
  const response = await manager.get(`/api/v3/channels/sync-health?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TChannelSyncResponse;
};

describe('GET /api/v3/channels', () => {
  it('lists every channel with its setup link and counts, and its accounts in included', async () => {
    const { tag, channel, connected, failed } = await newChannel();
    await newListing(connected.id, `${tag} Fresh`, { importAt: ago(1), exportAt: ago(2) });
    await newListing(connected.id, `${tag} Old`, { importAt: ago(50), exportAt: ago(1) });

    const response = await manager.get('/api/v3/channels?include=accounts');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TChannelsResponse;
    const airbnb = body.data.find((c) => c.attributes.code === 'airbnb');
    expect(airbnb?.attributes).toMatchObject({ name: 'Airbnb', setupUrl: expect.stringMatching(/^https:\/\//) });
    expect(airbnb?.attributes.listingCount).toBeGreaterThan(0);

    const ours = body.data.find((c) => c.id === channel.id);
    expect(ours?.attributes).toEqual({
      code: channel.code,
      name: channel.name,
      // An API channel, and the connectivity API is there: Connect can check its accounts.
      connection: 'api',
      connectable: true,
      setupUrl: 'https://partners.example.com/join',
      accountCount: 2,
      connectedCount: 1,
      listingCount: 2,
      staleCount: 1,
    });
    expect(ours?.relationships?.accounts.data).toEqual([
      { id: connected.id, type: 'channel-account' },
      { id: failed.id, type: 'channel-account' },
    ]);
    const beta = body.included?.find((a) => a.id === failed.id);
    expect(beta?.attributes).toMatchObject({
      code: `${tag}-b`,
      email: 'b@example.com',
      name: `${tag} Beta`,
      status: 'failed',
      companyName: null,
      listingCount: 0,
      lastError: 'Credentials refused',
    });
    // Every related account is in included.
    const includedIds = new Set(body.included?.map((a) => a.id));
    for (const c of body.data)
      for (const ref of c.relationships?.accounts.data ?? []) expect(includedIds).toContain(ref.id);
  });

  it('leaves accounts out without include, and refuses an unknown include with 400', async () => {
    const plain = (await manager.get('/api/v3/channels')).json() as TChannelsResponse;
    expect(plain.included).toBeUndefined();
    expect(plain.data[0]?.relationships).toBeUndefined();

    const response = await manager.get('/api/v3/channels?include=accounts,owners');
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]?.source).toEqual({ parameter: 'include' });
  });

  it('answers one channel, 404 for an unknown id and 400 for a malformed one', async () => {
    const { channel, connected } = await newChannel();
    const one = await manager.get(`/api/v3/channels/${channel.id}?include=accounts`);
    expect(one.statusCode, one.body).toBe(200);
    const body = one.json() as TChannelDocument;
    expect(body.data.attributes.name).toBe(channel.name);
    expect(body.included?.map((a) => a.id)).toContain(connected.id);

    const unknown = await manager.get('/api/v3/channels/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)[0]).toMatchObject({ code: 'NOT_FOUND', detail: 'Channel not found' });
    expect((await manager.get('/api/v3/channels/not-an-id')).statusCode).toBe(400);
  });

  it('answers 403 to anyone but a channel manager', async () => {
    const admin = await ctx.signedIn('admin');
    for (const url of ['/api/v3/channels', '/api/v3/channels/sync-health']) {
      const response = await admin.get(url);
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)[0]?.code).toBe(denialOf('channel:manage').code);
    }
    expect((await ctx.client().get('/api/v3/channels')).statusCode).toBe(401);
  });
});

describe('GET /api/v3/channel-accounts/{id}', () => {
  it('answers the account and, with include=listings, the homes mapped to it with their sync times', async () => {
    const { tag, channel, connected } = await newChannel();
    const fresh = await newListing(connected.id, `${tag} A Fresh`, { importAt: ago(1), exportAt: ago(3) });
    await newListing(connected.id, `${tag} B Never`, { exportAt: ago(1) });

    const response = await manager.get(`/api/v3/channel-accounts/${connected.id}?include=listings`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TChannelAccountDocument;
    expect(body.data.attributes).toMatchObject({
      channelId: channel.id,
      channelName: channel.name,
      name: `${tag} Alpha`,
      status: 'connected',
      listingCount: 2,
    });
    expect(body.included?.map((l) => [l.attributes.propertyName, l.attributes.stale])).toEqual([
      [`${tag} A Fresh`, false],
      [`${tag} B Never`, true],
    ]);
    expect(body.included?.[0]?.attributes).toMatchObject({
      propertyId: fresh.propertyId,
      externalId: `ext-${tag} A Fresh`,
      lastImportAt: expect.any(String),
      lastExportAt: expect.any(String),
    });
    expect(body.included?.[1]?.attributes.lastImportAt).toBeNull();

    const bare = (await manager.get(`/api/v3/channel-accounts/${connected.id}`)).json() as TChannelAccountDocument;
    expect(bare.included).toBeUndefined();
    const unknown = await manager.get('/api/v3/channel-accounts/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await manager.get(`/api/v3/channel-accounts/${connected.id}?include=homes`)).statusCode).toBe(400);
  });
});

const connect = (accountId: string, credential: unknown) =>
  manager.post(`/api/v3/channel-accounts/${accountId}/connect`, { credential });
const accountRow = async (id: string) =>
  (await ctx.db.select().from(channelAccounts).where(eq(channelAccounts.id, id)))[0]!;

describe('POST /api/v3/channel-accounts/{id}/connect and /disconnect', () => {
  it("checks an API key with the channel: a refused key is Failed with the channel's reason, a good one Connected", async () => {
    const { channel, failed } = await newChannel();
    channelApi.setAccount(channel.code, failed.code, 'good-key');

    const refused = await connect(failed.id, 'wrong-key');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorsOf(refused)[0]).toMatchObject({
      code: CHANNEL_ERROR_CODES.refused,
      detail: `${channel.name} refused the API key (401 Unauthorized): check the key and connect again`,
    });
    expect(await accountRow(failed.id)).toMatchObject({
      status: 'failed',
      lastError: `${channel.name} refused the API key (401 Unauthorized): check the key and connect again`,
      credentialSealed: null,
    });
    expect(channelApi.requests.at(-1)).toMatchObject({ apiKey: 'wrong-key', status: 401 });

    const good = await manager.post(`/api/v3/channel-accounts/${failed.id}/connect?include=listings`, {
      credential: '  good-key ',
    });
    expect(good.statusCode, good.body).toBe(200);
    const attributes = (good.json() as TChannelAccountDocument).data.attributes;
    expect(attributes).toMatchObject({
      status: 'connected',
      lastError: null,
      connectedAt: expect.any(String),
      checkedAt: expect.any(String),
      connection: 'api',
      connectable: true,
    });
    // Kept sealed: the row holds no trace of the key, and opens to it with the credential key.
    const kept = (await accountRow(failed.id)).credentialSealed!;
    expect(kept).not.toContain('good-key');
    expect(openSecret(kept, TEST_SECRETS.credentialKey)).toBe('good-key');

    const disconnect = await manager.post(`/api/v3/channel-accounts/${failed.id}/disconnect`, {});
    expect(disconnect.statusCode, disconnect.body).toBe(200);
    expect((disconnect.json() as TChannelAccountDocument).data.attributes).toMatchObject({
      status: 'disconnected',
      disconnectedAt: expect.any(String),
    });
    expect((await accountRow(failed.id)).credentialSealed).toBeNull();
    // Disconnecting again answers it as it is.
    expect((await manager.post(`/api/v3/channel-accounts/${failed.id}/disconnect`, {})).statusCode).toBe(200);

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'channel-account'), eq(auditLog.entityId, failed.id)))
      .orderBy(auditLog.at);
    expect(entries.map((e) => e.action)).toEqual([
      'channel-account.connect-refused',
      'channel-account.connect',
      'channel-account.disconnect',
    ]);
    expect(JSON.stringify(entries)).not.toContain('good-key');
    expect(entries[0]?.actorUserId).toBeTruthy();
  });

  it('checks a calendar-feed channel by reading the feed: a calendar connects, anything else is refused', async () => {
    const [stayz] = await ctx.db.select().from(channels).where(eq(channels.code, 'stayz'));
    const [account] = await ctx.db
      .insert(channelAccounts)
      .values({ channelId: stayz!.id, code: `stz-${uniqueTag()}`, email: 's@example.com', name: 'Feed account' })
      .returning();

    served = { status: 200, body: '<html>Sign in</html>' };
    const notCalendar = await connect(account!.id, feedUrl);
    expect(notCalendar.statusCode).toBe(422);
    expect(errorsOf(notCalendar)[0]?.detail).toMatch(/^Could not read the calendar feed: /);
    expect((await accountRow(account!.id)).status).toBe('failed');

    const notUrl = await connect(account!.id, 'my feed');
    expect(errorsOf(notUrl)[0]?.detail).toBe(CHANNEL_MESSAGES.notAFeedUrl);

    served = { status: 200, body: CALENDAR };
    const good = await connect(account!.id, feedUrl);
    expect(good.statusCode, good.body).toBe(200);
    expect((good.json() as TChannelAccountDocument).data.attributes).toMatchObject({
      status: 'connected',
      connection: 'ical',
      lastError: null,
    });
  });

  it('refuses no credential, a long one, junk in disconnect, an unknown account and anyone but a channel manager', async () => {
    const { connected } = await newChannel();
    expect((await manager.post(`/api/v3/channel-accounts/${connected.id}/connect`, {})).statusCode).toBe(400);
    expect((await connect(connected.id, '   ')).statusCode).toBe(400);
    expect((await connect(connected.id, 'k'.repeat(2001))).statusCode).toBe(400);
    const junk = await manager.post(`/api/v3/channel-accounts/${connected.id}/disconnect`, { status: 'connected' });
    expect(junk.statusCode).toBe(400);
    const unknown = await connect('00000000-0000-4000-8000-000000000000', 'key');
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)[0]?.detail).toBe('Channel account not found');
    const staff = await ctx.signedIn('staff');
    const denied = await staff.post(`/api/v3/channel-accounts/${connected.id}/disconnect`);
    expect(denied.statusCode).toBe(403);
    expect((await accountRow(connected.id)).status).toBe('connected');
  });

  it('without a connectivity API says an API key cannot be checked here, and changes nothing', async () => {
    const offline = await createTestContext();
    try {
      const client = await offline.signedIn('channels');
      const { channel, failed } = await newChannelIn(offline);
      const document = (await client.get(`/api/v3/channels/${channel.id}?include=accounts`)).json() as TChannelDocument;
      expect(document.data.attributes).toMatchObject({ connection: 'api', connectable: false });
      const response = await client.post(`/api/v3/channel-accounts/${failed.id}/connect`, { credential: 'key' });
      expect(response.statusCode).toBe(409);
      expect(errorsOf(response)[0]).toMatchObject({
        code: CHANNEL_ERROR_CODES.offline,
        detail: CHANNEL_MESSAGES.apiOffline(channel.name),
      });
      const [row] = await offline.db.select().from(channelAccounts).where(eq(channelAccounts.id, failed.id));
      expect(row).toMatchObject({ status: 'failed', lastError: 'Credentials refused' });
    } finally {
      await offline.close();
    }
  });
});

describe('POST /api/v3/channel-listings/{id}/retry', () => {
  const retry = (listingId: string) => manager.post(`/api/v3/channel-listings/${listingId}/retry`, {});

  it("checks the account again and imports the listing's calendar now; a revoked key fails the account and the row", async () => {
    const { tag, channel, failed } = await newChannel();
    channelApi.setAccount(channel.code, failed.code, 'key-1');
    const { propertyId, listingId } = await newListing(failed.id, `${tag} Retry`, { exportAt: ago(1) });
    const [feed] = await ctx.db
      .insert(icalFeeds)
      .values({ propertyId, name: 'Channel calendar', url: feedUrl, lastError: 'timeout' })
      .returning();
    await ctx.db.update(channelListings).set({ icalFeedId: feed!.id }).where(eq(channelListings.id, listingId));

    // Nothing kept yet to retry with.
    const early = await retry(listingId);
    expect(early.statusCode).toBe(409);
    expect(errorsOf(early)[0]).toMatchObject({
      code: CHANNEL_ERROR_CODES.noCredential,
      detail: CHANNEL_MESSAGES.noCredential,
    });

    expect((await connect(failed.id, 'key-1')).statusCode).toBe(200);
    served = { status: 200, body: CALENDAR };
    const response = await retry(listingId);
    expect(response.statusCode, response.body).toBe(200);
    const row = (response.json() as TChannelSyncDocument).data;
    expect(row).toMatchObject({ id: listingId, attributes: { propertyId, lastError: null, stale: false } });
    expect(Date.now() - Date.parse(row.attributes.lastImportAt!)).toBeLessThan(60_000);

    // The channel no longer takes the key: the account is Failed and the row says why.
    channelApi.setAccount(channel.code, failed.code, 'key-2');
    const revoked = await retry(listingId);
    expect(revoked.statusCode).toBe(200);
    const reason = `${channel.name} refused the API key (401 Unauthorized): check the key and connect again`;
    expect((revoked.json() as TChannelSyncDocument).data.attributes.lastError).toBe(reason);
    expect(await accountRow(failed.id)).toMatchObject({ status: 'failed', lastError: reason });
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'channel-listing.retry'), eq(auditLog.entityId, listingId)));
    expect(audited).toHaveLength(2);
  });

  it('answers 404 for an unknown listing, 400 for a malformed id or a body, 403 to anyone but a channel manager', async () => {
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await retry('nope')).statusCode).toBe(400);
    const { tag, connected } = await newChannel();
    const { listingId } = await newListing(connected.id, `${tag} Junk`, {});
    expect((await manager.post(`/api/v3/channel-listings/${listingId}/retry`, { now: true })).statusCode).toBe(400);
    const staff = await ctx.signedIn('staff');
    expect((await staff.post(`/api/v3/channel-listings/${listingId}/retry`, {})).statusCode).toBe(403);
  });
});

describe('GET /api/v3/channels/sync-health', () => {
  it('puts the worst first (missing, then oldest last success) and flags stale rows after 24 hours', async () => {
    const { tag, connected } = await newChannel();
    await newListing(connected.id, `${tag} Fresh`, { importAt: ago(1), exportAt: ago(2) });
    await newListing(connected.id, `${tag} Three days`, { importAt: ago(72), exportAt: ago(1) });
    await newListing(connected.id, `${tag} No export`, { importAt: ago(1) });
    await newListing(connected.id, `${tag} Thirty hours`, { importAt: ago(3), exportAt: ago(30) });
    // The import through a healthy iCal feed counts; one through a feed with an error does not.
    const viaFeed = await newListing(connected.id, `${tag} Feed ok`, { exportAt: ago(1) });
    const [feed] = await ctx.db
      .insert(icalFeeds)
      .values({ propertyId: viaFeed.propertyId, name: 'Channel', url: null, lastSyncedAt: ago(2) })
      .returning();
    await ctx.db.update(channelListings).set({ icalFeedId: feed!.id }).where(eq(channelListings.id, viaFeed.listingId));
    const badFeed = await newListing(connected.id, `${tag} Feed failing`, { importAt: ago(48), exportAt: ago(1) });
    const [failing] = await ctx.db
      .insert(icalFeeds)
      .values({
        propertyId: badFeed.propertyId,
        name: 'Channel',
        url: null,
        lastSyncedAt: ago(1),
        lastError: 'HTTP 500',
      })
      .returning();
    await ctx.db
      .update(channelListings)
      .set({ icalFeedId: failing!.id })
      .where(eq(channelListings.id, badFeed.listingId));
    // The export a channel fetched through the home's iCal export URL counts as an export.
    const fetched = await newListing(connected.id, `${tag} Fetched`, { importAt: ago(4) });
    await ctx.db
      .insert(icalExports)
      .values({ propertyId: fetched.propertyId, token: `token-${tag}`, lastFetchedAt: ago(5) });

    const body = await syncHealth(`search=${tag}`);
    const rows = body.data.map((r) => [r.attributes.propertyName, r.attributes.stale]);
    expect(rows).toEqual([
      [`${tag} No export`, true],
      [`${tag} Three days`, true],
      [`${tag} Feed failing`, true],
      [`${tag} Thirty hours`, true],
      [`${tag} Fetched`, false],
      [`${tag} Fresh`, false],
      [`${tag} Feed ok`, false],
    ]);
    expect(body.meta).toEqual({ totalCount: 7, totalPages: 1, staleCount: 4 });
    const failingRow = body.data.find((r) => r.attributes.propertyName === `${tag} Feed failing`)!;
    expect(new Date(failingRow.attributes.lastImportAt!).getTime()).toBeLessThan(ago(47).getTime());
    expect(failingRow.attributes.lastError).toBe('HTTP 500');
    expect(failingRow.attributes).toMatchObject({ accountName: `${tag} Alpha`, lastTaskSyncAt: null });

    const reversed = await syncHealth(`search=${tag}&sort=-health`);
    expect(reversed.data.map((r) => r.attributes.propertyName).slice(0, 2)).toEqual([`${tag} Feed ok`, `${tag} Fresh`]);
    expect(reversed.data.at(-1)?.attributes.propertyName).toBe(`${tag} No export`);

    const staleOnly = await syncHealth(`search=${tag}&stale=true`);
    expect(staleOnly.data.every((r) => r.attributes.stale)).toBe(true);
    expect(staleOnly.meta).toMatchObject({ totalCount: 4, staleCount: 4 });
    const freshOnly = await syncHealth(`search=${tag}&stale=false`);
    expect(freshOnly.meta.totalCount).toBe(3);

    const byProperty = await syncHealth(`search=${tag}&sort=property`);
    expect(byProperty.data[0]?.attributes.propertyName).toBe(`${tag} Feed failing`);
  });

  it('pages the rows and refuses a bad sort, page size or stale value with 400', async () => {
    const { tag, connected } = await newChannel();
    for (const n of [1, 2, 3])
      await newListing(connected.id, `${tag} Home ${n}`, { importAt: ago(n), exportAt: ago(n) });
    const first = await syncHealth(`search=${tag}&page[size]=2&sort=-lastImport`);
    expect(first.meta).toEqual({ totalCount: 3, totalPages: 2, staleCount: 0 });
    expect(first.data.map((r) => r.attributes.propertyName)).toEqual([`${tag} Home 1`, `${tag} Home 2`]);
    const second = await syncHealth(`search=${tag}&page[size]=2&page[number]=2&sort=-lastImport`);
    expect(second.data.map((r) => r.attributes.propertyName)).toEqual([`${tag} Home 3`]);

    for (const query of ['sort=worst', 'sort=--health', 'page[size]=101', 'page[number]=0', 'stale=yes']) {
      const response = await manager.get(`/api/v3/channels/sync-health?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorsOf(response)[0]?.status).toBe('400');
    }
  });

  it('shows the seeded demo listings with a handful stale', async () => {
    const body = await syncHealth('');
    expect(body.meta.totalCount).toBeGreaterThan(50);
    expect(body.meta.staleCount).toBeGreaterThan(0);
    expect(body.meta.staleCount).toBeLessThan(body.meta.totalCount / 3);
    expect(body.data[0]?.attributes.stale).toBe(true);
  });
});
