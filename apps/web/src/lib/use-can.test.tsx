import { describe, expect, it } from 'vitest';
import { canDo } from './use-can';

describe('canDo', () => {
  it('answers a domain action from the permissions table', () => {
    expect(canDo({ userId: 'u1', roles: ['ROLE_STAFF'] }, 'booking:read-notes')).toBe(true);
    expect(canDo({ userId: 'u1', roles: ['ROLE_RESERVATION_MANAGER'] }, 'booking:read-notes')).toBe(false);
    expect(canDo({ userId: 'u1', roles: [] }, 'booking:read-guest')).toBe(false);
  });

  it('lets only a property editor edit photos (docs/product/access.md#who-uses-it)', () => {
    expect(canDo({ roles: ['ROLE_PROPERTY_EDITOR'] }, 'property:edit-photos')).toBe(true);
    for (const role of ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_CONTENT_CREATOR', 'ROLE_OWNER']) {
      expect(canDo({ roles: [role] }, 'property:edit-photos')).toBe(false);
    }
  });

  it('sends a content creator without a broader role to the details first', () => {
    expect(canDo({ roles: ['ROLE_CONTENT_CREATOR'] }, 'property:open-details-first')).toBe(true);
    expect(canDo({ roles: ['ROLE_CONTENT_CREATOR', 'ROLE_STAFF'] }, 'property:open-details-first')).toBe(false);
    expect(canDo({ roles: ['ROLE_CONTENT_CREATOR', 'ROLE_PROPERTY_EDITOR'] }, 'property:open-details-first')).toBe(
      false,
    );
  });

  it('lets the people who run a calendar manage events, and not owners', () => {
    for (const verb of ['view', 'create', 'update', 'delete'] as const) {
      for (const role of ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_LICENSEE', 'ROLE_RESERVATION_MANAGER']) {
        expect(canDo({ roles: [role] }, `event:${verb}`)).toBe(true);
      }
      expect(canDo({ roles: ['ROLE_OWNER'] }, `event:${verb}`)).toBe(false);
    }
    expect(canDo({ roles: [] }, 'event:view')).toBe(false);
  });
});
