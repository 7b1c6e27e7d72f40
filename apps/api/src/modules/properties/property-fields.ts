import { can, type PermissionCaller } from '@hearth/domain';

/** What the caller may read of a property in scope (GUARDED_FIELDS), decided once per request. */
export const propertyFieldsFor = (caller: PermissionCaller) => ({
  confidential: can(caller, 'property:read-confidential'),
  earnings: can(caller, 'booking:read-earnings'),
  payments: can(caller, 'booking:read-payments'),
  keys: can(caller, 'key:read'),
  salesforce: can(caller, 'property:see-salesforce-link'),
});

export type PropertyFields = ReturnType<typeof propertyFieldsFor>;
