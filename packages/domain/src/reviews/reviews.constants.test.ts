import { describe, expect, it } from 'vitest';
import { channelLabel, channelOfFeedName, portalOf, subRatingLabel } from './reviews.constants';

describe('portal logos (docs/product/reviews.md#fields)', () => {
  it('maps portal names and their variants to a logo', () => {
    expect(portalOf('airbnb')).toBe('airbnb');
    expect(portalOf('Airbnb Official')).toBe('airbnb');
    expect(portalOf('homeaway')).toBe('vrbo');
    expect(portalOf('VRBO')).toBe('vrbo');
    expect(portalOf('stayz')).toBe('stayz');
    expect(portalOf('TripAdvisor')).toBe('tripadvisor');
  });

  it("gives the product's own channel and the operator's site the product's logo, and no logo to others", () => {
    expect(portalOf('hearth')).toBe('host');
    expect(portalOf('host')).toBe('host');
    expect(portalOf('booking-com')).toBeNull();
    expect(portalOf('some-new-portal')).toBeNull();
  });

  it('names channels as people know them', () => {
    expect(channelLabel('booking-com')).toBe('Booking.com');
    expect(channelLabel('homeaway')).toBe('Vrbo');
    expect(channelLabel('hearth')).toBe('{product}');
    expect(channelLabel('holiday-houses')).toBe('Holiday Houses');
  });

  it('reads the portal an imported calendar comes from by its name', () => {
    expect(channelOfFeedName('Stayz calendar')).toBe('stayz');
    expect(channelOfFeedName('Booking.com iCal')).toBe('booking-com');
    expect(channelOfFeedName('Owner’s Google calendar')).toBeNull();
    expect(channelOfFeedName('Google')).toBe('google');
  });

  it("labels the sub-ratings, 'checkin' as 'Check-In'", () => {
    expect(subRatingLabel('checkin')).toBe('Check-In');
    expect(subRatingLabel('cleanliness')).toBe('Cleanliness');
    expect(subRatingLabel('value_for_money')).toBe('Value for money');
  });
});
