import { sql } from 'drizzle-orm';
import { CALENDAR_ERROR_CODES, HTTP } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hasSqlState } from '../../lib/error-chain';
import { liveClaim } from './live-claims';

/** SQLSTATE exclusion_violation: stay_claims_no_overlap refused a second claim on a night (migration 0008). */
const EXCLUSION_VIOLATION = '23P01';

/** Whether `error` (or what it wraps: Drizzle wraps the driver's error in `cause`) is a clash of nights. */
export const isStayClash = (error: unknown): boolean => hasSqlState(error, EXCLUSION_VIOLATION);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '3 Jan 2027' (docs/CONTRIBUTING.md#look date style, without the weekday). */
const day = (value: string) =>
  `${Number(value.slice(8, 10))} ${MONTHS[Number(value.slice(5, 7)) - 1]} ${value.slice(0, 4)}`;

/** What holds nights: a booking ('HM0K3F9QZ (Ava Nguyen)') or a blocking event (its name). */
export type Claim = { kind: 'booking' | 'event'; id: string; label: string; start: string; end: string };

/** The live claims on nights of [start, end) at this property, earliest first. */
export const claimsOverlapping = async (
  db: Db,
  options: { propertyId: string; start: string; end: string; ignoreEventId?: string; ignoreBookingId?: string },
  limit?: number,
): Promise<Claim[]> => {
  const { rows } = (await db.execute(sql`
    select case when c.booking_id is not null then 'booking' else 'event' end as kind,
      coalesce(c.booking_id, c.event_id) as id,
      coalesce(b.long_code || coalesce(' (' || b.guest_name || ')', ''), e.name) as label,
      lower(c.stay)::text as start, upper(c.stay)::text as "end"
    from stay_claims c
    left join bookings b on b.id = c.booking_id
    left join property_events e on e.id = c.event_id
    where c.property_id = ${options.propertyId}
      and c.stay && daterange(${options.start}::date, ${options.end}::date, '[)')
      and ${liveClaim('c')}
      ${options.ignoreEventId ? sql`and c.event_id is distinct from ${options.ignoreEventId}::uuid` : sql``}
      ${options.ignoreBookingId ? sql`and c.booking_id is distinct from ${options.ignoreBookingId}::uuid` : sql``}
    order by lower(c.stay) ${limit === undefined ? sql`` : sql`limit ${limit}`}`)) as unknown as { rows: Claim[] };
  return rows;
};

/** What already holds nights of [start, end) at this property, for the 409's message. */
export const findClash = async (db: Db, options: Parameters<typeof claimsOverlapping>[1]): Promise<Claim | undefined> =>
  (await claimsOverlapping(db, options, 1))[0];

/** What holds the nights, as a message names it: 'booking HM0K3F9QZ (Ava Nguyen), 3 Jan 2027 to 6 Jan 2027'. */
export const claimText = (clash: Claim | undefined): string =>
  clash
    ? `${clash.kind === 'booking' ? 'booking' : 'the event'} ${clash.kind === 'event' ? `'${clash.label.replace(/<[^>]*>/g, '')}'` : clash.label}, ${day(clash.start)} to ${day(clash.end)}`
    : 'another booking or blocking event';

/** The 409 for a clash, naming what holds the nights ('booking HM0K3F9QZ (Ava Nguyen), 3 Jan 2027 to 6 Jan 2027'). */
export const stayClashError = (clash: Claim | undefined): AppError => {
  const what = claimText(clash);
  return new AppError({
    status: HTTP.conflict,
    code: CALENDAR_ERROR_CODES.nightsTaken,
    title: 'Those nights are taken',
    detail: `Those nights are already taken by ${what}.`,
    ...(clash ? { meta: { clash: { type: clash.kind, id: clash.id, start: clash.start, end: clash.end } } } : {}),
  });
};

/**
 * Runs a write that claims nights; if the exclusion constraint refuses it, answers 409 naming the clash. The
 * constraint decides (so two requests at the same instant cannot both win); the lookup only words the message.
 */
export const claimingNights = async <T>(
  db: Db,
  nights: { propertyId: string; start: string; end: string; ignoreEventId?: string; ignoreBookingId?: string },
  write: () => Promise<T>,
): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isStayClash(error)) throw error;
    throw stayClashError(await findClash(db, nights));
  }
};
