import { canManageEvents } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { canDo } from './use-can';

describe('canDo', () => {
  it('answers a domain action from the permissions table', () => {
    expect(canDo({ userId: 'u1', roles: ['ROLE_STAFF'] }, 'booking:read-notes')).toBe(true);
    expect(canDo({ userId: 'u1', roles: ['ROLE_RESERVATION_MANAGER'] }, 'booking:read-notes')).toBe(false);
    expect(canDo({ userId: 'u1', roles: [] }, 'booking:read-guest')).toBe(false);
  });

  it('lets only a property editor edit photos (spec 000 §6)', () => {
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

  it('answers event actions as the domain rules do', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_STAFF', 'ROLE_OWNER', 'ROLE_LICENSEE']) {
      for (const verb of ['view', 'create', 'update', 'delete'] as const) {
        expect(canDo({ roles: [role] }, `event:${verb}`)).toBe(canManageEvents([role], verb));
      }
    }
    expect(canDo({ roles: [] }, 'event:view')).toBe(false);
  });
});
