import { describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from './roles';
import { ROUTE_ACCESS, isRouteAllowed, matchesPrefix } from './route-access';
import { allowedMenuItems, allowedMobileItems } from './menu';

// The spec's table (docs/product/access.md#screens), written out again on purpose so a change to ROUTE_ACCESS must be deliberate.
const SPEC_TABLE: [string, Role[]][] = [
  ['/channels', ['ROLE_CHANNEL_MANAGER']],
  ['/design-system', ['ROLE_DEVELOPER']],
  ['/devtools', ['ROLE_DEVELOPER']],
  ['/templates', ['ROLE_DEVELOPER']],
  ['/releases', ['ROLE_DEVELOPER']],
  ['/reservation-all', ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE', 'ROLE_FINANCE_MANAGER']],
  // Plus owners (docs/product/access.md#who-uses-it describes their reduced statements) and finance managers, who publish them.
  ['/statements', ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE', 'ROLE_OWNER', 'ROLE_FINANCE_MANAGER']],
  ['/reservations', ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE', 'ROLE_FINANCE_MANAGER']],
  // Plus marketing, whom docs/product/access.md#who-uses-it names for the Resources tabs and for newsletters.
  ['/resources', ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE', 'ROLE_MARKETING']],
  ['/smartquotes', ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE']],
  // Plus reservation managers, deliberately: docs/product/access.md#screens gives them the calendar's Book button; and property editors,
  // whose 'Edit Photo' (docs/product/access.md#who-uses-it) is a button of the list leading to the property's photos.
  [
    '/properties',
    [
      'ROLE_ADMIN',
      'ROLE_STAFF',
      'ROLE_OWNER',
      'ROLE_LICENSEE',
      'ROLE_CONTENT_CREATOR',
      'ROLE_RESERVATION_MANAGER',
      'ROLE_PROPERTY_EDITOR',
    ],
  ],
  // Not in the spec's table: who imports homes (property:create) or bookings (booking:import), docs/product/imports.md.
  ['/imports', ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE', 'ROLE_RESERVATION_MANAGER']],
  ['/users', ['ROLE_ADMIN', 'ROLE_STAFF']],
  ['/knowledgecentre', ['ROLE_ADMIN', 'ROLE_STAFF']],
  ['/balances', ['ROLE_FINANCE_MANAGER']],
  // Not in the spec's table: who manages tasks (docs/product/tasks.md#who-uses-it).
  ['/tasks', ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE']],
  // Not in the spec's table: owner payouts, for finance and admins (docs/product/payouts.md#who-uses-it).
  ['/payouts', ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_FINANCE_MANAGER']],
];

const quiet = { warn: () => undefined };

describe('route access table', () => {
  describe.each(SPEC_TABLE)('%s', (prefix, allowed) => {
    it.each(ROLES.map((role) => [role, allowed.includes(role)] as const))(
      'for %s is %s, on the prefix and below it',
      (role, expected) => {
        expect(isRouteAllowed(prefix, [role], quiet)).toBe(expected);
        expect(isRouteAllowed(`${prefix}/abc/def?x=1`, [role], quiet)).toBe(expected);
      },
    );
  });

  it('allows a user whose roles include one allowed role', () => {
    expect(isRouteAllowed('/balances', ['ROLE_OWNER', 'ROLE_FINANCE_MANAGER'], quiet)).toBe(true);
  });

  it('matches whole path segments only', () => {
    expect(matchesPrefix('/users/create', '/users')).toBe(true);
    expect(matchesPrefix('/usersx', '/users')).toBe(false);
    expect(isRouteAllowed('/reservations-old', ['ROLE_ADMIN'], quiet)).toBe(false);
  });

  it('never allows the root or the index, whatever the roles', () => {
    for (const path of ['/', '', '/index.html', '/?pl=x']) {
      expect(isRouteAllowed(path, [...ROLES], quiet)).toBe(false);
    }
  });

  it('denies a path that matches no rule', () => {
    expect(isRouteAllowed('/nowhere', [...ROLES], quiet)).toBe(false);
  });

  it('lets every signed-in user open settings', () => {
    expect(isRouteAllowed('/settings', ['ROLE_MARKETING'], quiet)).toBe(true);
  });

  it('denies a path matching more than one rule and logs a warning', () => {
    const warn = vi.fn();
    const table = [
      { prefix: '/users', action: 'user:manage' },
      { prefix: '/users/create', action: 'user:manage' },
    ] as const;
    expect(isRouteAllowed('/users/create', ['ROLE_ADMIN'], { table, warn })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/users/create matches 2 access rules'));
    expect(isRouteAllowed('/users', ['ROLE_ADMIN'], { table, warn })).toBe(true);
  });

  it('has no two rules that overlap, so no real path is denied for matching twice', () => {
    const warn = vi.fn();
    for (const rule of ROUTE_ACCESS) isRouteAllowed(`${rule.prefix}/x`, [...ROLES], { warn });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('menu', () => {
  it('shows an admin exactly the routes the table allows, in the spec order', () => {
    expect(allowedMenuItems(['ROLE_ADMIN']).map((item) => item.path)).toEqual([
      '/properties',
      '/reservation-all',
      '/tasks',
      '/smartquotes',
      '/users',
      '/statements',
      '/payouts',
      '/resources',
      '/knowledgecentre',
    ]);
  });

  it('shows a developer the developer tools only', () => {
    expect(allowedMenuItems(['ROLE_DEVELOPER']).map((item) => item.path)).toEqual([
      '/templates',
      '/devtools',
      '/releases',
    ]);
  });

  it('shows an owner their properties and statements', () => {
    expect(allowedMenuItems(['ROLE_OWNER']).map((item) => item.label)).toEqual(['Properties', 'Statements']);
  });

  it('gives mobile-only items by role', () => {
    expect(allowedMobileItems(['ROLE_LICENSEE']).map((i) => i.path)).toEqual(['/settings', '/companies', '/logout']);
    expect(allowedMobileItems(['ROLE_MARKETING']).map((i) => i.path)).toEqual(['/logout']);
  });
});
