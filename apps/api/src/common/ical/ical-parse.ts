import ICAL from 'ical.js';
import { addDays, EVENT_LIMITS, ICAL_LIMITS, ICAL_MESSAGES, isNight, nightsBetween } from '@hearth/domain';
import { pauseBetweenSlices } from '../../lib/slice-pause';
import { isUnsafeText } from '../../lib/unsafe-text';
import { IcalParseError, splitIcal, type SplitCalendar } from './ical-split';

/**
 * One VEVENT read from a calendar, as nights [start, end) in the property's time zone. `ignore` marks events that
 * take no nights (cancelled, or marked free); `problem` says why one cannot be imported (no UID, unreadable
 * dates, repeating, too long).
 */
export type ParsedIcalEvent = {
  uid: string;
  summary: string;
  start: string | null;
  end: string | null;
  ignore?: 'cancelled' | 'free';
  problem?: string;
};

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOfWall = (t: WallTime) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** 'YYYY-MM-DD' of an instant in a time zone (en-CA writes dates that way). */
export const dayIn = (instant: number, timeZone: string): string => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
};

const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** The offset of an IANA zone at an instant, in ms (what to add to UTC to get the wall time). */
const zoneOffset = (instant: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - instant;
};

const wallAsUtc = (t: WallTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/**
 * The day (in `propertyZone`) a DTSTART/DTEND falls on: a DATE is that day; a UTC time, or a time with a TZID the
 * calendar defines in a VTIMEZONE or that names an IANA zone, is converted to the property's zone; a floating time
 * is read as the property's own wall time.
 */
const dayOfTime = (
  time: ICAL.Time,
  tzid: string | undefined,
  zones: Map<string, ICAL.Timezone>,
  propertyZone: string,
): string => {
  if (time.isDate) return dayOfWall(time);
  if (time.zone?.tzid === 'UTC') return dayIn(time.toUnixTime() * 1000, propertyZone);
  const defined = tzid ? zones.get(tzid) : undefined;
  if (defined) return dayIn(wallAsUtc(time) - defined.utcOffset(time) * 1000, propertyZone);
  if (tzid && isTimeZone(tzid)) {
    const wall = wallAsUtc(time);
    const guess = wall - zoneOffset(wall, tzid);
    return dayIn(wall - zoneOffset(guess, tzid), propertyZone);
  }
  return dayOfWall(time);
};

/** SUMMARY as plain text: no markup, no control characters, one line, at most ICAL_LIMITS.summaryMax characters. */
export const plainText = (value: unknown, max: number = ICAL_LIMITS.summaryMax): string => {
  const text = typeof value === 'string' ? value : '';
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f<>]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
      .trim()
  );
};

const readEvent = (
  vevent: ICAL.Component,
  zones: Map<string, ICAL.Timezone>,
  propertyZone: string,
): ParsedIcalEvent => {
  const uid = String(vevent.getFirstPropertyValue('uid') ?? '').trim();
  const summary = plainText(vevent.getFirstPropertyValue('summary'));
  const base = { uid, summary, start: null, end: null };
  if (!uid) return { ...base, problem: 'The event has no UID' };
  if (uid.length > ICAL_LIMITS.uidMax) return { ...base, problem: 'The event’s UID is too long' };
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
  if (status === 'CANCELLED') return { ...base, ignore: 'cancelled' };
  const transparency = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
  if (transparency === 'TRANSPARENT') return { ...base, ignore: 'free' };

  let start: string;
  let end: string;
  try {
    const event = new ICAL.Event(vevent);
    if (event.isRecurring() || event.isRecurrenceException()) {
      return { ...base, problem: 'Repeating events are not imported' };
    }
    const dtstart = vevent.getFirstProperty('dtstart');
    if (!dtstart) return { ...base, problem: 'The event has no start date' };
    const startTzid = dtstart.getParameter('tzid') as string | undefined;
    const dtend = vevent.getFirstProperty('dtend');
    start = dayOfTime(event.startDate, startTzid, zones, propertyZone);
    end = dtend
      ? dayOfTime(event.endDate, dtend.getParameter('tzid') as string | undefined, zones, propertyZone)
      : dayOfTime(event.endDate, startTzid, zones, propertyZone);
  } catch {
    return { ...base, problem: 'The event’s dates cannot be read' };
  }
  if (!isNight(start) || !isNight(end)) return { ...base, problem: 'The event’s dates cannot be read' };
  // An event within one day (a few hours) still takes that night.
  if (end <= start) end = addDays(start, 1);
  if (nightsBetween(start, end) > EVENT_LIMITS.nightsMax) {
    return { ...base, start, end, problem: `The event is longer than ${EVENT_LIMITS.nightsMax} nights` };
  }
  return { ...base, start, end };
};

