/*
 * The onboarding checklist (docs/product/properties.md#onboarding-checklist): what a home needs before 'Activate'.
 * Each check reads facts the API gathers; the server refuses an activation that skips one, naming what is missing,
 * and the onboarding page shows the same list, each item linking to where it is done. iCal feeds are offered, not
 * required.
 */

export const ONBOARDING = {
  /** The cover and the first screen of the list's photo pop-up (two a row on a phone, so four more). */
  photosMin: 5,
  /** 'A rate plan covering the next 12 months'. */
  ratedNights: 365,
} as const;

export const ONBOARDING_CHECKS = [
  'address',
  'rooms',
  'photos',
  'keys',
  'rates',
  'owner',
  'managementFee',
  'checkInInstructions',
] as const;
export type OnboardingCheck = (typeof ONBOARDING_CHECKS)[number];

/** Where each item is done: a section of the home's record. */
export type OnboardingPlace = 'details' | 'photos' | 'keys' | 'rates' | 'owners' | 'fees' | 'settings' | 'calendar';

export const ONBOARDING_ITEMS: Record<OnboardingCheck, { label: string; missing: string; place: OnboardingPlace }> = {
  address: { label: 'Address located', missing: 'its address located on the map', place: 'details' },
  rooms: { label: 'Rooms and guests', missing: 'its bedrooms, bathrooms, beds and most guests', place: 'details' },
  photos: {
    label: `At least ${ONBOARDING.photosMin} photos`,
    missing: `at least ${ONBOARDING.photosMin} photos`,
    place: 'photos',
  },
  keys: { label: 'A key in a key store', missing: 'a key in a key store', place: 'keys' },
  rates: {
    label: 'A rate plan covering the next 12 months',
    missing: 'a rate plan covering the next 12 months',
    place: 'rates',
  },
  owner: { label: 'An owner attached', missing: 'an owner', place: 'owners' },
  managementFee: { label: 'Management fee', missing: 'a management fee in force', place: 'fees' },
  checkInInstructions: {
    label: 'Check-in instructions',
    missing: 'check-in instructions for guests',
    place: 'settings',
  },
};

/** What the checks read of a home, gathered by the API. */
export type OnboardingFacts = {
  latitude: number | null;
  longitude: number | null;
  bedrooms: number;
  bathrooms: number;
  beds: number;
  maxGuests: number;
  photos: number;
  keys: number;
  hasRatePlan: boolean;
  /** Nights of [today, today + 365) with a rate. */
  ratedNights: number;
  owners: number;
  managementFeeInForce: boolean;
  checkInInstructions: boolean;
  icalFeeds: number;
};

export type OnboardingItem = { id: OnboardingCheck; label: string; done: boolean; place: OnboardingPlace };

const passes = (check: OnboardingCheck, facts: OnboardingFacts): boolean => {
  switch (check) {
    case 'address':
      return facts.latitude !== null && facts.longitude !== null;
    case 'rooms':
      return facts.bathrooms >= 1 && facts.beds >= 1 && facts.maxGuests >= Math.max(1, facts.bedrooms);
    case 'photos':
      return facts.photos >= ONBOARDING.photosMin;
    case 'keys':
      return facts.keys >= 1;
    case 'rates':
      return facts.hasRatePlan && facts.ratedNights >= ONBOARDING.ratedNights;
    case 'owner':
      return facts.owners >= 1;
    case 'managementFee':
      return facts.managementFeeInForce;
    case 'checkInInstructions':
      return facts.checkInInstructions;
  }
};

/** Every item with whether it is done, in the order the page shows them. */
export const onboardingChecklist = (facts: OnboardingFacts): OnboardingItem[] =>
  ONBOARDING_CHECKS.map((id) => ({
    id,
    label: ONBOARDING_ITEMS[id].label,
    done: passes(id, facts),
    place: ONBOARDING_ITEMS[id].place,
  }));

export const ONBOARDING_MESSAGES = {
  notReady: (missing: readonly OnboardingCheck[]) =>
    `Before it is activated, this home needs ${listOf(missing.map((id) => ONBOARDING_ITEMS[id].missing))}`,
  icalOffered: 'Calendars from other channels (iCal) can be added now or later',
} as const;

const listOf = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

export const ONBOARDING_ERROR_CODES = { notReady: 'PROPERTY_NOT_READY' } as const;
