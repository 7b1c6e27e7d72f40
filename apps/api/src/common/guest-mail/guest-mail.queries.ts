import { asc, eq } from 'drizzle-orm';
import { CHECK_IN_MAIL_DAYS, PROPERTY_CREATE, type Currency } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingPayments, bookings, properties, propertyProfiles } from '../../db/schema';
import { findOrganisation } from '../organisation/organisation';

export type PaymentRow = typeof bookingPayments.$inferSelect;

/** What every guest mail may say about a stay: the booking, its home (with its policy's times and instructions), its payments. */
export type Stay = {
  booking: Pick<
    typeof bookings.$inferSelect,
    | 'id'
    | 'longCode'
    | 'status'
    | 'recordStatus'
    | 'guestName'
    | 'guestEmail'
    | 'checkIn'
    | 'checkOut'
    | 'adults'
    | 'children'
    | 'totalCents'
    | 'cancellationFeeCents'
  > & { currency: Currency };
  home: {
    name: string;
    address: string;
    timezone: string;
    companyId: string | null;
    checkInTime: string;
    checkOutTime: string;
    /** The policy's check-in instructions (docs/product/properties.md#onboarding-checklist), '' when none. */
    instructions: string;
  };
  /** Charges and refunds, by due day then as written. */
  payments: PaymentRow[];
};

const textOf = (policy: Record<string, unknown> | null, key: string, fallback: string): string => {
  const value = policy?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
};

/** The stay a guest mail is about, or null when the booking is gone. */
export const readStay = async (db: Db, bookingId: string): Promise<Stay | null> => {
  const [found] = await db
    .select({ booking: bookings, home: properties, policy: propertyProfiles.policy })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(propertyProfiles, eq(propertyProfiles.propertyId, properties.id))
    .where(eq(bookings.id, bookingId));
  if (!found) return null;
  const { booking, home, policy } = found;
  const payments = await db
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(asc(bookingPayments.dueOn), asc(bookingPayments.createdAt));
  return {
    booking: { ...booking, currency: booking.currency as Currency },
    home: {
      name: home.name,
      address: home.fullAddress,
      timezone: home.timezone,
      companyId: home.companyId,
      checkInTime: textOf(policy, 'checkInTime', PROPERTY_CREATE.defaultCheckInTime),
      checkOutTime: textOf(policy, 'checkOutTime', PROPERTY_CREATE.defaultCheckOutTime),
      instructions: textOf(policy, 'checkInInstructions', ''),
    },
    payments,
  };
};

/** The organisation's setting: days before arrival the check-in instructions go (docs/product/guest-mail.md#settings). */
export const checkInMailDaysOf = async (db: Db): Promise<number> =>
  (await findOrganisation(db))?.checkInMailDays ?? CHECK_IN_MAIL_DAYS.default;
