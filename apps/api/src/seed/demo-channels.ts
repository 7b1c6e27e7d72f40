import { asc, eq } from 'drizzle-orm';
import type { ChannelAccountStatus } from '@hearth/domain';
import type { Db } from '../db/client';
import { channelAccounts, channelListings, channels, icalFeeds, properties } from '../db/schema';
import { demoCompanyId, type DemoCompanyKey } from './demo-companies';
import { deterministicUuid } from './deterministic-id';
import { createRandom } from './random';

type DemoAccount = {
  code: string;
  email: string;
  name: string;
  status: ChannelAccountStatus;
  /** The partner company's account; null: the operator's own. */
  company: DemoCompanyKey | null;
  lastError?: string;
};

type DemoChannel = {
  code: string;
  name: string;
  setupUrl: string;
  /** The share of homes listed on it. */
  reach: number;
  externalId: (n: number) => string;
  accounts: readonly DemoAccount[];
};

const DEMO_CHANNELS: readonly DemoChannel[] = [
  {
    code: 'airbnb',
    name: 'Airbnb',
    setupUrl: 'https://www.airbnb.com.au/hosting/listings',
    reach: 0.95,
    externalId: (n) => `${53_000_000 + n}`,
    accounts: [
      {
        code: 'host-48213907',
        email: 'airbnb@hearth.example',
        name: 'Hearth Stays',
        status: 'connected',
        company: null,
      },
      {
        code: 'host-61730254',
        email: 'airbnb@coastalstays.example',
        name: 'Coastal Stays',
        status: 'connected',
        company: 'coastal-stays',
      },
    ],
  },
  {
    code: 'booking-com',
    name: 'Booking.com',
    setupUrl: 'https://join.booking.com/',
    reach: 0.7,
    externalId: (n) => `${7_400_000 + n}`,
    accounts: [
      { code: '5480213', email: 'booking@hearth.example', name: 'Hearth Holidays', status: 'connected', company: null },
      {
        code: '7719402',
        email: 'channels@harbourcity.example',
        name: 'Harbour City Stays',
        status: 'connected',
        company: 'harbour-city-stays',
      },
    ],
  },
  {
    code: 'vrbo',
    name: 'Vrbo',
    setupUrl: 'https://www.vrbo.com/en-au/p/list-your-property',
    reach: 0.45,
    externalId: (n) => `${2_100_000 + n}ha`,
    accounts: [
      { code: '321-889-1045', email: 'vrbo@hearth.example', name: 'Hearth Vrbo', status: 'connected', company: null },
      {
        code: '321-447-2290',
        email: 'bookings@wakatipu.example',
        name: 'Wakatipu Holiday Homes',
        status: 'failed',
        company: 'wakatipu-holiday-homes',
        lastError: 'Vrbo refused the account credentials (401 Unauthorized): reconnect the account',
      },
    ],
  },
  {
    code: 'expedia',
    name: 'Expedia',
    setupUrl: 'https://apps.expediapartnercentral.com/en_AU/list',
    reach: 0.3,
    externalId: (n) => `${90_215_000 + n}`,
    accounts: [
      { code: '90215573', email: 'expedia@hearth.example', name: 'Hearth Expedia', status: 'connected', company: null },
    ],
  },
  {
    code: 'stayz',
    name: 'Stayz',
    setupUrl: 'https://www.stayz.com.au/list-your-property',
    reach: 0.4,
    externalId: (n) => `${9_180_000 + n}`,
    accounts: [
      { code: 'stz-118204', email: 'stayz@hearth.example', name: 'Hearth Stayz', status: 'connected', company: null },
      {
        code: 'stz-220871',
        email: 'stayz@coastalstays.example',
        name: 'Coastal Stays Stayz',
        status: 'disconnected',
        company: 'coastal-stays',
      },
    ],
  },
  {
    code: 'google',
    name: 'Google',
    setupUrl: 'https://www.google.com/travel/vacation-rentals/partners',
    reach: 0.3,
    externalId: (n) => `g-${410_000 + n}`,
    accounts: [
      {
        code: 'gvr-7716',
        email: 'google@hearth.example',
        name: 'Hearth Vacation Rentals',
        status: 'connected',
        company: null,
      },
    ],
  },
];

