import { dayText } from '@hearth/domain';

/*
 * How a guest mail says days, times, guests and money (docs/product/display.md#rules): days as 'Fri 12 Dec 2026' in
 * the home's calendar, a policy time with the home's clock ('from 15:00 (Brisbane time)'), instants in the home's
 * zone with its short name.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar day of the home, `YYYY-MM-DD`, as 'Fri 12 Dec 2026'. */
export const mailDay = (day: string): string => `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${dayText(day)}`;

/** 'Brisbane time': the IANA zone's city. */
const zoneLabel = (timeZone: string) => `${(timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')} time`;

/** A time of the home's policy ('15:00') on its own clock: '15:00 (Brisbane time)'. */
export const homeTime = (time: string, timeZone: string): string => `${time} (${zoneLabel(timeZone)})`;

/** An instant in the home's zone: 'Fri 12 Dec 2026 2:51 PM AEDT'. */
export const mailInstant = (at: Date, timeZone: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const zone =
    new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${zone}`;
};

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 adults, 1 child'. */
export const guestsText = (adults: number, children: number): string =>
  children > 0
    ? `${counted(adults, 'adult', 'adults')}, ${counted(children, 'child', 'children')}`
    : counted(adults, 'adult', 'adults');

/** '2 nights'. */
export const nightsText = (nights: number): string => counted(nights, 'night', 'nights');
