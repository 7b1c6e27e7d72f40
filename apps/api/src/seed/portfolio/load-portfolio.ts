import { sql } from 'drizzle-orm';
import { NIGHT_CAP_RULES, suggestedNightCapRule } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties, propertyManagers, propertyOwners, propertyPhotos, userRoles, users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { demoCompanyId } from '../demo-companies';
import type { DemoPhoto } from '../demo-photos';
import { demoUserId, deterministicUuid } from '../deterministic-id';
import { createRandom } from '../random';
import { addDays, daysBetween, type PortfolioWindow } from './calendar';
import { withDeferredIndexes } from './deferred-indexes';
import type { Portfolio, PortfolioProperty } from './generate-properties';
import { insertRatePlans, insertRates, ratesWindow } from './rates';
import { fullAddress } from './names';
import { generateStays, type BookingRow, type EventRow } from './stays';

export type LoadStep = { step: string; ms: number; rows: number };

export type LoadOptions = {
  db: Db;
  portfolio: Portfolio;
  window: PortfolioWindow;
  photos: readonly DemoPhoto[];
  passwordHash: string;
  staffUserId: string;
  /** Listings per rates and stays statement (progress is reported per chunk). */
  chunk?: number;
  /** Load rates and bookings into bare tables and rebuild their indexes after (see deferred-indexes.ts). */
  deferIndexes?: boolean;
  onStep?: (step: LoadStep) => void;
};

const ROW_BATCH = 1_000;
const JSON_BATCH = 5_000;

const inBatches = async <T>(rows: readonly T[], size: number, insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
};

const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};

/** A capped home's cap follows its area's rule (Byron Shire's 60 nights, Greater Sydney's 180), else stays custom. */
const withAreaNightCap = (p: PortfolioProperty) => {
  if (p.compliance.currentYearBookableDays === null) return { ...p.compliance, nightCapRule: null };
  const rule = suggestedNightCapRule(p);
  return rule
    ? { ...p.compliance, nightCapRule: rule, currentYearBookableDays: NIGHT_CAP_RULES[rule].nights ?? null }
    : { ...p.compliance, nightCapRule: 'custom' as const };
};

const propertyRow = (p: PortfolioProperty) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  status: p.status,
  companyId: demoCompanyId(p.company),
  segment: p.segment,
  managementType: p.managementType,
  buildingType: p.buildingType,
  bedrooms: p.bedrooms,
  bathrooms: p.bathrooms,
  maxGuests: p.maxGuests,
  // A double in each bedroom, and a sofa bed in larger homes: what the demo's rooms hold.
  beds: Math.max(1, p.bedrooms + (p.bedrooms >= 3 ? 1 : 0)),
  minimumStay: p.minimumStay,
  keyType: p.keyType,
  keyStatus: p.keyStatus,
  cleaningStatus: p.cleaningStatus,
  riskStatus: p.riskStatus,
  airbnbOverallRating: p.airbnbOverallRating,
  amenities: p.amenities,
  currency: p.currency,
  timezone: p.timezone,
  street: p.street,
  city: p.city,
  state: p.state,
  postcode: p.postcode,
  country: p.country,
  fullAddress: fullAddress(p),
  latitude: p.latitude,
  longitude: p.longitude,
  checkpoints: p.checkpoints,
  compliance: withAreaNightCap(p),
  tasksSummary: p.tasksSummary,
  resourceLinks: p.resourceLinks,
  createdAt: new Date(`${p.joinedOn}T09:00:00Z`),
});

/** Photos in a listing-specific order, so primary photos differ between neighbours. */
const photoRows = (p: PortfolioProperty, photos: readonly DemoPhoto[]) => {
  if (photos.length === 0) return [];
  const random = createRandom(`portfolio:photos:${p.index}`);
  const offset = random.int(0, photos.length - 1);
  const step = random.pick([1, 5, 7, 11]);
  return Array.from({ length: p.photoCount }, (_, position) => {
    const photo = photos[(offset + position * step) % photos.length] as DemoPhoto;
    return {
      id: deterministicUuid(`photo:${p.code}:${position}`),
      propertyId: p.id,
      position,
      blobKey: photo.key,
      thumbKey: photo.thumbKey,
      caption: photo.caption,
    };
  });
};

/** Bookings with their totals summed from the nightly rates just loaded (one formula, in rates.ts). */
const insertBookings = (db: Db, rows: readonly BookingRow[]) =>
  inBatches(rows, JSON_BATCH, (batch) =>
    db.execute(sql`
      insert into bookings (id, property_id, long_code, status, record_status, check_in, check_out, guest_name,
        adults, children, channel, total_cents, currency, booked_at, cancelled_at, created_at)
      select j.id, j.property_id, j.long_code, j.status, j.record_status, j.check_in, j.check_out, j.guest_name,
        j.adults, j.children, j.channel,
        coalesce((select sum(r.price_cents) from daily_rates r
          where r.property_id = j.property_id and r.night >= j.check_in and r.night < j.check_out), 0)::int,
        j.currency, j.booked_at, j.cancelled_at, j.booked_at
      from json_populate_recordset(null::bookings, ${JSON.stringify(batch)}::json) j`),
  );

const insertEvents = (db: Db, rows: readonly EventRow[]) =>
  inBatches(rows, JSON_BATCH, (batch) =>
    db.execute(sql`
      insert into property_events (id, property_id, name, status, start_date, end_date, expires_at, created_by,
        created_at, modified_at)
      select j.id, j.property_id, j.name, j.status, j.start_date, j.end_date, j.expires_at, j.created_by,
        j.created_at, j.created_at
      from json_populate_recordset(null::property_events, ${JSON.stringify(batch)}::json) j`),
  );

