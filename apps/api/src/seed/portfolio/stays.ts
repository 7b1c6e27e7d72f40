import { deterministicUuid } from '../deterministic-id';
import { createRandom, type Random } from '../random';
import { addDays, daysBetween, monthOffset, type PortfolioWindow } from './calendar';
import type { PortfolioProperty } from './generate-properties';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { monthFactor } from './seasons';

/** A bookings row as json_populate_recordset reads it (snake_case); `total_cents` is summed in SQL from the rates. */
export type BookingRow = {
  id: string;
  property_id: string;
  long_code: string;
  status: 'BOOKED' | 'BLOCKED' | 'REQUESTED' | 'CANCELLED';
  record_status: 'ACTIVE' | 'CANCELLING' | 'CANCELLED';
  check_in: string;
  check_out: string;
  guest_name: string;
  adults: number;
  children: number;
  channel: string;
  currency: string;
  booked_at: string;
  cancelled_at: string | null;
};

export type EventRow = {
  id: string;
  property_id: string;
  name: string;
  status: 'available' | 'blocking';
  start_date: string;
  end_date: string;
  expires_at: string | null;
  created_by: string;
  created_at: string;
};

const STAY_NIGHTS = { 1: 8, 2: 22, 3: 22, 4: 14, 5: 10, 6: 6, 7: 10, 8: 2, 9: 1, 10: 2, 12: 1, 14: 2 } as const;
const CHANNELS = { airbnb: 45, 'booking-com': 25, vrbo: 10, hearth: 20 } as const;
const BLOCK_NAMES = ['Maintenance: deck repairs', 'Deep clean', 'Owner works: painting', 'Photography shoot'];
const HOLD_NAMES = ['Hold for a guest', 'Hold: corporate enquiry', 'Hold: waiting on payment'];
const AVAILABLE_NAMES = ['Owner happy to take last-minute guests', 'Open for a longer stay'];

/** Booked share of a month: the suburb's occupancy, fuller in its high season, thinning out the further ahead. */
const occupancyOn = (property: PortfolioProperty, day: string, window: PortfolioWindow): number => {
  const ahead = monthOffset(window.month, day);
  const future = ahead < 1 ? 1 : Math.max(0.12, 0.85 ** (ahead + 1));
  const season = monthFactor(property.season, Number(day.slice(5, 7))) ** 1.5;
  return Math.min(0.9, property.occupancy * season * future);
};

/** The nights a listing can be booked: onboarding ones from soon, offboarding ones until soon, inactive ones in the past. */
const bookableSpan = (property: PortfolioProperty, window: PortfolioWindow, random: Random) => {
  switch (property.status) {
    case 'onboarding':
      return { from: addDays(window.month, random.int(7, 30)), to: window.to };
    case 'offboarding':
      return { from: window.from, to: addDays(window.month, random.int(30, 60)) };
    case 'inactive':
      return { from: window.from, to: addDays(window.month, -random.int(60, 150)) };
    default:
      return { from: window.from, to: window.to };
  }
};

/** A unique booking reference from a sequence number: a 32-bit bijection, shown in base 36 ('HM0K3F9QZ'). */
const longCode = (n: number) => `HM${(Math.imul(n, 0x9e3779b1) >>> 0).toString(36).toUpperCase().padStart(7, '0')}`;

const instant = (day: string, random: Random) =>
  `${day}T${String(random.int(0, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`;

const guests = (random: Random, maxGuests: number) => {
  // Couples are the commonest party; otherwise anything up to the listing's limit.
  const total = random.chance(0.45) ? Math.min(2, maxGuests) : random.int(1, maxGuests);
  const children = total >= 3 && random.chance(0.3) ? random.int(1, Math.min(3, total - 1)) : 0;
  return { adults: Math.min(10, total - children), children: Math.min(10, children) };
};

/**
 * Two years of stays and calendar events for one listing: bookings back to back or apart at its occupancy,
 * never overlapping (cancelled ones may), and holds and blocks in the free gaps ahead.
 */
