import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { GuestMail } from '../../common/guest-mail/send-guest-mail';
import { checkInMailDaysOf } from '../../common/guest-mail/guest-mail.queries';
import type { Job } from '../../lib/jobs';

/** Stays read at a time, and batches one run works through at most; the rest go on the next run. */
const BATCH = 100;
const BATCHES = 10;

/**
 * Mails the check-in instructions of every live stay (BOOKED, ACTIVE, with a guest email) whose arrival is at most the
 * organisation's `checkInMailDays` away in its home's calendar and not yet past (docs/product/guest-mail.md#mails). A
 * stay booked closer to arrival than that gets them at the next run. Each stay's mail goes once: a stay with a
 * check-in row is left out here, and the row's unique key stops a second send from any other process.
 * Answers how many were sent.
 */
export const sendCheckInMails = async (options: { db: Db; guestMail: GuestMail; now: Date }): Promise<number> => {
  const { db, now } = options;
  const days = await checkInMailDaysOf(db);
  let sent = 0;
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const { rows } = (await db.execute(sql`
      select b.id from bookings b join properties p on p.id = b.property_id
      where b.status = 'BOOKED' and b.record_status = 'ACTIVE' and coalesce(trim(b.guest_email), '') <> ''
        and b.check_in >= (${now.toISOString()}::timestamptz at time zone p.timezone)::date
        and b.check_in <= (${now.toISOString()}::timestamptz at time zone p.timezone)::date + ${days}::int
        and not exists (select 1 from guest_mails g where g.booking_id = b.id and g.once_key = 'check-in')
      order by b.check_in, b.id
      limit ${BATCH}`)) as unknown as { rows: { id: string }[] };
    let recorded = 0;
    for (const { id } of rows) {
      const status = await options.guestMail.checkIn(id);
      if (status) recorded += 1;
      if (status === 'sent' || status === 'outbox') sent += 1;
    }
    // A stay that could not even be recorded is left for the next run rather than read again now.
    if (rows.length < BATCH || recorded === 0) break;
  }
  return sent;
};

/** Every 10 minutes, in one process at a time (lib/jobs.ts). */
export const checkInMailsJob = (deps: { guestMail: GuestMail }): Job => ({
  name: 'check-in-mails',
  everyMs: 10 * 60_000,
  leaseMs: 5 * 60_000,
  run: async ({ db, log, now }) => {
    const sent = await sendCheckInMails({ db, guestMail: deps.guestMail, now });
    if (sent > 0) log.info({ sent }, 'check-in instructions mailed');
  },
});
