import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, safeReturnPath } from './after-sign-in';

const staff = { roles: ['ROLE_STAFF'], propertyStatus: { count: 0, first: null } };
const soloOwner = { roles: ['ROLE_OWNER'], propertyStatus: { count: 1, first: 'p-42' } };
const owner = { roles: ['ROLE_OWNER'], propertyStatus: { count: 3, first: null } };

describe('safeReturnPath', () => {
  it.each([
    ['/users/create', '/users/create'],
    ['/statements?month=3&year=2026', '/statements?month=3&year=2026'],
    ['/properties/p1#calendar', '/properties/p1#calendar'],
  ])('keeps the same-origin path %s', (pl, expected) => {
    expect(safeReturnPath(pl)).toBe(expected);
  });

  it.each([
    null,
    '',
    'users',
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    '/login',
    '/logout',
    '/users\n/x',
    // Protocol-relative once normalised (issue 29 G).
    '/.//evil.example/x',
    '/x/..//evil.example/x',
    '/%2e//evil.example/x',
    '/./\\evil.example',
  ])('refuses %j', (pl) => {
    expect(safeReturnPath(pl)).toBeNull();
  });
});

describe('pathAfterSignIn', () => {
  it('goes back to a safe pl first', () => {
    expect(pathAfterSignIn(staff, '/users/create')).toBe('/users/create');
    expect(pathAfterSignIn(soloOwner, '/settings')).toBe('/settings');
  });

  it('sends an owner with exactly one property to that property', () => {
    expect(pathAfterSignIn(soloOwner, null)).toBe('/properties/p-42');
  });

  it('sends an owner whose only home is still onboarding to its record, where its progress shows', () => {
    const invited = { roles: ['ROLE_OWNER'], propertyStatus: { count: 1, first: 'p-7', firstOnboarding: true } };
    expect(pathAfterSignIn(invited, null)).toBe('/properties/p-7/details');
  });

  it('sends other owners to the property list', () => {
    expect(pathAfterSignIn(owner, null)).toBe('/properties');
    expect(pathAfterSignIn({ roles: ['ROLE_OWNER'], propertyStatus: { count: 0, first: null } }, null)).toBe(
      '/properties',
    );
  });

  it('sends everyone else, and any unsafe pl, home: their first menu item, or / without one', () => {
    expect(pathAfterSignIn(staff, null)).toBe('/properties');
    expect(pathAfterSignIn(staff, '//evil.test')).toBe('/properties');
    expect(pathAfterSignIn({ roles: ['ROLE_DEVELOPER'], propertyStatus: { count: 0, first: null } }, null)).toBe(
      '/templates',
    );
    expect(pathAfterSignIn({ roles: ['ROLE_MARKETING'], propertyStatus: { count: 0, first: null } }, null)).toBe(
      '/resources',
    );
    expect(pathAfterSignIn({ roles: ['ROLE_VERIFIER'], propertyStatus: { count: 0, first: null } }, null)).toBe('/');
  });
});
