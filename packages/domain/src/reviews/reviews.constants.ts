/** The reviews area (docs/product/reviews.md#fields 'Review', docs/product/reviews.md#fields 'Review' and 'Portal logos'). No zod here: screens read it. */

export const REVIEW_LIST = { pageSize: 25, pageSizeMax: 100, pageNumberMax: 10_000 } as const;
/** 'The star display is out of 5' (docs/product/reviews.md#fields). */
export const REVIEW_STARS_MAX = 5;

/** Sub-rating names as shown; 'checkin' is 'Check-In' (docs/product/reviews.md#fields); others are capitalised. */
export const REVIEW_SUB_RATING_LABELS: Readonly<Record<string, string>> = {
  checkin: 'Check-In',
  cleanliness: 'Cleanliness',
  accuracy: 'Accuracy',
  communication: 'Communication',
  location: 'Location',
  value: 'Value',
};
export const subRatingLabel = (name: string): string =>
  REVIEW_SUB_RATING_LABELS[name] ?? name.replace(/[-_]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

export const REVIEW_TEXT = {
  title: 'Reviews',
  empty: 'No reviews yet',
  errorTitle: 'Could not load reviews',
  overall: 'Overall',
  headline: 'Headline',
  comment: 'Comment',
  positiveComment: 'Positive',
  negativeComment: 'Negative',
  privateComment: 'Private comment',
  hostResponse: 'Host response',
} as const;

/**
 * Portals with a logo of their own (docs/product/display.md#screens 'Portal logos'); any other shows the product's own logo. `host` is
 * the operator's own site ({host}), which is the product's mark too.
 */
export const PORTALS = [
  'agoda',
  'airbnb',
  'belvilla',
  'host',
  'bookingpal',
  'expedia',
  'flipkey',
  'google',
  'guesty',
  'vrbo',
  'marriott',
  'myvr',
  'stayz',
  'travelmob',
  'tripadvisor',
  'wheelhouse',
  'zhubaijia',
] as const;
export type Portal = (typeof PORTALS)[number];

export const PORTAL_LABELS: Record<Portal, string> = {
  agoda: 'Agoda',
  airbnb: 'Airbnb',
  belvilla: 'Belvilla',
  host: '{product}',
  bookingpal: 'BookingPal',
  expedia: 'Expedia',
  flipkey: 'FlipKey',
  google: 'Google',
  guesty: 'Guesty',
  vrbo: 'Vrbo',
  marriott: 'Marriott',
  myvr: 'MyVR',
  stayz: 'Stayz',
  travelmob: 'Travelmob',
  tripadvisor: 'Tripadvisor',
  wheelhouse: 'Wheelhouse',
  zhubaijia: 'Zhubaijia',
};

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The portal a channel name stands for, or null for the product's own logo: airbnb's variants ('airbnb-official',
 * 'Airbnb 2') are airbnb, homeaway is vrbo, and the product's own channel (`hearth`) or `host` is the host's site.
 */
export const portalOf = (channel: string, productCode = 'hearth'): Portal | null => {
  const name = squash(channel);
  if (name === '' || name === squash(productCode) || name === 'host' || name === 'direct') return 'host';
  if (name.startsWith('airbnb')) return 'airbnb';
  if (name.startsWith('homeaway') || name.startsWith('vrbo')) return 'vrbo';
  return PORTALS.find((portal) => portal !== 'host' && name.startsWith(portal)) ?? null;
};

/** Channels this product's bookings carry that have no portal logo: named all the same. */
const OTHER_CHANNEL_LABELS: Readonly<Record<string, string>> = { 'booking-com': 'Booking.com' };

/** A channel's name as people know it ('{product}' for the product's own, filled in by the caller). */
export const channelLabel = (channel: string): string => {
  const portal = portalOf(channel);
  if (portal) return PORTAL_LABELS[portal];
  return (
    OTHER_CHANNEL_LABELS[channel] ?? channel.replace(/[-_]+/g, ' ').replace(/\b\w/g, (first) => first.toUpperCase())
  );
};

/** The channel code an imported calendar's name points at ('Airbnb calendar' → airbnb), or null when none does. */
export const channelOfFeedName = (feedName: string): string | null => {
  const portal = portalOf(feedName);
  if (portal && portal !== 'host') return portal;
  return /booking\s*\.?\s*com/i.test(feedName) ? 'booking-com' : null;
};
