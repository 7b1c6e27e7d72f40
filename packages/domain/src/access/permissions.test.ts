import { describe, expect, it } from 'vitest';
import { propertyListAbilities } from '../properties/properties.rules';
import {
  ACTIONS,
  can,
  FIELD_ACTIONS,
  grantOf,
  GUARDED_FIELDS,
  mayAttempt,
  PERMISSIONS,
  rolesThatCan,
  type Action,
} from './permissions';
import { ROLES, type Role } from './roles';
import { isRouteAllowed } from './route-access';

const EVERYTHING = [...FIELD_ACTIONS];
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
  // A review's private comment is for staff and admin only (issue 14).
  ['ROLE_LICENSEE', EVERYTHING.filter((action) => action !== 'review:read-private')],
  ['ROLE_RESERVATION_MANAGER', [...GUEST_SIDE, 'key:read']],
  ['ROLE_OWNER', ['booking:read-guest', 'booking:read-earnings']],
  ['ROLE_CONTENT_CREATOR', []],
  ['ROLE_PROPERTY_EDITOR', []],
  // Finance reconcile the guest's money from the reservation record (issue 31): no messages, notes or owners.
  [
    'ROLE_FINANCE_MANAGER',
    ['booking:read-guest', 'booking:read-guest-contacts', 'booking:read-earnings', 'booking:read-payments'],
  ],
];

const me = 'user-1';
const other = 'user-2';
const caller = (...roles: string[]) => ({ userId: me, roles });

