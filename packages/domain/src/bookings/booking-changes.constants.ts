import { CURRENCY_SYMBOLS, type Currency } from '../properties/properties.constants';

/** Error codes of booking a stay, cancelling it and its notes (the messages are RESERVATION_MESSAGES). */
export const BOOKING_CHANGE_ERROR_CODES = {
  idempotencyMissing: 'IDEMPOTENCY_KEY_MISSING',
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  noRates: 'NIGHTS_UNPRICED',
  alreadyCancelled: 'BOOKING_ALREADY_CANCELLED',
  notCancellable: 'BOOKING_NOT_CANCELLABLE',
  pastStay: 'BOOKING_STAY_ENDED',
  feeChanged: 'CANCELLATION_FEE_CHANGED',
} as const;

/** Messages of these calls beyond RESERVATION_MESSAGES. */
export const BOOKING_CHANGE_MESSAGES = {
  checkInPast: 'Check-in cannot be before today at the property.',
} as const;

/** The header `POST v3/bookings` requires (any casing; Node lower-cases header names). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** 'A$1,234.50': money in a message, where the web's formatter is not at hand. */
export const moneyText = (cents: number, currency: Currency): string =>
  `${cents < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${(Math.abs(cents) / 100).toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** The 409 when the clean-cancellation fee is no longer the one the caller confirmed (a day passed, a payment came). */
export const cancellationFeeChanged = (fee: number, currency: Currency): string =>
  `The cancellation fee has changed since it was shown: it is now ${moneyText(fee, currency)}. Check the new fee and confirm again.`;
