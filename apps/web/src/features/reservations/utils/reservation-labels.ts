import type { BookingRecordStatus, BookingStatus, ReservationSort } from '@hearth/domain/bookings';
import { RESERVATION_LIST } from '@hearth/domain/bookings';

/** The booking's status as its pill says it (docs/product/bookings.md#states: the pill's colour follows the word). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  BOOKED: 'Booked',
  BLOCKED: 'Blocked',
  REQUESTED: 'Requested',
  CANCELLED: 'Cancelled',
};

export const RECORD_STATUS_LABELS: Record<BookingRecordStatus, string> = {
  ACTIVE: 'Active',
  CANCELLING: 'Cancelling',
  CANCELLED: 'Cancelled',
};

export { channelName } from '../../../lib/review-display';

/** The sorts in the order the phone's sort menu offers them. */
export const SORT_LABELS: Record<ReservationSort, string> = {
  '-checkIn': 'Check-in, latest first',
  checkIn: 'Check-in, earliest first',
  '-checkOut': 'Check-out, latest first',
  checkOut: 'Check-out, earliest first',
  '-bookedAt': 'Booked, newest first',
  bookedAt: 'Booked, oldest first',
  guest: 'Guest, A to Z',
  '-guest': 'Guest, Z to A',
  property: 'Property, A to Z',
  '-property': 'Property, Z to A',
  '-total': 'Total, highest first',
  total: 'Total, lowest first',
};

const count = new Intl.NumberFormat('en-AU');

/** '1 result', '1,234 results', or '1,000+ results' once the count stopped at its cap. */
export const resultCountLabel = (totalCount: number, countCapped: boolean): string => {
  if (countCapped) return `${count.format(RESERVATION_LIST.countCap)}+ results`;
  return totalCount === 1 ? '1 result' : `${count.format(totalCount)} results`;
};

/** 'Filters' or 'Filters (n)' with the number of active filters. */
export const filtersTitle = (active: number): string => (active > 0 ? `Filters (${active})` : 'Filters');