/** A calendar's time zones, read from its head; events are read against them. */
type Zones = Map<string, ICAL.Timezone>;

const parseText = (text: string): ICAL.Component => {
  const parsed: unknown = ICAL.parse(text);
  return new ICAL.Component((Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
};

/** The calendar's properties and VTIMEZONEs; throws IcalParseError when they are not iCal. */
const readHead = (head: string): Zones => {
  let root: ICAL.Component;
  try {
    root = parseText(head);
  } catch (error) {
    throw new IcalParseError(
      `${ICAL_MESSAGES.notCalendar}: ${error instanceof Error ? error.message : 'unreadable'}`.slice(0, 300),
    );
  }
  if (root.name !== 'vcalendar') throw new IcalParseError(`${ICAL_MESSAGES.notCalendar}: no VCALENDAR`);
  const zones: Zones = new Map();
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    try {
      const tzid = vtimezone.getFirstPropertyValue('tzid');
      if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone(vtimezone));
    } catch {
      // A broken VTIMEZONE: its events fall back to the TZID as an IANA name, or to the property's zone.
    }
  }
  return zones;
};

const unreadable = (block: string): ParsedIcalEvent => ({
  uid: (/^UID:(.*)$/im.exec(block)?.[1] ?? '').trim().slice(0, ICAL_LIMITS.uidMax),
  summary: '',
  start: null,
  end: null,
  problem: 'The event cannot be read',
});

const readOne = (vevent: ICAL.Component, zones: Zones, timezone: string, block: string): ParsedIcalEvent => {
  try {
    return readEvent(vevent, zones, timezone);
  } catch {
    return unreadable(block);
  }
};

/** Reads VEVENT blocks; one that ical.js cannot parse is reported as unreadable, the rest are still read. */
const readBlocks = (blocks: readonly string[], zones: Zones, timezone: string): ParsedIcalEvent[] => {
  const wrap = (body: string) => `BEGIN:VCALENDAR\r\n${body}\r\nEND:VCALENDAR`;
  try {
    const vevents = parseText(wrap(blocks.join('\r\n'))).getAllSubcomponents('vevent');
    if (vevents.length === blocks.length) {
      return vevents.map((vevent, i) => readOne(vevent, zones, timezone, blocks[i] ?? ''));
    }
  } catch {
    // One damaged event spoils the slice's parse: read them one by one.
  }
  return blocks.map((block) => {
    try {
      const [vevent] = parseText(wrap(block)).getAllSubcomponents('vevent');
      return vevent ? readOne(vevent, zones, timezone, block) : unreadable(block);
    } catch {
      return unreadable(block);
    }
  });
};

/** NUL or lone surrogates: a fetched feed does not pass the request guard, and PostgreSQL refuses NUL. */
const refuseUnsafe = (text: string) => {
  if (isUnsafeText(text)) {
    throw new IcalParseError(`${ICAL_MESSAGES.notCalendar}: it contains NUL or unpaired surrogate characters`);
  }
};

/** Checks a calendar's text and cuts it at its events (fast); throws IcalParseError when it is not a calendar. */
export const openIcal = (text: string): SplitCalendar & { zones: Zones } => {
  refuseUnsafe(text);
  const split = splitIcal(text);
  return { ...split, zones: readHead(split.head) };
};

/** Reads every VEVENT of an iCal text at once (a short calendar); throws IcalParseError when it is not a calendar. */
export const parseIcal = (text: string, options: { timezone: string }): ParsedIcalEvent[] => {
  const calendar = openIcal(text);
  return readBlocks(calendar.events, calendar.zones, options.timezone);
};

/** Events read per slice: about 25 ms of ical.js work, so other requests wait at most that long. */
const READ_SLICE = 100;

/**
 * Reads a calendar's events a slice at a time, pausing between slices (docs/product/ical.md#imports).
 */
export const readIcalInSlices = async (
  calendar: ReturnType<typeof openIcal>,
  options: { timezone: string },
): Promise<ParsedIcalEvent[]> => {
  const events: ParsedIcalEvent[] = [];
  for (let at = 0; at < calendar.events.length; at += READ_SLICE) {
    events.push(...readBlocks(calendar.events.slice(at, at + READ_SLICE), calendar.zones, options.timezone));
    await pauseBetweenSlices();
  }
  return events;
};