/**
 * Writes a generated portfolio: owner accounts, listings with owners, managers and photos, two years of nightly
 * rates, then bookings and calendar events. The demo seed and `seed:scale` both come through here.
 */
export const loadPortfolio = async (options: LoadOptions): Promise<{ bookings: number; events: number }> => {
  const { db, portfolio, window } = options;
  const chunk = options.chunk ?? 500;
  const timed = async (step: string, run: () => Promise<number>) => {
    const started = performance.now();
    const rows = await run();
    options.onStep?.({ step, ms: performance.now() - started, rows });
  };
  const deferred = (tables: readonly string[], load: () => Promise<void>) =>
    options.deferIndexes
      ? withDeferredIndexes(db, tables, load, {
          onRestore: (d, ms) => options.onStep?.({ step: `  rebuild ${d.name}`, ms, rows: 0 }),
        })
      : load();

  await timed('owner accounts', async () => {
    const owners = portfolio.owners.map((o, n) => ({
      id: demoUserId(o.key),
      code: `U${20_001 + n}`,
      email: o.email,
      firstName: o.firstName,
      lastName: o.lastName,
      mobile: o.mobile,
      passwordHash: options.passwordHash,
      nps: o.nps,
      lastLoginAt: n % 4 === 3 ? null : new Date(`${addDays(window.month, -(n % 90))}T08:30:00Z`),
    }));
    await inBatches(owners, ROW_BATCH, (batch) => db.insert(users).values(batch));
    await inBatches(owners, ROW_BATCH * 5, (batch) =>
      db.insert(userRoles).values(batch.map((o) => ({ userId: o.id, role: 'ROLE_OWNER' }))),
    );
    return owners.length;
  });

  await timed('properties, owners, managers, photos', async () => {
    const list = portfolio.properties;
    await inBatches(list, 500, (batch) => db.insert(properties).values(batch.map(propertyRow)));
    const ownerships = list.flatMap((p) => p.owners.map((key) => ({ propertyId: p.id, userId: demoUserId(key) })));
    await inBatches(ownerships, ROW_BATCH * 5, (batch) => db.insert(propertyOwners).values(batch));
    // The staff demo user is the account manager of every listing Hearth manages itself.
    const managers = list
      .filter((p) => p.managementType === 'hearth')
      .map((p) => ({ propertyId: p.id, userId: options.staffUserId, type: 'customer_experience' }));
    await inBatches(managers, ROW_BATCH * 5, (batch) => db.insert(propertyManagers).values(batch));
    const photos = list.flatMap((p) => photoRows(p, options.photos));
    await inBatches(photos, ROW_BATCH * 2, (batch) => db.insert(propertyPhotos).values(batch));
    return list.length;
  });

  // Each listing's rates arrive whole with their running totals, so the trigger restating them is off (migration 0011).
  await deferred(['daily_rates'], async () => {
    await db.execute(sql`alter table daily_rates disable trigger daily_rates_running_insert`);
    for (const [i, part] of chunksOf(portfolio.properties, chunk).entries()) {
      await timed(`nightly rates ${i * chunk + part.length}/${portfolio.properties.length}`, async () => {
        await insertRatePlans(db, { properties: part, window });
        await insertRates(db, { properties: part, window });
        const { from, to } = ratesWindow(window);
        return part.length * daysBetween(from, to);
      });
    }
    await db.execute(sql`alter table daily_rates enable trigger daily_rates_running_insert`);
  });

  let bookings = 0;
  let events = 0;
  const ownerNames = new Map(
    [...DEMO_ACCOUNTS.map((a) => ({ ...a, key: a.name })), ...portfolio.owners].map((o) => [
      o.key,
      `${o.firstName} ${o.lastName}`,
    ]),
  );
  // The claim triggers are off during the load; every night is claimed in one statement after it (migration 0009),
  // and re-adding the claims' exclusion constraint then checks the whole calendar for a double booking.
  await deferred(['bookings', 'property_events', 'stay_claims'], async () => {
    await db.execute(sql`alter table bookings disable trigger bookings_claim_nights`);
    await db.execute(sql`alter table property_events disable trigger property_events_claim_nights`);
    for (const [i, part] of chunksOf(portfolio.properties, chunk).entries()) {
      await timed(`bookings and events ${i * chunk + part.length}/${portfolio.properties.length}`, async () => {
        const stays = part.map((p) =>
          generateStays(p, {
            window,
            today: window.today,
            ownerName: ownerNames.get(p.owners[0] ?? '') ?? null,
            staffUserId: options.staffUserId,
          }),
        );
        const partBookings = stays.flatMap((s) => s.bookings);
        const partEvents = stays.flatMap((s) => s.events);
        await insertBookings(db, partBookings);
        await insertEvents(db, partEvents);
        bookings += partBookings.length;
        events += partEvents.length;
        return partBookings.length;
      });
    }
    await timed('claim the taken nights', async () => {
      // Fresh statistics first: without them the planner guesses a handful of bookings and loops.
      await db.execute(sql`analyze bookings, property_events`);
      await db.execute(sql`select claim_all_nights()`);
      await db.execute(sql`alter table bookings enable trigger bookings_claim_nights`);
      await db.execute(sql`alter table property_events enable trigger property_events_claim_nights`);
      return bookings;
    });
  });
  // An offboarding home's last night (docs/product/properties.md#life-cycle): the night before its last stay's
  // check-out, so its stays end on it; a month on from the window's month when it has none.
  await db.execute(sql`
    update properties p set last_night = coalesce(
      (select max(b.check_out) - 1 from bookings b where b.property_id = p.id and b.status = 'BOOKED'),
      ${addDays(window.month, 30)}::date)
    where p.status = 'offboarding'`);
  return { bookings, events };
};