export const generateStays = (
  property: PortfolioProperty,
  options: { window: PortfolioWindow; today: string; ownerName: string | null; staffUserId: string },
): { bookings: BookingRow[]; events: EventRow[] } => {
  const { window, today } = options;
  const random = createRandom(`portfolio:stays:${property.index}`);
  const span = bookableSpan(property, window, random);
  const bookings: BookingRow[] = [];
  const futureGaps: { from: string; nights: number }[] = [];
  let sequence = 0;
  const add = (row: Omit<BookingRow, 'id' | 'long_code' | 'property_id' | 'currency'>) => {
    const code = longCode(property.index * 4096 + sequence);
    sequence += 1;
    bookings.push({
      id: deterministicUuid(`booking:${code}`),
      long_code: code,
      property_id: property.id,
      currency: property.currency,
      ...row,
    });
  };

  let cursor = addDays(span.from, random.int(0, 6));
  while (cursor < span.to) {
    const occupancy = occupancyOn(property, cursor, window);
    const nights = Math.max(property.minimumStay, Number(random.weighted(STAY_NIGHTS)));
    const meanGap = (nights * (1 - occupancy)) / occupancy;
    const gap = Math.floor(-Math.log(1 - random.next()) * meanGap);
    if (gap >= 3 && cursor >= today) futureGaps.push({ from: cursor, nights: gap });
    const checkIn = addDays(cursor, gap);
    const checkOut = addDays(checkIn, nights);
    if (checkOut > span.to) break;
    cursor = checkOut;

    const ahead = checkIn > today;
    const draw = random.next();
    const status = draw < 0.08 ? 'BLOCKED' : ahead && draw < 0.15 ? 'REQUESTED' : 'BOOKED';
    // Draws that only matter on one side of today are still made, so moving the seed day within a month does not
    // shift every later draw: the same stays come out, only their status near today changes.
    const lead = random.int(1, 120);
    const lateBooking = random.int(0, 20);
    const cancelling = random.chance(0.02);
    const bookedOn = addDays(checkIn, -lead) < today ? addDays(checkIn, -lead) : addDays(today, -lateBooking);
    const party = guests(random, property.maxGuests);
    add({
      status,
      record_status: ahead && status === 'BOOKED' && cancelling ? 'CANCELLING' : 'ACTIVE',
      check_in: checkIn,
      check_out: checkOut,
      guest_name:
        status === 'BLOCKED'
          ? (options.ownerName ?? 'Owner stay')
          : `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      ...party,
      channel: status === 'BLOCKED' ? 'hearth' : random.weighted(CHANNELS),
      booked_at: instant(bookedOn, random),
      cancelled_at: null,
    });

    // A stay that fell through: it may share nights with the live ones (the constraint ignores cancelled rows).
    if (random.chance(0.06)) {
      const shift = random.int(-3, 3);
      const cancelledIn = addDays(checkIn, shift);
      const cancelledOn = addDays(bookedOn, random.int(1, Math.max(1, Math.min(lead, daysBetween(bookedOn, today)))));
      add({
        status: 'CANCELLED',
        record_status: 'CANCELLED',
        check_in: cancelledIn,
        check_out: addDays(cancelledIn, Math.max(property.minimumStay, random.int(1, 7))),
        guest_name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        ...guests(random, property.maxGuests),
        channel: random.weighted(CHANNELS),
        booked_at: instant(bookedOn, random),
        cancelled_at: instant(cancelledOn < today ? cancelledOn : today, random),
      });
    }
  }
  return {
    bookings: bookings.filter((b) => b.check_in >= window.from && b.check_out <= window.to),
    events: eventsInGaps(property, futureGaps, { ...options, random }),
  };
};

/** A few blocks, holds that lapse in the next 1-3 days, holds that already lapsed and open notes, in free nights ahead. */
const eventsInGaps = (
  property: PortfolioProperty,
  gaps: readonly { from: string; nights: number }[],
  options: { today: string; staffUserId: string; random: Random },
): EventRow[] => {
  const { random, today } = options;
  const events: EventRow[] = [];
  const kinds = [
    { chance: 0.12, status: 'blocking', names: BLOCK_NAMES, expires: null },
    { chance: 0.07, status: 'blocking', names: HOLD_NAMES, expires: random.int(1, 3) },
    { chance: 0.05, status: 'blocking', names: HOLD_NAMES, expires: -random.int(1, 10) },
    { chance: 0.05, status: 'available', names: AVAILABLE_NAMES, expires: null },
  ] as const;
  const free = [...gaps];
  for (const kind of kinds) {
    if (!random.chance(kind.chance)) continue;
    const gap = free.splice(random.int(0, Math.max(0, Math.min(free.length, 6) - 1)), 1)[0];
    if (!gap) continue;
    const start = addDays(gap.from, random.int(0, gap.nights - 2));
    const nights = random.int(1, Math.min(5, daysBetween(start, addDays(gap.from, gap.nights))));
    const created = addDays(today, (kind.expires !== null && kind.expires < 0 ? kind.expires : 0) - random.int(2, 20));
    events.push({
      id: deterministicUuid(`event:${property.code}:${events.length}`),
      property_id: property.id,
      name: random.pick(kind.names),
      status: kind.status,
      start_date: start,
      end_date: addDays(start, nights),
      expires_at:
        kind.expires === null
          ? null
          : `${addDays(today, kind.expires)}T${String(random.int(0, 23)).padStart(2, '0')}:00:00Z`,
      created_by: options.staffUserId,
      created_at: instant(created, random),
    });
  }
  return events;
};
