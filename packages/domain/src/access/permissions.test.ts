import { describe, expect, it } from 'vitest';
import { CONFIDENTIAL_ROLES } from '../bookings/bookings.rules';
import { ACTIONS, can, GUARDED_FIELDS, PERMISSIONS, rolesThatCan, type Action } from './permissions';
import { ROLES, type Role } from './roles';
import { isRouteAllowed } from './route-access';

const EVERYTHING = [...ACTIONS];
const GUEST_SIDE: Action[] = [
  'booking:read-guest',
  'booking:read-guest-contacts',
  'booking:read-earnings',
  'booking:read-payments',
  'booking:read-messages',
];

// The rule written out again on purpose, so a change to PERMISSIONS must be deliberate: what each role reads on
// every object in its scope (owners also read their own owner record, checked below).
const EXPECTED: [Role, Action[]][] = [
  ['ROLE_ADMIN', EVERYTHING],
  ['ROLE_SUPER_ADMIN', EVERYTHING],
  ['ROLE_STAFF', EVERYTHING],
  ['ROLE_LICENSEE', EVERYTHING],
  ['ROLE_RESERVATION_MANAGER', GUEST_SIDE],
  ['ROLE_OWNER', ['booking:read-guest', 'booking:read-earnings']],
  ['ROLE_CONTENT_CREATOR', []],
];

const me = 'user-1';
const other = 'user-2';
const caller = (...roles: string[]) => ({ userId: me, roles });

describe('permissions table', () => {
  describe.each(EXPECTED)('%s', (role, allowed) => {
    it.each(ACTIONS.map((action) => [action, allowed.includes(action)] as const))('%s is %s', (action, expected) => {
      expect(can(caller(role), action)).toBe(expected);
      expect(can(caller(role), action, { userId: other })).toBe(expected);
    });
  });

  it('gives every role that opens a property a row, and no other role any field', () => {
    const listed = EXPECTED.map(([role]) => role);
    for (const role of ROLES) {
      if (isRouteAllowed('/properties', [role], { warn: () => undefined })) expect(listed).toContain(role);
      else if (!listed.includes(role)) expect(ACTIONS.some((action) => can(caller(role), action))).toBe(false);
    }
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...listed].sort());
  });

  it('lets an owner read their own owner record in full, and co-owners by name only', () => {
    const owner = caller('ROLE_OWNER');
    expect(can(owner, 'property:read-owner-contacts', { userId: me })).toBe(true);
    expect(can(owner, 'property:read-owner-contacts', { userId: other })).toBe(false);
    // Without a subject (the property's latest sign-in, which may be a co-owner's) an own grant is no grant.
    expect(can(owner, 'property:read-owner-contacts')).toBe(false);
    expect(can(owner, 'property:read-owner-contacts', { userId: null })).toBe(false);
  });

  it('takes the widest of several roles, and ignores unknown roles', () => {
    expect(can(caller('ROLE_OWNER', 'ROLE_STAFF'), 'booking:read-messages')).toBe(true);
    expect(can(caller('ROLE_CONTENT_CREATOR', 'ROLE_CONFIGURATOR_CODES'), 'booking:read-guest')).toBe(false);
    expect(can(caller('ROLE_NOBODY'), 'booking:read-guest')).toBe(false);
    expect(can(caller(), 'booking:read-guest')).toBe(false);
  });

  it('never gives a guest contact without the guest, nor payments without earnings', () => {
    for (const role of ROLES) {
      if (can(caller(role), 'booking:read-guest-contacts')) expect(can(caller(role), 'booking:read-guest')).toBe(true);
      if (can(caller(role), 'booking:read-payments')) expect(can(caller(role), 'booking:read-earnings')).toBe(true);
    }
  });

  it("keeps the spec's confidential roles (notes, tasks, iCal) the readers of booking notes", () => {
    expect([...CONFIDENTIAL_ROLES].sort()).toEqual([...rolesThatCan('booking:read-notes')].sort());
    expect([...CONFIDENTIAL_ROLES].sort()).toEqual(['ROLE_ADMIN', 'ROLE_LICENSEE', 'ROLE_STAFF', 'ROLE_SUPER_ADMIN']);
  });

  it('names the fields each action guards, each field under one action only', () => {
    const all = ACTIONS.flatMap((action) => GUARDED_FIELDS[action]);
    for (const action of ACTIONS) expect(GUARDED_FIELDS[action].length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
  });
});
