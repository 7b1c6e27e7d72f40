/** Guest payments, refunds and Stripe's events: the values and words of docs/product/payments.md. */

/** How money received by hand came in (docs/product/payments.md#fields). */
export const PAYMENT_METHODS = ['bank-transfer', 'card', 'cash', 'cheque', 'other'] as const;

/** Stripe (`STRIPE_SECRET_KEY` set) or recorded by hand: the payments tab says which. */
export const PAYMENT_MODES = ['stripe', 'manual'] as const;

export const PAYMENT_REQUEST_STATUSES = ['creating', 'open', 'paid', 'failed', 'expired'] as const;

export const PAYMENT_LIMITS = {
  /** A bank reference or receipt number. */
  referenceMax: 100,
  refundReasonMax: 500,
  /** How long a guest's payment page stays open (Stripe's longest for a Checkout Session is 24 hours). */
  requestHours: 24,
  /** The webhook's body: Stripe's events are a few kilobytes. */
  webhookBodyBytes: 256 * 1024,
  /** How far back a payment received may be dated. */
  recordedDaysBack: 366,
} as const;

export const PAYMENT_ERROR_CODES = {
  notRequestable: 'PAYMENT_NOT_REQUESTABLE',
  noGuestEmail: 'PAYMENT_NO_GUEST_EMAIL',
  noMerchant: 'PAYMENT_NO_MERCHANT_ACCOUNT',
  stripeOff: 'PAYMENT_STRIPE_NOT_CONFIGURED',
  notRecordable: 'PAYMENT_NOT_RECORDABLE',
  refundTooLarge: 'REFUND_TOO_LARGE',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  providerRefused: 'PAYMENT_PROVIDER_REFUSED',
  badSignature: 'WEBHOOK_BAD_SIGNATURE',
  unknownEvent: 'WEBHOOK_UNKNOWN_EVENT',
  unknownAccount: 'WEBHOOK_UNKNOWN_ACCOUNT',
  unknownObject: 'WEBHOOK_UNKNOWN_OBJECT',
  webhooksOff: 'WEBHOOK_NOT_CONFIGURED',
} as const;

export const PAYMENT_MESSAGES = {
  modeStripe:
    'Payments through Stripe: guests pay on a Stripe page; paid, failed and refunded follow what Stripe says.',
  modeManual:
    'Stripe is not set up: payments and refunds are recorded here by hand when the money has moved. Set STRIPE_SECRET_KEY to take payments online.',
  notRequestable: 'Only an unpaid payment of an active booking can be requested.',
  noGuestEmail: 'This booking has no guest email, so the payment request cannot be sent. Add the guest’s email first.',
  noMerchant: 'This booking has no merchant account to be paid into.',
  stripeOff: 'Stripe is not set up, so payments cannot be requested online. Record the payment when it arrives.',
  notRecordable: 'Only an unpaid payment, or a refund still to be sent, can be recorded by hand.',
  refundTooLarge: (left: string) => `A refund cannot be more than was paid and not yet refunded (${left}).`,
  refundNothingLeft: 'Nothing paid on this booking is left to refund.',
  providerUnavailable: 'Stripe could not be reached. Nothing was charged or refunded; try again in a minute.',
  providerRefused: (why: string) => `Stripe refused the request: ${why}`,
  requestSent: (email: string) => `Payment request sent to ${email}`,
  recorded: 'Payment recorded',
  refundRecorded: 'Refund recorded as sent',
  refundStarted: 'Refund started: it shows as pending until the money has moved.',
  dateInFuture: 'The date received cannot be after today.',
  dateTooOld: 'The date received cannot be more than a year ago.',
  badSignature: 'The Stripe signature of this event does not check out.',
  unknownEvent: (type: string) => `Hearth does not act on '${type}' events.`,
  unknownAccount: 'This event is for a Stripe account that is not one of our merchant accounts.',
  unknownObject: 'This event is about a payment Hearth did not ask for.',
  webhooksOff: 'Stripe webhooks are not set up here (STRIPE_WEBHOOK_SECRET).',
} as const;
