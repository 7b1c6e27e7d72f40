import { ICAL_ERROR_CODES, ICAL_IMPORT_MESSAGES, ICAL_LIMITS, ICAL_MESSAGES } from '@hearth/domain';

/** The text is not an iCal calendar, or one we refuse; the message is safe to show. */
export class IcalParseError extends Error {
  override readonly name = 'IcalParseError';
  constructor(
    message: string,
    readonly code: string = ICAL_ERROR_CODES.invalidCalendar,
  ) {
    super(message);
  }
}

/**
 * A calendar cut at its events: `head` is the VCALENDAR without its VEVENTs (its properties and VTIMEZONEs, closed),
 * `events` each VEVENT's own lines. Reading the events a slice at a time lets a long calendar be read without
 * holding the event loop (docs/product/ical.md#imports).
 */
export type SplitCalendar = { head: string; events: string[] };

const BOUNDARY = /^(BEGIN|END):([A-Za-z0-9-]+)[ \t]*$/i;
const notCalendar = (why: string) => new IcalParseError(`${ICAL_MESSAGES.notCalendar}: ${why}`);

/**
 * Cuts the first VCALENDAR of the text at its VEVENTs, checking that every BEGIN has its END. Only the structure is
 * read here (a line scan, fast for the largest upload); the properties are parsed by ical.js, a slice at a time.
 * Throws IcalParseError when the text is not a calendar or has more than ICAL_LIMITS.maxEvents events.
 */
export const splitIcal = (text: string): SplitCalendar => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const head: string[] = [];
  const events: string[] = [];
  const open: string[] = [];
  let event: string[] | null = null;
  for (const line of lines) {
    if (open.length === 0) {
      if (line.trim() === '') continue;
      if (!/^BEGIN:VCALENDAR[ \t]*$/i.test(line)) throw notCalendar('it does not begin with BEGIN:VCALENDAR');
    }
    // A folded line starts with a space or a tab, so it is never read as a boundary.
    const boundary = BOUNDARY.exec(line);
    if (boundary) {
      const name = (boundary[2] ?? '').toUpperCase();
      if (boundary[1]?.toUpperCase() === 'BEGIN') {
        open.push(name);
        if (name === 'VEVENT' && open.length === 2) event = [];
      } else if (open.at(-1) !== name) {
        throw notCalendar(`END:${name} does not close ${open.at(-1) ? `BEGIN:${open.at(-1)}` : 'anything'}`);
      } else {
        open.pop();
        if (open.length === 0) {
          head.push(line);
          // Several calendars in one text: the first is read, as calendar clients do.
          break;
        }
        if (event && open.length === 1) {
          event.push(line);
          events.push(event.join('\r\n'));
          if (events.length > ICAL_LIMITS.maxEvents) {
            throw new IcalParseError(ICAL_IMPORT_MESSAGES.tooManyEvents, ICAL_ERROR_CODES.tooManyEvents);
          }
          event = null;
          continue;
        }
      }
    }
    (event ?? head).push(line);
  }
  if (open.length > 0) throw notCalendar(`BEGIN:${open.at(-1) ?? 'VCALENDAR'} is not closed`);
  if (head.length === 0) throw notCalendar('it is empty');
  return { head: head.join('\r\n'), events };
};