describe('permissions table: fields', () => {
  describe.each(EXPECTED)('%s', (role, allowed) => {
    it.each(FIELD_ACTIONS.map((action) => [action, allowed.includes(action)] as const))(
      '%s is %s',
      (action, expected) => {
        expect(can(caller(role), action)).toBe(expected);
        expect(can(caller(role), action, { userId: other })).toBe(expected);
      },
    );
  });

  it('gives every role that opens a property a row, and no other role any field', () => {
    const listed = EXPECTED.map(([role]) => role);
    for (const role of ROLES) {
      if (isRouteAllowed('/properties', [role], { warn: () => undefined })) expect(listed).toContain(role);
      else if (!listed.includes(role)) expect(FIELD_ACTIONS.some((action) => can(caller(role), action))).toBe(false);
    }
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

  it("keeps the spec's confidential data (notes, tasks, iCal) with the readers of booking notes", () => {
    const notes = [...rolesThatCan('booking:read-notes')].sort();
    expect(notes).toEqual(['ROLE_ADMIN', 'ROLE_LICENSEE', 'ROLE_STAFF', 'ROLE_SUPER_ADMIN']);
    for (const action of ['property:read-confidential', 'task:manage', 'ical:manage'] as const) {
      expect([...rolesThatCan(action)].sort()).toEqual(notes);
    }
  });

  it('names the fields each action guards, each field under one action only', () => {
    const all = FIELD_ACTIONS.flatMap((action) => GUARDED_FIELDS[action]);
    for (const action of FIELD_ACTIONS) expect(GUARDED_FIELDS[action].length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
  });
});

const rolesAllowed = (action: Action) => ROLES.filter((role) => can(caller(role), action)).sort();

describe('permissions table: what the spec names', () => {
  it('shows Edit Photo to property editors only (docs/product/access.md#who-uses-it)', () => {
    expect(rolesAllowed('property:edit-photos')).toEqual(['ROLE_PROPERTY_EDITOR']);
  });

  it('gives the Book button to reservation managers (docs/product/access.md#screens), and to staff and admin (issue 15)', () => {
    const bookers = ['ROLE_ADMIN', 'ROLE_RESERVATION_MANAGER', 'ROLE_STAFF', 'ROLE_SUPER_ADMIN'];
    expect(rolesAllowed('booking:create')).toEqual(bookers);
    expect(rolesAllowed('booking:cancel')).toEqual(bookers);
  });

  it('lets the people who run a calendar manage its events, and only licensees and reservation managers hold', () => {
    const runners = ['ROLE_ADMIN', 'ROLE_LICENSEE', 'ROLE_RESERVATION_MANAGER', 'ROLE_STAFF', 'ROLE_SUPER_ADMIN'];
    for (const verb of ['view', 'create', 'update', 'delete'] as const)
      expect(rolesAllowed(`event:${verb}`)).toEqual(runners);
    expect(rolesAllowed('rate:read')).toEqual(runners);
    expect(rolesAllowed('event:set-expiry')).toEqual(['ROLE_LICENSEE', 'ROLE_RESERVATION_MANAGER']);
  });

  it('locks the email of owners and licensees, even when they hold a broader role (docs/product/access.md#screens)', () => {
    expect(can(caller('ROLE_MARKETING'), 'user:edit-own-email')).toBe(true);
    expect(can(caller('ROLE_STAFF'), 'user:edit-own-email')).toBe(true);
    expect(can(caller('ROLE_OWNER'), 'user:edit-own-email')).toBe(false);
    expect(can(caller('ROLE_LICENSEE', 'ROLE_STAFF'), 'user:edit-own-email')).toBe(false);
  });

  it('lets admins and super admins alone change the organisation (docs/product/setup.md#who-uses-it)', () => {
    expect(rolesAllowed('organisation:manage')).toEqual(['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']);
  });

  it('backs every filter the property list shows with a lookup the caller may call (issue 11)', () => {
    for (const role of ROLES) {
      if (!isRouteAllowed('/properties', [role], { warn: () => undefined })) continue;
      const abilities = propertyListAbilities({ roles: [role] });
      // Licensees read their own company (the /companies page), never the others the Partner filter names.
      expect(grantOf({ roles: [role] }, 'company:read') === 'all', `${role} Partner filter`).toBe(
        abilities.canFilterByPartner,
      );
      expect(mayAttempt({ roles: [role] }, 'user:list-owners'), `${role} Owner filter`).toBe(
        abilities.canFilterByOwner,
      );
    }
  });
});

describe('permissions table: grants', () => {
  it('reaches a licensee company homes, an owner homes they own, and staff every home', () => {
    expect(grantOf({ roles: ['ROLE_LICENSEE'] }, 'property:read')).toBe('company');
    expect(grantOf({ roles: ['ROLE_OWNER'] }, 'property:read')).toBe('own');
    expect(grantOf({ roles: ['ROLE_STAFF'] }, 'property:read')).toBe('all');
    expect(grantOf({ roles: ['ROLE_MARKETING'] }, 'property:read')).toBeNull();
    const licensee = { userId: me, companyId: 'c1', roles: ['ROLE_LICENSEE'] };
    expect(can(licensee, 'property:read', { companyId: 'c1' })).toBe(true);
    expect(can(licensee, 'property:read', { companyId: 'c2' })).toBe(false);
    expect(can({ ...licensee, companyId: null }, 'property:read', { companyId: null })).toBe(false);
    expect(can(caller('ROLE_OWNER'), 'property:read', { ownerIds: [other, me] })).toBe(true);
    expect(can(caller('ROLE_OWNER'), 'property:read', { ownerIds: [other] })).toBe(false);
  });

  it('takes the widest grant of several roles, and lets a never refuse', () => {
    expect(grantOf({ roles: ['ROLE_OWNER', 'ROLE_LICENSEE'] }, 'property:read')).toBe('company');
    expect(grantOf({ roles: ['ROLE_OWNER', 'ROLE_RESERVATION_MANAGER'] }, 'property:read')).toBe('all');
    expect(grantOf({ roles: ['ROLE_OWNER', 'ROLE_STAFF'] }, 'property:list-owner-view')).toBe('never');
    expect(mayAttempt({ roles: ['ROLE_OWNER', 'ROLE_STAFF'] }, 'property:list-owner-view')).toBe(false);
  });

  it('names only known roles in every row', () => {
    for (const action of ACTIONS) {
      for (const key of Object.keys(PERMISSIONS[action])) expect([...ROLES, 'SIGNED_IN']).toContain(key);
    }
  });
});
