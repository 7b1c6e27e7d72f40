import { z } from 'zod';
import { daysBetween } from '../dates/days';
import { IMPORT_BOOKING_STATUSES, IMPORT_LIMITS, IMPORT_MESSAGES } from './imports.constants';
import {
  centsCell,
  choiceCell,
  dayCell,
  optionalTextCell,
  readRow,
  textCell,
  wholeCell,
  type ReadRow,
} from './import-cells.schemas';

/*
 * One line of a bookings file (docs/product/imports.md#bookings): a stay to come at one of the caller's homes, from a
 * channel with its reservation reference (the key: the same file twice adds nothing), the guest, the nights, the
 * amount the guest pays in dollars and its status.
 */

const I = IMPORT_MESSAGES;
const L = IMPORT_LIMITS;
const EMAIL = z.email();

/** A phone number may start with + (a spreadsheet would read it as a formula, but it is a number people dial). */
export const isPhoneNumber = (cell: string): boolean => /^\+?[\d\s().-]{6,}$/.test(cell.trim());

export const ZBookingRow = z
  .object({
    code: textCell(40, I.home).transform((code) => code.toUpperCase()),
    channel: textCell(80, I.channelEmpty),
    reference: textCell(L.referenceMax, I.reference),
    guest_name: textCell(L.nameMax, I.guestName),
    guest_email: optionalTextCell(L.emailMax, I.guestEmail).refine(
      (email) => email === null || EMAIL.safeParse(email).success,
      I.guestEmail,
    ),
    guest_phone: optionalTextCell(L.phoneMax, I.guestPhone),
    check_in: dayCell(I.day),
    check_out: dayCell(I.day),
    adults: wholeCell(1, L.guestsMax, I.guests, 2),
    children: wholeCell(0, L.guestsMax, I.guests, 0),
    amount: centsCell(L.amountMax, I.amount),
    status: choiceCell(IMPORT_BOOKING_STATUSES, I.status, 'BOOKED'),
  })
  .superRefine((stay, ctx) => {
    const nights = daysBetween(stay.check_in, stay.check_out);
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['check_out'], message: I.checkOut });
    else if (nights > L.nightsMax) ctx.addIssue({ code: 'custom', path: ['check_out'], message: I.tooLong });
  });
export type TBookingRow = z.output<typeof ZBookingRow>;

export const readBookingRow = (cells: Readonly<Record<string, string>>): ReadRow<TBookingRow> =>
  readRow(ZBookingRow, cells);
