import { can, type PermissionCaller } from '@hearth/domain';

/**
 * What a caller may read of the bookings in their scope, from the permissions table (packages/domain
 * access/permissions.ts), decided once per request. The presenters leave out what is false.
 */
export const bookingFieldsFor = (caller: PermissionCaller) => ({
  guest: can(caller, 'booking:read-guest'),
  guestContacts: can(caller, 'booking:read-guest-contacts'),
  earnings: can(caller, 'booking:read-earnings'),
  payments: can(caller, 'booking:read-payments'),
  messages: can(caller, 'booking:read-messages'),
  notes: can(caller, 'booking:read-notes'),
});
export type BookingFields = ReturnType<typeof bookingFieldsFor>;

/** `fields` when `allowed`, nothing otherwise: spread into a presenter's object so a withheld field is absent. */
export const only = <T extends object>(allowed: boolean, fields: T): T | Record<never, never> =>
  allowed ? fields : {};
