import { describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES, onboardingChecklist, type OnboardingFacts } from './onboarding-checklist.rules';

const ready: OnboardingFacts = {
  latitude: -26.39,
  longitude: 153.09,
  bedrooms: 2,
  bathrooms: 1,
  beds: 2,
  maxGuests: 4,
  photos: 5,
  keys: 1,
  hasRatePlan: true,
  ratedNights: 365,
  owners: 1,
  managementFeeInForce: true,
  checkInInstructions: true,
  icalFeeds: 0,
};
const missing = (facts: Partial<OnboardingFacts>) =>
  onboardingChecklist({ ...ready, ...facts })
    .filter((item) => !item.done)
    .map((item) => item.id);

describe('the onboarding checklist (docs/product/properties.md#onboarding-checklist)', () => {
  it('is done when every item is, iCal feeds or not', () => {
    expect(missing({})).toEqual([]);
  });

  it('names each missing item', () => {
    expect(missing({ latitude: null })).toEqual(['address']);
    expect(missing({ maxGuests: 1 })).toEqual(['rooms']);
    expect(missing({ photos: 4 })).toEqual(['photos']);
    expect(missing({ keys: 0 })).toEqual(['keys']);
    // A plan that has not priced a whole year ahead does not cover it; nor do rates without a plan.
    expect(missing({ ratedNights: 364 })).toEqual(['rates']);
    expect(missing({ hasRatePlan: false })).toEqual(['rates']);
    expect(missing({ owners: 0, managementFeeInForce: false, checkInInstructions: false })).toEqual([
      'owner',
      'managementFee',
      'checkInInstructions',
    ]);
  });

  it('says what is missing in one sentence', () => {
    expect(ONBOARDING_MESSAGES.notReady(['owner'])).toBe('Before it is activated, this home needs an owner');
    expect(ONBOARDING_MESSAGES.notReady(['photos', 'keys', 'owner'])).toBe(
      'Before it is activated, this home needs at least 5 photos, a key in a key store and an owner',
    );
  });
});