const channelId = (code: string) => deterministicUuid(`channel:${code}`);
const accountId = (channel: string, code: string) => deterministicUuid(`channel-account:${channel}:${code}`);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo channels, their accounts and the homes listed through each, with sync health (issue 17 item 1). Ids and
 * which listings are stale are the same on every run; the times count back from the seed's moment (now when the
 * seed day is today, else the end of that day), so a fresh demo shows most listings fresh and a handful stale.
 */
export const seedDemoChannels = async (db: Db, options: { today: string }): Promise<void> => {
  const endOfDay = new Date(`${options.today}T23:59:00Z`).getTime();
  const anchor = Math.min(Date.now(), endOfDay);
  const ago = (ms: number) => new Date(anchor - ms);

  await db
    .insert(channels)
    .values(DEMO_CHANNELS.map((c) => ({ id: channelId(c.code), code: c.code, name: c.name, setupUrl: c.setupUrl })));
  await db.insert(channelAccounts).values(
    DEMO_CHANNELS.flatMap((c) =>
      c.accounts.map((a) => ({
        id: accountId(c.code, a.code),
        channelId: channelId(c.code),
        code: a.code,
        email: a.email,
        name: a.name,
        status: a.status,
        companyId: a.company ? demoCompanyId(a.company) : null,
        connectedAt: a.status === 'disconnected' ? ago(120 * DAY) : ago(90 * DAY),
        disconnectedAt: a.status === 'disconnected' ? ago(4 * DAY) : null,
        lastError: a.lastError ?? null,
      })),
    ),
  );

  const homes = await db
    .select({ id: properties.id, code: properties.code, companyId: properties.companyId })
    .from(properties)
    .where(eq(properties.status, 'active'))
    .orderBy(asc(properties.code));

  const listings: (typeof channelListings.$inferInsert)[] = [];
  const feeds: (typeof icalFeeds.$inferInsert)[] = [];
  homes.forEach((home, n) => {
    const random = createRandom(`channels:${home.code}`);
    // About one home in twelve is not listed anywhere yet.
    if (random.chance(0.08)) return;
    for (const channel of DEMO_CHANNELS) {
      if (!random.chance(channel.reach)) continue;
      // The partner's own account when it has one on this channel, else the operator's.
      const account =
        channel.accounts.find((a) => a.company && demoCompanyId(a.company) === home.companyId) ??
        channel.accounts.find((a) => a.company === null)!;
      const id = deterministicUuid(`channel-listing:${channel.code}:${home.code}`);
      const roll = random.next();
      let lastImportAt: Date | null = ago(random.int(4, 360) * 60_000);
      let lastExportAt: Date | null = ago(random.int(2, 240) * 60_000);
      let lastError: string | null = null;
      if (account.status !== 'connected') {
        // Nothing moves through an account that is not connected: its listings go stale.
        lastImportAt = ago(random.int(2, 5) * DAY + random.int(0, 20) * HOUR);
        lastExportAt = ago(random.int(2, 5) * DAY);
        lastError = account.status === 'failed' ? 'Calendar import refused: 401 Unauthorized' : null;
      } else if (roll < 0.04) {
        lastImportAt = ago(random.int(2, 5) * DAY + random.int(0, 20) * HOUR);
        lastError = 'The channel calendar answered 503 Service Unavailable';
      } else if (roll < 0.06) {
        lastExportAt = ago(random.int(2, 4) * DAY);
      } else if (roll < 0.07) {
        // Mapped this week and never imported yet.
        lastImportAt = null;
      }
      // A few Airbnb listings import through an iCal feed of the home (an uploaded calendar: no outside fetch).
      let icalFeedId: string | null = null;
      if (channel.code === 'airbnb' && n % 15 === 0 && account.status === 'connected') {
        icalFeedId = deterministicUuid(`ical-feed:channel:${home.code}`);
        feeds.push({
          id: icalFeedId,
          propertyId: home.id,
          name: 'Airbnb',
          url: null,
          lastSyncedAt: ago(random.int(10, 300) * 60_000),
        });
      }
      listings.push({
        id,
        accountId: accountId(channel.code, account.code),
        propertyId: home.id,
        externalId: channel.externalId(n),
        icalFeedId,
        lastImportAt,
        lastExportAt,
        lastError,
      });
    }
  });
  if (feeds.length > 0) await db.insert(icalFeeds).values(feeds);
  for (let i = 0; i < listings.length; i += 500) await db.insert(channelListings).values(listings.slice(i, i + 500));
};
