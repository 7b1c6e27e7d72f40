import { isRole, ROLES, type Role } from './roles';

/**
 * Who may read which data about a property, its owners and its bookings. Object scope comes first and is not
 * decided here (apps/api access: owners their homes, licensees their company's, staff and admin all, content
 * creators and reservation managers every home); these actions then decide which fields of an object in scope a
 * presenter keeps. A field the caller may not read is left out of the response, never sent as null (null still
 * means "no value").
 */
export const ACTIONS = [
  /** Owners' email, last sign-in and roles, and the property's latest owner sign-in. Names are for everyone. */
  'property:read-owner-contacts',
  /** Who stays: guest and booker names, the corporate partner the stay is for. */
  'booking:read-guest',
  /** How to reach them: guest and booker email and phone. */
  'booking:read-guest-contacts',
  /** What the stay earns: booking total, quotes (GET v3/quotes), management fee and payout summary. */
  'booking:read-earnings',
  /** The guest's payments: payment records, the paid/due/refunded summary, the merchant account. */
  'booking:read-payments',
  /** Messages between guest and host. */
  'booking:read-messages',
  /** Internal notes on a booking: the spec's confidential data (spec 000 §6). */
  'booking:read-notes',
] as const;
export type Action = (typeof ACTIONS)[number];

/** `all`: on every object in the caller's scope; `own`: only on the caller's own record (an owner's own row). */
export type Grant = 'all' | 'own';

/**
 * The permissions table, keyed by role. A role not listed, or an action not listed for a role, is refused.
 * Spec 000 leaves these open; the reasons are in docs/ARCHITECTURE.md "Who sees which fields".
 */
/** Admin, staff and licensees read everything about the homes in their scope. */
const EVERY_FIELD: { readonly [A in Action]: Grant } = {
  'property:read-owner-contacts': 'all',
  'booking:read-guest': 'all',
  'booking:read-guest-contacts': 'all',
  'booking:read-earnings': 'all',
  'booking:read-payments': 'all',
  'booking:read-messages': 'all',
  'booking:read-notes': 'all',
};

export const PERMISSIONS: { readonly [R in Role]?: { readonly [A in Action]?: Grant } } = {
  ROLE_ADMIN: EVERY_FIELD,
  ROLE_SUPER_ADMIN: EVERY_FIELD,
  ROLE_STAFF: EVERY_FIELD,
  // Runs its company's homes (scope keeps it there): everything about them.
  ROLE_LICENSEE: EVERY_FIELD,
  // Works with guests in every home: the guest side in full; owners by name; notes stay confidential.
  ROLE_RESERVATION_MANAGER: {
    'booking:read-guest': 'all',
    'booking:read-guest-contacts': 'all',
    'booking:read-earnings': 'all',
    'booking:read-payments': 'all',
    'booking:read-messages': 'all',
  },
  // Who stays in their home and what it earns them; their own account; co-owners by name only.
  ROLE_OWNER: {
    'property:read-owner-contacts': 'own',
    'booking:read-guest': 'all',
    'booking:read-earnings': 'all',
  },
  // A property's content only: bookings show as taken dates, with no guest, money or messages.
  ROLE_CONTENT_CREATOR: {},
};

/** The caller as the rule needs it: who they are (for `own` grants) and their roles. */
export type PermissionCaller = { userId: string; roles: readonly string[] };
/** The record an action is about, when it belongs to a user (an owner's row). */
export type PermissionSubject = { userId?: string | null };

/** Whether any of the caller's roles grants `action` on `subject` (an `own` grant needs the caller's own record). */
export const can = (caller: PermissionCaller, action: Action, subject?: PermissionSubject): boolean =>
  caller.roles.some((role) => {
    const grant = isRole(role) ? PERMISSIONS[role]?.[action] : undefined;
    return grant === 'all' || (grant === 'own' && subject?.userId === caller.userId);
  });

/** Roles granted `action` on every object (for rules that predate the table and still take a role list). */
export const rolesThatCan = (action: Action): readonly Role[] =>
  ROLES.filter((role) => PERMISSIONS[role]?.[action] === 'all');

/**
 * The response fields each action guards, as `<document>.<path in attributes>` (`[]` for each item of a list,
 * `included.<type>` for included resources, a bare document name for a whole call). Presenters leave these out
 * when `can` says no; the API's field test and docs/ARCHITECTURE.md read this list.
 */
export const GUARDED_FIELDS: { readonly [A in Action]: readonly string[] } = {
  'property:read-owner-contacts': [
    'property.owners[].email',
    'property.owners[].lastLoginAt',
    'property.owners[].roles',
    'property.lastLoginAt',
    'user.roles',
  ],
  'booking:read-guest': ['booking.guest.fullName', 'booking.booker', 'booking.corporatePartner'],
  'booking:read-guest-contacts': [
    'booking.guest.email',
    'booking.guest.phone',
    'booking.booker.email',
    'booking.booker.phone',
  ],
  'booking:read-earnings': [
    'booking.totalAmount',
    'booking.payout',
    'booking.currentQuoteId',
    'booking.included.quote',
    'quote',
  ],
  'booking:read-payments': ['booking.paymentSummary', 'booking.included.payment', 'booking.included.merchant'],
  'booking:read-messages': ['booking.included.message'],
  'booking:read-notes': ['booking.notes', 'booking.included.note'],
};
