import { describe, expect, it } from 'vitest';
import { defaultPropertyStatuses, propertyListAbilities, statusPillColour } from './properties.rules';
import { nightsBetween } from '../dates/nights';
import { ZPropertySearchQuery } from './properties.schemas';

describe('statusPillColour (docs/product/display.md#rules)', () => {
  it.each([
    ['Active', 'green'],
    ['inactive', 'gray'],
    ['Cancelled', 'red'],
    ['CANCELLING', 'red'],
    ['Expired', 'red'],
    ['Blocked', 'gray'],
    ['Under review', 'orange'],
    ['Unpaid', 'orange'],
    ['Paid', 'green'],
    ['Refund', 'orange'],
    ['Refunded', 'green'],
    ['In store', 'green'],
    ['In use', 'blue'],
    ['in_progress', 'blue'],
    ['Guest ready', 'blue'],
    ['Requested', 'blue'],
    ['Onboarding', 'teal'],
    ['Offboarding', 'teal'],
  ])('%s is %s', (label, colour) => {
    expect(statusPillColour(label)).toBe(colour);
  });
});

describe('propertyListAbilities (docs/product/properties.md#who-uses-it)', () => {
  it('gives owners the reduced view', () => {
    const owner = propertyListAbilities({ roles: ['ROLE_OWNER'] });
    expect(owner).toMatchObject({
      ownerView: true,
      seesRiskStatus: false,
      seesTasks: false,
      canSortByTasks: false,
      canFilterByPartner: false,
      canFilterByOwner: false,
      canSearchAvailability: false,
      canIncludeInactive: false,
      seesListWhenEmpty: false,
    });
  });

  it('gives licensees Add New Property without Management, Partner filter or Partner sort', () => {
    expect(propertyListAbilities({ roles: ['ROLE_LICENSEE'] })).toMatchObject({
      canAddProperty: true,
      canFilterByManagement: false,
      canFilterByPartner: false,
      canSortByPartner: false,
      canFilterByOwner: true,
      canSearchAvailability: true,
    });
  });

  it('lets staff, admin and content creators include inactive', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_CONTENT_CREATOR'] as const) {
      expect(propertyListAbilities({ roles: [role] }).canIncludeInactive).toBe(true);
    }
    expect(propertyListAbilities({ roles: ['ROLE_LICENSEE'] }).canIncludeInactive).toBe(false);
    expect(propertyListAbilities({ roles: ['ROLE_STAFF'] }).seesListWhenEmpty).toBe(true);
  });

  it('lets a broader role lift the owner restrictions of a user who also owns', () => {
    expect(propertyListAbilities({ roles: ['ROLE_OWNER', 'ROLE_STAFF'] }).ownerView).toBe(false);
    expect(propertyListAbilities({ roles: ['ROLE_OWNER', 'ROLE_STAFF'] }).canFilterByOwner).toBe(true);
    expect(propertyListAbilities({ roles: ['ROLE_LICENSEE', 'ROLE_ADMIN'] }).canAddProperty).toBe(false);
  });
});

describe('defaultPropertyStatuses (docs/product/properties.md#states)', () => {
  it('is active only in an availability search, otherwise the three live statuses plus inactive on request', () => {
    expect(defaultPropertyStatuses({ availabilitySearch: true, includeInactive: true })).toEqual(['active']);
    expect(defaultPropertyStatuses({ availabilitySearch: false, includeInactive: false })).toEqual([
      'onboarding',
      'active',
      'offboarding',
    ]);
    expect(defaultPropertyStatuses({ availabilitySearch: false, includeInactive: true })).toContain('inactive');
  });
});

describe('ZPropertySearchQuery', () => {
  it('reads lists from repeated keys or commas and applies the defaults', () => {
    const parsed = ZPropertySearchQuery.parse({
      'filters[propertyStatuses]': ['active', 'onboarding,offboarding'],
      'filters[amenities]': 'pool, bbq-grill',
    });
    expect(parsed['filters[propertyStatuses]']).toEqual(['active', 'onboarding', 'offboarding']);
    expect(parsed['filters[amenities]']).toEqual(['pool', 'bbq-grill']);
    expect(parsed['page[number]']).toBe(1);
    expect(parsed['page[size]']).toBe(25);
  });

  it('refuses a stay that ends before it starts and an inverted price range', () => {
    const stay = ZPropertySearchQuery.safeParse({
      'filters[availableFrom]': '2027-01-10',
      'filters[availableTo]': '2027-01-09',
    });
    expect(stay.success).toBe(false);
    expect(ZPropertySearchQuery.safeParse({ 'filters[minPrice]': '500', 'filters[maxPrice]': '100' }).success).toBe(
      false,
    );
  });

  it('counts nights across month and year ends', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2027-02-27', '2027-03-01')).toBe(2);
  });
});
