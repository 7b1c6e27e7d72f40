import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { IMPORT_LIMITS, IMPORT_MESSAGES as I, type Currency, type TImportRowError } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { SessionUser } from '../../types';
import { actorOf, auditedChange } from '../../lib/audit';
import type { CsvRow } from '../../lib/csv-file';
import { claimText, findClash, isStayClash } from '../../common/bookings/stay-clash';
import { followStays } from '../../common/tasks/stay-cleaning';
import { checkBookings, type BookingPlan } from './check-bookings';
import { ImportRowsRefused, type ImportWrite } from './import-job';

/** An imported booking's reference: 'IM' and ten base-36 characters, so it never meets one booked here ('HM'). */
const importedLongCode = (): string =>
  `IM${[...randomBytes(10)].map((byte) => (byte % 36).toString(36)).join('')}`.toUpperCase();

/**
 * A batch of bookings in one insert, in a savepoint with their `booking.import` entries: the insert claims their
 * nights (stay_claims), so the constraint refuses a stay over nights taken since the check, and the savepoint takes
 * back the batch alone. Gives each new booking's id by its line.
 */
const insertBookings = async (tx: Db, caller: SessionUser, batch: readonly BookingPlan[], now: Date) =>
  auditedChange(tx, async (sp) => {
    const values = batch.map(({ row, channel, home }) => ({
      propertyId: home.id,
      longCode: importedLongCode(),
      status: row.status,
      recordStatus: row.status === 'CANCELLED' ? ('CANCELLED' as const) : ('ACTIVE' as const),
      checkIn: row.check_in,
      checkOut: row.check_out,
      guestName: row.guest_name,
      guestEmail: row.guest_email,
      guestPhone: row.guest_phone,
      bookerName: row.guest_name,
      bookerEmail: row.guest_email,
      bookerPhone: row.guest_phone,
      createdByType: 'guest',
      channel,
      externalSource: row.reference,
      totalCents: row.amount,
      currency: home.currency as Currency,
      managementFeePercentage: String(home.managementFeePercentage),
      adults: row.adults,
      children: row.children,
      bookedAt: now,
      cancelledAt: row.status === 'CANCELLED' ? now : null,
      createdAt: now,
    }));
    const made = await sp.insert(bookings).values(values).returning({ id: bookings.id });
    // Their checkout cleans, in the same savepoint (docs/product/tasks.md#checkout-cleans).
    await followStays(sp, { bookingIds: made.map((booking) => booking.id), actor: actorOf(caller), now });
    return {
      result: made.map((booking, i) => ({ id: booking.id, line: batch[i]!.line })),
      audit: made.map((booking, i) => {
        const value = values[i]!;
        return {
          actor: actorOf(caller),
          action: 'booking.import',
          entity: 'booking',
          entityId: booking.id,
          after: {
            propertyId: value.propertyId,
            longCode: value.longCode,
            channel: value.channel,
            reference: value.externalSource,
            checkIn: value.checkIn,
            checkOut: value.checkOut,
            guestName: value.guestName,
            status: value.status,
            totalCents: value.totalCents,
            currency: value.currency,
          },
        };
      }),
    };
  });

/**
 * The write of a bookings import (docs/product/imports.md#bookings), inside its one transaction: imports of bookings
 * take turns, the file is checked again against what is there now (rows booked since count as already here), and the
 * bookings are inserted a batch at a time. When the stay-claim constraint refuses a batch, its rows are tried one by
 * one to name each stay it refuses; any refusal then fails the whole import, so nothing is half imported.
 */
export const writeBookings =
  (options: { caller: SessionUser; lines: readonly CsvRow[]; now: Date }): ImportWrite =>
  async (tx, progress) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('import:bookings', 0))`);
    const { errors, plans, unchanged } = await checkBookings({ db: tx, ...options, claims: false });
    if (errors.length > 0) throw new ImportRowsRefused(errors);
    const lineOfBooking = new Map<string, number>();
    const refused: TImportRowError[] = [];
    const insert = async (batch: readonly BookingPlan[]) => {
      for (const { id, line } of await insertBookings(tx, options.caller, batch, options.now))
        lineOfBooking.set(id, line);
    };
    for (let i = 0; i < plans.length; i += IMPORT_LIMITS.batchRows) {
      const batch = plans.slice(i, i + IMPORT_LIMITS.batchRows);
      try {
        await insert(batch);
      } catch (error) {
        if (!isStayClash(error)) throw error;
        for (const plan of batch) {
          try {
            await insert([plan]);
          } catch (clash) {
            if (!isStayClash(clash)) throw clash;
            const { row } = plan;
            const claim = await findClash(tx, { propertyId: plan.home.id, start: row.check_in, end: row.check_out });
            const earlier = claim?.kind === 'booking' ? lineOfBooking.get(claim.id) : undefined;
            refused.push({
              line: plan.line,
              label: `${row.channel} ${row.reference}`,
              column: 'check_in',
              message: earlier ? I.overlapsLine(earlier) : I.taken(claimText(claim)),
            });
          }
        }
      }
      await progress(Math.min(plans.length, i + IMPORT_LIMITS.batchRows));
    }
    if (refused.length > 0) throw new ImportRowsRefused(refused);
    return { added: plans.length, updated: 0, unchanged };
  };
